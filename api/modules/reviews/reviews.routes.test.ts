import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createArtist, createUser, imageForm, signIn, type FixtureUser } from '../../test/fixtures';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let collector: FixtureUser;
let artist: FixtureUser & { artistId: number };
let asCollector: TestClient;
let asArtist: TestClient;
let asStranger: TestClient;
let asAdmin: TestClient;
let asAnon: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  collector = await createUser(t.db.knex, { firstName: 'Casey', lastName: 'Reed' });
  artist = await createArtist(t.db.knex);
  const stranger = await createUser(t.db.knex);
  const admin = await createUser(t.db.knex, { role: 'super_admin' });
  [asCollector, asArtist, asStranger, asAdmin] = await Promise.all([
    signIn(t, collector.email),
    signIn(t, artist.email),
    signIn(t, stranger.email),
    signIn(t, admin.email),
  ]);
  asAnon = t.client();
});
afterAll(() => t.close());

const FUTURE = '2099-03-01';

/** A request moved through the API: proposed with a delivery date and accepted by the collector. */
async function acceptedRequest(title = 'Our dog Pepper'): Promise<number> {
  const created = await asCollector.post('/api/commission-requests', {
    artistId: artist.artistId,
    title,
    description: 'A portrait of our dog Pepper, in oil, 30x40 cm.',
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const proposed = await asArtist.put(`/api/commission-requests/${id}/proposal`, {
    scope: 'Pepper in oil.',
    price: 300,
    deliveryDate: FUTURE,
    milestones: [{ title: 'Full payment', amount: 300 }],
  });
  expect(proposed.status).toBe(200);
  const accepted = await asCollector.post(`/api/commission-requests/${id}/proposal/answer`, {
    answer: 'accept',
    proposalVersion: 1,
  });
  expect(accepted.status).toBe(200);
  return id;
}

async function completedRequest(title?: string): Promise<number> {
  const id = await acceptedRequest(title);
  // Paid, started, delivered; the collector's approval of the (only) milestone completes it.
  expect((await asArtist.post(`/api/commission-requests/${id}/milestones/1/paid`)).status).toBe(200);
  expect((await asArtist.patch(`/api/commission-requests/${id}`, { status: 'in_progress' })).status).toBe(
    200,
  );
  const delivered = await asArtist.request('POST', `/api/commission-requests/${id}/updates`, {
    form: await imageForm({ body: 'The finished painting', deliver: true }, 0),
  });
  expect(delivered.status).toBe(201);
  const approved = await asCollector.post(`/api/commission-requests/${id}/moves`, {
    move: 'approve',
    milestone: 1,
  });
  expect(approved.body.status).toBe('completed');
  return id;
}

const review = (client: TestClient, id: number, rating = 5, text = 'Wonderful to work with, thank you!') =>
  client.post(`/api/commission-requests/${id}/reviews`, { rating, text });
const reviews = (client: TestClient, id: number) => client.get(`/api/commission-requests/${id}/reviews`);
const profile = () => asAnon.get(`/api/artists/${artist.artistId}/reviews`);

describe('who may review, and when', () => {
  it('refuses a review before completion, in words, and says why on the reviews', async () => {
    const id = await acceptedRequest();
    const res = await review(asCollector, id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('REVIEW_NOT_ALLOWED');
    expect(res.body.message).toMatch(/once it is completed/);
    const seen = await reviews(asCollector, id);
    expect(seen.body).toMatchObject({ side: 'collector', canReview: false, mine: null });
  });

  it('keeps reviews blind until both are in; then each side reads the other and the profile counts it', async () => {
    const before = (await profile()).body;
    const id = await completedRequest('Blind reviews');
    expect((await reviews(asArtist, id)).body).toMatchObject({ canReview: true, side: 'artist' });

    const first = await review(asCollector, id, 4, 'Lovely portrait, a week late but worth it.');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      mine: { rating: 4, side: 'collector', authorName: 'Casey Reed' },
      revealed: false,
      canReview: false,
    });
    // The artist learns a review is in, not what it says; the profile does not show it yet.
    const artistView = (await reviews(asArtist, id)).body;
    expect(artistView).toMatchObject({ theirsWritten: true, theirs: null, revealed: false, canReview: true });
    expect((await profile()).body.count).toBe(before.count);
    const notice = await t.db
      .knex('notifications')
      .where({ user_id: artist.id })
      .orderBy('id', 'desc')
      .first('title');
    expect(notice.title).toBe('Casey Reed reviewed "Blind reviews"');

    const second = await review(asArtist, id, 5, 'Clear brief and quick answers. Thank you!');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ revealed: true, theirs: { rating: 4 } });
    expect((await reviews(asCollector, id)).body).toMatchObject({
      revealed: true,
      theirs: { rating: 5, side: 'artist', text: 'Clear brief and quick answers. Thank you!' },
    });
    const after = (await profile()).body;
    expect(after.count).toBe(before.count + 1);
    expect(after.items[0]).toMatchObject({
      rating: 4,
      authorName: 'Casey Reed',
      commissionTitle: 'Blind reviews',
    });
  });

  it('takes one review per side (409 ALREADY_REVIEWED) and checks stars and text (400)', async () => {
    const id = await completedRequest();
    expect((await review(asCollector, id, 6)).status).toBe(400);
    expect((await review(asCollector, id, 5, 'short')).status).toBe(400);
    expect((await review(asCollector, id)).status).toBe(201);
    const again = await review(asCollector, id, 1, 'Changed my mind about this.');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REVIEWED');
  });

  it('keeps the commission from strangers (404) and from admins writing for a side (403)', async () => {
    const id = await completedRequest();
    expect((await reviews(asStranger, id)).status).toBe(404);
    expect((await review(asStranger, id)).status).toBe(404);
    expect((await review(asAdmin, id)).status).toBe(403);
    expect((await reviews(asAnon, id)).status).toBe(401);
  });

  it('closes after 30 days: no more reviews, and a lone review shows', async () => {
    const before = (await profile()).body;
    const id = await completedRequest('Window closed');
    expect((await review(asCollector, id, 3, 'Good, though the colours were off.')).status).toBe(201);
    await t.db
      .knex('commission_requests')
      .where({ id })
      .update({ closed_at: new Date(Date.now() - 31 * 86_400_000) });
    const late = await review(asArtist, id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('REVIEW_WINDOW_CLOSED');
    expect((await reviews(asArtist, id)).body).toMatchObject({ revealed: true, theirs: { rating: 3 } });
    expect((await profile()).body.count).toBe(before.count + 1);
  });

  it('opens a cancellation made after the delivery date, not one made before', async () => {
    const early = await acceptedRequest();
    expect(
      (await asCollector.patch(`/api/commission-requests/${early}`, { status: 'cancelled' })).status,
    ).toBe(200);
    expect((await review(asCollector, early)).body.code).toBe('REVIEW_NOT_ALLOWED');

    const late = await acceptedRequest();
    await t.db
      .knex('commission_requests')
      .where({ id: late })
      .update({ proposal: t.db.knex.raw(`jsonb_set(proposal, '{deliveryDate}', '"2020-01-01"')`) });
    expect(
      (await asCollector.patch(`/api/commission-requests/${late}`, { status: 'cancelled' })).status,
    ).toBe(200);
    const res = await review(asCollector, late, 1, 'Paid the deposit, never heard back.');
    expect(res.status).toBe(201);
  });
});

