import type { Knex } from 'knex';
import { SYNC_SCOPE, SYNC_TOMBSTONE_DAYS } from '../../../contract/sync';
import {
  publicArtistSql,
  publicArtworkAloneSql,
  publicArtworkRowSql,
  publicCommissionAloneSql,
  publicCommissionRowSql,
} from '../../visibility/public-visibility';

/**
 * The change feed (migration 20261123000300_sync_changes): one row per (entity, id) with the xid8
 * of the last transaction that changed it, and the queries of a first (full) sync. Only ids and
 * xids here; what a caller receives for each is decided by sync.service.ts at read time.
 */

/** What sync_changes.entity holds (an `artwork` row is sent as `artwork` and, to its owner, `ownArtwork`). */
export type FeedEntity =
  'artwork' | 'artist' | 'commission' | 'specialty' | 'medium' | 'commissionRequest' | 'notification';

export interface FeedRow {
  entity: FeedEntity;
  id: number;
  /** xid8 as decimal text (64 bits: more than a JS number holds exactly). */
  xid: string;
}

/** A position in the feed: rows strictly after it come next. `entity: ''` is before every row of `xid`. */
export interface FeedPosition {
  xid: string;
  entity: string;
  id: number;
}

/**
 * The feed's bound: the oldest transaction still running *in this database* (or, with none, the
 * snapshot's xmax), and the pruning horizon. Every transaction of this database older than it has
 * ended (committed or rolled back); it is taken in its own statement before the feed is read, and
 * the feed's statement runs on a later snapshot, which sees all of them.
 *
 * Transaction ids are server-wide, and a plain snapshot xmin would also wait for transactions of
 * other databases on the same server, which never write this feed. An id the snapshot lists as
 * running is skipped only when pg_stat_activity shows it belongs to a session of another database
 * (a session never changes database; an id that ended meanwhile, or that this role may not see,
 * is kept: the bound can only come out lower, never past a transaction of this database).
 */
export async function feedBounds(db: Knex): Promise<{ xmin: string; horizon: string }> {
  const result = (await db.raw(
    `WITH snap AS (SELECT pg_current_snapshot() AS s),
          elsewhere AS (
            SELECT backend_xid AS xid FROM pg_stat_activity
            WHERE backend_xid IS NOT NULL AND datname <> current_database())
     SELECT coalesce(
              (SELECT min(x) FROM snap, pg_snapshot_xip(snap.s) AS x
               WHERE x::xid NOT IN (SELECT xid FROM elsewhere)),
              (SELECT pg_snapshot_xmax(s) FROM snap))::text AS xmin,
            (SELECT xid::text FROM sync_horizon) AS horizon`,
  )) as { rows: Array<{ xmin: string; horizon: string | null }> };
  const row = result.rows[0]!;
  return { xmin: row.xmin, horizon: row.horizon ?? '0' };
}

/** Who is asking: which commission request rows the feed may show them. */
export interface FeedParty {
  userId: number;
  artistId: number | null;
}

/**
 * Up to `limit` feed rows after `after` written by transactions older than `xmin`, in
 * (xid, entity, id) order: a range scan of sync_changes_feed_idx. Commission requests are left out
 * unless the caller is a party to them, notifications unless they are the caller's (anonymous
 * callers get none of either).
 */
export async function feedPage(
  db: Knex,
  after: FeedPosition,
  xmin: string,
  party: FeedParty | null,
  limit: number,
): Promise<FeedRow[]> {
  const query = db('sync_changes as sc')
    .whereRaw('(sc.xid, sc.entity, sc.id) > (?::xid8, ?, ?)', [after.xid, after.entity, after.id])
    .whereRaw('sc.xid < ?::xid8', [xmin])
    .orderByRaw('sc.xid, sc.entity, sc.id')
    .limit(limit)
    .select('sc.entity', 'sc.id', db.raw('sc.xid::text AS xid'));
  if (party === null) {
    query.whereNotIn('sc.entity', ['commissionRequest', 'notification']);
  } else {
    query.whereRaw(
      `(sc.entity <> 'commissionRequest' OR EXISTS (SELECT 1 FROM commission_requests r
        WHERE r.id = sc.id AND (r.user_id = ? OR r.artist_id = ?)))`,
      [party.userId, party.artistId ?? -1],
    );
    // A notification reaches its recipient only (a deleted one is no one's: it never comes again).
    query.whereRaw(
      `(sc.entity <> 'notification' OR EXISTS (SELECT 1 FROM notifications n WHERE n.id = sc.id AND n.user_id = ?))`,
      [party.userId],
    );
  }
  return (await query) as FeedRow[];
}

