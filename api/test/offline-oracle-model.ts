import fc from 'fast-check';
import { canTransitionRequest } from '../../contract/commission-request';
import type { WriteCommand } from '../../web/lib/write-command';

/**
 * The model of api/offline-oracle.property.test.ts: what two collectors meant to write, and what
 * the server must therefore hold. Each user's outbox is sent in order by whichever of their tabs
 * leads, each item applied once (its key). A reply to a request (cancel, accept or decline the
 * quote) carries the request's version as the user saw it when they wrote it: it is refused (a
 * conflict, kept with its text) when the move is no longer allowed or the request changed since.
 * Messages in a request's conversation are never refused; each lands once, in order.
 */

/** The two collectors. */
export type Side = 'a' | 'b';
/** Every browser: the collectors and 'c', an artist who edits their artworks offline. */
export type Who = Side | 'c';
export const EVERYONE: readonly Who[] = ['a', 'b', 'c'];
/** Artworks the artist 'c' has at the start of each sequence. */
export const ARTWORKS = 2;
export type RequestStatus = 'pending' | 'quoted' | 'accepted' | 'rejected' | 'cancelled' | 'quote_declined';
/** The collector's replies to a request. */
export type Answer = 'cancelled' | 'accepted' | 'quote_declined';
const ANSWERS: readonly Answer[] = ['cancelled', 'accepted', 'quote_declined'];

export type Op =
  | { kind: 'create'; user: Side }
  /** A reply to one of the user's requests, chosen among the moves its current state allows. */
  | { kind: 'answer'; user: Side; pick: number; choice: number }
  /** A message in the conversation of one of the user's requests. */
  | { kind: 'message'; user: Side; pick: number }
  /** The artist, online: declines, quotes (or revises the quote), or writes in the conversation. */
  | { kind: 'decline' | 'quote' | 'artistMessage'; pick: number }
  /** The artist 'c' edits an artwork's title (offline-capable, through the outbox). */
  | { kind: 'edit'; pick: number }
  /** The artist's other device, online: edits the same artwork's title, or deletes the artwork. */
  | { kind: 'phoneEdit' | 'remove'; pick: number }
  /** The server restarts in the middle of the user's next send (applied, never answered). */
  | { kind: 'restart'; user: Who }
  | {
      kind: 'offline' | 'online' | 'lose' | 'drain' | 'kill' | 'reload' | 'tab' | 'close';
      user: Who;
    };

export interface RequestModel {
  owner: Side;
  /** Which of the test's artists it is sent to. */
  artist: number;
  onServer: boolean;
  status: RequestStatus;
  /** How many moves the server applied to it (each changes its version). */
  moves: number;
  /** The device has the server's answer (it knows the request's id and conversation). */
  confirmed: boolean;
  /** Its conversation, oldest first: [who wrote, text] (only the messages this test wrote). */
  messages: [string, string][];
}

export interface ArtworkModel {
  title: string;
  deleted: boolean;
}

export interface QueueItem {
  kind: 'create' | 'answer' | 'message' | 'edit';
  /** The request's title, or (an edit) the new title of artwork number `artwork`. */
  title: string;
  artwork?: number;
  to?: Answer;
  /** The request's moves when the user wrote the reply (the version they saw). */
  seen?: number;
  text?: string;
  /** The command the test queued (set by the test when it enqueues). */
  command?: WriteCommand;
  /** What the server did when the item first reached it. */
  outcome?: 'ok' | 'conflict';
  /**
   * Why it was refused: the move was no longer allowed, the request changed since it was seen, or
   * (an edit) the artwork was deleted meanwhile.
   */
  refusal?: 'moved-on' | 'stale' | 'gone';
  conflict: boolean;
  /** A send failed for want of an answer: it waits out a backoff (until time passes: the next 'drain'). */
  backoff?: boolean;
}

export interface Model {
  requests: Map<string, RequestModel>;
  artworks: ArtworkModel[];
  queues: Record<Who, QueueItem[]>;
  online: Record<Who, boolean>;
  loseNext: Record<Who, boolean>;
  /** Open tabs of each user (one leads and sends). */
  tabs: Record<Who, number>;
  created: Record<Side, number>;
  artists: number;
  /** Whether the last artist move (decline, quote; an edit or delete on the other device) was allowed. */
  lastArtistMoveApplied: boolean;
}

