import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { artworkOf, createWorld, parseArtwork, signedUser, type World } from './artworks.test-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const approve = (id: number, approved: unknown, client = w.admin.client) =>
  client.patch(`/api/artworks/${id}/approve`, { approved });

describe('PATCH /api/artworks/{id}/approve', () => {
  it.each([
    ['pending', true, 'approved'],
    ['pending', false, 'rejected'],
    ['approved', false, 'rejected'],
    ['rejected', true, 'approved'],
  ] as const)('moves %s with approved=%s to %s and returns the artwork', async (from, approved, to) => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: from });
    const res = await approve(id, approved);
    expect(res.status).toBe(200);
    expect(parseArtwork(res.body)).toMatchObject({ id, approvalStatus: to });
    expect((await w.anon.get(`/api/artworks/${id}`)).status).toBe(to === 'approved' ? 200 : 404);
  });

  it.each([
    ['approved', true],
    ['rejected', false],
  ] as const)(
    'refuses %s with approved=%s: 409 INVALID_TRANSITION with the current status',
    async (from, approved) => {
      const { id } = await artworkOf(t, w.artist.artistId, { approval_status: from });
      const res = await approve(id, approved);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_TRANSITION', current: from });
      expect(res.body.message).toContain(from);
    },
  );

  it('lets app_admin and super_admin approve too', async () => {
    for (const role of ['app_admin', 'super_admin'] as const) {
      const who = await signedUser(t, role);
      const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
      expect((await approve(id, true, who.client)).status).toBe(200);
    }
  });

  it('refuses the artist approving their own artwork', async () => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    expect((await approve(id, true, w.artist.client)).status).toBe(403);
    expect((await w.admin.client.get(`/api/artworks/${id}`)).body.approvalStatus).toBe('pending');
  });

  it.each([[undefined], ['yes'], [1], [null]])('answers 400 for approved=%j', async (approved) => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    const res = await approve(id, approved);
    expect(res.status).toBe(400);
    expect(res.body.fields.approved).toEqual(expect.any(String));
  });

  it('replays an approval sent twice with one Idempotency-Key instead of answering 409', async () => {
    const { id } = await artworkOf(t, w.artist.artistId, { approval_status: 'pending' });
    const headers = { 'Idempotency-Key': `approve-${id}` };
    const first = await w.admin.client.patch(`/api/artworks/${id}/approve`, { approved: true }, { headers });
    const again = await w.admin.client.patch(`/api/artworks/${id}/approve`, { approved: true }, { headers });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
  });
});
