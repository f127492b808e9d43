import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, repoRoot } from './paths';

/**
 * The journeys run the compiled server and the built web app, as production does: both are built here when missing
 * or older than their sources (a second or so for the server, under a minute for the web app), so a journey never
 * tests stale code. Missing prerequisites fail once, up front, with the fix.
 */
export default function prepare(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`e2e prerequisites missing:\n  ${chromiumPath} (run: node scripts/ensure-chromium.mjs)`);
  }
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('e2e: building the web app or the server failed (see above)');
}
