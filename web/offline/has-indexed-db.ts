/** Whether this environment has IndexedDB (not server rendering, not some private modes). */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}
