/* global self, caches */
// Musubi's service worker: keeps the app's shell so that the app opens while the server is away (decision 0258),
// shows pushes (To, TO ALL, replies, direct messages) while no tab is looking, and opens the room at the message
// when one is clicked. It never keeps an answer of the API (/graphql, /api): those hold a person's data.

// The build writes its id here (web/vite.config.ts), so each deploy is a new worker that drops the old build's files.
const BUILD = 'dev';
const CACHE_PREFIX = 'musubi-app-';
const CACHE = `${CACHE_PREFIX}${BUILD}`;
/** The key of the app's page (web/dist/index.html, the same for every path of the app). */
const SHELL = '/';
/** The most paths one message from a page may ask to keep. */
const MAX_KEEP = 300;
/** Paths the app's pages never use: the server answers them itself, and the worker leaves them alone. */
const API_PATH = /^\/(?:graphql|api|dev|healthz|readyz|user)(?:\/|$)/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  ),
);

const isAsset = (url) => url.pathname.startsWith('/assets/');
const isPage = (response) => response.status === 200 && response.type === 'basic' && (response.headers.get('content-type') || '').startsWith('text/html');

/** A page of the app: from the network, else (the server is away) the app's page kept from the last visit. */
async function navigation(request) {
  try {
    const response = await fetch(request);
    if (isPage(response)) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(SHELL, copy)).catch(() => undefined);
    }
    return response;
  } catch (error) {
    const kept = await caches.match(SHELL, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** A file of the build: its name changes with its content, so a kept copy is always right. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API_PATH.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (isAsset(url)) event.respondWith(asset(request));
  // Anything else (build.json, the icons, the manifest) goes to the network as if there were no worker.
});

/**
 * The page names the files it loaded before this worker looked after it (its first visit), once it has loaded:
 * they are kept now, mostly from the browser's own cache, so that the next visit can open without the server.
 */
async function keep(paths) {
  const cache = await caches.open(CACHE);
  for (const path of paths.slice(0, MAX_KEEP)) {
    if (typeof path !== 'string' || !(path === SHELL || path.startsWith('/assets/'))) continue;
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin || (await cache.match(url.pathname))) continue;
    try {
      const response = await fetch(url.pathname, { credentials: 'same-origin' });
      if (path === SHELL ? isPage(response) : response.status === 200) await cache.put(url.pathname, response);
    } catch {
      // The server is away: the next visit names the file again.
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'musubi:keep' || !Array.isArray(data.paths)) return;
  event.waitUntil(keep(data.paths));
});

self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data || typeof data.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      // One notification per room: a newer message replaces the older one and alerts again.
      tag: `room:${data.roomId}`,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'ja',
      data: { url: data.url },
    }),
  );
});

/** Only our own paths: a notification never sends the user elsewhere. */
function targetOf(notification) {
  const url = new URL((notification.data && notification.data.url) || '/room', self.location.origin);
  return url.origin === self.location.origin ? url : new URL('/room', self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // The open page moves to the message itself (no reload), then comes to the front.
        open.postMessage({ type: 'musubi:open', path: `${target.pathname}${target.search}` });
        await open.focus();
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
