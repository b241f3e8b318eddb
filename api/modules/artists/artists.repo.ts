import type { Knex } from 'knex';
import type { Artist, SocialLinks } from '../../../contract/artist';
import { moderationOf, type ModerationColumns } from '../../lib/moderation';
import type { ApprovalStatus, ArtistSort } from '../../../contract/enums';
import { pageSize } from '../../../contract/paging';
import { cursorValues, keysetQuery, pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { asIs, shaped, type Bind } from '../../lib/shaped-query';
import { isoSql } from '../../lib/dates';
import { likePattern } from '../../lib/sql';
import { imageFields } from '../../images/image-urls';
import type { Storage } from '../../storage/storage';
import { publicArtworkRowSql, wherePublicArtist } from '../../visibility/public-visibility';

/** An artist as stored, with the owner's email; the service decides whether the viewer sees it. */
export type ArtistRecord = Artist & { email: string };

interface ArtistRow extends ModerationColumns {
  id: number;
  user_id: number;
  display_name: string | null;
  bio: string | null;
  specialties: string[];
  website: string | null;
  portfolio_url: string | null;
  social_links: SocialLinks | null;
  is_verified: boolean;
  approval_status: ApprovalStatus;
  version: number;
  /** Written by PostgreSQL as the API sends them (`selectArtist`). */
  created_at: string;
  updated_at: string;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  image_key: string | null;
  image_url: string | null;
  sizes: number[] | null;
  artwork_count: number;
}

/**
 * The profile image: the one marked is_profile_image, else one of type 'profile', else the first
 * portfolio image, else the first image at all.
 */
const PROFILE_IMAGE_LATERAL = `LEFT JOIN LATERAL (
  SELECT i.image_key, i.image_url, i.sizes FROM artist_images i
  WHERE i.artist_id = a.id AND i.deleted_at IS NULL
  ORDER BY i.is_profile_image DESC, (i.image_type = 'profile') DESC, (i.image_type = 'portfolio') DESC, i.position, i.id
  LIMIT 1
) pi ON true`;

const ARTWORK_COUNT = `(SELECT count(*)::int FROM artworks w
  WHERE w.artist_id = a.id AND ${publicArtworkRowSql('w')}) AS artwork_count`;

function toArtist(row: ArtistRow, storage: Storage): ArtistRecord {
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  const socialLinks = row.social_links ?? {};
  const image = imageFields(storage, row);
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    displayName: row.display_name?.trim() || fullName || row.username,
    email: row.email,
    bio: row.bio,
    specialties: row.specialties ?? [],
    // The profile form edits socialLinks.website; the website column is kept for imported data.
    website: row.website ?? socialLinks.website ?? null,
    portfolioUrl: row.portfolio_url,
    socialLinks,
    profileImageUrl: image.imageUrl,
    profileImageVariants: image.variants,
    isVerified: row.is_verified,
    approvalStatus: row.approval_status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
    artworkCount: Number(row.artwork_count),
    moderation: moderationOf(row),
  };
}

/** Live artists joined with their user; every read goes through here (deleted_at IS NULL). */
function baseQuery(db: Knex): Knex.QueryBuilder {
  return db('artists as a').join('users as u', 'u.id', 'a.user_id').whereNull('a.deleted_at');
}

/**
 * An artist's own columns as `toArtist` reads them: not `a.*`, whose `search_text`, payment
 * account and `deleted_at` each row carried for nothing (issue 29), and the timestamps written as
 * the API sends them, not parsed and reformatted per row.
 */
const ROW_COLUMNS = [
  'id',
  'user_id',
  'display_name',
  'bio',
  'specialties',
  'website',
  'portfolio_url',
  'social_links',
  'is_verified',
  'approval_status',
  'version',
  'moderation_action',
  'moderation_reason',
  'moderated_at',
  'edited_at',
].map((column) => `a.${column}`);

function selectArtist(db: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .joinRaw(PROFILE_IMAGE_LATERAL)
    .select(
      ...ROW_COLUMNS,
      db.raw(`${isoSql('a.created_at')} as created_at`),
      db.raw(`${isoSql('a.updated_at')} as updated_at`),
      'u.first_name',
      'u.last_name',
      'u.username',
      'u.email',
      'pi.image_key',
      'pi.image_url',
      'pi.sizes',
    )
    .select(db.raw(ARTWORK_COUNT));
}

export interface ArtistFilter {
  /** Unapproved artists the viewer may see besides approved ones: all, one id, or none. */
  unapproved: 'all' | number | null;
  approvedOnly?: boolean;
  userId?: number;
  search?: string;
  specialty?: string;
  /** Only artists with at least one public artwork. */
  hasArtworks?: boolean;
}

