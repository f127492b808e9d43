import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 5;
const PORT = 3917;

/**
 * Starts the compiled server as `npm start` does (`node server/dist/main.js`, on SQLite in a fresh data
 * directory) and times it from the spawn to the first 200 from /healthz, polling every 10 ms; RUNS times, each
 * stopped with SIGTERM before the next. `--source` times `node --import tsx server/src/main.ts` instead.
 */
export async function main(args: string[]) {
  const fromSource = args.includes('--source');
  const command = fromSource ? ['--import', 'tsx', 'server/src/main.ts'] : ['--enable-source-maps', 'server/dist/main.js'];
  if (!fromSource && !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
    throw new Error('server/dist/main.js is missing: run npm run build first');
  }
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-startup-'));
    const started = performance.now();
    const child = spawn(process.execPath, command, {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const deadline = started + 30_000;
      for (;;) {
        const answered = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
          (response) => response.status === 200,
          () => false,
        );
        if (answered) break;
        if (performance.now() > deadline) throw new Error('the server did not answer within 30 s');
        await sleep(10);
      }
      times.push(performance.now() - started);
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${fromSource ? 'node --import tsx server/src/main.ts' : 'node server/dist/main.js'}: first answer after ` +
      `${Math.round(median)} ms (median of ${RUNS}; ${times.map((t) => Math.round(t)).join(', ')} ms)`,
  );
}