describe('reports and hiding', () => {
  it('a visitor reports a public review; an admin hides it with a reason; it leaves the profile', async () => {
    const id = await completedRequest('Reported');
    await review(asCollector, id, 1, 'The artist is rude, here is their phone number.');
    // Blind: nobody but its author may report it yet.
    const mine = (await reviews(asCollector, id)).body.mine.id as number;
    expect((await asStranger.post(`/api/reviews/${mine}/report`, { reason: 'Rude' })).status).toBe(404);
    await review(asArtist, id);
    const before = (await profile()).body.count;

    expect(
      (await asStranger.post(`/api/reviews/${mine}/report`, { reason: 'Personal details' })).status,
    ).toBe(204);
    const queue = await asAdmin.get('/api/admin/reviews/reported');
    expect(queue.status).toBe(200);
    expect(queue.body.find((r: { id: number }) => r.id === mine)).toMatchObject({
      commissionTitle: 'Reported',
      reports: [{ reason: 'Personal details' }],
    });
    expect((await asArtist.post(`/api/reviews/${mine}/hide`, { reason: 'Nope' })).status).toBe(403);

    const hidden = await asAdmin.post(`/api/reviews/${mine}/hide`, { reason: 'It shares a phone number' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'It shares a phone number' });
    expect((await profile()).body.count).toBe(before - 1);
    expect((await reviews(asCollector, id)).body.mine).toMatchObject({
      hidden: true,
      hiddenReason: 'It shares a phone number',
    });
    const after = await asAdmin.get('/api/admin/reviews/reported');
    expect(after.body.some((r: { id: number }) => r.id === mine)).toBe(false);
  });
});
