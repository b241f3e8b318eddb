import type { SyncChangesQuery, SyncChangesResponse } from '@contract/sync';
import { Endpoints } from '@contract/endpoints';
import { call } from '@/lib/call';

/**
 * `GET /api/sync/changes?cursor=&limit=`: one page of the delta pull (contract/sync.ts). A cursor
 * older than the kept tombstones throws ApiError with status 410. Not a query: the pull writes
 * each page into the local store (web/offline/sync.ts), never into the query cache.
 */
export function fetchSyncChanges(
  query: SyncChangesQuery,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<SyncChangesResponse> {
  return call(Endpoints.syncChanges, { query }, options);
}
