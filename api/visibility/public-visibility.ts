import type { Knex } from 'knex';
import type { ApprovalStatus } from '../../contract/enums';

/**
 * What the public may see: the one statement of the rule, for every place that filters by it.
 *
 * - An artist: approved and live (not deleted).
 * - An artwork: approved and live, of a public artist. Revoking or rejecting an artist takes all
 *   their artworks out at once; approving the artist again brings back the ones approved one by one.
 * - A commission: live, of a public artist (the sync scope adds `is_showcase` for what it sends).
 * - An image: live, of a public artwork, a public artist or a public commission.
 *
 * Each rule is a SQL fragment (a boolean expression over the table aliases given; for triggers,
 * the sync scope and `SELECT … AS public` columns) and a Knex modifier built from that fragment
 * (`query.modify(wherePublicArtwork, 'aw', 'a')`); isPublicArtistRow states the artist rule for a
 * row already read. A rule changes here and nowhere else:
 * public-visibility.test.ts evaluates every form against the same rows, and
 * visibility-guard.test.ts fails on a copy of it written anywhere else in api/ or db/.
 */

const ALIAS = /^[a-z_][a-z0-9_]*$/;

/** Aliases are written into SQL: only plain identifiers (they come from code, never from input). */
function alias(name: string): string {
  if (!ALIAS.test(name)) throw new Error(`Not a table alias: ${name}`);
  return name;
}

/** The artist row itself: approved and live. */
export function publicArtistSql(a = 'a'): string {
  return `(${alias(a)}.approval_status = 'approved' AND ${a}.deleted_at IS NULL)`;
}

/**
 * The artwork row itself: approved and live. Its artist is not checked: use it only where the
 * artist is checked apart (an artist's count of public artworks, a query already on public artists).
 */
export function publicArtworkRowSql(aw = 'aw'): string {
  return `(${alias(aw)}.approval_status = 'approved' AND ${aw}.deleted_at IS NULL)`;
}

/** A public artwork, its artist joined as `a`. */
export function publicArtworkSql(aw = 'aw', a = 'a'): string {
  return `(${publicArtworkRowSql(aw)} AND ${publicArtistSql(a)})`;
}

/** A public artwork on its own: its artist is looked up (for queries that do not join it). */
export function publicArtworkAloneSql(aw = 'aw'): string {
  return `(${publicArtworkRowSql(aw)} AND EXISTS (SELECT 1 FROM artists pa
    WHERE pa.id = ${aw}.artist_id AND ${publicArtistSql('pa')}))`;
}

/** The commission row itself: live. Its artist is not checked (see publicArtworkRowSql). */
export function publicCommissionRowSql(c = 'c'): string {
  return `(${alias(c)}.deleted_at IS NULL)`;
}

/** A public commission, its artist joined as `a`. */
export function publicCommissionSql(c = 'c', a = 'a'): string {
  return `(${publicCommissionRowSql(c)} AND ${publicArtistSql(a)})`;
}

/** A public commission on its own: its artist is looked up. */
export function publicCommissionAloneSql(c = 'c'): string {
  return `(${publicCommissionRowSql(c)} AND EXISTS (SELECT 1 FROM artists pa
    WHERE pa.id = ${c}.artist_id AND ${publicArtistSql('pa')}))`;
}

/** A public artwork image (`artwork_images` as `i`), its artwork and artist joined. */
export function publicArtworkImageSql(i = 'i', aw = 'aw', a = 'a'): string {
  return `(${alias(i)}.deleted_at IS NULL AND ${publicArtworkSql(aw, a)})`;
}

/** A public artist image (`artist_images` as `i`), its artist joined. */
export function publicArtistImageSql(i = 'i', a = 'a'): string {
  return `(${alias(i)}.deleted_at IS NULL AND ${publicArtistSql(a)})`;
}

/** A commission's image is public when the commission is. */
export const publicCommissionImageSql = publicCommissionSql;

/**
 * An artist approved now or once (approved, then revoked or rejected; deleted or not): whether
 * the public may have seen them, so a delete of theirs is owed to anonymous devices.
 */
export function everPublicArtistSql(a = 'a'): string {
  return `(${alias(a)}.approval_status = 'approved' OR EXISTS (SELECT 1 FROM moderation_events me
    WHERE me.artist_id = ${a}.id AND me.action IN ('approved', 'revoked')))`;
}

/** An artwork approved now or once, of an artist approved now or once (joined as `a`). */
export function everPublicArtworkSql(aw = 'aw', a = 'a'): string {
  return `((${alias(aw)}.approval_status = 'approved' OR EXISTS (SELECT 1 FROM moderation_events me
    WHERE me.artwork_id = ${aw}.id AND me.action IN ('approved', 'revoked'))) AND ${everPublicArtistSql(a)})`;
}

/**
 * The artist rule for a row already read, in code: approved and not deleted. A row read by a query
 * on live artists only carries no `deletedAt` (it is live).
 */
export function isPublicArtistRow(artist: { approvalStatus: ApprovalStatus; deletedAt?: unknown }): boolean {
  return artist.approvalStatus === 'approved' && (artist.deletedAt ?? null) === null;
}

/** Knex modifiers: the same fragments as WHERE conditions (`.modify(wherePublicArtist, 'a')`). */
export function wherePublicArtist(qb: Knex.QueryBuilder, a = 'a'): Knex.QueryBuilder {
  return qb.whereRaw(publicArtistSql(a));
}

export function wherePublicArtwork(qb: Knex.QueryBuilder, aw = 'aw', a = 'a'): Knex.QueryBuilder {
  return qb.whereRaw(publicArtworkSql(aw, a));
}

export function wherePublicCommission(qb: Knex.QueryBuilder, c = 'c', a = 'a'): Knex.QueryBuilder {
  return qb.whereRaw(publicCommissionSql(c, a));
}

export function wherePublicArtworkImage(
  qb: Knex.QueryBuilder,
  i = 'i',
  aw = 'aw',
  a = 'a',
): Knex.QueryBuilder {
  return qb.whereRaw(publicArtworkImageSql(i, aw, a));
}

export function wherePublicArtistImage(qb: Knex.QueryBuilder, i = 'i', a = 'a'): Knex.QueryBuilder {
  return qb.whereRaw(publicArtistImageSql(i, a));
}
