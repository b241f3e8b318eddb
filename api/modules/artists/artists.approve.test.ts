import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtistSchema } from '../../../contract/artist';
import { createArtist, createArtwork } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientOf, createWorld, signedUser, type Viewer, type World } from './artists.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const approve = (viewer: Viewer, id: number, approved: unknown) =>
  clientOf(w, viewer).patch(`/api/artists/${id}/approve`, { approved });
const publicIds = async () =>
  ((await w.anon.get('/api/artists')).body as Array<{ id: number }>).map((a) => a.id);

describe('PATCH /api/artists/{id}/approve: who may', () => {
  it.each<[Viewer, number]>([
    ['anon', 401],
    ['collector', 403],
    ['artist', 403],
    ['other', 403],
  ])('%s gets %i and nothing changes', async (viewer, status) => {
    const res = await approve(viewer, w.artist.artistId, true);
    expect(res.status).toBe(status);
    expect((await t.db.knex('artists').where({ id: w.artist.artistId }).first()).approval_status).toBe(
      'pending',
    );
  });

  it.each(['admin', 'app_admin', 'super_admin'] as const)('%s may approve', async (role) => {
    const target = await createArtist(t.db.knex, { approval_status: 'pending' });
    const admin = await signedUser(t, role);
    const res = await admin.client.patch(`/api/artists/${target.artistId}/approve`, { approved: true });
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('approved');
  });
});

describe('approval transitions', () => {
  it('pending -> approved (verified) -> rejected (revoked) -> approved again', async () => {
    const target = await createArtist(t.db.knex, { approval_status: 'pending' });
    expect(await publicIds()).not.toContain(target.artistId);

    const approved = await approve('admin', target.artistId, true);
    expect(ArtistSchema.strict().parse(approved.body)).toMatchObject({
      approvalStatus: 'approved',
      isVerified: true,
    });
    expect(await publicIds()).toContain(target.artistId);

    const revoked = await approve('admin', target.artistId, false);
    expect(revoked.body).toMatchObject({ approvalStatus: 'rejected', isVerified: false });
    expect(await publicIds()).not.toContain(target.artistId);
    expect((await w.anon.get(`/api/artists/${target.artistId}`)).status).toBe(404);

    const again = await approve('admin', target.artistId, true);
    expect(again.body).toMatchObject({ approvalStatus: 'approved', isVerified: true });
  });

  it('pending -> rejected directly', async () => {
    const target = await createArtist(t.db.knex, { approval_status: 'pending' });
    const res = await approve('admin', target.artistId, false);
    expect(res.body).toMatchObject({ approvalStatus: 'rejected', isVerified: false });
  });

  it('repeating a decision is a no-op that still answers the artist', async () => {
    const target = await createArtist(t.db.knex, { approval_status: 'pending' });
    const first = await approve('admin', target.artistId, true);
    const second = await approve('admin', target.artistId, true);
    expect(second.status).toBe(200);
    expect(second.body.approvalStatus).toBe('approved');
    expect(second.body.version).toBe(first.body.version);
  });

  it('a newly registered artist waits for approval, then appears publicly', async () => {
    const client = t.client();
    const reg = await client.post('/api/auth/register', {
      firstName: 'Frida',
      lastName: 'Kahlo',
      username: 'frida_k',
      email: 'frida@example.test',
      password: 'casa azul 1907',
      role: 'bus_admin',
    });
    expect(reg.status).toBe(201);
    const mine = await client.get('/api/artists/me');
    expect(mine.body).toMatchObject({ approvalStatus: 'pending', displayName: 'Frida Kahlo' });
    expect(await publicIds()).not.toContain(mine.body.id);
    await approve('admin', mine.body.id, true);
    expect(await publicIds()).toContain(mine.body.id);
  });
});

describe('approve: bad input', () => {
  it.each([{}, { approved: 'yes' }, { approved: 1 }, { approved: null }])('body %j is 400', async (body) => {
    const res = await w.admin.client.patch(`/api/artists/${w.artist.artistId}/approve`, body);
    expect(res.status).toBe(400);
    expect(res.body.fields.approved).toBe('approved must be true or false');
  });

  it.each(['999999', 'abc', '1;drop table artists'])('id %s is 404', async (id) => {
    const res = await w.admin.client.patch(`/api/artists/${encodeURIComponent(id)}/approve`, {
      approved: true,
    });
    expect(res.status).toBe(404);
  });

  it('a soft-deleted artist cannot be approved', async () => {
    const gone = await createArtist(t.db.knex, { approval_status: 'pending', deleted_at: new Date() });
    expect((await approve('admin', gone.artistId, true)).status).toBe(404);
  });
});

describe('moderation of an artist reaches their artworks', () => {
  it('revoking an artist takes every artwork of theirs out of the public catalogue at once', async () => {
    const target = await createArtist(t.db.knex, { approval_status: 'approved' });
    const first = await createArtwork(t.db.knex, target.artistId, { approval_status: 'approved' });
    const second = await createArtwork(t.db.knex, target.artistId, { approval_status: 'approved' });
    const publicArtworks = async () =>
      (
        (await w.anon.get(`/api/artworks?approved=true&artistId=${target.artistId}`)).body as Array<{
          id: number;
        }>
      ).map((a) => a.id);
    expect(await publicArtworks()).toEqual(expect.arrayContaining([first.id, second.id]));

    expect((await approve('admin', target.artistId, false)).status).toBe(200);
    expect(await publicArtworks()).toEqual([]);
    expect((await w.anon.get(`/api/artworks/${first.id}`)).status).toBe(404);
    expect((await w.anon.get(`/api/stock?artworkId=${first.id}`)).status).toBe(404);

    expect((await approve('admin', target.artistId, true)).status).toBe(200);
    expect(await publicArtworks()).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});
