import type { SyncEntity } from '@contract/sync';

/**
 * What the tabs of one browser tell each other (issue 27, point 4): the leader (web/offline/leader.ts)
 * sends and pulls for all of them; the others ask it to, and show what it reports.
 */
export type TabMessage =
  /** A follower queued, retried or resumed something, or was asked to "Sync now": the leader drains. */
  | { type: 'drain' }
  /** A follower wants fresh rows (it became visible, its 60 s tick, its user changed). */
  | { type: 'pull'; force: boolean }
  /** A tab learned who is signed in (sign-in, sign-out): the leader pulls for that user. */
  | { type: 'user'; userId: number | null }
  /** Upload progress of the item the leader is sending (null: that send ended). */
  | { type: 'progress'; seq: number; fraction: number | null }
  /** A new leader took over: progress the old one reported is forgotten. */
  | { type: 'leader' }
  /** The leader pulled: the ids each change touched, and whether it was a delete. */
  | { type: 'pulled'; changes: [SyncEntity, number, boolean][] };

/** The channel's name: one per origin, shared by every tab and window of the app. */
export const TAB_CHANNEL = 'atelier-sync';

export interface TabChannel {
  post: (message: TabMessage) => void;
  /** Listens to the other tabs (a tab never hears its own messages). Returns the unsubscribe. */
  listen: (listener: (message: TabMessage) => void) => () => void;
}

/** A BroadcastChannel of the app's tabs; where there is none (old browsers, tests), posts go nowhere. */
export function openTabChannel(name = TAB_CHANNEL): TabChannel {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  const listeners = new Set<(message: TabMessage) => void>();
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = event.data as TabMessage | null;
      if (!message || typeof message.type !== 'string') return;
      for (const listener of listeners) listener(message);
    };
  }
  return {
    post: (message) => {
      try {
        channel?.postMessage(message);
      } catch {
        // A closed channel (the page is going away): nobody to tell.
      }
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: TabChannel | null = null;

/** The page's one channel to the other tabs. */
export function tabChannel(): TabChannel {
  shared ??= openTabChannel();
  return shared;
}
