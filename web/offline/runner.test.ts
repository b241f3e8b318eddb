import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCommand, forgetCommand, sendCommand, type WriteCommand } from '@/lib/write';
import { createOfflineDb, type OfflineDb } from './db';
import {
  createDexieFileStore,
  discardOutboxItem,
  enqueue,
  hasUnsentWrites,
  lastSuccessfulSend,
  outboxItems,
  resumeOutboxFor,
  retryOutboxItem,
} from './outbox';
import { backoffDelay, createOutboxRunner, type RunnerOptions } from './runner';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  url: string;
  method: string;
  key: string | null;
  body: unknown;
}

/** A stand-in for the network (not our API): answers each request from a script, records it. */
function fakeNetwork(answer: (request: Sent, index: number) => Response | Error) {
  const sent: Sent[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (url, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const raw = init?.body;
    const request: Sent = {
      url: String(url),
      method: init?.method ?? 'GET',
      key: headers['Idempotency-Key'] ?? null,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    sent.push(request);
    const result = answer(request, sent.length - 1);
    if (result instanceof Error) throw result;
    return result;
  });
  return { sent, fetch };
}

let db: OfflineDb;
let dbCount = 0;
let clock = 1_000_000;

beforeEach(() => {
  db = createOfflineDb(`outbox-test-${(dbCount += 1)}`);
  clock = 1_000_000;
});
afterEach(async () => {
  db.close();
});

function runnerWith(fetch: typeof globalThis.fetch, extra: Partial<RunnerOptions> = {}) {
  const queryClient = new QueryClient();
  const store = createDexieFileStore(() => db);
  return createOutboxRunner({
    db,
    send: (command) => sendCommand(command, { queryClient, store, fetch }),
    forgetFiles: (command) => forgetCommand(command, store),
    now: () => clock,
    random: () => 0.5,
    ...extra,
  });
}

const reply = (id: number, status: string) =>
  createCommand('updateCommissionRequest', { params: { id }, body: { status } } as never);
const request = (artistId: number, title: string) =>
  createCommand('createCommissionRequest', {
    body: { artistId, title, description: 'A portrait of my dog', budget: 200 },
  } as never);

describe('outbox runner', () => {
  it('sends queued items in the order they were queued, then empties the queue', async () => {
    await enqueue(await request(1, 'first'), 'first', 5, db);
    await enqueue(await reply(9, 'accepted'), 'second', 5, db);
    await enqueue(await request(2, 'third'), 'third', 5, db);
    const network = fakeNetwork((_, i) => json(200, { id: i }));

    const outcome = await runnerWith(network.fetch).drain();

    expect(outcome.sent).toBe(3);
    expect(network.sent.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/commission-requests'],
      ['PATCH', '/api/commission-requests/9'],
      ['POST', '/api/commission-requests'],
    ]);
    expect((network.sent[2]!.body as { title: string }).title).toBe('third');
    expect(await hasUnsentWrites(db)).toBe(false);
    expect(await lastSuccessfulSend(db)).toBe(new Date(clock).toISOString());
  });

  it('backs off after a network error or a 5xx, keeps the order, and sends once the wait is over', async () => {
    await enqueue(await request(1, 'first'), 'first', 5, db);
    await enqueue(await request(2, 'second'), 'second', 5, db);
    let down = true;
    const network = fakeNetwork((_, i) =>
      down
        ? i === 0
          ? new TypeError('Failed to fetch')
          : json(503, { message: 'Busy', code: 'X' })
        : json(201, {}),
    );
    const runner = runnerWith(network.fetch);

    const first = await runner.drain();
    expect(first.sent).toBe(0);
    expect(first.retryAt).toBe(clock + backoffDelay(1, () => 0.5));
    expect(network.sent).toHaveLength(1); // the second item waits behind the first

    // Before the wait is over nothing is sent.
    await runner.drain();
    expect(network.sent).toHaveLength(1);

    clock = first.retryAt!;
    const second = await runner.drain(); // a 503 this time: a longer wait
    expect(network.sent).toHaveLength(2);
    expect(second.retryAt! - clock).toBeGreaterThan(first.retryAt! - 1_000_000);
    const [head] = await outboxItems(db);
    expect(head).toMatchObject({ status: 'pending', attempts: 2, error: 'Busy' });

    down = false;
    clock = second.retryAt!;
    const third = await runner.drain();
    expect(third.sent).toBe(2);
    expect(network.sent.slice(2).map((r) => (r.body as { title: string }).title)).toEqual([
      'first',
      'second',
    ]);
    expect(await hasUnsentWrites(db)).toBe(false);
  });

  it('grows the backoff with jitter and caps it', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(3, () => 0)).toBe(4_000);
    expect(backoffDelay(30, () => 1)).toBe(5 * 60_000);
  });

  it('marks a 409 reply as a conflict in words, keeps its text, and goes on with the queue', async () => {
    const accept = await createCommand('updateCommissionRequest', {
      params: { id: 3 },
      body: { status: 'accepted', artistNotes: 'Happy to paint this', quotedPrice: 300 },
    });
    await enqueue(accept, 'Reply to "Dog portrait"', 5, db);
    await enqueue(await reply(4, 'rejected'), 'Reply to "Cat portrait"', 5, db);
    await enqueue(await request(2, 'later'), 'later', 5, db);
    const network = fakeNetwork((r) =>
      r.url.endsWith('/3')
        ? json(409, {
            message: 'This request is no longer pending: it is already cancelled',
            code: 'REQUEST_NOT_PENDING',
            current: { id: 3, status: 'cancelled' },
          })
        : r.url.endsWith('/4')
          ? json(422, { message: 'Idempotency key reused', code: 'IDEMPOTENCY_MISMATCH' })
          : json(201, {}),
    );

    const outcome = await runnerWith(network.fetch).drain();

    expect(outcome).toMatchObject({ sent: 1, conflicts: 2 });
    const items = await outboxItems(db);
    expect(items.map((item) => [item.label, item.status, item.error])).toEqual([
      ['Reply to "Dog portrait"', 'conflict', 'This request was cancelled before your reply arrived.'],
      [
        'Reply to "Cat portrait"',
        'conflict',
        'This change was already sent with different content, so it was not applied again.',
      ],
    ]);
    expect((items[0]!.command as WriteCommand<'updateCommissionRequest'>).body).toMatchObject({
      artistNotes: 'Happy to paint this',
    });

    // Retry sends it again (now accepted by the server); Discard drops the other.
    await retryOutboxItem(items[0]!.seq, db);
    await discardOutboxItem(items[1]!.seq, db);
    const retried = await runnerWith(fakeNetwork(() => json(200, {})).fetch).drain();
    expect(retried.sent).toBe(1);
    expect(await hasUnsentWrites(db)).toBe(false);
  });

  it('pauses on 401 until the same user signs in again', async () => {
    await enqueue(await request(1, 'first'), 'first', 5, db);
    await enqueue(await request(2, 'second'), 'second', 5, db);
    let signedIn = false;
    const network = fakeNetwork(() =>
      signedIn ? json(201, {}) : json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    );
    const runner = runnerWith(network.fetch);

    const outcome = await runner.drain();
    expect(outcome.paused).toBe(true);
    expect(network.sent).toHaveLength(1);
    expect((await outboxItems(db)).map((item) => item.status)).toEqual(['paused', 'paused']);

    // Still paused: draining again sends nothing, and another user signing in resumes nothing.
    await runner.drain();
    expect(network.sent).toHaveLength(1);
    expect(await resumeOutboxFor(6, db)).toBe(0);

    signedIn = true;
    expect(await resumeOutboxFor(5, db)).toBe(2);
    expect((await runner.drain()).sent).toBe(2);
    expect(network.sent).toHaveLength(3);
  });

  it('sends the same queued command with the same key however often it is sent', async () => {
    await enqueue(await request(1, 'once'), 'once', 5, db);
    let answers = 0;
    // Twice the answer is lost on the way back (the server applied it); the third gets through.
    const network = fakeNetwork(() =>
      ++answers < 3 ? new TypeError('Network connection lost') : json(201, {}),
    );
    const runner = runnerWith(network.fetch);
    for (let i = 0; i < 3; i += 1) {
      const outcome = await runner.drain();
      if (outcome.retryAt) clock = outcome.retryAt;
    }
    expect(network.sent).toHaveLength(3);
    const keys = new Set(network.sent.map((r) => r.key));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await hasUnsentWrites(db)).toBe(false);
  });

  it('keeps queued files in the store across a reopen and deletes them once sent', async () => {
    const store = createDexieFileStore(() => db);
    const photo = new File([new Uint8Array([255, 216, 255, 1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
    const command = await createCommand(
      'createArtwork',
      { body: { title: 'Dusk', images: [{ file: 0, primary: true }] } } as never,
      [photo],
      store,
    );
    await enqueue(command, 'New artwork "Dusk"', 5, db);
    db.close();
    db = createOfflineDb(db.name);

    const [item] = await outboxItems(db);
    expect(item!.command.files).toEqual([
      { id: expect.any(String), name: 'photo.jpg', type: 'image/jpeg', size: 6 },
    ]);
    const network = fakeNetwork(() => json(201, { id: 1 }));
    const drained = await runnerWith(network.fetch).drain();
    expect((await outboxItems(db))[0]?.error ?? null).toBeNull();
    expect(drained.sent).toBe(1);
    const form = network.sent[0]!.body as FormData;
    const sentFile = form.getAll('files')[0] as File;
    expect(new Uint8Array(await sentFile.arrayBuffer())).toEqual(new Uint8Array([255, 216, 255, 1, 2, 3]));
    expect(await db.files.count()).toBe(0);
  });
});
