import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { Storage } from './types';

/** A path-style S3-compatible server keeping objects in memory: PUT, GET (with Range), HEAD and DELETE. */
async function startFakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) return response.writeHead(404).end();
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const missing = () =>
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      objects.set(key, Buffer.concat(chunks));
      return response.writeHead(200, { etag: '"x"' }).end();
    }
    const body = objects.get(key);
    if (request.method === 'DELETE') {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    if (!body) return missing();
    if (request.method === 'HEAD') return response.writeHead(200, { 'content-length': body.length }).end();
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    if (range) {
      const part = body.subarray(Number(range[1]), Number(range[2]) + 1);
      return response.writeHead(206, { 'content-length': part.length }).end(part);
    }
    return response.writeHead(200, { 'content-length': body.length }).end(body);
  };
  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, objects, close: () => new Promise((r) => server.close(r)) };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-storage-'));
  dirs.push(dir);
  return dir;
};
const fakeS3 = await startFakeS3('musubi');
afterAll(async () => {
  await fakeS3.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A stream that yields some bytes and then fails, as an upload cut off by a quota does. */
function failingStream() {
  return new Readable({
    read() {
      this.push(Buffer.from('partial bytes'));
      this.destroy(new Error('over quota'));
    },
  });
}

const adapters: Array<[string, () => Storage]> = [
  ['local disk', () => localStorage(tempDir())],
  [
    'S3-compatible',
    () =>
      s3Storage({
        bucket: 'musubi',
        endpoint: fakeS3.url,
        region: 'ap-northeast-1',
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
        spoolDir: tempDir(),
      }),
  ],
];

describe.each(adapters)('%s storage', (_name, make) => {
  it('stores, reads, reads a range, sizes and deletes an object', async () => {
    const storage = make();
    const size = await storage.put('room/abc', Readable.from([Buffer.from('こんにちは'), Buffer.from(' world')]), 'text/plain');
    expect(size).toBe(Buffer.byteLength('こんにちは world'));
    expect(await storage.size('room/abc')).toBe(size);
    expect(await text((await storage.get('room/abc'))!)).toBe('こんにちは world');
    expect(await text((await storage.get('room/abc', { start: 16, end: 20 }))!)).toBe('world');
    await storage.delete('room/abc');
    expect(await storage.size('room/abc')).toBeNull();
    expect(await storage.get('room/abc')).toBeNull();
    await storage.delete('room/abc');
  });

  it('leaves nothing behind when the stream fails', async () => {
    const storage = make();
    await expect(storage.put('room/broken', failingStream(), 'text/plain')).rejects.toThrow('over quota');
    expect(await storage.size('room/broken')).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    const storage = make();
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', '']) {
      await expect(storage.put(key, Readable.from(['x']), 'text/plain')).rejects.toThrow('unsafe storage key');
    }
  });
});

describe('local disk storage', () => {
  it('keeps objects under DATA_DIR/files and no temporary file after a failure', async () => {
    const dataDir = tempDir();
    const storage = localStorage(dataDir);
    await storage.put('k1', Readable.from(['abc']), 'text/plain');
    await expect(storage.put('k2', failingStream(), 'text/plain')).rejects.toThrow();
    expect(fs.readFileSync(path.join(dataDir, 'files', 'k1'), 'utf8')).toBe('abc');
    expect(fs.readdirSync(path.join(dataDir, 'files', '.incoming'))).toEqual([]);
  });
});

describe('S3-compatible storage', () => {
  it('sends objects to the bucket and removes its spool file', async () => {
    const spoolDir = tempDir();
    const storage = s3Storage({ bucket: 'musubi', endpoint: fakeS3.url, region: 'ap-northeast-1', spoolDir, accessKeyId: 'a', secretAccessKey: 'b' });
    await storage.put('spooled', Readable.from(['xyz']), 'text/plain');
    expect(fakeS3.objects.get('spooled')?.toString()).toBe('xyz');
    expect(fs.readdirSync(path.join(spoolDir, 'files-spool'))).toEqual([]);
  });
});
