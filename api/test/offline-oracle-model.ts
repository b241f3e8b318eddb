import fc from 'fast-check';

/**
 * The model of api/offline-oracle.property.test.ts: what two collectors meant to write, and what
 * the server must therefore hold. Each outbox is sent in order, each item applied once (its key),
 * a cancel refused when the request is no longer pending (a conflict, kept with its reason).
 */

export type Side = 'a' | 'b';

export type Op =
  | { kind: 'create'; user: Side }
  | { kind: 'cancel'; user: Side; pick: number }
  | { kind: 'decline'; pick: number }
  | { kind: 'offline' | 'online' | 'lose' | 'drain' | 'kill' | 'reload'; user: Side };

export interface RequestModel {
  owner: Side;
  /** Which of the test's artists it is sent to. */
  artist: number;
  onServer: boolean;
  status: 'pending' | 'cancelled' | 'rejected';
  /** The device has the server's answer (it knows the request's id). */
  confirmed: boolean;
}

export interface QueueItem {
  kind: 'create' | 'cancel';
  title: string;
  /** What the server did when the item first reached it. */
  outcome?: 'ok' | 'conflict';
  conflict: boolean;
}

export interface Model {
  requests: Map<string, RequestModel>;
  queues: Record<Side, QueueItem[]>;
  online: Record<Side, boolean>;
  loseNext: Record<Side, boolean>;
  created: Record<Side, number>;
  artists: number;
  /** Whether the last decline found the request pending. */
  lastDeclineApplied: boolean;
}

/** Titles are unique across the whole run (an artist's inbox holds every sequence's requests). */
let serial = 0;
const runTag = Date.now().toString(36);

export function newModel(artists: number): Model {
  return {
    requests: new Map(),
    queues: { a: [], b: [] },
    online: { a: true, b: true },
    loseNext: { a: false, b: false },
    created: { a: 0, b: 0 },
    artists,
    lastDeclineApplied: false,
  };
}

const user = fc.constantFrom<Side>('a', 'b');

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), user }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick: fc.nat(20) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('decline' as const), pick: fc.nat(20) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('drain' as const), user }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('offline' as const), user }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('online' as const), user }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('lose' as const), user }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('kill' as const), user }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('reload' as const), user }), weight: 1 },
);

function apply(model: Model, item: QueueItem): 'ok' | 'conflict' {
  const request = model.requests.get(item.title)!;
  if (item.kind === 'create') {
    request.onServer = true;
    return 'ok';
  }
  if (request.status !== 'pending') return 'conflict';
  request.status = 'cancelled';
  return 'ok';
}

/** One drain: in order, each item applied once; a lost answer stops it (the item is sent again later). */
function drain(model: Model, side: Side): void {
  if (!model.online[side]) return;
  const queue = model.queues[side];
  for (const item of [...queue]) {
    if (item.conflict) continue;
    item.outcome ??= apply(model, item);
    if (model.loseNext[side]) {
      model.loseNext[side] = false;
      return;
    }
    if (item.outcome === 'conflict') {
      item.conflict = true;
      continue;
    }
    queue.splice(queue.indexOf(item), 1);
    if (item.kind === 'create') model.requests.get(item.title)!.confirmed = true;
  }
}

/** Takes one step; returns the title it concerns (null: nothing to act on). */
export function applyOp(model: Model, op: Op): string | null {
  switch (op.kind) {
    case 'create': {
      const title = `Request ${runTag}-${++serial}`;
      const artist = model.created[op.user]++ % model.artists;
      model.requests.set(title, {
        owner: op.user,
        artist,
        onServer: false,
        status: 'pending',
        confirmed: false,
      });
      model.queues[op.user].push({ kind: 'create', title, conflict: false });
      return title;
    }
    case 'cancel': {
      const mine = [...model.requests].filter(([, r]) => r.owner === op.user && r.confirmed);
      if (!mine.length) return null;
      const title = mine[op.pick % mine.length]![0];
      model.queues[op.user].push({ kind: 'cancel', title, conflict: false });
      return title;
    }
    case 'decline': {
      const sent = [...model.requests].filter(([, r]) => r.onServer);
      if (!sent.length) return null;
      const [title, request] = sent[op.pick % sent.length]!;
      model.lastDeclineApplied = request.status === 'pending';
      if (model.lastDeclineApplied) request.status = 'rejected';
      return title;
    }
    case 'offline':
      model.online[op.user] = false;
      return null;
    case 'online':
      model.online[op.user] = true;
      return null;
    case 'lose':
      model.loseNext[op.user] = true;
      return null;
    case 'drain':
      drain(model, op.user);
      return null;
    case 'kill': {
      // The send in flight reaches the server; its answer never comes back; the tab reloads.
      const head = model.queues[op.user].find((item) => !item.conflict);
      if (model.online[op.user] && head) head.outcome ??= apply(model, head);
      return null;
    }
    case 'reload':
      return null;
  }
}

/** Back online for good, nothing lost on the way: the last drain. */
export function finalDrain(model: Model, side: Side): void {
  model.online[side] = true;
  model.loseNext[side] = false;
  drain(model, side);
}
