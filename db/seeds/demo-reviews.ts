import type { Knex } from 'knex';

const DAY = 86_400_000;

interface DemoReviewed {
  artist: string;
  sender: string;
  title: string;
  description: string;
  priceCents: number;
  /** Days since the commission was completed (its 30 days to review start then). */
  closedDaysAgo: number;
  collector?: [number, string];
  artist_?: [number, string];
}

/**
 * Completed commissions with reviews (issue 26, point 5), for Maya Okafor (artist@atelier.test):
 * one with both reviews in (shown on her profile), one whose 30 days are over with only the
 * collector's (shown too), one where only the collector has reviewed so far (blind: Maya is asked
 * for hers first) and one nobody has reviewed yet (Casey, collector@atelier.test, can).
 */
export const REVIEWED: DemoReviewed[] = [
  {
    artist: 'mayaokafor',
    sender: 'caseycollects',
    title: 'Harbour at first light',
    description: 'A small harbour at dawn, in your quiet blues, for above our kitchen table.',
    priceCents: 95_000,
    closedDaysAgo: 12,
    collector: [5, 'Maya listened to every note and the painting glows in the morning. Worth the wait.'],
    artist_: [5, 'Casey sent clear photos and quick answers. A pleasure to paint for.'],
  },
  {
    artist: 'mayaokafor',
    sender: 'yukit',
    title: 'Portrait of Biscuit',
    description: 'Our old terrier Biscuit, from a photo on the beach. Soft colours, please.',
    priceCents: 48_000,
    closedDaysAgo: 40,
    collector: [4, 'Lovely likeness of Biscuit; it arrived a few days late but beautifully packed.'],
  },
  {
    artist: 'mayaokafor',
    sender: 'marcusbell',
    title: 'Study in ochre',
    description: 'A small study in ochres and greys for a hallway.',
    priceCents: 36_000,
    closedDaysAgo: 3,
    collector: [5, 'Exactly the warmth our hallway needed. Thank you, Maya!'],
  },
  {
    artist: 'mayaokafor',
    sender: 'caseycollects',
    title: 'Wedding bouquet',
    description: 'My sister’s wedding bouquet, peonies and eucalyptus, as a gift for her first anniversary.',
    priceCents: 60_000,
    closedDaysAgo: 2,
  },
];

/** Inserts the reviewed commissions and their reviews; other completed and cancelled requests get their end date. */
export async function insertReviews(trx: Knex, users: Map<string, number>, artistIds: Map<string, number>) {
  await trx('commission_requests')
    .whereIn('status', ['completed', 'cancelled'])
    .whereNull('closed_at')
    .update({ closed_at: trx.raw(`created_at + interval '20 days'`) });
  const artistUser = async (username: string) =>
    (
      (await trx('artists')
        .where({ id: artistIds.get(username) })
        .first('user_id')) as { user_id: number }
    ).user_id;
  for (const r of REVIEWED) {
    const closedAt = new Date(Date.now() - r.closedDaysAgo * DAY);
    const [row] = await trx('commission_requests').insert(
      {
        user_id: users.get(r.sender),
        artist_id: artistIds.get(r.artist),
        title: r.title,
        description: r.description,
        budget_cents: r.priceCents,
        status: 'completed',
        quoted_price_cents: r.priceCents,
        closed_at: closedAt,
        created_at: new Date(closedAt.getTime() - 35 * DAY),
      },
      'id',
    );
    const requestId = (row as { id: number }).id;
    const reviews = [];
    if (r.collector)
      reviews.push({
        request_id: requestId,
        side: 'collector',
        author_user_id: users.get(r.sender),
        rating: r.collector[0],
        text: r.collector[1],
        created_at: new Date(closedAt.getTime() + DAY),
      });
    if (r.artist_)
      reviews.push({
        request_id: requestId,
        side: 'artist',
        author_user_id: await artistUser(r.artist),
        rating: r.artist_[0],
        text: r.artist_[1],
        created_at: new Date(closedAt.getTime() + 2 * DAY),
      });
    if (reviews.length) await trx('commission_reviews').insert(reviews);
  }
}
