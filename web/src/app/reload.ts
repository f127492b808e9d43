import { TIMING } from '@musubi/shared/client';

const LAST_RELOAD_KEY = 'musubi.chunkReloadAt';

interface NavigationState {
  navigation: { location?: { pathname: string; search: string; hash: string } | null };
}

/** The page a navigation under way is going to: a chunk that fails to load belongs to it, not to the page left. */
let destination: string | null = null;

/** Follows the router's navigations, so that a reload for a missing chunk opens the page the user clicked. */
export function followNavigations(router: { subscribe(listener: (state: NavigationState) => void): () => void }): () => void {
  return router.subscribe((state) => {
    const to = state.navigation.location;
    destination = to ? `${to.pathname}${to.search}${to.hash}` : null;
  });
}

interface Browser {
  reload(): void;
  assign(url: string): void;
}

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: load the new build once, at the page
 * being navigated to when there is one, but not again within the guard window, so a chunk that is really missing
 * cannot loop.
 */
export function reloadForMissingChunk(now: number = Date.now(), browser: Browser = window.location): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < TIMING.reloadLoopGuard) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  if (destination) browser.assign(destination);
  else browser.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/** Vite announces a failed preload of a lazy chunk with this event. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForMissingChunk()) event.preventDefault();
  });
}
