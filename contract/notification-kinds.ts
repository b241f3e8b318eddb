/**
 * What a notification is about (issue 13). Zod-free so the web shell can read it. The server renders
 * each notification's text when it is created (`api/modules/notifications/notify.ts`).
 */
export const NOTIFICATION_KINDS = [
  /** Artist: a commission request arrived. */
  'request_received',
  /** Either party of a commission request or a direct conversation: a new message. */
  'message_received',
  /** Sender: the artist quoted, revised the quote, declined, started, completed. */
  'request_status',
  /** Artist: the sender accepted or declined the quote, or cancelled. */
  'quote_answered',
  /** Artist: an artwork approved or rejected (with the reason when one was given). */
  'artwork_moderated',
  /** Artist: the artist profile approved, rejected or revoked. */
  'artist_moderated',
  /** Admin: an artist submitted a rejected artwork or profile for review again, with their note. */
  'review_requested',
  /** Follower: an artist you follow has a new public artwork. */
  'followed_artist_artwork',
  /** Artist: an order of one of your works was placed; buyer: placed, paid, shipped, delivered, cancelled, expired. */
  'order_update',
  /** Collector: a milestone's invoice, a work-in-progress update, a delivery, an extension request, extra revisions offered. */
  'commission_work',
  /** Artist: a delivery approved or sent back for a revision, an extension answered, revisions bought, a cancellation. */
  'commission_feedback',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
