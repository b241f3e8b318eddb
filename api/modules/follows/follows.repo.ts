import type { Knex } from 'knex';
import { SAVED_IDS_MAX } from '../../../contract/follow';
import type { PagingQuery } from '../../../contract/paging';
import { pageSize } from '../../../contract/paging';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { artistNameSql, readTogether } from '../../lib/sql';
import {
  publicArtistSql,
  publicArtworkAloneSql,
  publicArtworkSql,
  wherePublicArtist,
} from '../../visibility/public-visibility';

/** Follows and favourites (migration 20261124000400). Only ids here; the service loads the rows. */

export async function isPublicArtist(db: Knex, artistId: number): Promise<boolean> {
  const row = await db('artists as a').where('a.id', artistId).modify(wherePublicArtist, 'a').first('a.id');
  return row !== undefined;
}

export async function isPublicArtwork(db: Knex, artworkId: number): Promise<boolean> {
  const row = await db('artworks as aw')
    .where('aw.id', artworkId)
    .whereRaw(publicArtworkAloneSql('aw'))
    .first('aw.id');
  return row !== undefined;
}

export async function follow(db: Knex, userId: number, artistId: number): Promise<void> {
  await db('artist_follows')
    .insert({ user_id: userId, artist_id: artistId })
    .onConflict(['user_id', 'artist_id'])
    .ignore();
}

export async function unfollow(db: Knex, userId: number, artistId: number): Promise<void> {
  await db('artist_follows').where({ user_id: userId, artist_id: artistId }).delete();
}

export async function followState(
  db: Knex,
  userId: number | null,
  artistId: number,
): Promise<{ following: boolean; followers: number }> {
  const result = (await db.raw(
    `SELECT (SELECT count(*)::int FROM artist_follows WHERE artist_id = ?) AS followers,
            EXISTS (SELECT 1 FROM artist_follows WHERE artist_id = ? AND user_id = ?) AS following`,
    [artistId, artistId, userId ?? -1],
  )) as { rows: Array<{ followers: number; following: boolean }> };
  const row = result.rows[0]!;
  return { followers: Number(row.followers), following: row.following };
}

export async function favourite(db: Knex, userId: number, artworkId: number): Promise<void> {
  await db('artwork_favourites')
    .insert({ user_id: userId, artwork_id: artworkId })
    .onConflict(['user_id', 'artwork_id'])
    .ignore();
}

export async function unfavourite(db: Knex, userId: number, artworkId: number): Promise<void> {
  await db('artwork_favourites').where({ user_id: userId, artwork_id: artworkId }).delete();
}

const FOLLOWING_SORT: SortSpec = {
  name: 'followed',
  keys: [
    { sql: 'f.created_at', dir: 'desc', type: 'timestamptz' },
    { sql: 'f.artist_id', dir: 'desc', type: 'integer' },
  ],
};

const FAVOURITES_SORT: SortSpec = {
  name: 'saved',
  keys: [
    { sql: 'f.created_at', dir: 'desc', type: 'timestamptz' },
    { sql: 'f.artwork_id', dir: 'desc', type: 'integer' },
  ],
};

/** One page of the public artists a user follows (ids, most recently followed first). */
export function followingPage(db: Knex, userId: number, query: PagingQuery): Promise<Page<number>> {
  const base = db('artist_follows as f')
    .where('f.user_id', userId)
    .whereExists((q) =>
      q
        .select(db.raw(1))
        .from('artists as a')
        .whereRaw(`a.id = f.artist_id AND ${publicArtistSql('a')}`),
    );
  return pageOf<{ artist_id: number }, number>(
    db,
    base,
    (page) => page.select('f.artist_id'),
    { sort: FOLLOWING_SORT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map((r) => r.artist_id),
  );
}

/** One page of a user's favourite artworks still public (ids, most recently saved first). */
export function favouritesPage(db: Knex, userId: number, query: PagingQuery): Promise<Page<number>> {
  const base = db('artwork_favourites as f')
    .where('f.user_id', userId)
    .whereExists((q) =>
      q
        .select(db.raw(1))
        .from('artworks as aw')
        .whereRaw(`aw.id = f.artwork_id AND ${publicArtworkAloneSql('aw')}`),
    );
  return pageOf<{ artwork_id: number }, number>(
    db,
    base,
    (page) => page.select('f.artwork_id'),
    { sort: FAVOURITES_SORT, limit: pageSize(query.limit), cursor: query.cursor, offset: query.offset },
    (rows) => rows.map((r) => r.artwork_id),
  );
}

/** The newest SAVED_IDS_MAX followed artist ids and favourite artwork ids of a user. */
export async function savedIds(
  db: Knex,
  userId: number,
): Promise<{ artistIds: number[]; artworkIds: number[] }> {
  const [artists, artworks] = await readTogether(db, [
    () =>
      db('artist_follows')
        .where('user_id', userId)
        .orderBy('created_at', 'desc')
        .limit(SAVED_IDS_MAX)
        .pluck('artist_id'),
    () =>
      db('artwork_favourites')
        .where('user_id', userId)
        .orderBy('created_at', 'desc')
        .limit(SAVED_IDS_MAX)
        .pluck('artwork_id'),
  ]);
  return { artistIds: artists as number[], artworkIds: artworks as number[] };
}

/**
 * The followers of an artwork's artist to tell that it is public now (`user_id`, `title`), for
 * notifyOnceEach: none when it is not public (its artist not approved), nor the artist themself.
 */
export function followersOfPublicArtwork(db: Knex, artworkId: number): Knex.QueryBuilder {
  return db('artworks as aw')
    .join('artists as a', 'a.id', 'aw.artist_id')
    .join('users as u', 'u.id', 'a.user_id')
    .join('artist_follows as f', 'f.artist_id', 'a.id')
    .where('aw.id', artworkId)
    .whereRaw(publicArtworkSql('aw', 'a'))
    .whereRaw('f.user_id <> a.user_id')
    .select(
      'f.user_id',
      db.raw(`'New artwork by ' || ${artistNameSql('a', 'u')} || ': ' || aw.title AS title`),
    );
}
