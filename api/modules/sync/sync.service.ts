import type { Artwork } from '../../../contract/artwork';
import {
  SYNC_PAGE_SIZE,
  SYNC_SCOPE,
  SYNC_SCOPE_GROWTH,
  type SyncChange,
  type SyncChangesQuery,
  type SyncChangesResponse,
  type SyncEntity,
} from '../../../contract/sync';
import type { Actor } from '../../auth/permissions';
import type { ServiceDeps } from '../../deps';
import { GoneError, ValidationError } from '../../errors';
import { readTogether } from '../../lib/sql';
import { publicArtistsByIds } from '../artists/artists.service';
import { artistsOfArtworks, artworksByIds } from '../artworks/artworks.service';
import { requestsOfParty } from '../commission-requests/commission-requests.service';
import { publicShowcaseCommissionsByIds } from '../commissions/commissions.service';
import { notificationsOfUser } from '../notifications/notifications.service';
import { referencesByIds } from '../reference/reference.service';
import * as repo from './sync.repo';
import { everPublicIds, type PublicEntity } from './sync.tombstones.repo';

/**
 * `GET /api/sync/changes` (architecture.md, "Reads offline"; contract/sync.ts).
 *
 * Without a cursor it starts a first (full) sync of the bounded scope: all specialties and mediums,
 * the newest SYNC_SCOPE.artworks public artworks and their artists, the newest SYNC_SCOPE.commissions
 * showcase commissions, then the caller's own artworks, commission requests and newest notifications,
 * each paged by id.
 * Its cursor carries the snapshot xmin taken when it started; when it ends, the feed continues
 * from that xmin, so whatever changed while the full sync was paged comes again as a delta.
 *
 * After that, deltas: rows of sync_changes written by transactions older than the snapshot's xmin,
 * in (xid, entity, id) order (sync.repo.ts, and the migration for why this never skips a row).
 * Every row is evaluated for the caller now: a row the caller may no longer see is a delete.
 * The deltas bring every artwork newer than the floors, so once the scope has grown past
 * SYNC_SCOPE_GROWTH times its bound the cursor answers 410 and a new first sync moves the floors up.
 */

/** Whose cursor, and where: a first sync in progress (`f`) or the delta feed (`d`). */
type CursorBody =
  | {
      v: 1;
      m: 'f';
      /** The caller's user id, 0 when anonymous: a cursor is for the session that made it. */
      u: number;
      /** Snapshot xmin when the first sync started: where its deltas begin. */
      x: string;
      p: number;
      k: number | null;
      fa: number;
      fc: number;
    }
  | { v: 1; m: 'd'; u: number; x: string; e: string; i: number; fa: number; fc: number };

const BAD_CURSOR = 'This sync cursor is not valid: sync again without a cursor';

function encode(body: CursorBody): string {
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

const XID = /^\d{1,20}$/;
const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

function decode(cursor: string): CursorBody {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new ValidationError({ cursor: BAD_CURSOR }, BAD_CURSOR);
  }
  const ok =
    !!body &&
    typeof body === 'object' &&
    body.v === 1 &&
    isInt(body.u) &&
    typeof body.x === 'string' &&
    XID.test(body.x) &&
    isInt(body.fa) &&
    isInt(body.fc) &&
    ((body.m === 'f' &&
      isInt(body.p) &&
      body.p >= 0 &&
      body.p <= repo.FULL_PHASES.length &&
      (body.k === null || isInt(body.k))) ||
      (body.m === 'd' && typeof body.e === 'string' && body.e.length <= 40 && isInt(body.i)));
  if (!ok) throw new ValidationError({ cursor: BAD_CURSOR }, BAD_CURSOR);
  return body as CursorBody;
}

/** xid8 values as decimal text, compared exactly. */
function xidAtMost(a: string, b: string): boolean {
  return BigInt(a) <= BigInt(b);
}

