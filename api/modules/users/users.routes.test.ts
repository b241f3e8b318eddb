import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ArtistUserCountsSchema,
  ArtistUserSchema,
  PublicUserSchema,
  type ArtistUser,
} from '../../../contract/user';
import { createArtist, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientOf, createWorld, insertImage, type Viewer, type World } from '../artists/artists.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('GET /api/users/{id}', () => {
  it.each<Viewer>(['anon', 'collector', 'admin'])(
    'gives %s the public fields of an approved artist only',
    async (viewer) => {
      const res = await clientOf(w, viewer).get(`/api/users/${w.other.id}`);
      expect(res.status).toBe(200);
      expect(PublicUserSchema.strict().parse(res.body)).toEqual({
        id: w.other.id,
        firstName: w.other.firstName,
        lastName: w.other.lastName,
        username: w.other.username,
        role: 'bus_admin',
        createdAt: expect.any(String),
      });
      expect(res.text).not.toMatch(/email|password|hash/i);
    },
  );

  it('does not let anyone discover other accounts: collectors, pending artists and admins are 404', async () => {
    for (const id of [w.collector.id, w.artist.id, w.admin.id]) {
      const res = await w.anon.get(`/api/users/${id}`);
      expect(res.status).toBe(404);
      expect((await clientOf(w, 'other').get(`/api/users/${id}`)).status).toBe(404);
    }
    // One's own account, and admins, may read it.
    expect((await clientOf(w, 'collector').get(`/api/users/${w.collector.id}`)).status).toBe(200);
    expect((await clientOf(w, 'admin').get(`/api/users/${w.artist.id}`)).status).toBe(200);
  });

  it.each(['999999', 'abc', '1;drop table users', '0'])('id %s is 404', async (id) => {
    const res = await w.anon.get(`/api/users/${encodeURIComponent(id)}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('GET /api/admin/artist-users', () => {
  it.each<[Viewer, number]>([
    ['anon', 401],
    ['collector', 403],
    ['artist', 403],
    ['other', 403],
    ['admin', 200],
  ])('%s gets %i', async (viewer, status) => {
    const res = await clientOf(w, viewer).get('/api/admin/artist-users');
    expect(res.status).toBe(status);
    if (status !== 200) expect(res.text).not.toContain(w.artist.email);
  });

  it('lists every artist account with its profile state; no profile means no artistId or approvalStatus', async () => {
    const noProfile = await createUser(t.db.knex, { role: 'bus_admin' });
    const deletedProfile = await createArtist(t.db.knex, { deleted_at: new Date() });
    const withImage = await createArtist(t.db.knex, { approval_status: 'rejected' });
    await insertImage(t, withImage.artistId, { url: 'https://x.test/face.jpg', imageType: 'profile' });

    const res = await w.admin.client.get('/api/admin/artist-users');
    const list = z.array(ArtistUserSchema.strict()).parse(res.body);
    expect(res.headers.get('x-total-count')).toBe(String(list.length));
    const byUser = new Map<number, ArtistUser>(list.map((u) => [u.userId, u]));

    expect(byUser.get(w.artist.id)).toMatchObject({
      artistId: w.artist.artistId,
      approvalStatus: 'pending',
      email: w.artist.email,
      role: 'bus_admin',
      profileImageUrl: null,
    });
    expect(byUser.get(withImage.id)).toMatchObject({
      approvalStatus: 'rejected',
      profileImageUrl: 'https://x.test/face.jpg',
    });
    for (const id of [noProfile.id, deletedProfile.id]) {
      const user = byUser.get(id)!;
      expect(user).toMatchObject({ userId: id, role: 'bus_admin' });
      expect('artistId' in user).toBe(false);
      expect('approvalStatus' in user).toBe(false);
    }
    expect(byUser.has(w.collector.id)).toBe(false);
    expect(byUser.has(w.admin.id)).toBe(false);
  });
});

describe('GET /api/admin/artist-users?status=', () => {
  it('lists only the accounts in that profile state, over every page (the dashboard queue asks for pending)', async () => {
    const pending = await createArtist(t.db.knex, { approval_status: 'pending' });
    const approved = await createArtist(t.db.knex, { approval_status: 'approved' });
    const none = await createUser(t.db.knex, { role: 'bus_admin' });
    const statusOf = async (status: string) => {
      const res = await w.admin.client.get(`/api/admin/artist-users?status=${status}&limit=100`);
      expect(res.status).toBe(200);
      return z.array(ArtistUserSchema).parse(res.body);
    };
    const pendingList = await statusOf('pending');
    expect(pendingList.map((u) => u.userId)).toContain(pending.id);
    expect(pendingList.every((u) => u.approvalStatus === 'pending')).toBe(true);
    expect((await statusOf('approved')).map((u) => u.userId)).toContain(approved.id);
    const missing = await statusOf('missing');
    expect(missing.map((u) => u.userId)).toContain(none.id);
    expect(missing.every((u) => u.artistId === undefined)).toBe(true);
    const counts = ArtistUserCountsSchema.parse(
      (await w.admin.client.get('/api/admin/artist-users/counts')).body,
    );
    expect(pendingList.length).toBe(counts.pending);
    expect(missing.length).toBe(counts.missing);
    expect((await w.admin.client.get('/api/admin/artist-users?status=sold')).status).toBe(400);
  });
});

describe('GET /api/admin/artist-users/counts', () => {
  it.each<[Viewer, number]>([
    ['anon', 401],
    ['collector', 403],
    ['artist', 403],
    ['admin', 200],
  ])('%s gets %i', async (viewer, status) => {
    expect((await clientOf(w, viewer).get('/api/admin/artist-users/counts')).status).toBe(status);
  });

  it('counts every artist account by profile state, however many pages the list has', async () => {
    const before = ArtistUserCountsSchema.strict().parse(
      (await w.admin.client.get('/api/admin/artist-users/counts')).body,
    );
    for (let i = 0; i < 3; i++) await createArtist(t.db.knex, { approval_status: 'approved' });
    await createArtist(t.db.knex, { approval_status: 'rejected' });
    await createUser(t.db.knex, { role: 'bus_admin' });
    await createArtist(t.db.knex, { deleted_at: new Date() }); // a deleted profile: missing
    await createUser(t.db.knex, { role: 'user' }); // a collector: not counted

    const res = await w.admin.client.get('/api/admin/artist-users/counts');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const after = ArtistUserCountsSchema.strict().parse(res.body);
    expect(after).toEqual({
      total: before.total + 6,
      approved: before.approved + 3,
      pending: before.pending,
      rejected: before.rejected + 1,
      missing: before.missing + 2,
    });
    // The same totals as walking every page of the list, one account per page.
    const statuses: string[] = [];
    let url: string | null = '/api/admin/artist-users?limit=1';
    while (url) {
      const page: Awaited<ReturnType<typeof w.admin.client.get>> = await w.admin.client.get(url);
      const [user] = z.array(ArtistUserSchema).parse(page.body);
      if (user) statuses.push(user.artistId === undefined ? 'missing' : (user.approvalStatus ?? 'pending'));
      const next: string | null = page.headers.get('x-next-cursor');
      url = next ? `/api/admin/artist-users?limit=1&cursor=${next}` : null;
    }
    const tally = (s: string) => statuses.filter((x) => x === s).length;
    expect(statuses.length).toBe(after.total);
    expect([tally('approved'), tally('pending'), tally('rejected'), tally('missing')]).toEqual([
      after.approved,
      after.pending,
      after.rejected,
      after.missing,
    ]);
  });
});
