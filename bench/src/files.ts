import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { PACKAGE_ID, PAYMENT_PERIOD } from '@musubi/shared';
import { newId } from '../../server/src/lib/ids';
import { TRANSACTION_PAID } from '../../server/src/modules/billing';
import { clientFor, createRoom, createUser, freshStore, startNode } from '../../server/test/cluster/support';

const SIZE = 100 * 1024 * 1024;

/** Resident memory of a process in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** CPU time of a process in ms (user + system, every thread), from /proc (Linux). */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Samples a process's memory every 20 ms while `work` runs; returns the work's time, the process's CPU time and the peak. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const cpuBefore = cpuOf(pid);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { result, ms, cpuMs: cpuOf(pid) - cpuBefore, peak: Math.max(peak, rssOf(pid)) };
}

/**
 * A real multipart/form-data POST, written by hand: the room field, then the file streamed from disk in 1 MiB
 * reads. fetch with FormData spent more CPU building and sending the body than the server spent receiving it.
 */
async function uploadMultipart(url: string, cookie: string, roomId: string, file: string, name: string) {
  const boundary = `----musubi-bench-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="room_id"\r\n\r\n${roomId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + fs.statSync(file).size + tail.length,
    },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
  request.write(head);
  await pipeline(fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), request, { end: false });
  request.end(tail);
  const response = await answered;
  let text = '';
  for await (const part of response) text += String(part);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${text}`);
  return JSON.parse(text) as { id: string };
}

/** GET through node:http, counting the bytes as they arrive. */
async function downloadBytes(url: string, cookie: string) {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers: { cookie } }, resolve).once('error', reject),
  );
  if (response.statusCode !== 200) throw new Error(`download failed: ${response.statusCode}`);
  let bytes = 0;
  response.on('data', (part: Buffer) => (bytes += part.length));
  await new Promise((resolve, reject) => response.once('end', resolve).once('error', reject));
  return bytes;
}

/**
 * The floor under our figures: plain node:http in a process of its own, with nothing of ours. A POST streams the
 * body into a file and syncs it (as a durable upload must); a GET streams the named file in 1 MiB reads.
 */
const BARE_SERVER = `
const fs = require('node:fs');
const http = require('node:http');
const [served, received] = process.argv.slice(1);
const server = http.createServer((request, response) => {
  if (request.method === 'POST') {
    const out = fs.createWriteStream(received);
    request.pipe(out).on('finish', () => {
      const fd = fs.openSync(received, 'r+');
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":"bare"}');
    });
  } else {
    response.writeHead(200, { 'content-length': fs.statSync(served).size });
    fs.createReadStream(served, { highWaterMark: 1024 * 1024 }).pipe(response);
  }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startBareServer(served: string, received: string) {
  const child = spawn(process.execPath, ['-e', BARE_SERVER, served, received], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (line: Buffer) => resolve(Number(String(line).trim())));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
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

    const upload = await measured(pid, () =>
      uploadMultipart(`${node.url}/api/files`, owner.cookie, roomId, source, 'ベンチマーク資料.pdf'),
    );

    const detail = (await clientFor(node.url, owner.cookie).ok('query ($id: ID!) { getFileDetail(id: $id) { url } }', {
      id: upload.result.id,
    })) as { getFileDetail: { url: string } };
    const download = await measured(pid, async () => {
      const bytes = await downloadBytes(`${node.url}${detail.getFileDetail.url}`, owner.cookie);
      if (bytes !== SIZE) throw new Error(`download returned ${bytes} bytes`);
      return bytes;
    });

    const bare = await startBareServer(source, path.join(work, 'bare-upload.bin'));
    const bareUpload = await measured(bare.pid, () => uploadMultipart(bare.url, '', roomId, source, 'bare.pdf'));
    const bareDownload = await measured(bare.pid, () => downloadBytes(bare.url, ''));
    bare.stop();

    const results = {
      fileMB: mb(SIZE),
      diskCopyMBps: mbps(SIZE, copy.ms),
      uploadMBps: mbps(SIZE, upload.ms),
      downloadMBps: mbps(SIZE, download.ms),
      uploadVsCopy: +(upload.ms / copy.ms).toFixed(2),
      downloadVsCopy: +(download.ms / copy.ms).toFixed(2),
      bareHttpUploadMBps: mbps(SIZE, bareUpload.ms),
      bareHttpDownloadMBps: mbps(SIZE, bareDownload.ms),
      bareHttpUploadVsCopy: +(bareUpload.ms / copy.ms).toFixed(2),
      bareHttpDownloadVsCopy: +(bareDownload.ms / copy.ms).toFixed(2),
      uploadServerCpuMs: Math.round(upload.cpuMs),
      downloadServerCpuMs: Math.round(download.cpuMs),
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
