/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { safeRedirectPath } from '@/lib/api/next-step';
import { createLimiter, isRoutePrefetch, MAX_CONCURRENT_PREFETCHES } from '@/lib/pwa/limiter';
import { isApiPath, isPrivatePage, offlinePageFor, PAGES_CACHE } from '@/lib/pwa/sw-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** Replaced at build time (scripts/build-sw.mjs) with the Next build id. */
declare const __BUILD_ID__: string;

const DAY = 24 * 60 * 60;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** The page that installed the worker was loaded before it: keep it for offline reloads too. */
async function cachePage(href: string) {
  const path = safeRedirectPath(href, self.location.origin);
  if (!path) return;
  const url = new URL(path, self.location.origin);
  if (isApiPath(url.pathname) || isPrivatePage(url.pathname)) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 200) await (await caches.open(PAGES_CACHE)).put(url.href, response);
}

// A new worker waits until the page says the user accepted the update (spec §4 needs-refresh).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'GET_VERSION') event.ports[0]?.postMessage(__BUILD_ID__);
  if (data?.type === 'CACHE_PAGE' && data.url) {
    const done = cachePage(data.url).then(
      () => true,
      () => false,
    );
    event.waitUntil(done.then((cached) => event.ports[0]?.postMessage(cached)));
  }
});
clientsClaim();
cleanupOutdatedCaches();

// The build's static assets and the offline pages (the app shell).
precacheAndRoute(self.__WB_MANIFEST);

// API answers may carry private data: straight to the network, never stored.
registerRoute(({ url }) => sameOrigin(url) && isApiPath(url.pathname), new NetworkOnly());

// Next's route prefetches: at most 5 in flight (spec §9), never stored.
const limitPrefetch = createLimiter(MAX_CONCURRENT_PREFETCHES);
registerRoute(
  ({ url, request }) => sameOrigin(url) && isRoutePrefetch(request.headers),
  ({ request }) => limitPrefetch(() => fetch(request)),
);

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPrivatePage(url.pathname), new NetworkOnly());
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY })],
  }),
);

// Font files never change under one URL: cache first, for a year.
registerRoute(
  ({ request }) => request.destination === 'font',
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * DAY })],
  }),
);

// Images (tutor photos, illustrations) may be replaced: show the cached one, refresh behind.
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// A navigation the network and the caches cannot answer gets the offline page in its language.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') {
    const page = await matchPrecache(offlinePageFor(url.pathname));
    if (page) return page;
  }
  return Response.error();
});
