import type { Knex } from 'knex';
import type { CommissionRequestStatus } from '../../../contract/enums';
import type {
  ArtistReviews,
  CommissionReviews,
  ReportedReview,
  Review,
  ReviewInput,
} from '../../../contract/review';
import {
  mayReview,
  reviewsRevealed,
  reviewWindow,
  type ReviewableCommission,
  type ReviewSide,
} from '../../../contract/review-rules';
import { isAdmin, requestPartyOf, requireAdmin, type Actor } from '../../auth/permissions';
import type { ServiceDeps, DbDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { getArtist } from '../artists/artists.service';
import { requestLink } from '../commission-requests/request-link';
import { notify, notifyAdmins } from '../notifications/notify';
import * as repo from './reviews.repo';

/** How many reviews an artist's profile lists (the newest; the average counts them all). */
export const PROFILE_REVIEWS = 20;

const now = () => new Date().toISOString();
const other = (side: ReviewSide): ReviewSide => (side === 'artist' ? 'collector' : 'artist');

function commissionOf(target: repo.ReviewTarget): ReviewableCommission {
  return {
    status: target.status as CommissionRequestStatus,
    closedAt: target.closedAt,
    deliveryDate: target.deliveryDate,
  };
}

function sideOf(actor: Actor | null, target: repo.ReviewTarget): ReviewSide | null {
  const party = requestPartyOf(actor, target);
  return party === null ? null : party === 'sender' ? 'collector' : 'artist';
}

const writtenBy = (reviews: Review[]) => ({
  artist: reviews.some((r) => r.side === 'artist'),
  collector: reviews.some((r) => r.side === 'collector'),
});

/** The commission's reviews as one side sees them: its own, and the other's once revealed. */
function present(target: repo.ReviewTarget, side: ReviewSide | null, reviews: Review[]): CommissionReviews {
  const at = now();
  const commission = commissionOf(target);
  const written = writtenBy(reviews);
  const window = reviewWindow(commission, at);
  const revealed = reviewsRevealed(written, window.closesAt, at);
  const verdict = side ? mayReview(commission, side, written, at) : null;
  const theirs = side ? (reviews.find((r) => r.side === other(side)) ?? null) : null;
  return {
    side,
    canReview: !!verdict?.ok,
    reason:
      verdict && !verdict.ok ? verdict.message : side ? null : 'Only the artist and the collector review',
    closesAt: window.closesAt,
    revealed,
    mine: side ? (reviews.find((r) => r.side === side) ?? null) : null,
    theirs: revealed ? theirs : null,
    theirsWritten: !!theirs,
  };
}

/** A stranger must not learn that the request exists: 404, as for a missing id. */
async function targetFor(db: Knex, actor: Actor, id: number, lock = false) {
  const target = await repo.findTarget(db, id, lock);
  if (!target) throw new NotFoundError('Commission request');
  const side = sideOf(actor, target);
  if (!side && !isAdmin(actor)) throw new NotFoundError('Commission request');
  return { target, side };
}

export async function commissionReviews(
  { db }: DbDeps,
  actor: Actor,
  id: number,
): Promise<CommissionReviews> {
  const { target, side } = await targetFor(db, actor, id);
  return present(target, side, await repo.reviewsOfRequest(db, id));
}

/**
 * One review per side, by the rule of contract/review-rules.ts, checked under the request's row
 * lock; a refusal is a 409 in words with the reviews as they now are (an offline review that
 * arrives late becomes a conflict, its text kept by the outbox).
 */
export async function writeReview(
  { db }: DbDeps,
  actor: Actor,
  id: number,
  input: ReviewInput,
): Promise<CommissionReviews> {
  const { target, side } = await targetFor(db, actor, id, true);
  if (!side) throw new ForbiddenError('Only the artist and the collector can review this commission');
  const before = await repo.reviewsOfRequest(db, id);
  const verdict = mayReview(commissionOf(target), side, writtenBy(before), now());
  if (!verdict.ok)
    throw new ConflictError(verdict.message, verdict.code, { current: present(target, side, before) });
  await repo.insertReview(db, {
    requestId: id,
    side,
    authorUserId: actor.id,
    rating: input.rating,
    text: input.text,
  });
  const reviews = await repo.reviewsOfRequest(db, id);
  const result = present(target, side, reviews);
  const author = result.mine!.authorName;
  const recipient = side === 'artist' ? target.userId : target.artistUserId;
  await notify(db, {
    userId: recipient,
    kind: 'request_status',
    title: `${author} reviewed "${target.title}"`,
    body: result.revealed
      ? 'Both reviews are in: you can read theirs now.'
      : 'Leave your review to read theirs: reviews show once both are in or the 30 days are over.',
    link: requestLink(id, side === 'artist' ? 'sender' : 'artist'),
  });
  return result;
}

/** An artist's profile: the visible reviews (written by collectors), their average and count. */
export async function artistReviews(
  deps: ServiceDeps,
  actor: Actor | null,
  id: number,
): Promise<ArtistReviews> {
  await getArtist(deps, actor, id); // 404 for an artist the viewer may not see
  return repo.artistReviews(deps.db, id, PROFILE_REVIEWS);
}

/** Who may see a review: admins, its two sides (the other's once revealed), everyone when public. */
async function visibleReview(db: Knex, actor: Actor, id: number) {
  const found = await repo.findReview(db, id);
  if (!found) throw new NotFoundError('Review');
  const { review, target } = found;
  if (isAdmin(actor)) return found;
  const side = sideOf(actor, target);
  if (side === review.side) return found;
  const window = reviewWindow(commissionOf(target), now());
  const revealed = reviewsRevealed(
    writtenBy(await repo.reviewsOfRequest(db, target.id)),
    window.closesAt,
    now(),
  );
  if (side && revealed) return found;
  const isPublic = review.side === 'collector' && !review.hidden && revealed && target.artistPublic;
  if (!isPublic) throw new NotFoundError('Review');
  return found;
}

/** Reports a review to the admins (once per reporter; again updates the reason). */
export async function reportReview({ db }: DbDeps, actor: Actor, id: number, reason: string): Promise<void> {
  const { review, target } = await visibleReview(db, actor, id);
  await repo.upsertReport(db, id, actor.id, reason);
  await notifyAdmins(db, {
    title: `A review of "${target.title}" by ${review.authorName} was reported`,
    body: reason,
    link: '/admin',
  });
}

export async function reportedReviews({ db }: DbDeps, actor: Actor): Promise<ReportedReview[]> {
  requireAdmin(actor);
  return repo.reportedReviews(db);
}

/** An admin hides a review with a reason: off every profile; its author is told why. */
export async function hideReview({ db }: DbDeps, actor: Actor, id: number, reason: string): Promise<Review> {
  requireAdmin(actor);
  const found = await repo.findReview(db, id);
  if (!found) throw new NotFoundError('Review');
  await repo.hideReview(db, id, reason, actor.id);
  const { target, review } = found;
  await notify(db, {
    userId: review.side === 'artist' ? target.artistUserId : target.userId,
    kind: 'request_status',
    title: `Your review of "${target.title}" was hidden by an admin`,
    body: reason,
    link: requestLink(target.id, review.side === 'artist' ? 'artist' : 'sender'),
  });
  return (await repo.findReview(db, id))!.review;
}
