import type { ModerationEventAction } from '../../../contract/moderation';
import type { DbDeps } from '../../deps';
import * as repo from './moderation.repo';

// What the artworks and artists modules tell moderation: an admin's decision goes into the
// history; the artist's edit after a decision allows a resubmission (moderation.service.ts).

/** An admin's decision (or the artist's resubmission) on an artwork or artist profile, in its history. */
export async function recordDecision(
  { db }: DbDeps,
  subject: repo.Subject,
  action: ModerationEventAction,
  reason: string | null,
  byUserId: number,
): Promise<void> {
  await repo.recordModerationEvent(db, subject, action, reason, byUserId);
}

/** The artist edited the artwork or profile: once rejected, it may now be submitted again. */
export async function noteEdited({ db }: DbDeps, table: 'artists' | 'artworks', id: number): Promise<void> {
  await repo.markEdited(db, table, id);
}
