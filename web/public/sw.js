/* global self */
// Musubi's service worker: shows pushes (To, TO ALL, replies, direct messages) while no tab is looking, and
// opens the room at the message when one is clicked. It caches nothing: the server serves the app.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
