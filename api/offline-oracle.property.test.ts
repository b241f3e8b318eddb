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
import { drain, killMidSend, newBrowser, reload, type Browser } from './test/offline-oracle-browser';
import type { TestClient } from './test/test-client';
import { createTestApp, type TestApp } from './test/test-app';
import {
  applyOp,
  finalDrain,
  newModel,
  opArbitrary,
  type Model,
  type Op,
  type Side,
} from './test/offline-oracle-model';

/**
 * The offline oracle (issue 27, point 6; a focused first version). fast-check draws sequences of
 * what two collectors do with their outboxes, each in a browser of its own (a local store of its
 * own, the web's real outbox and runner, sending over HTTP to the real app on PostgreSQL): send a
 * commission request, cancel one (with a reason), go offline and online, lose the answer of a send
 * the server applied, have the tab killed mid-send and reloaded (the new leader takes back what it
 * left 'sending'), drain; and the artists decline requests online in between (server-side writes
 * that conflict with a queued cancel). After each sequence everything is drained online and
 * compared with a model of the intended writes (./test/offline-oracle-model.ts):
 * - each user's requests on the server are exactly the model's, each once, in the model's status;
 * - what stays in each outbox is exactly the refused cancels, as conflicts, their reason kept;
 * - the local store, after a delta pull, holds exactly the server's requests of that user.
 * Not yet covered (issue 27 point 6 asks for them): replies and messages, edits, a second tab of
 * one user, and a server restart. In CI: the EXAMPLES below (each a case a few random sequences
 * could miss) and ORACLE_RUNS (5) random sequences of up to ORACLE_OPS (16) steps; raise both for a
 * longer search (e.g. ORACLE_RUNS=200 ORACLE_OPS=40). ORACLE_SEED replays a run; a failing
 * sequence shrinks to a minimal case.
 */

const RUNS = Number(process.env.ORACLE_RUNS ?? 5);
const MAX_OPS = Number(process.env.ORACLE_OPS ?? 16);
const SEED = Number(process.env.ORACLE_SEED ?? 20261126);
const ARTISTS = 3;

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
    { kind: 'cancel', user: 'a', pick: 0 },
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
    { kind: 'cancel', user: 'b', pick: 0 },
    { kind: 'create', user: 'a' },
    { kind: 'drain', user: 'b' },
    { kind: 'decline', pick: 0 },
  ],
];

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
  await t?.close();
});

/** Runs one step on the real browsers and server, after the model took it (same choices). */
async function act(
  op: Op,
  browsers: Record<Side, Browser>,
  model: Model,
  title: string | null,
): Promise<void> {
  const browser = 'user' in op ? browsers[op.user] : null;
  switch (op.kind) {
    case 'create': {
      const command: WriteCommand = {
        endpoint: 'createCommissionRequest',
        body: {
          artistId: artists[model.requests.get(title!)!.artist]!.artistId,
          title: title!,
          description: 'A small painting of the harbour at dawn, for the kitchen.',
        },
        key: newIdempotencyKey(),
        createdAt: new Date().toISOString(),
      };
      await enqueue(command, `Commission request "${title}"`, browser!.userId, browser!.db);
      return;
    }
    case 'cancel': {
      if (!title) return;
      const id = browser!.ids.get(title);
      expect(id, `the device knows the id of "${title}", sent and answered`).toBeDefined();
      const command: WriteCommand = {
        endpoint: 'updateCommissionRequest',
        params: { id },
        body: { status: 'cancelled', reason: `No longer needed: ${title}` },
        key: newIdempotencyKey(),
        createdAt: new Date().toISOString(),
      };
      await enqueue(command, `Cancel "${title}"`, browser!.userId, browser!.db);
      return;
    }
    case 'decline': {
      if (!title) return;
      const { client, artistId } = artists[model.requests.get(title)!.artist]!;
      const received = await client.get<CommissionRequest[]>(
        `/api/commission-requests?artistId=${artistId}&limit=100`,
      );
      const id = received.body.find((request) => request.title === title)!.id;
      const res = await client.patch(`/api/commission-requests/${id}`, { status: 'rejected' });
      // The model says whether the artist could still decline it (pending) or the cancel came first.
      expect(res.status, `the artist's decline of "${title}"`).toBe(model.lastDeclineApplied ? 200 : 409);
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
    case 'reload':
      return reload(browser!);
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

async function check(browsers: Record<Side, Browser>, model: Model): Promise<void> {
  for (const side of ['a', 'b'] as const) {
    const browser = browsers[side];
    const expected = [...model.requests]
      .filter(([, request]) => request.owner === side && request.onServer)
      .map(([title, request]) => [title, request.status] as [string, string])
      .sort();
    const onServer = await serverRows(browser);
    expect(onServer, `user ${side}: the server's requests, each once`).toEqual(expected);

    const left = (await outboxItems(browser.db)).map((item) => [
      item.status,
      item.command.endpoint,
      (item.command.body as { reason?: string }).reason ?? null,
    ]);
    const conflicts = model.queues[side]
      .filter((item) => item.conflict)
      .map((item) => ['conflict', 'updateCommissionRequest', `No longer needed: ${item.title}`]);
    expect(left, `user ${side}: the refused cancels stay as conflicts, reason kept`).toEqual(conflicts);

    await pullChanges({ userId: browser.userId, db: browser.db, fetch: browser.fetch });
    const local = (await browser.db.commissionRequests.toArray())
      .map((row) => [row.title, row.status] as [string, string])
      .sort();
    expect(local, `user ${side}: the local store after a pull is the server's view`).toEqual(onServer);
  }
}

describe('the offline oracle', () => {
  it(
    `keeps two users' queued writes: nothing lost, nothing twice, every refusal a conflict (${EXAMPLES.length} chosen and ${RUNS} random sequences)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: MAX_OPS }), async (ops) => {
          const browsers = { a: await newBrowser(t), b: await newBrowser(t) };
          const model = newModel(ARTISTS);
          try {
            for (const op of ops) {
              const title = applyOp(model, op);
              await act(op, browsers, model, title);
            }
            // Back online for good: everything that can go goes.
            for (const side of ['a', 'b'] as const) {
              const browser = browsers[side];
              browser.online = true;
              browser.loseNext = false;
              finalDrain(model, side);
              await drain(browser);
            }
            await check(browsers, model);
          } finally {
            for (const browser of Object.values(browsers)) {
              browser.db.close();
              await browser.db.delete().catch(() => undefined);
            }
          }
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          examples: EXAMPLES.map((ops) => [ops] as [Op[]]),
          endOnFailure: RUNS <= 5,
        },
      );
    },
    120_000 + RUNS * MAX_OPS * 3_000,
  );
});
