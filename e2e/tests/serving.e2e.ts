import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';
import { type RunningServer, startServer } from '../support/server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, still compressed. */
  body: Buffer;
}

/** A request whose answer is left as sent: fetch() would decompress it and hide the encoding. */
function raw(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const webDist = join(repoRoot, 'web/dist');
const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
/** The entry script the built page names, e.g. /assets/index-AbC123.js. */
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1];

describe('the compiled server serves the built app like a product', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('sends the brotli copy of an asset to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    expect(entryScript).toBeDefined();
    const original = readFileSync(join(webDist, entryScript!));

    const br = await raw(`${server.url}${entryScript}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await raw(`${server.url}${entryScript}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await raw(`${server.url}${entryScript}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('answers HEAD wherever GET answers, and never caches the page', async () => {
    for (const path of ['/', '/auth/login', '/room', '/robots.txt', '/favicon.ico', entryScript!]) {
      const head = await raw(`${server.url}${path}`, { method: 'HEAD' });
      expect({ path, status: head.status, body: head.body.length }).toEqual({ path, status: 200, body: 0 });
    }
    const page = await raw(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]*結び[^"]*"/);
  });

  it('answers an unknown path with the app and 404, so the app shows its 404 page', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await raw(`${server.url}/no/such/page`, { method });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      if (method === 'GET') expect(response.body.toString('utf8')).toBe(indexHtml);
    }
  });

  it('answers a missing asset with a plain 404, never with the app', async () => {
    for (const path of ['/assets/x.js', '/assets/index-Stale123.css', '/missing.png']) {
      const response = await raw(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.toString('utf8')).not.toContain('<html');
    }
  });

  it('serves a real robots.txt and icon', async () => {
    const robots = await raw(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString('utf8')).toContain('User-agent: *');

    const icon = await raw(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    // An ICO file starts with reserved 0, type 1.
    expect([...icon.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const svg = await raw(`${server.url}/favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('writes one log line per request', async () => {
    const quiet = await startServer({ LOG_LEVEL: 'info' });
    try {
      for (const path of ['/', '/no/such/page', '/healthz']) await raw(`${quiet.url}${path}`);
      await expect
        .poll(() => quiet.output().split('\n').filter((line) => line.includes('"url":"/no/such/page"')).length)
        .toBe(1);
      const lines = quiet.output().split('\n').filter((line) => /"url":"\/(no\/such\/page)?"/.test(line));
      expect(lines).toHaveLength(2);
      expect(JSON.parse(lines[1]!)).toMatchObject({ method: 'GET', url: '/no/such/page', statusCode: 404 });
    } finally {
      await quiet.stop();
    }
  });
});
