import type { Moderation } from '@contract/artist';
import type { ApprovalStatus } from '@contract/enums';
import type { ModerationEvent } from '@contract/moderation';

/** What is sent back for review: an artwork or an artist profile, as the artist calls it. */
export type ReviewSubject = 'artwork' | 'profile';

interface Reviewable {
  approvalStatus: ApprovalStatus;
  moderation?: Moderation | null;
}

/**
 * 'Submit for review again' (issue 25, point 6): offered for a rejected or revoked item once the
 * artist has edited it since the admin's decision; before that, a hint says what to do first.
 */
export function resubmitState(
  item: Reviewable,
  subject: ReviewSubject,
): { offer: true } | { offer: false; hint: string | null } {
  if (item.approvalStatus !== 'rejected') return { offer: false, hint: null };
  if (item.moderation?.editedSince) return { offer: true };
  const what = subject === 'artwork' ? 'this artwork' : 'your profile';
  return {
    offer: false,
    hint: `Edit ${what} to address the admin's reason, then you can submit it for review again.`,
  };
}

/** The note the artist typed, or nothing when blank. */
export function noteToSend(note: string): string | null {
  return note.trim() || null;
}

const LABELS: Record<ModerationEvent['action'], string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Approval revoked',
  resubmitted: 'Submitted for review again',
};

/** One line of the history, in words: what happened, and whose words the note is. */
export function historyLine(event: ModerationEvent): { label: string; noteLabel: string | null } {
  const noteLabel = event.note ? (event.action === 'resubmitted' ? "Artist's note" : 'Reason') : null;
  return { label: LABELS[event.action], noteLabel };
}
