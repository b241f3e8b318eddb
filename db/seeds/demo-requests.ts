import type { Knex } from 'knex';
import { REQUESTS } from './demo-data';

// The demo's commission requests (issue 26): sent, quoted, accepted and at work, with proposals in the
// state machine's shape. db/seeds/demo.ts runs them after the artists.

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

export async function insertRequests(trx: Knex, users: Map<string, number>, artistIds: Map<string, number>) {
  await trx('commission_requests').insert(
    REQUESTS.map((r, i) => ({
      user_id: users.get(r.sender),
      artist_id: artistIds.get(r.artist),
      title: r.title,
      description: r.description,
      budget_cents: r.budget * 100,
      preferred_medium: r.preferredMedium,
      dimensions: r.dimensions ?? null,
      deadline: new Date(Date.now() + (45 + i * 9) * DAY).toISOString().slice(0, 10),
      reference_images: i % 3 === 0 ? ['https://images.example.org/reference-1.jpg'] : [],
      status: r.status,
      artist_notes: r.artistNotes ?? null,
      quoted_price_cents: r.quotedPrice ? r.quotedPrice * 100 : null,
      estimated_completion: r.quotedPrice ? deliveryDateOf(r, i) : null,
      proposal: proposalOf(r, i),
      created_at: ago(40 - i * 3),
    })),
  );
}

/** The demo request's delivery date: weeks ahead, or passed for one cancelled after it. */
function deliveryDateOf(r: { overdueDays?: number }, i: number): string {
  const days = r.overdueDays ? -r.overdueDays : 30 + i * 5;
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

type MilestoneSeed = [
  title: string,
  amount: number,
  deliverable: string,
  nonRefundable: boolean,
  state: 'unpaid' | 'paid' | 'void',
  work?: 'waiting' | 'delivered' | 'approved',
  refundDue?: boolean,
];
/**
 * A demo request's proposal (issue 26) in the state machine's shape: quoted ones sent two days ago
 * (open for five more), accepted and in-progress ones with their paid milestones.
 */
function proposalOf(
  r: {
    quotedPrice?: number;
    scope?: string;
    milestones?: (string | number | boolean)[][];
    /** Its delivery date passed this many days ago. */
    overdueDays?: number;
  },
  i: number,
) {
  if (!r.milestones || !r.quotedPrice) return null;
  const sentAt = new Date(Date.now() - (r.overdueDays ? 40 : 2) * DAY);
  return JSON.stringify({
    version: 1,
    scope: r.scope ?? '',
    priceCents: r.quotedPrice * 100,
    deliveryDate: deliveryDateOf(r, i),
    sentAt: sentAt.toISOString(),
    expiresAt: new Date(sentAt.getTime() + 7 * DAY).toISOString(),
    milestones: (r.milestones as MilestoneSeed[]).map(
      ([title, amount, deliverable, nonRefundable, state, work, refundDue]) => ({
        title,
        amountCents: Math.round(amount * 100),
        deliverable,
        nonRefundable,
        state,
        ...(work ? { work } : {}),
        ...(refundDue ? { refund: 'due' } : {}),
      }),
    ),
  });
}