/** Where the first sync's scope starts: the smallest id of the newest N public artworks and showcase commissions. */
export interface ScopeFloors {
  artworks: number;
  commissions: number;
}

/** The public artworks, and the public commissions the scope sends (the showcase ones). */
const PUBLIC_ARTWORK = publicArtworkAloneSql('aw');
const PUBLIC_COMMISSION = `c.is_showcase AND ${publicCommissionAloneSql('c')}`;

/** The N-th newest id (an index walk of N rows), or 0 when there are fewer. */
export async function scopeFloors(db: Knex): Promise<ScopeFloors> {
  const nth = async (sql: string, n: number): Promise<number> => {
    const result = (await db.raw(`${sql} ORDER BY 1 DESC OFFSET ? LIMIT 1`, [n - 1])) as {
      rows: Array<{ id: number }>;
    };
    return result.rows[0]?.id ?? 0;
  };
  return {
    artworks: await nth(`SELECT aw.id FROM artworks aw WHERE ${PUBLIC_ARTWORK}`, SYNC_SCOPE.artworks),
    commissions: await nth(
      `SELECT c.id FROM commissions c WHERE ${PUBLIC_COMMISSION}`,
      SYNC_SCOPE.commissions,
    ),
  };
}

/** A number of public artworks and of showcase commissions. */
export type ScopeCounts = Record<keyof ScopeFloors, number>;

/**
 * How many public artworks and showcase commissions are at or above the floors, each counted up
 * to `cap` (a walk of at most `cap` entries of the status/id indexes, however far behind the floors
 * are): `cap` means "at least that many".
 */
