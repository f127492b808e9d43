import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench -- room-ui`: the room screen in Chromium on a room of 10,000 messages (open at the first
 * unread, switch rooms, scroll back). It is a browser journey, so it runs on the e2e harness; the figures go to
 * e2e/artifacts/room-benchmark.json. Needs the web build (npm run build) and /usr/bin/chromium.
 */
export async function main() {
  const e2e = fileURLToPath(new URL('../../e2e/', import.meta.url));
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.bench.config.ts'], { cwd: e2e, stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}