/** Titles are unique across the whole run (an artist's inbox holds every sequence's requests). */
let serial = 0;
const runTag = Date.now().toString(36);
export const MAX_TABS = 3;

export function newModel(artists: number, artworks: string[]): Model {
  return {
    requests: new Map(),
    artworks: artworks.map((title) => ({ title, deleted: false })),
    queues: { a: [], b: [], c: [] },
    online: { a: true, b: true, c: true },
    loseNext: { a: false, b: false, c: false },
    tabs: { a: 1, b: 1, c: 1 },
    created: { a: 0, b: 0 },
    artists,
    lastArtistMoveApplied: false,
  };
}

const user = fc.constantFrom<Side>('a', 'b');
const anyone = fc.constantFrom<Who>('a', 'b', 'c');
const pick = fc.nat(20);
const userOp = (kind: Extract<Op, { user: Who }>['kind'], weight: number) => ({
  arbitrary: fc.record({ kind: fc.constant(kind), user: anyone }) as fc.Arbitrary<Op>,
  weight,
});

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), user }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('answer' as const), user, pick, choice: fc.nat(2) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('message' as const), user, pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('decline' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('quote' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('artistMessage' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('edit' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('phoneEdit' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), pick }), weight: 1 },
  userOp('drain', 4),
  userOp('offline', 1),
  userOp('online', 2),
  userOp('lose', 1),
  userOp('kill', 1),
  userOp('reload', 1),
  userOp('tab', 2),
  userOp('close', 1),
  userOp('restart', 1),
);

/** The artist's moves the test makes: decline and quote, allowed from the same states. */
function artistMayMove(status: RequestStatus): boolean {
  return canTransitionRequest('artist', status, 'rejected');
}

function apply(model: Model, item: QueueItem): 'ok' | 'conflict' {
  if (item.kind === 'edit') {
    // The last edit to arrive wins; an edit of a deleted artwork is refused (set aside).
    const artwork = model.artworks[item.artwork!]!;
    if (artwork.deleted) {
      item.refusal = 'gone';
      return 'conflict';
    }
    artwork.title = item.title;
    return 'ok';
  }
  const request = model.requests.get(item.title)!;
  if (item.kind === 'create') {
    request.onServer = true;
    return 'ok';
  }
  if (item.kind === 'message') {
    request.messages.push(['collector', item.text!]);
    return 'ok';
  }
  // The server checks the move first, then the version the user saw.
  if (!canTransitionRequest('sender', request.status, item.to!)) {
    item.refusal = 'moved-on';
    return 'conflict';
  }
  if (item.seen !== request.moves) {
    item.refusal = 'stale';
    return 'conflict';
  }
  request.status = item.to!;
  request.moves += 1;
  return 'ok';
}

/** The first item a drain sends (conflicts wait for the user, in the sync panel). */
function head(model: Model, side: Who): QueueItem | undefined {
  return model.queues[side].find((item) => !item.conflict);
}

/**
 * One drain: in order, each item applied once; a send with no answer (offline, a lost answer) backs
 * its item off and stops the drain. `later`: time passed since the last step (the test's 'drain'),
 * so every backoff is over; a tab taking the lead drains at once, and waits for them.
 */
