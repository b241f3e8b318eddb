import { z } from 'zod';
import './zod-config';
import { IsoDateTimeSchema } from './common';
import { MODERATION_REASON_MAX } from './approval';
import { REVIEW_TEXT_MAX } from './review-rules';

/** Reviews of a commission (issue 26, point 5): one per side, 1–5 stars and text, blind until both are in. */
export const ReviewSideSchema = z.enum(['artist', 'collector']);

export const ReviewSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  /** Who wrote it: the artist (about the collector) or the collector (about the artist). */
  side: ReviewSideSchema,
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: IsoDateTimeSchema,
  /** An admin hid it (after a report), with their reason; hidden reviews show on no profile. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** `GET /api/commission-requests/:id/reviews`: what one side of the commission sees. */
export const CommissionReviewsSchema = z.object({
  /** The viewer's side (null for an admin reading someone else's). */
  side: ReviewSideSchema.nullable(),
  /** May the viewer write their review now; if not, why (in words). */
  canReview: z.boolean(),
  reason: z.string().nullable(),
  /** When the 30 days to review end (null when the commission cannot be reviewed). */
  closesAt: IsoDateTimeSchema.nullable(),
  /** Both reviews are shown (both are in, or the window closed). */
  revealed: z.boolean(),
  mine: ReviewSchema.nullable(),
  /** The other side's review: null until revealed (or when there is none). */
  theirs: ReviewSchema.nullable(),
  /** The other side has written theirs (shown once revealed). */
  theirsWritten: z.boolean(),
});
export type CommissionReviews = z.infer<typeof CommissionReviewsSchema>;

export const ReviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  text: z
    .string()
    .trim()
    .min(10, 'Say a few words (at least 10 characters)')
    .max(REVIEW_TEXT_MAX, `A review is at most ${REVIEW_TEXT_MAX} characters`),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** A review on an artist's public profile (written by a collector, revealed and not hidden). */
export const PublicReviewSchema = ReviewSchema.pick({
  id: true,
  authorName: true,
  rating: true,
  text: true,
  createdAt: true,
}).extend({ commissionTitle: z.string() });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ArtistReviewsSchema = z.object({
  /** Average stars of the visible reviews, one decimal; null with none. */
  average: z.number().nullable(),
  count: z.number().int(),
  items: z.array(PublicReviewSchema),
});
export type ArtistReviews = z.infer<typeof ArtistReviewsSchema>;

const ReasonSchema = z
  .string()
  .trim()
  .min(3, 'Say why (at least 3 characters)')
  .max(MODERATION_REASON_MAX, `At most ${MODERATION_REASON_MAX} characters`);

/** Reporting a review to the admins, and an admin hiding it: both with a reason. */
export const ReviewReportInputSchema = z.object({ reason: ReasonSchema });
export const ReviewHideInputSchema = z.object({ reason: ReasonSchema });

/** A reported review in the admins' queue. */
export const ReportedReviewSchema = ReviewSchema.extend({
  artistId: z.number().int(),
  artistName: z.string(),
  commissionTitle: z.string(),
  reports: z.array(z.object({ reason: z.string(), reportedAt: IsoDateTimeSchema })),
});
export type ReportedReview = z.infer<typeof ReportedReviewSchema>;
