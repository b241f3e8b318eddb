import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArtworkSchema } from '../../../contract/artwork';
import { ModerationHistorySchema } from '../../../contract/moderation';
import { createArtwork } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedArtist, signedUser, type Signed } from '../artists/artists.test-world';
import type { FixtureUser } from '../../test/fixtures';

let t: TestApp;
let admin: Signed<FixtureUser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedUser(t, 'admin');
});
afterAll(() => t.close());

const reviewNotices = (userId: number) =>
  t.db.knex('notifications').where({ user_id: userId, kind: 'review_requested' }).orderBy('id');

describe('a rejected artwork sent back for review', () => {
  it('is refused until edited, then goes back to pending, tells the admins and shows the history', async () => {
    const artist = await signedArtist(t, { display_name: 'Mara Quell' });
    const { id } = await createArtwork(t.db.knex, artist.artistId, {
      title: 'Harbour at dusk',
      approval_status: 'pending',
    });
    const rejected = await admin.client.patch(`/api/artworks/${id}/approve`, {
      approved: false,
      reason: 'The photo is blurred',
    });
    expect(rejected.body.moderation).toMatchObject({ action: 'rejected', editedSince: false });

    const early = await artist.client.post(`/api/artworks/${id}/resubmit`, { note: 'Please look again' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Edit your artwork to address the admin's reason/);

    const edited = await artist.client.patch(`/api/artworks/${id}`, { description: 'A sharper photo now' });
    expect(edited.body.moderation).toMatchObject({ action: 'rejected', editedSince: true });

    const res = await artist.client.post(`/api/artworks/${id}/resubmit`, {
      note: '  New photo, in daylight  ',
    });
    expect(res.status).toBe(200);
    expect(ArtworkSchema.strict().parse(res.body).approvalStatus).toBe('pending');
    const queue = await admin.client.get(`/api/artworks?status=pending&artistId=${artist.artistId}`);
    expect(queue.body.map((a: { id: number }) => a.id)).toContain(id);

    expect(await reviewNotices(admin.id)).toEqual([
      expect.objectContaining({
        title: '"Harbour at dusk" by Mara Quell was submitted for review again',
        body: 'New photo, in daylight',
        link: '/admin/artworks',
      }),
    ]);

    // Once more would ask the admin twice: refused while pending.
    const twice = await artist.client.post(`/api/artworks/${id}/resubmit`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/Only a rejected artwork .* this one is pending/);

    await admin.client.patch(`/api/artworks/${id}/approve`, { approved: true });
    for (const client of [artist.client, admin.client]) {
      const history = await client.get(`/api/artworks/${id}/moderation-history`);
      expect(history.status).toBe(200);
      expect(ModerationHistorySchema.parse(history.body).items.map((e) => [e.action, e.note])).toEqual([
        ['approved', null],
        ['resubmitted', 'New photo, in daylight'],
        ['rejected', 'The photo is blurred'],
      ]);
    }
  });

  it('is a 404 to a stranger, for the resubmission and the history alike', async () => {
    const artist = await signedArtist(t);
    const stranger = await signedArtist(t);
    const { id } = await createArtwork(t.db.knex, artist.artistId, { approval_status: 'rejected' });
    expect((await stranger.client.post(`/api/artworks/${id}/resubmit`, {})).status).toBe(404);
    expect((await stranger.client.get(`/api/artworks/${id}/moderation-history`)).status).toBe(404);
    expect((await t.client().get(`/api/artworks/${id}/moderation-history`)).status).toBe(401);
  });

  it('a revoked artwork may come back too, and an over-long note is refused in words', async () => {
    const artist = await signedArtist(t);
    const { id } = await createArtwork(t.db.knex, artist.artistId, { title: 'Quiet field' });
    await admin.client.patch(`/api/artworks/${id}/approve`, { approved: false, reason: 'Not original' });
    await artist.client.patch(`/api/artworks/${id}`, { title: 'Quiet field (my own)' });
    const long = await artist.client.post(`/api/artworks/${id}/resubmit`, { note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Note must be at most 1000 characters');
    const ok = await artist.client.post(`/api/artworks/${id}/resubmit`, {});
    expect(ok.body.approvalStatus).toBe('pending');
  });
});

describe('a rejected artist profile sent back for review', () => {
  it('goes back to pending once edited and both sides see the history', async () => {
    const artist = await signedArtist(t, { approval_status: 'pending', display_name: 'Ivo Brand' });
    await admin.client.patch(`/api/artists/${artist.artistId}/approve`, {
      approved: false,
      reason: 'Add a bio about your work',
    });
    const early = await artist.client.post(`/api/artists/${artist.artistId}/resubmit`, {});
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Edit your artist profile/);

    await artist.client.patch(`/api/artists/${artist.artistId}`, { bio: 'I paint harbours in oil.' });
    const res = await artist.client.post(`/api/artists/${artist.artistId}/resubmit`, { note: 'Bio added' });
    expect(res.status).toBe(200);
    expect(res.body.approvalStatus).toBe('pending');
    expect((await reviewNotices(admin.id)).at(-1)).toMatchObject({
      title: "Ivo Brand's artist profile was submitted for review again",
      body: 'Bio added',
      link: '/admin/artists',
    });

    const stranger = await signedUser(t, 'user');
    expect((await stranger.client.get(`/api/artists/${artist.artistId}/moderation-history`)).status).toBe(
      404,
    );
    const history = await admin.client.get(`/api/artists/${artist.artistId}/moderation-history`);
    expect(history.body.items.map((e: { action: string }) => e.action)).toEqual(['resubmitted', 'rejected']);
  });
});