interface Item {
  entity: SyncEntity;
  id: number;
  version: string;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * What the caller receives for each item, evaluated now: the row as its read endpoint answers it,
 * or a delete when the caller may not see it (or it is outside the scope floors).
 */
async function evaluate(
  deps: ServiceDeps,
  actor: Actor | null,
  floors: repo.ScopeFloors,
  items: Item[],
): Promise<SyncChange[]> {
  const idsOf = (entity: SyncEntity, floor = 0) =>
    items.filter((i) => i.entity === entity && i.id >= floor).map((i) => i.id);
  const own = actor?.artistId ?? null;
  const [artworks, ownArtworks, artists, commissions, specialties, mediums, requests, notifications] =
    await readTogether(deps.db, [
      () =>
        artworksByIds(deps, { all: false, ownArtistId: null }, idsOf('artwork', floors.artworks)).then(byId),
      async () =>
        own === null
          ? new Map<number, Artwork>()
          : artworksByIds(deps, { all: false, ownArtistId: own }, idsOf('ownArtwork')).then((rows) =>
              byId(rows.filter((a) => a.artistId === own)),
            ),
      () => publicArtistsByIds(deps, actor, idsOf('artist')).then(byId),
      () => publicShowcaseCommissionsByIds(deps, idsOf('commission', floors.commissions)).then(byId),
      () => referencesByIds(deps, 'specialties', idsOf('specialty')).then(byId),
      () => referencesByIds(deps, 'mediums', idsOf('medium')).then(byId),
      async () =>
        actor === null ? new Map() : requestsOfParty(deps, actor, idsOf('commissionRequest')).then(byId),
      async () =>
        actor === null ? new Map() : notificationsOfUser(deps, actor, idsOf('notification')).then(byId),
    ]);
  const found: Record<SyncEntity, Map<number, unknown>> = {
    artwork: artworks,
    ownArtwork: ownArtworks,
    artist: artists,
    commission: commissions,
    specialty: specialties,
    medium: mediums,
    commissionRequest: requests,
    notification: notifications,
  };
  return items.map(({ entity, id, version }) => {
    const data = found[entity].get(id) ?? null;
    return { entity, id, version, op: data === null ? 'delete' : 'upsert', data } as SyncChange;
  });
}

/** Feed rows to items: an artwork is `artwork` for everyone and also `ownArtwork` for its artist. */
async function feedItems(deps: ServiceDeps, actor: Actor | null, rows: repo.FeedRow[]): Promise<Item[]> {
  const own = actor?.artistId ?? null;
  const owners =
    own === null
      ? new Map<number, number>()
      : await artistsOfArtworks(
          deps,
          rows.filter((r) => r.entity === 'artwork').map((r) => r.id),
        );
  return rows.flatMap((row): Item[] => {
    const item = { entity: row.entity, id: row.id, version: row.xid };
    if (row.entity === 'artwork' && own !== null && owners.get(row.id) === own)
      return [item, { ...item, entity: 'ownArtwork' }];
    return [item];
  });
}

function partyOf(actor: Actor | null): repo.FeedParty | null {
  return actor ? { userId: actor.id, artistId: actor.artistId } : null;
}

/** One page of a first sync; at its end the cursor hands over to the feed at the start xmin. */
async function fullPage(
  deps: ServiceDeps,
  actor: Actor | null,
  start: Extract<CursorBody, { m: 'f' }>,
  limit: number,
): Promise<SyncChangesResponse> {
  const floors = { artworks: start.fa, commissions: start.fc };
  const party = partyOf(actor);
  let { p: phase, k: after } = start;
  const items: Item[] = [];
  let phaseHasMore = false;
  while (phase < repo.FULL_PHASES.length && items.length < limit) {
    const name = repo.FULL_PHASES[phase]!;
    const room = limit - items.length;
    const rows = await repo.phaseIds(deps.db, name, { floors, party, after, limit: room + 1 });
    const taken = rows.slice(0, room);
    for (const row of taken) items.push({ entity: name, id: row.id, version: row.xid ?? start.x });
    if (rows.length > room) {
      after = taken[taken.length - 1]!.id;
      phaseHasMore = true;
      break;
    }
    phase++;
    after = null;
  }
  const changes = (await evaluate(deps, actor, floors, items)).filter((c) => c.op === 'upsert');
  const common = { v: 1, u: start.u, x: start.x, fa: start.fa, fc: start.fc } as const;
  if (phaseHasMore || phase < repo.FULL_PHASES.length) {
    return { changes, cursor: encode({ ...common, m: 'f', p: phase, k: after }), hasMore: true };
  }
  // Done: the feed from the start's xmin brings what changed meanwhile (hasMore: pull it now).
  return { changes, cursor: encode({ ...common, m: 'd', e: '', i: -1 }), hasMore: true };
}

const PUBLIC_ENTITIES: readonly PublicEntity[] = ['artwork', 'artist', 'commission'];

/**
 * An anonymous delta's deletes, less those of rows that were never public (a new draft, a pending
 * artist): a visitor learns no id of a row they were never allowed to see.
 */
async function withoutNeverPublic(deps: ServiceDeps, changes: SyncChange[]): Promise<SyncChange[]> {
  const deletes = (entity: PublicEntity) =>
    changes.filter((c) => c.entity === entity && c.op === 'delete').map((c) => c.id);
  const kept = await readTogether(
    deps.db,
    PUBLIC_ENTITIES.map((e) => () => everPublicIds(deps.db, e, deletes(e))),
  );
  const allowed = new Map(PUBLIC_ENTITIES.map((e, i) => [e as SyncEntity, kept[i]!]));
  return changes.filter((c) => c.op !== 'delete' || (allowed.get(c.entity)?.has(c.id) ?? true));
}

/** One page of the feed after the cursor's position. */
async function deltaPage(
  deps: ServiceDeps,
  actor: Actor | null,
  at: Extract<CursorBody, { m: 'd' }>,
  xmin: string,
  limit: number,
): Promise<SyncChangesResponse> {
  const rows = await repo.feedPage(
    deps.db,
    { xid: at.x, entity: at.e, id: at.i },
    xmin,
    partyOf(actor),
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const items = await feedItems(deps, actor, page);
  const evaluated = await evaluate(deps, actor, { artworks: at.fa, commissions: at.fc }, items);
  const changes = actor === null ? await withoutNeverPublic(deps, evaluated) : evaluated;
  const last = page[page.length - 1];
  const common = { v: 1, m: 'd', u: at.u, fa: at.fa, fc: at.fc } as const;
  // At the end, everything below xmin has been served: the next pull starts there.
  const cursor = hasMore
    ? encode({ ...common, x: last!.xid, e: last!.entity, i: last!.id })
    : encode({ ...common, x: xmin, e: '', i: -1 });
  return { changes, cursor, hasMore };
}

/** Whether more public rows are at or above the cursor's floors than SYNC_SCOPE_GROWTH scopes. */
async function scopeOutgrown(deps: ServiceDeps, at: { fa: number; fc: number }): Promise<boolean> {
  const bound = {
    artworks: SYNC_SCOPE_GROWTH * SYNC_SCOPE.artworks,
    commissions: SYNC_SCOPE_GROWTH * SYNC_SCOPE.commissions,
  };
  const sizes = await repo.scopeSizes(
    deps.db,
    { artworks: at.fa, commissions: at.fc },
    { artworks: bound.artworks + 1, commissions: bound.commissions + 1 },
  );
  return sizes.artworks > bound.artworks || sizes.commissions > bound.commissions;
}

export async function syncChanges(
  deps: ServiceDeps,
  actor: Actor | null,
  query: SyncChangesQuery,
): Promise<SyncChangesResponse> {
  const limit = Math.min(query.limit ?? SYNC_PAGE_SIZE.default, SYNC_PAGE_SIZE.max);
  const { xmin, horizon } = await repo.feedBounds(deps.db);
  const user = actor?.id ?? 0;
  if (query.cursor === undefined) {
    const floors = await repo.scopeFloors(deps.db);
    return fullPage(
      deps,
      actor,
      { v: 1, m: 'f', u: user, x: xmin, p: 0, k: null, fa: floors.artworks, fc: floors.commissions },
      limit,
    );
  }
  const cursor = decode(query.cursor);
  if (cursor.u !== user) {
    throw new GoneError('This sync cursor belongs to another session: sync again without a cursor');
  }
  if (xidAtMost(cursor.x, horizon)) {
    throw new GoneError('This sync cursor is older than the kept deletions: sync again without a cursor');
  }
  if (BigInt(cursor.x) > BigInt(xmin)) throw new ValidationError({ cursor: BAD_CURSOR }, BAD_CURSOR);
  if (cursor.m === 'd' && (await scopeOutgrown(deps, cursor))) {
    throw new GoneError('This sync cursor covers more than the sync scope: sync again without a cursor');
  }
  return cursor.m === 'f'
    ? fullPage(deps, actor, cursor, limit)
    : deltaPage(deps, actor, cursor, xmin, limit);
}
