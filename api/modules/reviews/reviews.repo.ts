import type { Knex } from 'knex';
import type { ReviewSide } from '../../../contract/review-rules';
import { REVIEW_WINDOW_DAYS } from '../../../contract/review-rules';
import type { PublicReview, ReportedReview, Review } from '../../../contract/review';
import { iso } from '../../lib/dates';
import { artistNameSql } from '../../lib/sql';
import { publicArtistSql } from '../../visibility/public-visibility';

/** What the review rule and the permission check need of a request (migration 20261126070300). */
export interface ReviewTarget {
  id: number;
  userId: number;
  artistId: number;
  artistUserId: number;
  title: string;
  status: string;
  closedAt: string | null;
  deliveryDate: string | null;
  /** The artist is approved and live: only then are reviews of them public. */
  artistPublic: boolean;
}

/** The request, locked when writing so two reviews of one side cannot both pass the rule. */
export async function findTarget(db: Knex, id: number, lock = false): Promise<ReviewTarget | null> {
  const query = db('commission_requests as r')
    .join('artists as a', 'a.id', 'r.artist_id')
    .where('r.id', id)
    .whereNull('r.deleted_at')
    .first(
      'r.id',
      'r.user_id',
      'r.artist_id',
      'a.user_id as artist_user_id',
      'r.title',
      'r.status',
      'r.closed_at',
      db.raw(`r.proposal->>'deliveryDate' as delivery_date`),
      db.raw(`(${publicArtistSql('a')}) as artist_public`),
    );
  if (lock) void query.forUpdate('r');
  const row = (await query) as
    | {
        id: number;
        user_id: number;
        artist_id: number;
        artist_user_id: number;
        title: string;
        status: string;
        closed_at: Date | null;
        delivery_date: string | null;
        artist_public: boolean;
      }
    | undefined;
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    artistId: row.artist_id,
    artistUserId: row.artist_user_id,
    title: row.title,
    status: row.status,
    closedAt: iso(row.closed_at),
    deliveryDate: row.delivery_date,
    artistPublic: row.artist_public,
  };
}

interface ReviewRow {
  id: number;
  request_id: number;
  side: ReviewSide;
  author_name: string;
  rating: number;
  text: string;
  created_at: Date;
  hidden_at: Date | null;
  hidden_reason: string | null;
}

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  requestId: r.request_id,
  side: r.side,
  authorName: r.author_name,
  rating: r.rating,
  text: r.text,
  createdAt: iso(r.created_at)!,
  hidden: r.hidden_at !== null,
  hiddenReason: r.hidden_reason,
});

// The author's public name: the artist's display name for the artist's side, else "first last".
const AUTHOR_NAME = `CASE WHEN v.side = 'artist' THEN ${artistNameSql('a', 'u')}
  ELSE coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) END`;

function withAuthors(db: Knex): Knex.QueryBuilder {
  return db('commission_reviews as v')
    .join('commission_requests as r', 'r.id', 'v.request_id')
    .join('users as u', 'u.id', 'v.author_user_id')
    .join('artists as a', 'a.id', 'r.artist_id')
    .whereNull('r.deleted_at');
}
const REVIEW_COLUMNS = (db: Knex) => ['v.*', db.raw(`${AUTHOR_NAME} as author_name`)];

export async function reviewsOfRequest(db: Knex, requestId: number): Promise<Review[]> {
  const rows = (await withAuthors(db)
    .where('v.request_id', requestId)
    .select(REVIEW_COLUMNS(db))) as ReviewRow[];
  return rows.map(toReview);
}

export async function insertReview(
  db: Knex,
  row: { requestId: number; side: ReviewSide; authorUserId: number; rating: number; text: string },
): Promise<void> {
  await db('commission_reviews').insert({
    request_id: row.requestId,
    side: row.side,
    author_user_id: row.authorUserId,
    rating: row.rating,
    text: row.text,
  });
}

/**
 * Reviews shown on an artist's profile: written by collectors, not hidden, and revealed (the
 * artist's review is in too, or the 30 days are over: contract/review-rules.ts `reviewsRevealed`).
 */
