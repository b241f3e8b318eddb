import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtistSchema } from '../../../contract/artist';
import { createArtist } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientOf, createWorld, signedUser, type Viewer, type World } from './artists.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('GET /api/artists/{id}', () => {
  it('anyone reads an approved artist', async () => {
    const res = await w.anon.get(`/api/artists/${w.other.artistId}`);
    expect(res.status).toBe(200);
    const artist = ArtistSchema.strict().parse(res.body);
    expect(artist).toMatchObject({ id: w.other.artistId, userId: w.other.id, approvalStatus: 'approved' });
    expect(artist.email).toBeUndefined();
  });

  it.each<[Viewer, number]>([
    ['anon', 404],
    ['collector', 404],
    ['other', 404],
    ['artist', 200],
    ['admin', 200],
  ])('a pending artist, viewed by %s: %i', async (viewer, status) => {
    const res = await clientOf(w, viewer).get(`/api/artists/${w.artist.artistId}`);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toMatchObject({ approvalStatus: 'pending', email: w.artist.email });
    else expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Artist not found' });
  });

  it('a rejected artist is hidden from the public too', async () => {
    const rejected = await createArtist(t.db.knex, { approval_status: 'rejected' });
    expect((await w.anon.get(`/api/artists/${rejected.artistId}`)).status).toBe(404);
    expect((await w.admin.client.get(`/api/artists/${rejected.artistId}`)).body.approvalStatus).toBe(
      'rejected',
    );
  });

  it('a soft-deleted artist is gone for everyone, admins included', async () => {
    const gone = await createArtist(t.db.knex, { deleted_at: new Date() });
    expect((await w.anon.get(`/api/artists/${gone.artistId}`)).status).toBe(404);
    expect((await w.admin.client.get(`/api/artists/${gone.artistId}`)).status).toBe(404);
    expect((await w.admin.client.get('/api/artists')).body.map((a: { id: number }) => a.id)).not.toContain(
      gone.artistId,
    );
  });

  it.each(['999999', 'abc', '1;drop table artists', '-1', '0', '1.5', '99999999999999'])(
    'id %s is 404',
    async (id) => {
      const res = await w.admin.client.get(`/api/artists/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    },
  );
});

describe('GET /api/artists/me', () => {
  it('is 401 signed out', async () => {
    const res = await w.anon.get('/api/artists/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('returns the own profile in any state, with the email', async () => {
    const res = await w.artist.client.get('/api/artists/me');
    expect(res.status).toBe(200);
    expect(ArtistSchema.strict().parse(res.body)).toMatchObject({
      id: w.artist.artistId,
      approvalStatus: 'pending',
      email: w.artist.email,
    });
  });

  it('is 404 for a signed-in user without a profile', async () => {
    const newcomer = await signedUser(t, 'bus_admin');
    expect((await newcomer.client.get('/api/artists/me')).status).toBe(404);
    expect((await w.collector.client.get('/api/artists/me')).status).toBe(404);
  });
});
