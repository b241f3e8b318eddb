import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  ArtistReviewsSchema,
  CommissionReviewsSchema,
  ReportedReviewSchema,
  ReviewHideInputSchema,
  ReviewInputSchema,
  ReviewReportInputSchema,
  ReviewSchema,
} from '../review';
import { IdParams } from './params';

/**
 * Reviews of commissions (issue 26, point 5). A commission's reviews are for its two sides (and
 * admins): a stranger gets 404 as for a missing request. An artist's visible reviews are public.
 */
export const reviewEndpoints = defineEndpoints({
  getCommissionReviews: {
    auth: 'user',
    method: 'GET',
    path: '/api/commission-requests/:id/reviews',
    summary: "A commission's reviews as the viewer may see them (blind until both are in)",
    tag: 'Reviews',
    params: IdParams,
    notFound: 'Commission request',
    response: CommissionReviewsSchema,
    errors: [401, 404],
  },
  writeCommissionReview: {
    auth: 'user',
    method: 'POST',
    path: '/api/commission-requests/:id/reviews',
    summary: 'Leave your one review of a completed commission (1–5 stars and text, within 30 days)',
    tag: 'Reviews',
    params: IdParams,
    notFound: 'Commission request',
    body: ReviewInputSchema,
    response: CommissionReviewsSchema,
    status: 201,
    errors: [401, 403, 404, 409],
  },
  listArtistReviews: {
    method: 'GET',
    path: '/api/artists/:id/reviews',
    summary: "An artist's visible reviews with their average and count",
    tag: 'Reviews',
    params: IdParams,
    notFound: 'Artist',
    response: ArtistReviewsSchema,
    errors: [404],
  },
  reportReview: {
    auth: 'user',
    method: 'POST',
    path: '/api/reviews/:id/report',
    summary: 'Report a review to the admins, with a reason',
    tag: 'Reviews',
    params: IdParams,
    notFound: 'Review',
    body: ReviewReportInputSchema,
    response: null,
    status: 204,
    errors: [401, 404],
  },
  listReportedReviews: {
    auth: 'user',
    method: 'GET',
    path: '/api/admin/reviews/reported',
    summary: 'Reviews reported and not yet decided, oldest report first (admin)',
    tag: 'Reviews',
    response: z.array(ReportedReviewSchema),
    errors: [401, 403],
  },
  hideReview: {
    auth: 'user',
    method: 'POST',
    path: '/api/reviews/:id/hide',
    summary: 'Hide a review from every profile, with a reason (admin)',
    tag: 'Reviews',
    params: IdParams,
    notFound: 'Review',
    body: ReviewHideInputSchema,
    response: ReviewSchema,
    errors: [401, 403, 404],
  },
});
