import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtistSchema } from '../../../contract/artist';
import { ArtworkSchema } from '../../../contract/artwork';
import { createArtist, createArtwork, signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedUser, type Signed } from './artists.test-world';
import type { FixtureUser } from '../../test/fixtures';

let t: TestApp;
let admin: Signed<FixtureUser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUser(t, 'admin');
});
afterAll(() => t.close());

const noticesOf = (userId: number) =>
  t.db.knex('notifications').where({ user_id: userId }).orderBy('id').select('kind', 'title', 'body', 'link');

describe('an artwork rejected or revoked with a reason', () => {
  it('keeps the reason for its artist and admins only, and tells the artist', async () => {
    const artist = await createArtist(t.db.knex);
    const artistClient = await signIn(t, artist.email);
    const { id } = await createArtwork(t.db.knex, artist.artistId, { title: 'Harbour at dusk' });

    const res = await admin.client.patch(`/api/artworks/${id}/approve`, {
      approved: false,
      reason: '  The photo is blurred; please upload a sharper one.  ',
    });
    expect(res.status).toBe(200);
    expect(ArtworkSchema.strict().parse(res.body).moderation).toMatchObject({
      action: 'revoked',
      reason: 'The photo is blurred; please upload a sharper one.',
    });

    const own = await artistClient.get(`/api/artworks/${id}`);
    expect(own.body.moderation).toMatchObject({
      action: 'revoked',
      reason: expect.stringContaining('blurred'),
    });
    const ownList = await artistClient.get(`/api/artworks?artistId=${artist.artistId}`);
    expect(ownList.body.find((a: { id: number }) => a.id === id).moderation.reason).toContain('blurred');

    // The public neither sees the artwork nor, anywhere, the reason.
    const anon = t.client();
    expect((await anon.get(`/api/artworks/${id}`)).status).toBe(404);
    expect((await anon.get(`/api/artworks?approved=true`)).text).not.toContain('blurred');
    const collector = await signedUser(t, 'user');
    expect((await collector.client.get(`/api/artworks/${id}`)).status).toBe(404);

    expect(await noticesOf(artist.id)).toEqual([
      {
        kind: 'artwork_moderated',
        title: 'Your artwork "Harbour at dusk" was revoked',
        body: 'The photo is blurred; please upload a sharper one.',
        link: '/artist-dashboard',
      },
    ]);

    // Approving again forgets the reason and says so to the artist.
    const again = await admin.client.patch(`/api/artworks/${id}/approve`, { approved: true });
    expect(again.body.moderation).toBeNull();
    expect((await anon.get(`/api/artworks/${id}`)).body.moderation).toBeNull();
    expect((await noticesOf(artist.id)).at(-1)).toMatchObject({
      title: 'Your artwork "Harbour at dusk" was approved',
      body: null,
    });
  });

  it('a pending artwork rejected without a reason is "rejected", with no body', async () => {
    const artist = await createArtist(t.db.knex);
    const { id } = await createArtwork(t.db.knex, artist.artistId, {
      title: 'Quiet field',
      approval_status: 'pending',
    });
    const res = await admin.client.patch(`/api/artworks/${id}/approve`, { approved: false, reason: '' });
    expect(res.body.moderation).toMatchObject({ action: 'rejected', reason: null });
    expect(await noticesOf(artist.id)).toEqual([
      expect.objectContaining({ title: 'Your artwork "Quiet field" was rejected', body: null }),
    ]);
  });

  it('a refused move (409) records nothing and notifies no one', async () => {
    const artist = await createArtist(t.db.knex);
    const { id } = await createArtwork(t.db.knex, artist.artistId);
    const res = await admin.client.patch(`/api/artworks/${id}/approve`, { approved: true, reason: 'x' });
    expect(res.status).toBe(409);
    expect(await noticesOf(artist.id)).toEqual([]);
  });

  it('a reason over 1000 characters is refused with a message', async () => {
    const artist = await createArtist(t.db.knex);
    const { id } = await createArtwork(t.db.knex, artist.artistId);
    const res = await admin.client.patch(`/api/artworks/${id}/approve`, {
      approved: false,
      reason: 'x'.repeat(1001),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.reason).toBe('Reason must be at most 1000 characters');
  });
});

describe('an artist profile revoked with a reason', () => {
  it('shows the reason to the artist only and notifies them of each decision', async () => {
    const artist = await createArtist(t.db.knex, { approval_status: 'pending' });
    const artistClient = await signIn(t, artist.email);

    await admin.client.patch(`/api/artists/${artist.artistId}/approve`, { approved: true });
    const revoked = await admin.client.patch(`/api/artists/${artist.artistId}/approve`, {
      approved: false,
      reason: 'Your portfolio links to another artist’s work.',
    });
    expect(ArtistSchema.strict().parse(revoked.body).moderation).toMatchObject({
      action: 'revoked',
      reason: 'Your portfolio links to another artist’s work.',
    });

    const own = await artistClient.get(`/api/artists/${artist.artistId}`);
    expect(own.body.moderation).toMatchObject({ action: 'revoked' });
    expect((await t.client().get(`/api/artists/${artist.artistId}`)).status).toBe(404);
    expect((await t.client().get('/api/artists')).text).not.toContain('another artist');

    // Repeating the decision changes nothing and sends nothing more.
    await admin.client.patch(`/api/artists/${artist.artistId}/approve`, { approved: false });
    expect(await noticesOf(artist.id)).toEqual([
      {
        kind: 'artist_moderated',
        title: 'Your artist profile was approved',
        body: null,
        link: '/artist-dashboard',
      },
      {
        kind: 'artist_moderated',
        title: 'Your artist profile was revoked',
        body: 'Your portfolio links to another artist’s work.',
        link: '/artist-dashboard?tab=profile',
      },
    ]);

    const back = await admin.client.patch(`/api/artists/${artist.artistId}/approve`, { approved: true });
    expect(back.body.moderation).toBeNull();
  });

  it('a pending profile rejected is "rejected"', async () => {
    const artist = await createArtist(t.db.knex, { approval_status: 'pending' });
    const res = await admin.client.patch(`/api/artists/${artist.artistId}/approve`, {
      approved: false,
      reason: 'Please add a bio.',
    });
    expect(res.body.moderation).toMatchObject({ action: 'rejected', reason: 'Please add a bio.' });
    expect(await noticesOf(artist.id)).toEqual([
      expect.objectContaining({ title: 'Your artist profile was rejected', body: 'Please add a bio.' }),
    ]);
  });
});

describe('GET /api/artists?approved=true&hasArtworks=true (featured artists)', () => {
  it('lists approved artists with at least one public artwork only', async () => {
    const withWork = await createArtist(t.db.knex);
    await createArtwork(t.db.knex, withWork.artistId);
    const onlyPending = await createArtist(t.db.knex);
    await createArtwork(t.db.knex, onlyPending.artistId, { approval_status: 'pending' });
    const onlyDeleted = await createArtist(t.db.knex);
    await createArtwork(t.db.knex, onlyDeleted.artistId, { deleted_at: new Date() });
    const none = await createArtist(t.db.knex);
    const revoked = await createArtist(t.db.knex, { approval_status: 'rejected' });
    await createArtwork(t.db.knex, revoked.artistId);

    const res = await t.client().get('/api/artists?approved=true&hasArtworks=true&limit=100');
    expect(res.status).toBe(200);
    const ids = (res.body as Array<{ id: number }>).map((a) => a.id);
    expect(ids).toContain(withWork.artistId);
    for (const hidden of [onlyPending, onlyDeleted, none, revoked])
      expect(ids).not.toContain(hidden.artistId);
  });
});
