import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionRequest } from '../contract/commission-request';
import { Endpoints } from '../contract/endpoints';
import { call } from '../web/lib/call';
import { newIdempotencyKey } from '../web/lib/idempotency-key';
import type { WriteCommand } from '../web/lib/write-command';
import { enqueue, outboxItems } from '../web/offline/outbox';
import { pullChanges } from '../web/offline/sync';
import { createArtist, signIn } from './test/fixtures';
import {
  closeBrowser,
  closeLeader,
  drain,
  killMidSend,
  newBrowser,
  openTab,
  reload,
  restartMidSend,
  type Browser,
} from './test/offline-oracle-browser';
import type { TestClient } from './test/test-client';
import { createTestApp, type TestApp } from './test/test-app';
import {
  applyOp,
  ARTWORKS,
  EVERYONE,
  finalDrain,
  lastQueued,
  MAX_TABS,
  newModel,
  opArbitrary,
  type Answer,
  type Model,
  type Op,
  type QueueItem,
  type Side,
  type Who,
} from './test/offline-oracle-model';

/**
 * The offline oracle (issue 27, point 6). fast-check draws sequences of what two collectors and an
 * artist do, each in a browser of their own (a local store shared by the browser's tabs, the web's
 * real outbox runner in each tab and the real leader election between them, sending over HTTP to
 * the real app on PostgreSQL):
 * - write: send a commission request; reply to one (cancel it, accept or decline its quote, with the
 *   version they saw, as the request card does); write in its conversation; (the artist) edit the
 *   title of an artwork;
 * - the network: go offline and online, lose the answer of a send the server applied, drain;
 * - the tabs: open another tab of the same user, close the leading one (the next leads and sends),
 *   kill it in the middle of a send (the next takes back what it left 'sending'), reload a page;
 * - the server: restart it while a send is on its way (the other browsers try to send meanwhile);
 * - the artists, online in between: decline, quote or revise the quote (writes that make a queued
 *   reply refused: no longer allowed, or the request changed since it was seen), and write back;
 *   the artist's other device edits an artwork (the last edit to arrive wins) or deletes it (a
 *   queued edit of it is then set aside, "Artwork not found").
 * After each sequence everything is drained online and compared with a model of the intended writes
 * (./test/offline-oracle-model.ts):
 * - each user's requests on the server are exactly the model's, each once, in the model's status;
 * - each conversation holds the model's messages, each once, in order; each artwork the model's title;
 * - what stays in each outbox is exactly the refused writes, as conflicts, the command (its text)
 *   unchanged and the reason in words;
 * - the local store, after a delta pull, holds exactly the server's requests (or artworks) of that
 *   user; and after every step, each outbox holds what the model says is left, nothing 'sending'.
 * In CI: the EXAMPLES below (each a case a few random sequences could miss) and ORACLE_RUNS (12)
 * random sequences of up to ORACLE_OPS (20) steps; raise both for a longer search (e.g.
 * ORACLE_RUNS=100 ORACLE_OPS=40). ORACLE_SEED replays a run, ORACLE_STATS=1 prints what the
 * sequences did; a failing sequence shrinks to a minimal case.
 */

const RUNS = Number(process.env.ORACLE_RUNS ?? 12);
const MAX_OPS = Number(process.env.ORACLE_OPS ?? 20);
const SEED = Number(process.env.ORACLE_SEED ?? 20261126);
const ARTISTS = 3;

const cancel = (user: Side, pick = 0): Op => ({ kind: 'answer', user, pick, choice: 0 });
/** From 'quoted' the replies offered are cancel, accept, decline the quote (ANSWERS' order). */
const accept = (user: Side, pick = 0): Op => ({ kind: 'answer', user, pick, choice: 1 });