export async function scopeSizes(db: Knex, floors: ScopeFloors, cap: ScopeCounts): Promise<ScopeCounts> {
  const result = (await db.raw(
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM artworks aw WHERE ${PUBLIC_ARTWORK} AND aw.id >= ?
          ORDER BY aw.id LIMIT ?) s)::int AS artworks,
       (SELECT count(*) FROM (SELECT 1 FROM commissions c WHERE ${PUBLIC_COMMISSION} AND c.id >= ?
          ORDER BY c.id LIMIT ?) s)::int AS commissions`,
    [floors.artworks, cap.artworks, floors.commissions, cap.commissions],
  )) as { rows: ScopeCounts[] };
  return result.rows[0]!;
}

/** The parts of a first sync, in order; each pages by id (newest first for the catalogue). */
export const FULL_PHASES = [
  'specialty',
  'medium',
  'artwork',
  'artist',
  'commission',
  'ownArtwork',
  'commissionRequest',
  'notification',
] as const;
export type FullPhase = (typeof FULL_PHASES)[number];

export interface PhaseRequest {
  floors: ScopeFloors;
  party: FeedParty | null;
  /** The last id served in this phase, null at its start. */
  after: number | null;
  limit: number;
}

/** An id of a first sync, with the xid of its last change (its `version`). */
export interface PhaseRow {
  id: number;
  xid: string | null;
}

/** The xid of the row's last change: one primary-key lookup per row served. */
const xidOf = (entity: FeedEntity, id: string) =>
  `(SELECT sc.xid::text FROM sync_changes sc WHERE sc.entity = '${entity}' AND sc.id = ${id}) AS xid`;

async function ids(db: Knex, sql: string, bindings: unknown[]): Promise<PhaseRow[]> {
  const result = (await db.raw(sql, bindings as Knex.RawBinding[])) as { rows: PhaseRow[] };
  return result.rows;
}

/** The next ids of a first sync's phase (at most `limit`), with their versions. */
export function phaseIds(db: Knex, phase: FullPhase, req: PhaseRequest): Promise<PhaseRow[]> {
  const { floors, party, limit } = req;
  const up = req.after ?? 0;
  const down = req.after ?? 2147483647;
  switch (phase) {
    case 'specialty':
    case 'medium': {
      const table = phase === 'specialty' ? 'specialties' : 'mediums';
      return ids(
        db,
        `SELECT t.id, ${xidOf(phase, 't.id')} FROM ${table} t WHERE t.deleted_at IS NULL AND t.id > ? ORDER BY t.id LIMIT ?`,
        [up, limit],
      );
    }
    case 'artwork':
      return ids(
        db,
        `SELECT aw.id, ${xidOf('artwork', 'aw.id')} FROM artworks aw WHERE ${PUBLIC_ARTWORK} AND aw.id >= ? AND aw.id < ? ORDER BY aw.id DESC LIMIT ?`,
        [floors.artworks, down, limit],
      );
    case 'artist':
      // The artists of the artworks and commissions in scope (the artist is the public one outside).
      return ids(
        db,
        `SELECT a.id, ${xidOf('artist', 'a.id')} FROM artists a
         WHERE ${publicArtistSql('a')} AND a.id > ?
           AND a.id IN (
             SELECT aw.artist_id FROM artworks aw
             WHERE ${publicArtworkRowSql('aw')} AND aw.id >= ?
             UNION
             SELECT c.artist_id FROM commissions c WHERE c.is_showcase AND ${publicCommissionRowSql('c')} AND c.id >= ?)
         ORDER BY a.id LIMIT ?`,
        [up, floors.artworks, floors.commissions, limit],
      );
    case 'commission':
      return ids(
        db,
        `SELECT c.id, ${xidOf('commission', 'c.id')} FROM commissions c WHERE ${PUBLIC_COMMISSION} AND c.id >= ? AND c.id < ? ORDER BY c.id DESC LIMIT ?`,
        [floors.commissions, down, limit],
      );
    case 'ownArtwork':
      if (party?.artistId == null) return Promise.resolve([]);
      return ids(
        db,
        `SELECT w.id, ${xidOf('artwork', 'w.id')} FROM artworks w WHERE w.artist_id = ? AND w.deleted_at IS NULL AND w.id < ? ORDER BY w.id DESC LIMIT ?`,
        [party.artistId, down, limit],
      );
    case 'commissionRequest':
      if (party === null) return Promise.resolve([]);
      return ids(
        db,
        `SELECT r.id, ${xidOf('commissionRequest', 'r.id')} FROM commission_requests r
         WHERE r.deleted_at IS NULL AND (r.user_id = ? OR r.artist_id = ?) AND r.id < ? ORDER BY r.id DESC LIMIT ?`,
        [party.userId, party.artistId ?? -1, down, limit],
      );
    case 'notification':
      // The caller's newest SYNC_SCOPE.notifications; older ones page from GET /api/notifications.
      if (party === null) return Promise.resolve([]);
      return ids(
        db,
        `SELECT n.id::int AS id, ${xidOf('notification', 'n.id')} FROM (
           SELECT id FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT ?) n
         WHERE n.id < ? ORDER BY n.id DESC LIMIT ?`,
        [party.userId, SYNC_SCOPE.notifications, down, limit],
      );
  }
}

/**
 * Prunes tombstones: feed rows older than SYNC_TOMBSTONE_DAYS whose row is deleted (soft or hard),
 * and moves the horizon past them, so a cursor that could have missed one answers 410. Rows of
 * live things stay (they are the latest state, not a tombstone). Housekeeping runs it hourly.
 */
export async function pruneTombstones(db: Knex, days: number = SYNC_TOMBSTONE_DAYS): Promise<number> {
  const result = (await db.raw(
    `WITH pruned AS (
       DELETE FROM sync_changes sc
       WHERE sc.changed_at < now() - make_interval(days => ?)
         AND sc.xid < pg_snapshot_xmin(pg_current_snapshot())
         AND NOT EXISTS (
           SELECT 1 FROM artworks w WHERE sc.entity = 'artwork' AND w.id = sc.id AND w.deleted_at IS NULL
           UNION ALL SELECT 1 FROM artists a WHERE sc.entity = 'artist' AND a.id = sc.id AND a.deleted_at IS NULL
           UNION ALL SELECT 1 FROM commissions c WHERE sc.entity = 'commission' AND c.id = sc.id AND c.deleted_at IS NULL
           UNION ALL SELECT 1 FROM commission_requests r
             WHERE sc.entity = 'commissionRequest' AND r.id = sc.id AND r.deleted_at IS NULL
           UNION ALL SELECT 1 FROM specialties s WHERE sc.entity = 'specialty' AND s.id = sc.id AND s.deleted_at IS NULL
           UNION ALL SELECT 1 FROM mediums m WHERE sc.entity = 'medium' AND m.id = sc.id AND m.deleted_at IS NULL
           UNION ALL SELECT 1 FROM notifications n WHERE sc.entity = 'notification' AND n.id = sc.id)
       RETURNING sc.xid),
     moved AS (
       UPDATE sync_horizon SET xid = greatest(xid, (SELECT max(xid) FROM pruned))
       WHERE EXISTS (SELECT 1 FROM pruned))
     SELECT count(*)::int AS count FROM pruned`,
    [days],
  )) as { rows: Array<{ count: number }> };
  return result.rows[0]?.count ?? 0;
}
