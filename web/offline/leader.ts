/**
 * One leader across tabs (issue 27, point 4): of all the open tabs and windows of the app, one at a
 * time drains the outbox and pulls deltas. It holds a Web Lock for as long as it lives; the others
 * wait in the lock's queue, so when the leader's tab is closed, killed or crashes, the browser
 * releases its lock and grants it to the next tab at once. The others talk to the leader over a
 * BroadcastChannel (./tab-channel.ts).
 */

/** The lock the leader holds while its tab is open. */
export const LEADER_LOCK = 'atelier-leader';

type LockManagerLike = Pick<LockManager, 'request'>;

export interface Leadership {
  isLeader: () => boolean;
  /**
   * Whether the lead came from the lock: no other tab can be sending now, so items left 'sending'
   * are a closed leader's and may be taken back at once. False where Web Locks are missing (every
   * tab leads there, and the items' leases keep them apart).
   */
  exclusive: () => boolean;
  /** Called with true when this tab takes the lead (and false when it gives it up). */
  subscribe: (listener: (leader: boolean) => void) => () => void;
  /** Leaves the election (and gives the lead up). */
  stop: () => void;
}

/** Enters the election: leads at once if no tab leads, else when the leader goes. */
export function electLeader(
  locks: LockManagerLike | undefined = typeof navigator !== 'undefined' ? navigator.locks : undefined,
  name = LEADER_LOCK,
): Leadership {
  const listeners = new Set<(leader: boolean) => void>();
  let leader = false;
  let stopped = false;
  let release: (() => void) | null = null;
  const abort = new AbortController();
  const set = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    for (const listener of [...listeners]) listener(value);
  };

  if (!locks?.request) {
    leader = true;
  } else {
    locks
      .request(name, { signal: abort.signal }, () => {
        if (stopped) return Promise.resolve();
        return new Promise<void>((resolve) => {
          release = resolve;
          set(true);
        });
      })
      .catch(() => undefined); // aborted while waiting: this tab left the election
  }

  return {
    isLeader: () => leader,
    exclusive: () => leader && Boolean(locks?.request),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      abort.abort();
      release?.();
      set(false);
      listeners.clear();
    },
  };
}

let shared: { leadership: Leadership; users: number } | null = null;

/**
 * The page's place in the election, shared by the outbox sender and the delta pull (one leader does
 * both). Each caller leaves with the returned `leave`; the page leaves the election with the last.
 */
export function joinLeadership(): { leadership: Leadership; leave: () => void } {
  const entry = (shared ??= { leadership: electLeader(), users: 0 });
  entry.users += 1;
  let left = false;
  return {
    leadership: entry.leadership,
    leave: () => {
      if (left) return;
      left = true;
      entry.users -= 1;
      if (entry.users === 0 && shared === entry) {
        shared = null;
        entry.leadership.stop();
      }
    },
  };
}
