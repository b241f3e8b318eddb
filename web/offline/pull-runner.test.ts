import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncChange, SyncChangesResponse } from '@contract/sync';
import { createOfflineDb, type OfflineDb } from './db';
import { fakeChannelHub, fakeLocks } from '@/test/fake-tabs';
import { electLeader, type Leadership } from './leader';
import { startSync, type SyncRunner } from './pull-runner';
import { deletedIds } from './sync-state';

/** Issue 27, point 4: one tab pulls for all; the others ask it and learn what it deleted. */

const removed = (entity: SyncChange['entity'], id: number): SyncChange =>
  ({ entity, id, op: 'delete', version: String(id), data: null }) as SyncChange;

/** A `/api/sync/changes` that answers `page` to every pull, counting them. */
function server(page: SyncChangesResponse) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(page), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let db: OfflineDb;
let n = 0;
const running: { runner: SyncRunner; leadership: Leadership }[] = [];
beforeEach(async () => {
  db = createOfflineDb(`pull-runner-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  for (const { runner, leadership } of running.splice(0)) {
    runner.stop();
    leadership.stop();
  }
  await db.delete();
});

describe('startSync across tabs', () => {
  it('pulls in the leading tab only: a follower asks, the leader pulls and tells what it deleted', async () => {
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const leaderServer = server({ changes: [removed('artwork', 41)], cursor: 'c1', hasMore: false });
    const followerServer = server({ changes: [], cursor: 'c1', hasMore: false });
    const tab = (fetch: typeof globalThis.fetch) => {
      const leadership = electLeader(locks);
      const runner = startSync({ userId: () => null, db, fetch, leadership, channel: hub.open() });
      running.push({ runner, leadership });
      return { runner, leadership };
    };
    const leader = tab(leaderServer.fetch);
    await settle();
    const follower = tab(followerServer.fetch);
    await settle();
    expect(leader.leadership.isLeader()).toBe(true);
    // Its own first pull (and, on a slow machine, the one the follower's start may ask for while
    // the first is still under way: a follower never pulls itself, the count is the leader's).
    await vi.waitFor(() => expect(leaderServer.asked.length).toBeGreaterThanOrEqual(1));
    await vi.waitFor(() =>
      expect(hub.heard.filter((m) => m.type === 'pulled').length).toBeGreaterThanOrEqual(1),
    );
    await settle();
    const before = leaderServer.asked.length;

    // The follower becomes visible (or its user changed): it asks, it does not pull itself.
    expect(await follower.runner.syncNow()).toBeNull();
    await vi.waitFor(() => expect(leaderServer.asked.length).toBeGreaterThan(before));
    expect(followerServer.asked).toEqual([]);
    expect(hub.heard).toContainEqual({ type: 'pull', force: true });
    expect(hub.heard).toContainEqual({ type: 'pulled', changes: [['artwork', 41, true]] });
  });

  it("takes the leader's word for what a pull deleted, and pulls itself once it leads", async () => {
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const oldLeader = electLeader(locks);
    const announce = hub.open();
    const followerServer = server({ changes: [], cursor: 'c1', hasMore: false });
    const leadership = electLeader(locks);
    const runner = startSync({
      userId: () => null,
      db,
      fetch: followerServer.fetch,
      leadership,
      channel: hub.open(),
    });
    running.push({ runner, leadership });
    await settle();
    expect(followerServer.asked).toEqual([]);

    announce.post({ type: 'pulled', changes: [['commission', 77, true]] });
    expect(deletedIds('commission').has(77)).toBe(true);

    oldLeader.stop(); // its tab is closed
    await vi.waitFor(() => expect(followerServer.asked).toHaveLength(1));
    expect(leadership.isLeader()).toBe(true);
  });

  it("answers a follower's 60 s tick only when it has not pulled for half a minute", async () => {
    const hub = fakeChannelHub();
    const ask = hub.open();
    const leaderServer = server({ changes: [], cursor: 'c1', hasMore: false });
    const leadership = electLeader(fakeLocks());
    const runner = startSync({
      userId: () => null,
      db,
      fetch: leaderServer.fetch,
      leadership,
      channel: hub.open(),
    });
    running.push({ runner, leadership });
    await vi.waitFor(() => expect(leaderServer.asked).toHaveLength(1));
    await settle();
    ask.post({ type: 'pull', force: false });
    await settle();
    expect(leaderServer.asked).toHaveLength(1);
    ask.post({ type: 'pull', force: true });
    await vi.waitFor(() => expect(leaderServer.asked).toHaveLength(2));
  });
});
