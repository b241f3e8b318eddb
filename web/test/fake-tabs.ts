import type { TabChannel, TabMessage } from '@/offline/tab-channel';

/**
 * Test doubles of what the browser shares between tabs: a Web Locks manager (exclusive locks,
 * granted in the order asked, a request left by its AbortSignal while it waits) and a
 * BroadcastChannel hub (a tab never hears its own messages). For tests only.
 */
export function fakeLocks(): Pick<LockManager, 'request'> {
  const queues = new Map<string, { run: () => void; cancel: () => boolean }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    if (held.has(name)) return;
    queues.get(name)?.shift()?.run();
  };
  function request(
    name: string,
    ...args: [LockGrantedCallback<unknown>] | [LockOptions, LockGrantedCallback<unknown>]
  ): Promise<unknown> {
    const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
    return new Promise((resolve, reject) => {
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      const entry = {
        run: () => {
          held.add(name);
          Promise.resolve()
            .then(() => callback({ name, mode: 'exclusive' } as Lock))
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              next(name);
            });
        },
        cancel: () => {
          const at = queue.indexOf(entry);
          if (at < 0) return false;
          queue.splice(at, 1);
          return true;
        },
      };
      options.signal?.addEventListener('abort', () => {
        if (entry.cancel()) reject(new DOMException('The request was aborted', 'AbortError'));
      });
      queue.push(entry);
      next(name);
    });
  }
  return { request: request as LockManager['request'] };
}

export function fakeChannelHub(): { open: () => TabChannel; heard: TabMessage[] } {
  const tabs: Set<(message: TabMessage) => void>[] = [];
  const heard: TabMessage[] = [];
  return {
    heard,
    open: () => {
      const mine = new Set<(message: TabMessage) => void>();
      tabs.push(mine);
      return {
        post: (message) => {
          heard.push(message);
          for (const tab of tabs)
            if (tab !== mine) for (const listener of tab) listener(structuredClone(message));
        },
        listen: (listener) => {
          mine.add(listener);
          return () => mine.delete(listener);
        },
      };
    },
  };
}
