import { MODERATION_REASON_MAX } from '@contract/approval';

/** A reject or revoke waiting for the admin's confirmation and optional reason (issue 13). */
export interface ModerationPrompt {
  decision: 'reject' | 'revoke';
  kind: 'artwork' | 'artist';
  /** The artwork's title or the artist's name. */
  subject: string;
}

export const REASON_LABEL = 'Reason for the artist (optional)';
export const REASON_HELP = 'The artist sees this on their dashboard and in their notifications.';
export { MODERATION_REASON_MAX };

/** The question, what the public will see afterwards, and the confirm button's label. */
export function moderationPromptText({ decision, kind, subject }: ModerationPrompt): {
  title: string;
  message: string;
  confirmLabel: string;
} {
  const verb = decision === 'reject' ? 'Reject' : 'Revoke';
  const title = `${verb} “${subject}”?`;
  if (kind === 'artwork') {
    return {
      title,
      message:
        decision === 'reject'
          ? 'The artwork will not appear in the galleries. The artist can still see it on their dashboard.'
          : 'The artwork is taken out of the galleries at once. The artist can still see it on their dashboard.',
      confirmLabel: decision === 'reject' ? 'Reject artwork' : 'Revoke approval',
    };
  }
  return {
    title,
    message:
      decision === 'reject'
        ? 'The profile will not be public and none of their artworks will appear in the galleries.'
        : 'The profile stops being public at once and all of their artworks are hidden from the galleries.',
    confirmLabel: decision === 'reject' ? 'Reject artist' : 'Revoke approval',
  };
}

/** What the API receives: a blank reason is no reason. */
export function reasonToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed.slice(0, MODERATION_REASON_MAX) : null;
}
