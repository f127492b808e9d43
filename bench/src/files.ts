import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import { newId } from '../../server/src/lib/ids';
import { TRANSACTION_PAID } from '../../server/src/modules/billing/limits';
import { clientFor, createRoom, createUser, freshStore, startNode } from '../../server/test/cluster/support';

const SIZE = 100 * 1024 * 1024;

/** Resident memory of a process in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples a process's memory every 20 ms while `work` runs; returns the work's time and the peak. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { result, ms, peak: Math.max(peak, rssOf(pid)) };
}

const mbps = (bytes: number, ms: number) => +(bytes / 1024 / 1024 / (ms / 1000)).toFixed(1);
const mb = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);

/**
 * `npm run bench -- files`: a 100 MB upload and download through the real server process on embedded SQLite,
 * against a plain disk copy of the same file, and the server's peak memory above idle meanwhile.
 * Targets: within 2x of the disk copy, < 100 MB above idle.
 */
export async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-files-'));
  const store = await freshStore('sqlite');
  const node = await startNode({ ...store.env, APP_SECRET: randomBytes(32).toString('hex') });
  const pid = node.pid;
  try {
    const database = await store.open();
    const owner = await createUser(database, 'ベンチ');
    // The standard plan's limits, bought for the next month.
    const now = new Date();
    await database.db
      .insertInto('transactions')
      .values({
        id: newId(),
        order_id: `bench-${newId()}`,
        amount: 1_100,
        status: TRANSACTION_PAID,
        user_id: owner.id,
        package_id: PACKAGE_ID.standard,
        payment_type: PAYMENT_PERIOD.month,
        period_start: new Date(now.getTime() - 60_000).toISOString(),
        period_end: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
        provider: 'test',
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute();
    const roomId = await createRoom(database, node.url, owner, []);
    await database.close();

    const source = path.join(work, 'source.pdf');
    const chunk = randomBytes(1024 * 1024);
    chunk.write('%PDF-1.7\n', 0);
    const out = fs.createWriteStream(source);
    for (let i = 0; i < SIZE / chunk.length; i++) out.write(i === 0 ? chunk : randomBytes(1024 * 1024));
    await new Promise((resolve) => out.end(resolve));

    const copy = await measured(pid, () => fs.promises.copyFile(source, path.join(work, 'copy.pdf')));
    const idle = rssOf(pid);

    const upload = await measured(pid, async () => {
      const form = new FormData();
      form.append('room_id', roomId);
      form.append('file', await fs.openAsBlob(source), 'ベンチマーク資料.pdf');
      const response = await fetch(`${node.url}/api/files`, { method: 'POST', headers: { cookie: owner.cookie }, body: form });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    });

    const detail = await clientFor(node.url, owner.cookie).ok('query ($id: ID!) { getFileDetail(id: $id) { url } }', {
      id: upload.result.id,
    });
    const download = await measured(pid, async () => {
      const response = await fetch(`${node.url}${detail.getFileDetail.url}`, { headers: { cookie: owner.cookie } });
      let bytes = 0;
      for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) bytes += part.length;
      if (bytes !== SIZE) throw new Error(`download returned ${bytes} bytes`);
      return bytes;
    });

    const results = {
      fileMB: mb(SIZE),
      diskCopyMBps: mbps(SIZE, copy.ms),
      uploadMBps: mbps(SIZE, upload.ms),
      downloadMBps: mbps(SIZE, download.ms),
      uploadVsCopy: +(upload.ms / copy.ms).toFixed(2),
      downloadVsCopy: +(download.ms / copy.ms).toFixed(2),
      idleRssMB: mb(idle),
      peakAboveIdleMB: mb(Math.max(upload.peak, download.peak) - idle),
    };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    node.signal('SIGTERM');
    await node.exited;
    await store.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