function visibleOfArtist(db: Knex, artistId: number): Knex.QueryBuilder {
  return withAuthors(db)
    .where('r.artist_id', artistId)
    .where('v.side', 'collector')
    .whereNull('v.hidden_at')
    .where((q) =>
      q
        .whereExists(
          db('commission_reviews as o').whereRaw('o.request_id = v.request_id').where('o.side', 'artist'),
        )
        .orWhereRaw(`r.closed_at + interval '${REVIEW_WINDOW_DAYS} days' <= now()`),
    );
}

export async function artistReviews(
  db: Knex,
  artistId: number,
  limit: number,
): Promise<{ average: number | null; count: number; items: PublicReview[] }> {
  const summary = (await visibleOfArtist(db, artistId).first(
    db.raw('count(*)::int as count'),
    db.raw('round(avg(v.rating), 1)::float as average'),
  )) as {
    count: number;
    average: number | null;
  };
  const rows = (await visibleOfArtist(db, artistId)
    .orderBy([
      { column: 'v.created_at', order: 'desc' },
      { column: 'v.id', order: 'desc' },
    ])
    .limit(limit)
    .select([...REVIEW_COLUMNS(db), 'r.title as commission_title'])) as Array<
    ReviewRow & { commission_title: string }
  >;
  return {
    average: summary.count ? summary.average : null,
    count: summary.count,
    items: rows.map((r) => ({
      id: r.id,
      authorName: r.author_name,
      rating: r.rating,
      text: r.text,
      createdAt: iso(r.created_at)!,
      commissionTitle: r.commission_title,
    })),
  };
}

/** A review with its request's parties, to decide who may see or report it. */
export async function findReview(
  db: Knex,
  id: number,
): Promise<{ review: Review; target: ReviewTarget } | null> {
  const row = (await withAuthors(db).where('v.id', id).first(REVIEW_COLUMNS(db))) as ReviewRow | undefined;
  if (!row) return null;
  const target = await findTarget(db, row.request_id);
  return target ? { review: toReview(row), target } : null;
}

/** One report per reporter and review: reporting again updates the reason and reopens it. */
export async function upsertReport(db: Knex, reviewId: number, userId: number, reason: string) {
  await db('review_reports')
    .insert({ review_id: reviewId, user_id: userId, reason })
    .onConflict(['review_id', 'user_id'])
    .merge({ reason, created_at: db.fn.now(), resolved_at: null });
}

export async function hideReview(db: Knex, id: number, reason: string, byUserId: number) {
  await db('commission_reviews')
    .where({ id })
    .update({ hidden_at: db.fn.now(), hidden_reason: reason, hidden_by_user_id: byUserId });
  await db('review_reports')
    .where({ review_id: id })
    .whereNull('resolved_at')
    .update({ resolved_at: db.fn.now() });
}

/** Reviews with open reports, the oldest report first. */
export async function reportedReviews(db: Knex): Promise<ReportedReview[]> {
  const reports = (await db('review_reports')
    .whereNull('resolved_at')
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('review_id', 'reason', 'created_at')) as Array<{
    review_id: number;
    reason: string;
    created_at: Date;
  }>;
  const ids = [...new Set(reports.map((r) => r.review_id))];
  if (!ids.length) return [];
  const rows = (await withAuthors(db)
    .whereIn('v.id', ids)
    .select([
      ...REVIEW_COLUMNS(db),
      'r.title as commission_title',
      'r.artist_id',
      db.raw(`${artistNameSql('a', 'au')} as artist_name`),
    ])
    .join('users as au', 'au.id', 'a.user_id')) as Array<
    ReviewRow & { commission_title: string; artist_id: number; artist_name: string }
  >;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...toReview(r),
        artistId: r.artist_id,
        artistName: r.artist_name,
        commissionTitle: r.commission_title,
        reports: reports
          .filter((p) => p.review_id === id)
          .map((p) => ({ reason: p.reason, reportedAt: iso(p.created_at)! })),
      },
    ];
  });
}
