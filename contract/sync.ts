import { z } from 'zod';
import './zod-config';
import { ArtistSchema } from './artist';
import { ArtworkSchema } from './artwork';
import { CommissionSchema } from './commission';
import { CommissionRequestSchema } from './commission-request';
import { CursorSchema } from './paging';
import { NotificationSchema } from './notification';
import { MediumSchema, SpecialtySchema } from './reference';

/**
 * Delta sync (architecture.md, "Reads offline"): `GET /api/sync/changes?cursor=&limit=` answers the
 * changes the caller may see since `cursor`, oldest first. A row the caller may no longer see (an
 * artwork revoked or deleted, every artwork of an artist whose approval is revoked, a request the
 * caller is not party to) arrives as `op: 'delete'` with `data: null`. A page and its cursor are
 * applied by the client in one Dexie transaction. A cursor older than the kept tombstones, or one
 * whose scope has outgrown its bound (SYNC_SCOPE_GROWTH), answers 410: the client clears its
 * synced tables and starts again without a cursor.
 *
 * Without a cursor the answer is a first (full) sync of the scope (SYNC_SCOPE), paged like the
 * rest, upserts only; its last page hands over to the deltas with `hasMore: true`, so a client
 * simply pulls until `hasMore` is false. 410 (code SYNC_RESET) also answers a cursor made for
 * another session (signed in as someone else, or signed out); a malformed cursor answers 400.
 * `limit` counts changed rows: one of the caller's own artworks comes as two changes (`artwork`
 * and `ownArtwork`), so a page may hold up to twice `limit` changes. A `commission` is a public
 * showcase commission; one that stops being shown arrives as a delete.
 */
export const SYNC_PAGE_SIZE = { default: 200, max: 500 } as const;

/**
 * The bound of what a phone keeps (so it never downloads a 100,000-artwork catalogue): the newest
 * SYNC_SCOPE.artworks public artworks with their artists, the newest SYNC_SCOPE.commissions
 * showcase commissions, all specialties and mediums, and the caller's own rows (own artworks in
 * every status, commission requests sent and received). What a user pins for offline is fetched
 * through the ordinary read endpoints and kept beside it.
 */
export const SYNC_SCOPE = { artworks: 1000, commissions: 300, notifications: 100 } as const;

/**
 * How far a client's scope may grow before it starts again. A first sync fixes its scope's floors
 * (the oldest public artwork and showcase commission in it) into the cursor, and the deltas bring
 * every newer one; once more than SYNC_SCOPE_GROWTH × SYNC_SCOPE.artworks public artworks (or
 * × SYNC_SCOPE.commissions showcase commissions) are at or above the floors, a delta request
 * answers 410 (SYNC_RESET): the client clears its synced tables and a new first sync takes the
 * newest again. With 2, a phone keeps at most about twice the scope and makes one more first sync
 * per SYNC_SCOPE.artworks new artworks; nearer 1 it would resync more often, higher keep more.
 */
export const SYNC_SCOPE_GROWTH = 2;

/** How long deletes (tombstones) are kept: a cursor older than this answers 410. */
export const SYNC_TOMBSTONE_DAYS = 30;

/**
 * What a change is about. `artwork` is a public artwork (approved, by an approved artist);
 * `ownArtwork` is one of the caller's own artworks in any status (pending and rejected included);
 * `commissionRequest` is a request the caller sent or received; `notification` is one of the
 * caller's own notifications (read or not), the newest SYNC_SCOPE.notifications in a first sync.
 */
export const SYNC_ENTITIES = [
  'artwork',
  'artist',
  'commission',
  'specialty',
  'medium',
  'ownArtwork',
  'commissionRequest',
  'notification',
] as const;
export const SyncEntitySchema = z.enum(SYNC_ENTITIES);
export type SyncEntity = z.infer<typeof SyncEntitySchema>;

const change = <E extends SyncEntity, D extends z.ZodType>(entity: E, data: D) =>
  z.object({
    entity: z.literal(entity),
    id: z.number().int(),
    op: z.enum(['upsert', 'delete']),
    /** Opaque, ordered by the server; informational for the client (the page's cursor is what counts). */
    version: z.string(),
    /** The row as its read endpoint answers it; null for a delete. */
    data: data.nullable(),
  });

export const SyncChangeSchema = z.discriminatedUnion('entity', [
  change('artwork', ArtworkSchema),
  change('artist', ArtistSchema),
  change('commission', CommissionSchema),
  change('specialty', SpecialtySchema),
  change('medium', MediumSchema),
  change('ownArtwork', ArtworkSchema),
  change('commissionRequest', CommissionRequestSchema),
  change('notification', NotificationSchema),
]);
export type SyncChange = z.infer<typeof SyncChangeSchema>;

export const SyncChangesQuerySchema = z.object({
  /** From the previous page's `cursor`; left out for a first (full) sync. */
  cursor: CursorSchema.optional(),
  /** 1 or more, clamped to SYNC_PAGE_SIZE.max; SYNC_PAGE_SIZE.default when left out. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, SYNC_PAGE_SIZE.max))
    .optional(),
});
export type SyncChangesQuery = z.infer<typeof SyncChangesQuerySchema>;

export const SyncChangesResponseSchema = z.object({
  changes: z.array(SyncChangeSchema),
  /** Where the next request starts (also when `hasMore` is false: the next delta pull). */
  cursor: CursorSchema,
  hasMore: z.boolean(),
});
export type SyncChangesResponse = z.infer<typeof SyncChangesResponseSchema>;
