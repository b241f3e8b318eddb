import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationSchema } from '../../../contract/notification';
import { SyncChangesResponseSchema, type SyncChange } from '../../../contract/sync';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { signedUser } from '../artists/artists.test-world';
import { notify } from './notify';

/**
 * The caller's notifications over HTTP (issue 13, point 6): newest first and paged, the unread
 * count, marking one or all read, 404 for anyone else's, and delivery through the delta pull to
 * their recipient only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notifyMany(userId: number, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    await notify(t.db.knex, {
      userId,
      kind: 'request_received',
      title: `Request ${i}`,
      link: '/commission-requests',
    });
  }
}

async function pullAll(client: TestClient): Promise<{ changes: SyncChange[]; cursor: string }> {
  const changes: SyncChange[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const res = await client.get(`/api/sync/changes${cursor ? `?cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    const page = SyncChangesResponseSchema.parse(res.body);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
  throw new Error('the pull did not end');
}

describe('/api/notifications', () => {
  it('asks a visitor to sign in', async () => {
    const anon = t.client();
    expect((await anon.get('/api/notifications')).status).toBe(401);
    expect((await anon.get('/api/notifications/unread-count')).status).toBe(401);
    expect((await anon.post('/api/notifications/read-all', {})).status).toBe(401);
    expect((await anon.post('/api/notifications/1/read')).status).toBe(401);
  });

  it('lists newest first in pages, counts unread, marks one and then all read', async () => {
    const me = await signedUser(t, 'user');
    await notifyMany(me.id, 3);
    const first = await me.client.get('/api/notifications?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.map((n: unknown) => NotificationSchema.parse(n).title)).toEqual([
      'Request 3',
      'Request 2',
    ]);
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await me.client.get(`/api/notifications?limit=2&cursor=${next}`);
    expect(second.body.map((n: { title: string }) => n.title)).toEqual(['Request 1']);
    expect((await me.client.get('/api/notifications/unread-count')).body).toEqual({ unread: 3 });

    const one = await me.client.post(`/api/notifications/${second.body[0].id}/read`);
    expect(one.status).toBe(200);
    expect(one.body.readAt).toEqual(expect.any(String));
    expect((await me.client.get('/api/notifications/unread-count')).body).toEqual({ unread: 2 });

    // Up to what the user saw: a newer one that arrived meanwhile stays unread.
    const seen = first.body[0].id as number;
    await notifyMany(me.id, 1);
    expect((await me.client.post('/api/notifications/read-all', { upTo: seen })).body).toEqual({ unread: 1 });
    expect((await me.client.post('/api/notifications/read-all', {})).body).toEqual({ unread: 0 });
  });

  it("answers 404 for someone else's notification, and leaves it unread", async () => {
    const owner = await signedUser(t, 'user');
    const stranger = await signedUser(t, 'user');
    await notifyMany(owner.id, 1);
    const [mine] = (await owner.client.get('/api/notifications')).body as Array<{ id: number }>;
    expect((await stranger.client.post(`/api/notifications/${mine!.id}/read`)).status).toBe(404);
    expect((await stranger.client.get('/api/notifications')).body).toEqual([]);
    await stranger.client.post('/api/notifications/read-all', {});
    expect((await owner.client.get('/api/notifications/unread-count')).body).toEqual({ unread: 1 });
  });
});

describe('notifications in the delta pull', () => {
  it('reach their recipient only, and come again when marked read', async () => {
    const owner = await signedUser(t, 'user');
    const stranger = await signedUser(t, 'user');
    const ownerStart = await pullAll(owner.client);
    const strangerStart = await pullAll(stranger.client);
    await notifyMany(owner.id, 1);
    const [mine] = (await owner.client.get('/api/notifications')).body as Array<{ id: number }>;

    // First sync and delta both carry it to the owner.
    const fresh = await pullAll(owner.client);
    expect(fresh.changes.filter((c) => c.entity === 'notification').map((c) => c.id)).toContain(mine!.id);
    const delta = (await owner.client.get(`/api/sync/changes?cursor=${ownerStart.cursor}`)).body as {
      changes: SyncChange[];
    };
    expect(delta.changes).toContainEqual(
      expect.objectContaining({
        entity: 'notification',
        id: mine!.id,
        op: 'upsert',
        data: expect.objectContaining({ readAt: null }),
      }),
    );
    // Never to anyone else (nor to a visitor).
    const theirs = await pullAll(stranger.client);
    const theirDelta = (await stranger.client.get(`/api/sync/changes?cursor=${strangerStart.cursor}`))
      .body as {
      changes: SyncChange[];
    };
    for (const changes of [theirs.changes, theirDelta.changes, (await pullAll(t.client())).changes]) {
      expect(changes.filter((c) => c.entity === 'notification')).toEqual([]);
    }

    await owner.client.post(`/api/notifications/${mine!.id}/read`);
    const after = (await owner.client.get(`/api/sync/changes?cursor=${fresh.cursor}`)).body as {
      changes: SyncChange[];
    };
    expect(after.changes).toContainEqual(
      expect.objectContaining({
        entity: 'notification',
        id: mine!.id,
        data: expect.objectContaining({ readAt: expect.any(String) }),
      }),
    );
  });
});