/** Sequences always tried first: where a lost key, a lost item or a swallowed refusal would show. */
const EXAMPLES: Op[][] = [
  // The tab is killed mid-send (applied, never answered): the reloaded page sends it again, once.
  [
    { kind: 'create', user: 'b' },
    { kind: 'kill', user: 'b' },
    { kind: 'drain', user: 'a' },
  ],
  // The artist declines while the cancel waits: the cancel is refused and kept with its reason.
  [
    { kind: 'create', user: 'a' },
    { kind: 'drain', user: 'a' },
    { kind: 'offline', user: 'a' },
    cancel('a'),
    { kind: 'decline', pick: 0 },
    { kind: 'online', user: 'a' },
    { kind: 'drain', user: 'a' },
  ],
  // An answer lost, then a reload: sent again, applied once; the cancel then beats the decline.
  [
    { kind: 'create', user: 'b' },
    { kind: 'lose', user: 'b' },
    { kind: 'drain', user: 'b' },
    { kind: 'reload', user: 'b' },
    { kind: 'drain', user: 'b' },
    cancel('b'),
    { kind: 'create', user: 'a' },
    { kind: 'drain', user: 'b' },
    { kind: 'decline', pick: 0 },
  ],
  // The quote is revised while the acceptance waits offline: refused as stale, kept; messages go once.
  [
    { kind: 'create', user: 'a' },
    { kind: 'drain', user: 'a' },
    { kind: 'quote', pick: 0 },
    { kind: 'offline', user: 'a' },
    accept('a'),
    { kind: 'message', user: 'a', pick: 0 },
    { kind: 'quote', pick: 0 },
    { kind: 'artistMessage', pick: 0 },
    { kind: 'online', user: 'a' },
    { kind: 'drain', user: 'a' },
  ],
  // Two tabs: the leader is killed mid-send, the other takes over and sends once, then is closed.
  [
    { kind: 'create', user: 'a' },
    { kind: 'drain', user: 'a' },
    { kind: 'tab', user: 'a' },
    { kind: 'tab', user: 'a' },
    { kind: 'offline', user: 'a' },
    { kind: 'message', user: 'a', pick: 0 },
    cancel('a'),
    { kind: 'online', user: 'a' },
    { kind: 'kill', user: 'a' },
    { kind: 'create', user: 'a' },
    { kind: 'close', user: 'a' },
  ],
  // The server restarts mid-send while the other user tries to send: both go once afterwards.
  [
    { kind: 'create', user: 'a' },
    { kind: 'create', user: 'b' },
    { kind: 'restart', user: 'b' },
    { kind: 'drain', user: 'a' },
    { kind: 'message', user: 'b', pick: 0 },
    { kind: 'restart', user: 'b' },
  ],
  // The artist edits offline while the other device edits one artwork and deletes the other: the
  // last edit to arrive wins; the edit of the deleted one is set aside, kept with its reason.
  [
    { kind: 'offline', user: 'c' },
    { kind: 'edit', pick: 0 },
    { kind: 'edit', pick: 1 },
    { kind: 'phoneEdit', pick: 0 },
    { kind: 'remove', pick: 1 },
    { kind: 'online', user: 'c' },
    { kind: 'tab', user: 'c' },
    { kind: 'edit', pick: 0 },
    { kind: 'phoneEdit', pick: 0 },
    { kind: 'drain', user: 'c' },
  ],
];

/** What the sequences did (ORACLE_STATS=1 prints it): a search that never refuses or hands over proves little. */
const stats = new Map<string, number>();
const count = (what: string) => stats.set(what, (stats.get(what) ?? 0) + 1);

let t: TestApp;
const artists: { artistId: number; client: TestClient }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < ARTISTS; i++) {
    const artist = await createArtist(t.db.knex);
    artists.push({ artistId: artist.artistId, client: await signIn(t, artist.email) });
  }
}, 60_000);
afterAll(async () => {
  if (process.env.ORACLE_STATS) console.info('oracle:', Object.fromEntries([...stats].sort()));
  await t?.close();
});

const REASONS: Partial<Record<Answer, (title: string) => string>> = {
  cancelled: (title) => `No longer needed: ${title}`,
  quote_declined: (title) => `Too dear for now: ${title}`,
};

