import type { Knex } from 'knex';
import { toCents } from '../../../contract/common';
import type { CommissionRequestInput } from '../../../contract/commission-request';
import type { CommissionRequestStatus } from '../../../contract/enums';
import type { Proposal } from '../../../contract/commission-machine';

// Commission requests written: sent, then moved on by the state machine (read: commission-requests.repo.ts).

export async function insertRequest(
  db: Knex,
  userId: number,
  input: CommissionRequestInput,
  waitlisted = false,
): Promise<number> {
  const [row] = await db('commission_requests')
    .insert({
      user_id: userId,
      artist_id: input.artistId,
      title: input.title,
      description: input.description,
      budget_cents: input.budget === null || input.budget === undefined ? null : toCents(input.budget),
      preferred_medium: input.preferredMedium || null,
      dimensions: input.dimensions || null,
      deadline: input.deadline || null,
      reference_images: input.referenceImages ?? [],
      service_id: input.serviceId ?? null,
      waitlisted,
      status: 'pending',
    })
    .returning('id');
  return (row as { id: number }).id;
}

export interface RequestChange {
  status: CommissionRequestStatus;
  artistNotes?: string | null;
  quotedPriceCents?: number | null;
  estimatedCompletion?: string | null;
  statusReason?: string | null;
  waitlisted?: boolean;
  /** The proposal as the state machine left it (null removes it). */
  proposal?: Proposal | null;
}

/** Writes only the fields given; undefined keeps the stored value. */
export async function updateRequest(db: Knex, id: number, change: RequestChange): Promise<void> {
  const patch: Record<string, unknown> = { status: change.status };
  if (change.artistNotes !== undefined) patch.artist_notes = change.artistNotes || null;
  if (change.quotedPriceCents !== undefined) patch.quoted_price_cents = change.quotedPriceCents;
  if (change.estimatedCompletion !== undefined) patch.estimated_completion = change.estimatedCompletion;
  if (change.statusReason !== undefined) patch.status_reason = change.statusReason || null;
  if (change.waitlisted !== undefined) patch.waitlisted = change.waitlisted;
  if (change.proposal !== undefined)
    patch.proposal = change.proposal === null ? null : JSON.stringify(change.proposal);
  await db('commission_requests').where({ id }).update(patch);
}
