// What `useLocalLiveQuery` (./live.ts) loads on first use: Dexie's live queries and the store.
export { liveQuery } from 'dexie';
export { offlineDb } from './db';