function newCommand(
  endpoint: WriteCommand['endpoint'],
  input: Pick<WriteCommand, 'params' | 'body'>,
): WriteCommand {
  return { endpoint, ...input, key: newIdempotencyKey(), createdAt: new Date().toISOString() };
}

/** The request as the artist's inbox shows it (the artist acts online, in another browser). */
async function received(title: string, model: Model) {
  const { client, artistId } = artists[model.requests.get(title)!.artist]!;
  const inbox = await client.get<CommissionRequest[]>(
    `/api/commission-requests?artistId=${artistId}&limit=100`,
  );
  return { client, request: inbox.body.find((request) => request.title === title)! };
}

/** What the user queues for an item the model just queued. */
async function queued(item: QueueItem, browser: Browser, model: Model): Promise<WriteCommand> {
  const title = item.title;
  if (item.kind === 'edit') {
    const { id } = browser.artworks[item.artwork!]!;
    return newCommand('updateArtwork', { params: { id }, body: { title: item.title } });
  }
  if (item.kind === 'create') {
    return newCommand('createCommissionRequest', {
      body: {
        artistId: artists[model.requests.get(title)!.artist]!.artistId,
        title,
        description: 'A small painting of the harbour at dawn, for the kitchen.',
      },
    });
  }
  const known = browser.ids.get(title);
  expect(known, `the device knows "${title}", sent and answered`).toBeDefined();
  if (item.kind === 'message') {
    expect(known!.conversationId, `"${title}" has its conversation`).not.toBeNull();
    return newCommand('sendMessage', { params: { id: known!.conversationId }, body: { body: item.text } });
  }
  // The request card sends the version the user sees (the test reads it as the user would, now).
  const seen = await call(
    Endpoints.getCommissionRequest,
    { params: { id: known!.id } },
    { fetch: browser.fetch },
  );
  const reason = REASONS[item.to!]?.(title);
  return newCommand('updateCommissionRequest', {
    params: { id: known!.id },
    body: { status: item.to, ...(reason ? { reason } : {}), expectedVersion: seen.version },
  });
}

/** Runs one step on the real browsers and server, after the model took it (same choices). */
async function act(
  op: Op,
  browsers: Record<Who, Browser>,
  model: Model,
  title: string | null,
): Promise<void> {
  const browser = 'user' in op ? browsers[op.user] : null;
  switch (op.kind) {
    case 'create':
    case 'answer':
    case 'message':
    case 'edit': {
      if (!title) return;
      const who = op.kind === 'edit' ? 'c' : op.user;
      const item = lastQueued(model, who);
      item.command = await queued(item, browsers[who], model);
      await enqueue(item.command, `${item.kind} "${title}"`, browsers[who].userId, browsers[who].db);
      return;
    }
    case 'phoneEdit':
    case 'remove': {
      // The artist's other device, online: the same session, its own keys.
      const artist = browsers.c;
      const { id } = artist.artworks[op.pick % ARTWORKS]!;
      const res = await artist.fetch(`/api/artworks/${id}`, {
        method: op.kind === 'remove' ? 'DELETE' : 'PATCH',
        headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
        body: op.kind === 'remove' ? undefined : JSON.stringify({ title }),
      });
      const ok = op.kind === 'remove' ? 204 : 200;
      expect(res.status, `the other device's ${op.kind} of artwork ${id}`).toBe(
        model.lastArtistMoveApplied ? ok : 404,
      );
      return;
    }
    case 'decline':
    case 'quote': {
      if (!title) return;
      const { client, request } = await received(title, model);
      const res = await client.patch(
        `/api/commission-requests/${request.id}`,
        op.kind === 'decline'
          ? { status: 'rejected' }
          : { status: 'quoted', quotedPrice: 120 + request.version },
      );
      // The model says whether the artist could still make the move.
      expect(res.status, `the artist's ${op.kind} of "${title}"`).toBe(
        model.lastArtistMoveApplied ? 200 : 409,
      );
      return;
    }
    case 'artistMessage': {
      if (!title) return;
      const { client, request } = await received(title, model);
      const text = model.requests.get(title)!.messages.at(-1)![1];
      const res = await client.post(`/api/conversations/${request.conversationId}/messages`, { body: text });
      expect(res.status, `the artist's message about "${title}"`).toBe(201);
      return;
    }
    case 'offline':
      browser!.online = false;
      return;
    case 'online':
      browser!.online = true;
      return;
    case 'lose':
      browser!.loseNext = true;
      return;
    case 'drain':
      return drain(browser!);
    case 'kill':
      return killMidSend(browser!);
    case 'close':
      return closeLeader(browser!);
    case 'reload':
      return reload(browser!);
    case 'tab':
      if (browser!.tabs.length < MAX_TABS) await openTab(browser!);
      return;
    case 'restart':
      return restartMidSend(browser!, async () => {
        for (const who of EVERYONE) if (who !== op.user) await drain(browsers[who]);
      });
  }
}

