import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtistSchema } from '../../../contract/artist';
import { ArtworkSchema } from '../../../contract/artwork';
import { createTestApp, type TestApp } from '../../test/test-app';
import { artworkOf, createWorld, type World } from '../artworks/artworks.test-world';
import { signedArtist, signedUser } from '../artists/artists.test-world';

/**
 * Following artists and favourite artworks over HTTP (issue 13, point 5): who may, what the lists
 * hold, and the notification an artist's followers get when one of their artworks becomes public.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const put = (client: World['anon'], path: string) => client.request('PUT', path);

describe('following an artist', () => {
  it('asks a visitor to sign in, counts followers and lists whom the collector follows', async () => {
    const painter = await signedArtist(t);
    expect((await put(w.anon, `/api/artists/${painter.artistId}/follow`)).status).toBe(401);
    expect((await w.anon.get(`/api/artists/${painter.artistId}/follow`)).body).toEqual({
      following: false,
      followers: 0,
    });

    const followed = await put(w.collector.client, `/api/artists/${painter.artistId}/follow`);
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ following: true, followers: 1 });
    // Following twice is still one follow.
    expect((await put(w.collector.client, `/api/artists/${painter.artistId}/follow`)).body).toEqual({
      following: true,
      followers: 1,
    });
    expect((await put(w.other.client, `/api/artists/${painter.artistId}/follow`)).body.followers).toBe(2);
    expect((await w.anon.get(`/api/artists/${painter.artistId}/follow`)).body).toEqual({
      following: false,
      followers: 2,
    });

    const list = await w.collector.client.get('/api/following');
    expect(list.status).toBe(200);
    expect(list.body.map((a: unknown) => ArtistSchema.parse(a).id)).toEqual([painter.artistId]);
    expect((await w.collector.client.get('/api/saved/ids')).body.artistIds).toEqual([painter.artistId]);

    const unfollowed = await w.collector.client.delete(`/api/artists/${painter.artistId}/follow`);
    expect(unfollowed.body).toEqual({ following: false, followers: 1 });
    expect((await w.collector.client.get('/api/following')).body).toEqual([]);
  });

  it('is 404 for an artist the public cannot see', async () => {
    const pending = await signedArtist(t, { approval_status: 'pending' });
    expect((await put(w.collector.client, `/api/artists/${pending.artistId}/follow`)).status).toBe(404);
    expect((await w.anon.get(`/api/artists/${pending.artistId}/follow`)).status).toBe(404);
    expect((await put(w.collector.client, '/api/artists/999999/follow')).status).toBe(404);
  });

  it('lists only public artists: a revoked one leaves the list', async () => {
    const collector = await signedUser(t, 'user');
    const painter = await signedArtist(t);
    await put(collector.client, `/api/artists/${painter.artistId}/follow`);
    await t.db.knex('artists').where('id', painter.artistId).update({ approval_status: 'rejected' });
    expect((await collector.client.get('/api/following')).body).toEqual([]);
  });
});

describe('favourite artworks', () => {
  it('saves and removes public artworks, newest first, for the signed-in user only', async () => {
    const collector = await signedUser(t, 'user');
    const first = await artworkOf(t, w.artist.artistId);
    const second = await artworkOf(t, w.artist.artistId);
    expect((await put(w.anon, `/api/artworks/${first.id}/favourite`)).status).toBe(401);
    expect((await w.anon.get('/api/favourites')).status).toBe(401);

    expect((await put(collector.client, `/api/artworks/${first.id}/favourite`)).body).toEqual({
      favourite: true,
    });
    await put(collector.client, `/api/artworks/${second.id}/favourite`);
    const list = await collector.client.get('/api/favourites');
    expect(list.status).toBe(200);
    expect(list.body.map((a: unknown) => ArtworkSchema.parse(a).id)).toEqual([second.id, first.id]);
    expect((await collector.client.get('/api/saved/ids')).body.artworkIds).toEqual([second.id, first.id]);
    // Someone else's favourites are theirs.
    expect((await w.other.client.get('/api/favourites')).body).toEqual([]);

    expect((await collector.client.delete(`/api/artworks/${first.id}/favourite`)).body).toEqual({
      favourite: false,
    });
    expect((await collector.client.get('/api/favourites')).body.map((a: { id: number }) => a.id)).toEqual([
      second.id,
    ]);
  });

  it('is 404 for an artwork the public cannot see, and a revoked favourite leaves the list', async () => {
    const collector = await signedUser(t, 'user');
    const pending = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    expect((await put(collector.client, `/api/artworks/${pending.id}/favourite`)).status).toBe(404);
    const shown = await artworkOf(t, w.artist.artistId);
    await put(collector.client, `/api/artworks/${shown.id}/favourite`);
    await t.db.knex('artworks').where('id', shown.id).update({ approval_status: 'rejected' });
    expect((await collector.client.get('/api/favourites')).body).toEqual([]);
  });
});

describe("an artist's followers", () => {
  it('are told once when an artwork of theirs is approved; others and pending artists tell no one', async () => {
    const painter = await signedArtist(t);
    const follower = await signedUser(t, 'user');
    const stranger = await signedUser(t, 'user');
    await put(follower.client, `/api/artists/${painter.artistId}/follow`);
    const artwork = await artworkOf(t, painter.artistId, {
      approval_status: 'pending',
      title: 'Harbour at dusk',
    });

    expect(
      (await w.admin.client.patch(`/api/artworks/${artwork.id}/approve`, { approved: true })).status,
    ).toBe(200);
    const told = await follower.client.get('/api/notifications');
    expect(told.body).toEqual([
      expect.objectContaining({
        kind: 'followed_artist_artwork',
        title: expect.stringMatching(/^New artwork by .+: Harbour at dusk$/),
        link: `/artwork/${artwork.id}`,
        readAt: null,
      }),
    ]);
    expect((await stranger.client.get('/api/notifications')).body).toEqual([]);

    // Revoked and approved again: not told twice.
    await w.admin.client.patch(`/api/artworks/${artwork.id}/approve`, { approved: false });
    await w.admin.client.patch(`/api/artworks/${artwork.id}/approve`, { approved: true });
    expect((await follower.client.get('/api/notifications')).body).toHaveLength(1);

    // An artist the public cannot see yet: their approved artwork is not public, no one is told.
    const hidden = await signedArtist(t);
    await put(follower.client, `/api/artists/${hidden.artistId}/follow`);
    await t.db.knex('artists').where('id', hidden.artistId).update({ approval_status: 'pending' });
    const unseen = await artworkOf(t, hidden.artistId, { approval_status: 'pending' });
    await w.admin.client.patch(`/api/artworks/${unseen.id}/approve`, { approved: true });
    expect((await follower.client.get('/api/notifications')).body).toHaveLength(1);
  });
});
