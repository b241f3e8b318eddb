import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while a server-rendered page hydrates, true once the app runs in the
 * browser: what is left out of the server's HTML (lazy chunks, the local store) mounts from then on,
 * so the first client render still matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