function drain(model: Model, side: Who, later: boolean): void {
  const queue = model.queues[side];
  if (later) for (const item of queue) item.backoff = false;
  if (!model.online[side]) {
    // Only a real attempt fails (and backs off): a new leader offline does not try.
    const first = head(model, side);
    if (later && first) first.backoff = true;
    return;
  }
  for (const item of [...queue]) {
    if (item.conflict) continue;
    if (item.backoff) return;
    item.outcome ??= apply(model, item);
    if (model.loseNext[side]) {
      model.loseNext[side] = false;
      item.backoff = true;
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

/** One of the user's requests the device knows (sent and answered), or null. */
function confirmedRequest(model: Model, side: Who, at: number): [string, RequestModel] | null {
  const mine = [...model.requests].filter(([, r]) => r.owner === side && r.confirmed);
  return mine.length ? mine[at % mine.length]! : null;
}

let messageSerial = 0;
let editSerial = 0;

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
        moves: 0,
        confirmed: false,
        messages: [],
      });
      model.queues[op.user].push({ kind: 'create', title, conflict: false });
      return title;
    }
    case 'answer': {
      const found = confirmedRequest(model, op.user, op.pick);
      if (!found) return null;
      const [title, request] = found;
      // What the user is offered: the moves allowed from the state they see now.
      const offered = ANSWERS.filter((to) => canTransitionRequest('sender', request.status, to));
      if (!offered.length) return null;
      const to = offered[op.choice % offered.length]!;
      model.queues[op.user].push({ kind: 'answer', title, to, seen: request.moves, conflict: false });
      return title;
    }
    case 'message': {
      const found = confirmedRequest(model, op.user, op.pick);
      if (!found) return null;
      const [title] = found;
      const text = `Msg ${++messageSerial} from the collector about ${title}`;
      model.queues[op.user].push({ kind: 'message', title, text, conflict: false });
      return title;
    }
    case 'decline':
    case 'quote': {
      const sent = [...model.requests].filter(([, r]) => r.onServer);
      if (!sent.length) return null;
      const [title, request] = sent[op.pick % sent.length]!;
      model.lastArtistMoveApplied = artistMayMove(request.status);
      if (model.lastArtistMoveApplied) {
        request.status = op.kind === 'decline' ? 'rejected' : 'quoted';
        request.moves += 1;
      }
      return title;
    }
    case 'artistMessage': {
      const sent = [...model.requests].filter(([, r]) => r.onServer);
      if (!sent.length) return null;
      const [title, request] = sent[op.pick % sent.length]!;
      request.messages.push(['artist', `Msg ${++messageSerial} from the artist about ${title}`]);
      return title;
    }
    case 'edit': {
      const artwork = op.pick % model.artworks.length;
      if (model.artworks[artwork]!.deleted) return null; // gone from the artist's list
      const title = `Edited ${runTag}-${++editSerial}`;
      model.queues.c.push({ kind: 'edit', title, artwork, conflict: false });
      return title;
    }
    case 'phoneEdit':
    case 'remove': {
      const artwork = model.artworks[op.pick % model.artworks.length]!;
      model.lastArtistMoveApplied = !artwork.deleted;
      if (op.kind === 'remove') artwork.deleted = true;
      else if (!artwork.deleted) artwork.title = `Phone ${runTag}-${++editSerial}`;
      return artwork.title;
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
      drain(model, op.user, true);
      return null;
    case 'restart': {
      // The head item reaches the server, which restarts before answering: sent again later.
      // While it is down, the other user's head item is tried, and waits.
      headSentUnanswered(model, op.user);
      for (const other of EVERYONE.filter((who) => who !== op.user)) {
        for (const item of model.queues[other]) item.backoff = false;
        const theirs = head(model, other);
        if (theirs) theirs.backoff = true;
      }
      return null;
    }
    case 'kill': {
      // The send in flight reaches the server; its answer never comes back. Another tab takes the
      // lead (or the page is reloaded) and sends what the dead one left, at once when online.
      headSentUnanswered(model, op.user);
      const first = head(model, op.user);
      if (first && model.online[op.user]) first.backoff = false; // left 'sending', not backed off
      if (model.tabs[op.user] > 1) model.tabs[op.user] -= 1;
      drain(model, op.user, false);
      return null;
    }
    case 'close':
      // The leading tab is closed: the next one leads and sends. With one tab, nothing happens.
      if (model.tabs[op.user] === 1) return null;
      model.tabs[op.user] -= 1;
      drain(model, op.user, false);
      return null;
    case 'reload':
      // A follower reloads (nothing changes), or the only tab does (it leads again and sends).
      if (model.tabs[op.user] === 1) drain(model, op.user, false);
      return null;
    case 'tab':
      if (model.tabs[op.user] < MAX_TABS) model.tabs[op.user] += 1;
      return null;
  }
}

/**
 * Time passes and the head item is sent (once its backoff is over); it reaches the server when
 * online, and its answer never comes back (it backs off: sent again later).
 */
function headSentUnanswered(model: Model, side: Who): void {
  for (const item of model.queues[side]) item.backoff = false;
  const first = head(model, side);
  if (!first) return;
  if (model.online[side]) first.outcome ??= apply(model, first);
  first.backoff = true;
}

/** Back online for good, nothing lost on the way: the last drain. */
export function finalDrain(model: Model, side: Who): void {
  model.online[side] = true;
  model.loseNext[side] = false;
  drain(model, side, true);
}

/** The item the last op queued (the test fills in the command it sends). */
export function lastQueued(model: Model, side: Who): QueueItem {
  return model.queues[side].at(-1)!;
}
