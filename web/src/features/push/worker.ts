/** The service worker (web/public/sw.js), served from the site root so its scope is the whole app. */
const WORKER_URL = '/sw.js';

export const canUseWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the worker once the page has loaded; it only shows pushes and opens their rooms. */
export function registerServiceWorker(): void {
  if (!canUseWorker()) return;
  const register = () => void navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The worker's registration, or null where there is none (yet). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!canUseWorker()) return null;
  return (await navigator.serviceWorker.getRegistration(WORKER_URL)) ?? null;
}

/**
 * A click on a notification with a tab already open moves that tab to the message (sent by the worker), without
 * reloading the page. Answers the function that stops listening.
 */
export function onOpenRequest(open: (path: string) => void): () => void {
  if (!canUseWorker()) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: string; path?: string } | null;
    if (data?.type === 'musubi:open' && typeof data.path === 'string' && data.path.startsWith('/') && !data.path.startsWith('//')) open(data.path);
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}
