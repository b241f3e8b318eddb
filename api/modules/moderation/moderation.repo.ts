import type { Knex } from 'knex';
import type { ModerationEvent, ModerationEventAction } from '../../../contract/moderation';
import { iso } from '../../lib/dates';

/** Whose history an entry belongs to: an artist profile or an artwork. */
export type Subject = { artistId: number } | { artworkId: number };
type Table = 'artists' | 'artworks';

const subjectColumns = (subject: Subject) =>
  'artistId' in subject ? { artist_id: subject.artistId } : { artwork_id: subject.artworkId };

/** Adds one entry to the review history (migration 20261126020000), in the caller's transaction. */
export async function recordModerationEvent(
  db: Knex,
  subject: Subject,
  action: ModerationEventAction,
  note: string | null,
  byUserId: number | null,
): Promise<void> {
  await db('moderation_events').insert({
    ...subjectColumns(subject),
    action,
    note: note?.trim() || null,
    by_user_id: byUserId,
  });
}

/** The review history, newest first. */
export async function moderationHistory(db: Knex, subject: Subject): Promise<ModerationEvent[]> {
  const rows = (await db('moderation_events')
    .where(subjectColumns(subject))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'action', 'note', 'created_at')) as Array<{
    id: number;
    action: ModerationEventAction;
    note: string | null;
    created_at: Date;
  }>;
  return rows.map((r) => ({ id: r.id, action: r.action, note: r.note, at: iso(r.created_at)! }));
}

/** Remembers that the artist changed the row, so an edit after a decision can be sent back for review. */
export async function markEdited(db: Knex, table: Table, id: number): Promise<void> {
  await db(table).where({ id }).update({ edited_at: db.fn.now() });
}

/** What a resubmission checks, read under a row lock. */
export interface ReviewState {
  approvalStatus: string;
  moderatedAt: Date | null;
  editedAt: Date | null;
}

export async function lockReviewState(db: Knex, table: Table, id: number): Promise<ReviewState | null> {
  const row = (await db(table)
    .where({ id })
    .whereNull('deleted_at')
    .forUpdate()
    .first('approval_status', 'moderated_at', 'edited_at')) as
    { approval_status: string; moderated_at: Date | null; edited_at: Date | null } | undefined;
  if (!row) return null;
  return { approvalStatus: row.approval_status, moderatedAt: row.moderated_at, editedAt: row.edited_at };
}

/** Back to the admins' pending queue; an artist profile loses its verified mark until approved. */
export async function backToPending(db: Knex, table: Table, id: number): Promise<void> {
  await db(table)
    .where({ id })
    .update({ approval_status: 'pending', ...(table === 'artists' ? { is_verified: false } : {}) });
}
