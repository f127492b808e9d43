import { TIMING } from '@musubi/shared/client';

declare const __BUILD_ID__: string;

/** The id of the build this page runs; the server publishes the current one at /build.json. */
export const currentBuildId = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export async function fetchPublishedBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/build.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/** Polls about every hour and calls onNewBuild once a different build is published. */
export function watchForNewBuild(onNewBuild: () => void, intervalMs: number = TIMING.buildPoll): () => void {
  const timer = window.setInterval(() => {
    // fetchPublishedBuildId answers null on any failure: the poll never rejects.
    void fetchPublishedBuildId().then((published) => {
      if (published && published !== currentBuildId) {
        window.clearInterval(timer);
        onNewBuild();
      }
    });
  }, intervalMs);
  return () => window.clearInterval(timer);
}
