import type { PermissionWorld, Role } from './permission-world';
import type { TestClient, TestResponse } from './test-client';

/** The rows of api/test/permission-rows.ts for reviews (issue 26, point 5), kept apart for merges. */
interface ReviewRow {
  owner?: 'artist' | 'buyer';
  call(c: TestClient, w: PermissionWorld, role: Role): Promise<TestResponse>;
  expect: string;
}
type ReviewEndpoint =
  | 'getCommissionReviews'
  | 'writeCommissionReview'
  | 'listArtistReviews'
  | 'reportReview'
  | 'listReportedReviews'
  | 'hideReview';

/** A request of the buyer to the artist, completed just now (its 30 days to review are open). */
async function completedRequest(w: PermissionWorld): Promise<number> {
  const [row] = await w.knex('commission_requests').insert(
    {
      user_id: w.ids.buyerUser,
      artist_id: w.ids.artist,
      title: 'Harbour at dusk',
      description: 'A small harbour scene at dusk, in oil.',
      status: 'completed',
      closed_at: new Date(),
    },
    'id',
  );
  return (row as { id: number }).id;
}

/** A collector's review revealed by the artist's own: public on the artist's profile. */
async function publicReview(w: PermissionWorld): Promise<number> {
  const requestId = await completedRequest(w);
  const rows = await w.knex('commission_reviews').insert(
    [
      { request_id: requestId, side: 'artist', author_user_id: w.ids.artistUser, rating: 5, text: 'A joy.' },
      {
        request_id: requestId,
        side: 'collector',
        author_user_id: w.ids.buyerUser,
        rating: 4,
        text: 'Lovely.',
      },
    ],
    'id',
  );
  return (rows[1] as { id: number }).id;
}

export const REVIEW_ROWS: Record<ReviewEndpoint, ReviewRow> = {
  getCommissionReviews: {
    call: async (c, w) => c.get(`/api/commission-requests/${await w.commissionRequest()}/reviews`),
    expect: '401 404 200 200',
  },
  writeCommissionReview: {
    owner: 'buyer',
    call: async (c, w) =>
      c.post(`/api/commission-requests/${await completedRequest(w)}/reviews`, {
        rating: 5,
        text: 'Beautiful work, delivered on time.',
      }),
    expect: '401 404 201 403',
  },
  listArtistReviews: {
    call: (c, w) => c.get(`/api/artists/${w.ids.artist}/reviews`),
    expect: '200 200 200 200',
  },
  reportReview: {
    call: async (c, w) =>
      c.post(`/api/reviews/${await publicReview(w)}/report`, { reason: 'This is not about the work.' }),
    expect: '401 204 204 204',
  },
  listReportedReviews: { call: (c) => c.get('/api/admin/reviews/reported'), expect: '401 403 403 200' },
  hideReview: {
    call: async (c, w) =>
      c.post(`/api/reviews/${await publicReview(w)}/hide`, { reason: 'Personal details of the artist.' }),
    expect: '401 403 403 200',
  },
};
