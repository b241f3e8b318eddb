import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCommand, forgetCommand, sendCommand } from '@/lib/write';
import { createOfflineDb, type OfflineDb } from './db';
import { createDexieFileStore, enqueue, outboxItems, retryOutboxItem } from './outbox';
import { createOutboxRunner, LEASE_MS, POISON_AFTER, type RunnerOptions } from './runner';

/**
 * Issue 27, point 3: no send hangs. Sends have a time limit, an item left 'sending' by a closed tab
 * is taken back, and a poisoned item is set aside without blocking the items behind it.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let db: OfflineDb;
let dbCount = 0;
let clock = 1_000_000;

beforeEach(() => {
  db = createOfflineDb(`outbox-poison-test-${(dbCount += 1)}`);
  clock = 1_000_000;
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

/** A stand-in for the network (not our API): answers each request by its title. */
function network(answer: (title: string) => Response | Error | 'hang') {
  const titles: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    const title = (JSON.parse(String(init?.body)) as { title: string }).title;
    titles.push(title);
    const result = answer(title);
    if (result === 'hang') return new Promise<Response>(() => undefined);
    if (result instanceof Error) throw result;
    return result;
  });
  return { titles, fetch };
}

function runnerWith(fetch: typeof globalThis.fetch, extra: Partial<RunnerOptions> = {}) {
  const queryClient = new QueryClient();
  const store = createDexieFileStore(() => db);
  return createOutboxRunner({
    db,
    send: (command, { signal }) => sendCommand(command, { queryClient, store, fetch, signal }),
    forgetFiles: (command) => forgetCommand(command, store),
    now: () => clock,
    random: () => 0.5,
    ...extra,
  });
}

const queue = async (title: string) =>
  enqueue(
    await createCommand('createCommissionRequest', {
      body: { artistId: 1, title, description: 'A portrait of my dog', budget: 200 },
    } as never),
    title,
    5,
    db,
  );

/** Drains until the runner stops asking for a retry (moving the clock past each backoff). */
async function drainUntilSettled(runner: ReturnType<typeof createOutboxRunner>, rounds = 20) {
  for (let i = 0; i < rounds; i += 1) {
    const outcome = await runner.drain();
    if (outcome.retryAt === null) return;
    clock = outcome.retryAt;
  }
}

describe('outbox sends that never hang', () => {
  it('gives a send that gets no answer up after its time limit and keeps it to retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await queue('Dog by the sea');
    const net = network(() => 'hang');
    const drained = runnerWith(net.fetch).drain();
    await vi.waitFor(() => expect(net.fetch).toHaveBeenCalled());

    await vi.advanceTimersByTimeAsync(14_000);
    expect((await outboxItems(db))[0]!.status).toBe('sending');
    await vi.advanceTimersByTimeAsync(1_000);
    const outcome = await drained;

    expect(outcome.sent).toBe(0);
    expect(outcome.retryAt).not.toBeNull();
    const [item] = await outboxItems(db);
    expect(item).toMatchObject({ status: 'pending', attempts: 1, error: 'No answer in 15 s' });
  });

  it('renews the lease of a long send, so no other tab takes it back while it runs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await queue('Large upload');
    let finish: (response: Response) => void = () => undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise((resolve) => (finish = resolve)));
    const runner = runnerWith(fetch, { timeoutMs: () => 60_000 });
    const drained = runner.drain();
    const other = runnerWith(fetch);

    for (let elapsed = 0; elapsed < 20_000; elapsed += 1_000) {
      clock += 1_000;
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(await other.takeBackStale()).toBe(0);
    expect((await outboxItems(db))[0]!.status).toBe('sending');

    finish(json(201, { id: 1 }));
    expect((await drained).sent).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("takes back an item a closed tab left 'sending' once its lease is older than the limit", async () => {
    const seq = await queue('Left by a closed tab');
    await db.outbox.update(seq, { status: 'sending', leaseAt: clock });
    const net = network(() => json(201, { id: 1 }));
    const runner = runnerWith(net.fetch);

    clock += LEASE_MS - 1_000; // the lease is still fresh: the other tab may be sending it
    expect(await runner.takeBackStale()).toBe(0);
    expect((await runner.drain()).sent).toBe(0);

    clock += 2_000;
    expect(await runner.takeBackStale()).toBe(1);
    expect((await runner.drain()).sent).toBe(1);
    expect(net.titles).toEqual(['Left by a closed tab']);
    expect(await outboxItems(db)).toEqual([]);
  });

  it('sets a poisoned item aside with its reason after the same failure repeats, and sends the rest', async () => {
    await queue('Poisoned');
    await queue('Healthy');
    const net = network((title) =>
      title === 'Poisoned' ? json(500, { message: 'Something went wrong', code: 'INTERNAL' }) : json(201, {}),
    );
    const runner = runnerWith(net.fetch);

    await drainUntilSettled(runner);

    expect(net.titles).toEqual([...Array<string>(POISON_AFTER).fill('Poisoned'), 'Healthy']);
    const items = await outboxItems(db);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ label: 'Poisoned', status: 'conflict', setAside: true });
    expect(items[0]!.error).toContain('Something went wrong');

    // Retry from the sync panel gives it a fresh start.
    await retryOutboxItem(items[0]!.seq, db);
    expect((await outboxItems(db))[0]).toMatchObject({ status: 'pending', attempts: 0, sameFailures: 0 });
  });

  it('sets a 4xx that is not a conflict aside at once and goes on to the next item', async () => {
    await queue('Too large');
    await queue('Next');
    const net = network((title) =>
      title === 'Too large' ? json(413, { message: 'The photo is too large', code: 'X' }) : json(201, {}),
    );

    const outcome = await runnerWith(net.fetch).drain();

    expect(outcome).toMatchObject({ sent: 1, setAside: 1, conflicts: 0 });
    const [item] = await outboxItems(db);
    expect(item).toMatchObject({ label: 'Too large', setAside: true, error: 'The photo is too large' });
  });

  it('never sets aside an item because the server is down or the device has no connection', async () => {
    await queue('Patient');
    let i = 0;
    const net = network(() =>
      (i += 1) % 2 ? json(503, { message: 'Down for maintenance', code: 'X' }) : new TypeError('Failed'),
    );

    await drainUntilSettled(runnerWith(net.fetch), POISON_AFTER * 3);

    const [item] = await outboxItems(db);
    expect(net.titles.length).toBeGreaterThanOrEqual(POISON_AFTER * 3);
    expect(item).toMatchObject({ status: 'pending' });
    expect(item!.setAside).toBeUndefined();
  });
});
