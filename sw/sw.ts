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
// Images only their artist and admins may see come `private, no-store` and are never kept: they
// must not outlive a sign-out on a shared device.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'atelier-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      {
        cacheWillUpdate: async ({ response }) =>
          /no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response,
      },
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
