import type { Knex } from 'knex';
import type { ModerationAction } from '../../contract/approval';
import type { Moderation } from '../../contract/artist';
import type { ApprovalStatus } from '../../contract/enums';
import { iso } from './dates';

/** The moderation columns of artists and artworks (migration 20261124000500). */
export interface ModerationColumns {
  approval_status: ApprovalStatus;
  moderation_action?: string | null;
  moderation_reason?: string | null;
  moderated_at?: Date | null;
  edited_at?: Date | null;
}

/**
 * The last rejection or revoke, only while the row is not approved: an unapproved artist or
 * artwork is visible to its artist and admins alone, so the reason never reaches the public.
 */
export function moderationOf(row: ModerationColumns): Moderation | null {
  if (row.approval_status === 'approved' || !row.moderated_at) return null;
  if (row.moderation_action !== 'rejected' && row.moderation_action !== 'revoked') return null;
  return {
    action: row.moderation_action,
    reason: row.moderation_reason ?? null,
    at: iso(row.moderated_at)!,
    editedSince: !!row.edited_at && row.edited_at > row.moderated_at,
  };
}

/** The columns a decision writes: an approval forgets the earlier reason. */
export function moderationValues(db: Knex, moderation: { action: ModerationAction; reason: string | null }) {
  return {
    moderation_action: moderation.action,
    moderation_reason: moderation.action === 'approved' ? null : moderation.reason?.trim() || null,
    moderated_at: db.fn.now(),
  };
}