/** `bind` names the values of a shaped page (api/lib/shaped-query.ts: see `shapedPage`). */
function applyFilter(query: Knex.QueryBuilder, filter: ArtistFilter, bind: Bind = asIs): Knex.QueryBuilder {
  const { unapproved } = filter;
  if (filter.approvedOnly || unapproved === null) query.modify(wherePublicArtist, 'a');
  else if (unapproved !== 'all') {
    query.where((q) =>
      q.modify(wherePublicArtist, 'a').orWhere('a.id', bind('unapproved', unapproved) as number),
    );
  }
  if (filter.userId !== undefined) query.where('a.user_id', bind('userId', filter.userId) as number);
  // A public artwork: approved and live (the artist's own approval is the filter above).
  if (filter.hasArtworks) {
    query.whereExists((q) =>
      q
        .select(1)
        .from('artworks as hw')
        .whereRaw(`hw.artist_id = a.id AND ${publicArtworkRowSql('hw')}`),
    );
  }
  // Display name, "first last", username, bio and specialties (migration 20261123000100).
  if (filter.search) {
    query.whereRaw(`a.search_text ILIKE ? ESCAPE '\\'`, [
      bind('search', likePattern(filter.search)) as string,
    ]);
  }
  if (filter.specialty) {
    query.whereRaw('EXISTS (SELECT 1 FROM unnest(a.specialties) s WHERE lower(s) = lower(?))', [
      bind('specialty', filter.specialty) as string,
    ]);
  }
  return query;
}

/** Recent first, or verified first then recent; indexed by migration 20261123000100. */
export const ARTIST_SORTS: Record<ArtistSort, SortSpec> = {
  recent: {
    name: 'recent',
    keys: [
      { sql: 'a.created_at', dir: 'desc', type: 'timestamptz' },
      { sql: 'a.id', dir: 'desc', type: 'integer' },
    ],
  },
  verified: {
    name: 'verified',
    keys: [
      { sql: 'a.is_verified', dir: 'desc', type: 'boolean' },
      { sql: 'a.created_at', dir: 'desc', type: 'timestamptz' },
      { sql: 'a.id', dir: 'desc', type: 'integer' },
    ],
  },
};

export interface ListOptions {
  sort: ArtistSort;
  limit?: number | undefined;
  cursor?: string | undefined;
  offset?: number | undefined;
}

/** One keyset page of artists, with the capped total on a first page. */
export async function listArtists(
  db: Knex,
  storage: Storage,
  filter: ArtistFilter,
  options: ListOptions,
): Promise<Page<ArtistRecord>> {
  const request = {
    sort: ARTIST_SORTS[options.sort],
    limit: pageSize(options.limit),
    cursor: options.cursor,
    offset: options.offset,
  };
  const withColumns = (query: Knex.QueryBuilder) =>
    selectArtist(db, query.join('users as u', 'u.id', 'a.user_id'));
  return pageOf<ArtistRow, ArtistRecord>(
    db,
    applyFilter(db('artists as a').whereNull('a.deleted_at'), filter),
    withColumns,
    request,
    (rows) => rows.map((r) => toArtist(r, storage)),
    // The catalogue's counts are remembered briefly (forgotten on any write): see cappedCount.
    // The filter is every input of the count (the sort is added by cappedCount).
    {
      rememberExact: true,
      key: JSON.stringify(['artists', filter]),
      // Built once per shape (issue 29): the key holds every input that changes the text.
      page: options.offset
        ? undefined
        : () =>
            shaped(
              db,
              JSON.stringify([
                'artists-page',
                filter.unapproved === null || filter.unapproved === 'all' ? filter.unapproved : 'one',
                !!filter.approvedOnly,
                filter.userId !== undefined,
                !!filter.search,
                !!filter.specialty,
                !!filter.hasArtworks,
                request.sort.name,
                request.limit,
                request.cursor !== undefined,
              ]),
              (bind) =>
                keysetQuery(
                  withColumns(applyFilter(db('artists as a').whereNull('a.deleted_at'), filter, bind)),
                  request,
                  bind,
                ),
              {
                unapproved: filter.unapproved,
                userId: filter.userId,
                search: filter.search ? likePattern(filter.search) : undefined,
                specialty: filter.specialty,
                ...cursorValues(request),
              },
            ),
    },
  );
}

export async function findArtist(db: Knex, storage: Storage, id: number): Promise<ArtistRecord | null> {
  const row = (await selectArtist(db, baseQuery(db).where('a.id', id)).first()) as ArtistRow | undefined;
  return row ? toArtist(row, storage) : null;
}

/** The live approved artists among `ids` (any order), for delta sync. */
export async function findApprovedArtists(
  db: Knex,
  storage: Storage,
  ids: number[],
): Promise<ArtistRecord[]> {
  if (ids.length === 0) return [];
  const rows = (await selectArtist(
    db,
    baseQuery(db).whereIn('a.id', ids).modify(wherePublicArtist, 'a'),
  )) as ArtistRow[];
  return rows.map((r) => toArtist(r, storage));
}

/** Profile image URL of each given live artist (null when it has no image). */
export async function findProfileImageUrls(
  db: Knex,
  storage: Storage,
  ids: number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = (await baseQuery(db)
    .whereIn('a.id', ids)
    .joinRaw(PROFILE_IMAGE_LATERAL)
    .select('a.id', 'pi.image_key', 'pi.image_url', 'pi.sizes')) as Array<
    Pick<ArtistRow, 'id' | 'image_key' | 'image_url' | 'sizes'>
  >;
  return new Map(rows.map((r) => [r.id, imageFields(storage, r).imageUrl]));
}

/** The user's live profile id, if any (one live profile per user). */
export async function findArtistIdByUser(db: Knex, userId: number): Promise<number | null> {
  const row = await db('artists').where({ user_id: userId }).whereNull('deleted_at').first('id');
  return row ? (row.id as number) : null;
}
