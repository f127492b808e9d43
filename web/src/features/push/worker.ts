/** The service worker (web/public/sw.js), served from the site root so its scope is the whole app. */
const WORKER_URL = '/sw.js';

export const canUseWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The app's page and the build's files (named after their content) the page has loaded so far. */
export function loadedAppFiles(entries: ReadonlyArray<{ name: string }> = performance.getEntriesByType('resource')): string[] {
  const paths = new Set<string>(['/']);
  const origin = window.location.origin;
  // Compared as text: a room's start reports dozens of photos and answers, and parsing each as a URL showed.
  for (const { name } of entries) {
    if (name.startsWith(`${origin}/assets/`)) paths.add(name.slice(origin.length).split(/[?#]/, 1)[0]!);
  }
  return [...paths];
}

/**
 * Registers the worker once the page has loaded, on every page (signed in or not, push on or off): it keeps the
 * app's files so that the app opens while the server is away (decision 0258), shows pushes and opens their rooms.
 * Once it is running, the page names the files it has loaded, and each lazy chunk loaded later: the worker keeps
 * them, mostly from the browser's own cache, after the first screen is up rather than before.
 */
export function registerServiceWorker(): void {
  if (!canUseWorker()) return;
  const register = () => {
    void navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const keep = (paths: string[]) => registration.active?.postMessage({ type: 'musubi:keep', paths });
        keep(loadedAppFiles());
        if (typeof PerformanceObserver === 'undefined') return;
        new PerformanceObserver((list) => {
          const paths = loadedAppFiles(list.getEntries()).filter((path) => path !== '/');
          if (paths.length > 0) keep(paths);
        }).observe({ type: 'resource' });
      })
      .catch(() => undefined);
  };
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
