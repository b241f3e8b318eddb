/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

declare const self: ServiceWorkerGlobalScope;

// The app shell (HTML, JS, CSS, icons, default images, Latin fonts), versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes open offline from the cached shell; the API and uploads never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/uploads\//] }),
);

// Uploaded images are immutable (a new upload gets a new URL): cache-first, bounded, purged on quota errors.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'atelier-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Font subsets that are not precached (non-Latin scripts), kept once seen.
registerRoute(
  ({ request, url }) => request.destination === 'font' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'atelier-fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
  }),
);

// The page's "Reload" button on an update prompt (registerType: 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): the outbox lives in the page's Dexie store and sends with the page's
// cookies, so the worker only wakes the open pages to drain it (web/offline/outbox-sync.ts).
// The tag and message must match OUTBOX_SYNC_TAG and OUTBOX_SYNC_MESSAGE in web/offline/outbox.ts.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== 'atelier-outbox') return;
  sync.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: 'OUTBOX_SYNC' }))),
  );
});
