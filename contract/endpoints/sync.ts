import { defineEndpoints } from '../endpoint';
import { SyncChangesQuerySchema, SyncChangesResponseSchema } from '../sync';

export const syncEndpoints = defineEndpoints({
  syncChanges: {
    method: 'GET',
    path: '/api/sync/changes',
    summary:
      'Delta sync: the changes the caller may see since a cursor (public rows for everyone, own rows for a signed-in user); 410 when the cursor is older than the kept tombstones',
    tag: 'Sync',
    query: SyncChangesQuerySchema,
    response: SyncChangesResponseSchema,
    errors: [410],
  },
});
