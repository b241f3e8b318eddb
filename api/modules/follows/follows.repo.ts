import type { Knex } from 'knex';
import { SAVED_IDS_MAX } from '../../../contract/follow';
import type { PagingQuery } from '../../../contract/paging';
import { pageSize } from '../../../contract/paging';
import { pageOf, type Page, type SortSpec } from '../../lib/keyset';
import { artistNameSql } from '../../lib/sql';
import { queueNotificationMail } from '../notifications/notification-mail';
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
  const [artists, artworks] = await Promise.all([
    db('artist_follows')
      .where('user_id', userId)
      .orderBy('created_at', 'desc')
      .limit(SAVED_IDS_MAX)
      .pluck('artist_id'),
    db('artwork_favourites')
      .where('user_id', userId)
      .orderBy('created_at', 'desc')
      .limit(SAVED_IDS_MAX)
      .pluck('artwork_id'),
  ]);
  return { artistIds: artists as number[], artworkIds: artworks as number[] };
}

/**
 * Notifies the followers of an artwork's artist that it is public now (kind
 * 'followed_artist_artwork'), in the caller's transaction, in one statement whatever the number of
 * followers (notify() in api/modules/notifications/notify.ts takes rows one by one); the e-mail of those who want
 * it at once is queued as notify() does. Nothing when it is not public (its artist not approved) or for a follower already told
 * about this artwork (approved, revoked, approved again).
 */
export async function notifyFollowersOfArtwork(db: Knex, artworkId: number): Promise<number> {
  const link = `/artwork/${artworkId}`;
  const result = (await db.raw(
    `INSERT INTO notifications (user_id, kind, title, body, link)
     SELECT f.user_id, 'followed_artist_artwork',
            left('New artwork by ' || ${artistNameSql('a', 'u')} || ': ' || aw.title, 300),
            NULL, ?
     FROM artworks aw
     JOIN artists a ON a.id = aw.artist_id
     JOIN users u ON u.id = a.user_id
     JOIN artist_follows f ON f.artist_id = a.id
     WHERE aw.id = ? AND ${publicArtworkSql('aw', 'a')}
       AND f.user_id <> a.user_id
       AND NOT EXISTS (SELECT 1 FROM notifications n
         WHERE n.user_id = f.user_id AND n.kind = 'followed_artist_artwork' AND n.link = ?)
     RETURNING id, user_id, kind, title, body, link`,
    [link, artworkId, link],
  )) as { rows: Array<Parameters<typeof queueNotificationMail>[1][number] & { id: string | number }> };
  // Followers who chose this kind 'at once' get its e-mail (the digest takes the others).
  await queueNotificationMail(
    db,
    result.rows.map((row) => ({ ...row, id: Number(row.id) })),
  );
  return result.rows.length;
}
