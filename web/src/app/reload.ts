import { TIMING } from '@musubi/shared/client';

const LAST_RELOAD_KEY = 'musubi.chunkReloadAt';

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: reload once to get the new build,
 * but not again within the guard window, so a chunk that is really missing cannot loop.
 */
export function reloadForMissingChunk(now: number = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < TIMING.reloadLoopGuard) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  window.location.reload();
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