async function serverRows(browser: Browser): Promise<[string, string][]> {
  const list = await call(
    Endpoints.listCommissionRequests,
    { query: { userId: browser.userId, limit: 100 } },
    { fetch: browser.fetch },
  );
  return list.items.map((row) => [row.title, row.status] as [string, string]).sort();
}

/** The conversation of a request as its sender reads it, oldest first: [who, text] of the test's messages. */
async function conversation(browser: Browser, title: string): Promise<[string, string][]> {
  const { conversationId } = browser.ids.get(title)!;
  const list = await call(
    Endpoints.listMessages,
    { params: { id: conversationId! }, query: { limit: 100 } },
    { fetch: browser.fetch },
  );
  return list.items
    .filter((message) => message.body.startsWith('Msg '))
    .reverse()
    .map((message) => [message.authorId === browser.userId ? 'collector' : 'artist', message.body]);
}

/** What the sync panel must say about a refused reply. */
function refusalText(item: QueueItem): RegExp {
  if (item.refusal === 'gone') return /^Artwork not found$/;
  return item.refusal === 'stale'
    ? new RegExp(`"${item.title}" changed after you saw it`)
    : /^This request was (declined|cancelled|accepted|completed|started|quoted)( before your reply arrived\.)$|had its quote declined before your reply arrived\.$/;
}

/** After every step: each outbox holds what the model says is still to send or refused, nothing left 'sending'. */
async function checkQueues(browsers: Record<Who, Browser>, model: Model): Promise<void> {
  for (const side of EVERYONE) {
    const left = (await outboxItems(browsers[side].db)).map((item) => item.status);
    const expected = model.queues[side].map((item) => (item.conflict ? 'conflict' : 'pending'));
    expect(left, `user ${side}: the outbox after this step`).toEqual(expected);
  }
}

/** The artist's artworks on the server and, after a pull, in their local store: the model's titles. */
async function checkArtworks(artist: Browser, model: Model): Promise<void> {
  const expected = artist.artworks
    .map(({ id }, at) => [id, model.artworks[at]!] as const)
    .filter(([, artwork]) => !artwork.deleted)
    .map(([id, artwork]) => [id, artwork.title]);
  const onServer: [number, string][] = [];
  for (const { id } of artist.artworks) {
    const res = await artist.fetch(`/api/artworks/${id}`);
    if (res.status === 200) onServer.push([id, ((await res.json()) as { title: string }).title]);
  }
  expect(onServer, 'the artist: each artwork has the last edit that arrived, deleted ones are gone').toEqual(
    expected,
  );
  await pullChanges({ userId: artist.userId, db: artist.db, fetch: artist.fetch });
  const local = (await artist.db.ownArtworks.toArray()).map((row) => [row.id, row.title]).sort();
  expect(local, "the artist's local store after a pull is the server's view").toEqual(onServer.sort());
}

