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

/** How long a navigation waits for the server's page before the cached shell answers instead. */
const NAVIGATION_TIMEOUT_MS = 3000;
const shell = createHandlerBoundToURL('index.html');

/**
 * Navigations are network first: online, the page comes from the server (the public pages rendered
 * there, fresh, with their data; api/ssr/). Offline, when the server does not answer within
 * NAVIGATION_TIMEOUT_MS, or answers a 5xx, the precached shell opens the page from the local data
 * as before. The server's HTML is never cached here: nothing rendered for one visitor is kept.
 * The API and uploads are never navigations of the app.
 */
registerRoute(
  new NavigationRoute(
    async (options) => {
      const fallback = () => shell(options);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), NAVIGATION_TIMEOUT_MS);
      });
      try {
        const response = await Promise.race([fetch(options.request), timeout]);
        return response && response.status < 500 ? response : fallback();
      } catch {
        return fallback();
      } finally {
        clearTimeout(timer);
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//, /^\/sitemaps?[/.-]/, /^\/robots\.txt$/] },
  ),
);

const IMAGE_CACHE = 'atelier-images';
/**
 * The pictures of items saved for offline (web/offline/storage.ts): a cache of their own, so this
 * worker's expiry and its purge on quota errors never take them; the page evicts them under its
 * budget, least recently used first.
 */
const PINNED_IMAGE_CACHE = 'atelier-pinned';

/** A saved item's picture answers when the browsing cache has none. */
const pinnedPictures = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }): Promise<Response | null> =>
    cachedResponse ?? (await (await caches.open(PINNED_IMAGE_CACHE)).match(request)) ?? null,
};

/**
 * Offline, an image rendition that was never cached (`<key>-<width>.webp`: the page asks for a
 * width this screen needs) is answered with another cached rendition of the same image, the widest:
 * what 'Save for offline' keeps is one phone-sized rendition (web/offline/pins.ts).
 */
const anyCachedRendition = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const match = /^(.*)-(\d+)\.webp$/.exec(new URL(request.url).pathname);
    if (!match) return undefined;
    for (const name of [IMAGE_CACHE, PINNED_IMAGE_CACHE]) {
      const cache = await caches.open(name);
      const renditions = (await cache.keys())
        .map((key) => ({ key, match: /^(.*)-(\d+)\.webp$/.exec(new URL(key.url).pathname) }))
        .filter((r) => r.match?.[1] === match[1])
        .sort((a, b) => Number(b.match![2]) - Number(a.match![2]));
      if (renditions[0]) return cache.match(renditions[0].key);
    }
    return undefined;
  },
};

// Uploaded images are immutable (a new upload gets a new URL): cache-first, bounded, purged on quota errors.
// Images only their artist and admins may see come `private, no-store` and are never kept: they
// must not outlive a sign-out on a shared device.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/uploads/') && request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      pinnedPictures,
      anyCachedRendition,
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
