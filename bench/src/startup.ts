import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 5;
const PORT = 3917;
/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms: unlike the wall clock, not stretched by a busy machine. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Starts the compiled server as `npm start` does (`node server/dist/main.js`, on SQLite in a fresh data
 * directory) and times it from the spawn to the first 200 from /healthz, polling every 10 ms, and reads the CPU
 * time the process had used by then; RUNS times, each stopped with SIGTERM before the next. `--source` times `node --import tsx server/src/main.ts` instead.
 */
export async function main(args: string[]) {
  const fromSource = args.includes('--source');
  const command = fromSource ? ['--import', 'tsx', 'server/src/main.ts'] : ['--enable-source-maps', 'server/dist/main.js'];
  if (!fromSource && !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
    throw new Error('server/dist/main.js is missing: run npm run build first');
  }
  const times: number[] = [];
  const cpuTimes: number[] = [];
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
      cpuTimes.push(cpuMs(child.pid!));
    } finally {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `${fromSource ? 'node --import tsx server/src/main.ts' : 'node server/dist/main.js'}: first answer after ` +
      `${Math.round(median(times))} ms (median of ${RUNS}; ${times.map((t) => Math.round(t)).join(', ')} ms), ` +
      `having used ${Math.round(median(cpuTimes))} ms of CPU (${cpuTimes.map((t) => Math.round(t)).join(', ')} ms)`,
  );
}
