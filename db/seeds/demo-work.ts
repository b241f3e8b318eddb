import type { Knex } from 'knex';

const HOUR = 3_600_000;

type Entry = [
  side: 'artist' | 'collector',
  kind: string,
  milestone: number | null,
  body: string,
  hoursAgo: number,
];

/**
 * The work logs of the demo commissions at work (issue 26, point 3), for Maya Okafor's board
 * (artist@atelier.test): work-in-progress updates, a delivery waiting for approval, and a
 * cancellation after a missed date with its refund recorded. Text only: no image work at seed time.
 */
const LOGS: Record<string, Entry[]> = {
  'Garden in late summer': [
    ['artist', 'delivery', 1, 'The canvas is primed and the composition blocked in.', 120],
    ['collector', 'approval', 1, '', 110],
    ['artist', 'update', 2, 'Colour sketch under way: the dahlias are in, the apple tree next.', 20],
  ],
  'Reading corner': [
    ['artist', 'delivery', 1, 'Work has started: the drawing is on the canvas.', 200],
    ['collector', 'approval', 1, '', 190],
    ['artist', 'update', 2, 'The window light is done; the armchair next.', 60],
    ['artist', 'delivery', 2, 'Finished and varnished. Let me know what you think!', 5],
  ],
  'Lake at Bled': [
    ['artist', 'delivery', 1, 'The canvas is prepared.', 700],
    ['collector', 'approval', 1, '', 690],
    ['artist', 'delivery', 2, 'The sketch of the island and the church.', 500],
    ['collector', 'approval', 2, '', 490],
    ['collector', 'cancellation', null, 'The delivery date passed with no news.', 100],
  ],
};

export async function insertWorkUpdates(trx: Knex, artistIds: Map<string, number>): Promise<void> {
  const maya = (await trx('artists')
    .where({ id: artistIds.get('mayaokafor') })
    .first('user_id')) as { user_id: number };
  const requests = (await trx('commission_requests')
    .where({ artist_id: artistIds.get('mayaokafor') })
    .whereIn('title', Object.keys(LOGS))
    .select('id', 'title', 'user_id')) as Array<{ id: number; title: string; user_id: number }>;
  const now = Date.now();
  await trx('commission_updates').insert(
    requests.flatMap((r) =>
      LOGS[r.title]!.map(([side, kind, milestone, body, hoursAgo]) => ({
        request_id: r.id,
        author_id: side === 'artist' ? maya.user_id : r.user_id,
        kind,
        milestone_number: milestone,
        body,
        created_at: new Date(now - hoursAgo * HOUR).toISOString(),
      })),
    ),
  );
  const bled = requests.find((r) => r.title === 'Lake at Bled');
  if (bled)
    await trx('commission_refunds').insert({
      request_id: bled.id,
      label: 'Sketch approved',
      amount_cents: 22_500,
      provider: 'invoice',
      reason: 'Cancelled after the delivery date passed',
    });
}