/** Each outbox holds exactly the model's refused items: conflicts, commands (their text) unchanged, reason in words. */
async function checkConflicts(browser: Browser, who: Who, model: Model): Promise<void> {
  const left = await outboxItems(browser.db);
  const conflicts = model.queues[who].filter((item) => item.conflict);
  expect(
    left.map((item) => [item.status, item.command]),
    `user ${who}: the refused writes stay as conflicts, their commands (and text) unchanged`,
  ).toEqual(conflicts.map((item) => ['conflict', item.command]));
  left.forEach((item, at) =>
    expect(item.error, `user ${who}: why "${conflicts[at]!.title}" was refused`).toMatch(
      refusalText(conflicts[at]!),
    ),
  );
}

async function check(browsers: Record<Who, Browser>, model: Model): Promise<void> {
  await checkConflicts(browsers.c, 'c', model);
  await checkArtworks(browsers.c, model);
  for (const side of ['a', 'b'] as const) {
    const browser = browsers[side];
    const expected = [...model.requests]
      .filter(([, request]) => request.owner === side && request.onServer)
      .map(([title, request]) => [title, request.status] as [string, string])
      .sort();
    const onServer = await serverRows(browser);
    expect(onServer, `user ${side}: the server's requests, each once`).toEqual(expected);

    for (const [title, request] of model.requests) {
      if (request.owner !== side || !request.onServer || !browser.ids.has(title)) continue;
      expect(
        await conversation(browser, title),
        `user ${side}: the messages about "${title}", each once, in order`,
      ).toEqual(request.messages);
    }

    await checkConflicts(browser, side, model);

    await pullChanges({ userId: browser.userId, db: browser.db, fetch: browser.fetch });
    const local = (await browser.db.commissionRequests.toArray())
      .map((row) => [row.title, row.status] as [string, string])
      .sort();
    expect(local, `user ${side}: the local store after a pull is the server's view`).toEqual(onServer);
  }
}

describe('the offline oracle', () => {
  it(
    `keeps two users' queued writes across tabs, reloads and a server restart: nothing lost, nothing twice, every refusal a conflict with its text (${EXAMPLES.length} chosen and ${RUNS} random sequences)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(opArbitrary, { minLength: 1, maxLength: MAX_OPS, size: 'max' }),
          async (ops) => {
            const browsers = {
              a: await newBrowser(t),
              b: await newBrowser(t),
              c: await newBrowser(t, ARTWORKS),
            };
            const model = newModel(
              ARTISTS,
              browsers.c.artworks.map((artwork) => artwork.title),
            );
            try {
              for (const op of ops) {
                const tabs = 'user' in op ? browsers[op.user].tabs.length : 0;
                const title = applyOp(model, op);
                await act(op, browsers, model, title);
                await checkQueues(browsers, model);
                if (
                  title ||
                  !['create', 'answer', 'message', 'decline', 'quote', 'artistMessage'].includes(op.kind)
                )
                  count(op.kind + (op.kind === 'kill' || op.kind === 'close' ? ` (${tabs} tabs)` : ''));
              }
              // Back online for good: everything that can go goes.
              for (const side of EVERYONE) {
                const browser = browsers[side];
                browser.online = true;
                browser.loseNext = false;
                finalDrain(model, side);
                await drain(browser);
              }
              await check(browsers, model);
              for (const side of EVERYONE)
                for (const item of model.queues[side]) if (item.conflict) count(`refused: ${item.refusal}`);
              for (const request of model.requests.values()) count(`ends ${request.status}`);
            } finally {
              for (const browser of Object.values(browsers)) await closeBrowser(browser);
            }
          },
        ),
        {
          numRuns: EXAMPLES.length + RUNS, // the examples count among the runs
          seed: SEED,
          examples: EXAMPLES.map((ops) => [ops] as [Op[]]),
        },
      );
    },
    120_000 + RUNS * MAX_OPS * 3_000,
  );
});
