import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/*
 * The portal's service worker (vite-plugin-pwa's injectManifest, vite.config.ts). It precaches the
 * built app, so every screen's code opens offline. A page (a navigation) goes to the server first:
 * the server draws a signed-in screen with its data and the sign-in page before any script
 * (plugins/web.ts), for a returning visitor as for a first one. Offline, or with no answer within
 * NAVIGATION_TIMEOUT_SECONDS, the precached index.html opens instead, and the portal draws the
 * screen itself from what it kept offline (src/lib/offline-cache.ts).
 *
 * No page is stored by the worker: a drawn page holds the signed-in person's data, and the
 * worker's caches outlive a logout. No API answer is cached here either.
 */

/**
 * How long a page may take before the offline copy of the app opens instead (a slow or silent
 * network): longer than the server's own limit for drawing a screen (SERVER_DRAW_TIMEOUT_MS, 1.5 s),
 * after which it sends the page without it.
 */
const NAVIGATION_TIMEOUT_SECONDS = 4;

/** Addresses that are not the portal's pages (calls, files, feeds, the panels' APIs): the network's, untouched. */
const NOT_PAGES = [
  /^\/api\//,
  /^\/files\//,
  /^\/prod\//,
  /^\/health/,
  /^\/icons\//,
  /\/api\//,
  /^\/manifest\.webmanifest/,
];

// The app's types are the page's (DOM), which has no service-worker scope: what is used here.
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

// Directory index off: '/' is the sign-in page the server draws, not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })],
    }),
    { denylist: NOT_PAGES },
  ),
);

// The update prompt's Reload (features/shell/components/update-prompt.tsx, workbox-window).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
