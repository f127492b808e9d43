import fs from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/**
 * First visits we hold to a budget: the lazy modules the route renders at once (its layout when that is lazy,
 * its page and the strings it waits for, and for a signed-in visit the account menu, the GraphQL client and the
 * sign-out-elsewhere listener) and the gzip kilobytes (kB, 1,000 bytes, as browsers' and bundlers' tools print
 * them) allowed.
 */
const VISITS = [
  { path: '/auth/login', lazyModules: ['src/routes/auth/LoginPage.tsx'], budgetKb: 135 },
  {
    path: '/room',
    lazyModules: [
      'src/routes/layouts/SideLayouts.tsx',
      'src/routes/room/RoomPage.tsx',
      'src/i18n/ja-chat.ts',
      'src/components/AccountMenu.tsx',
      'src/graphql/client.ts',
      'src/app/SessionEndListener.tsx',
    ],
    budgetKb: 270,
  },
];

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Asks the server for each path in turn over one keep-alive connection, as a browser with an empty cache would, and
 * counts the bytes that came over the socket: status lines, headers and the (compressed) bodies.
 */
async function wireBytes(baseUrl: string, paths: string[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<Socket>();
  try {
    for (const urlPath of paths) {
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(`${baseUrl}${urlPath}`, { agent, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${urlPath} answered ${res.statusCode}`));
          res.resume();
          res.on('end', resolve);
          res.on('error', reject);
        });
        req.on('socket', (socket: Socket) => sockets.add(socket));
        req.on('error', reject);
        req.end();
      });
    }
    return [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0);
  } finally {
    agent.destroy();
  }
}

/** A chunk and every chunk it imports statically: what the browser must fetch before the module runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The manifest key of the chunk that holds a lazy module: the module itself, or, when Rollup has put code the
 * module shares with later chunks into the module's chunk (no longer a plain facade), the dynamic entry chunk
 * named after it.
 */
function chunkOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  const merged = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !manifest[key]!.src && manifest[key]!.name === name);
  return merged.length === 1 ? merged[0] : undefined;
}

/** Kilobytes of 1,000 bytes. */
const KB = 1000;
const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / KB;

/**
 * Builds the web app into a scratch directory with a manifest and measures, for each first visit, the gzip
 * size of the JavaScript it downloads (the entry chunk and its static imports, plus the route's lazy chunks and
 * their static imports), then the bytes the server actually sends for it: the page, those scripts and their
 * stylesheets, asked for as Chromium asks (brotli accepted), headers included. `--dist <dir>` measures an existing
 * build made with `build.manifest`.
 */
export async function main(args: string[]) {
  const distArg = args.indexOf('--dist');
  let outDir: string;
  if (distArg >= 0 && args[distArg + 1]) outDir = path.resolve(args[distArg + 1]!);
  else {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bundle-'));
    await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = staticClosure(manifest, 'index.html');
  const sizeOf = (keys: Iterable<string>) =>
    [...keys].reduce((sum, key) => sum + gzipKb(path.join(outDir, manifest[key]!.file)), 0);

  const entryKb = sizeOf(entry);
  console.log(`entry chunk and its static imports: ${entryKb.toFixed(1)} kB gzip (${entry.size} files)`);

  // The same build served by the real server, which sends the brotli copy Chromium accepts.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bundle-data-'));
  const { app } = await buildApp({ config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }), webDist: outDir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  /** The files a set of chunks brings: the scripts and the stylesheets they import. */
  const filesOf = (keys: Iterable<string>) =>
    [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]).map((file) => `/${file}`);

  let overBudget = false;
  try {
    for (const visit of VISITS) {
      const lazy = new Set<string>();
      for (const module of visit.lazyModules) {
        const chunk = chunkOf(manifest, module);
        if (!chunk) throw new Error(`${module} is not a chunk of the build`);
        staticClosure(manifest, chunk, lazy);
      }
      const lazyOnly = [...lazy].filter((key) => !entry.has(key));
      const totalKb = entryKb + sizeOf(lazyOnly);
      const files = [...new Set([...filesOf(entry), ...filesOf(lazyOnly)])];
      const wireKb = (await wireBytes(baseUrl, [visit.path, ...files])) / KB;
      const verdict = totalKb <= visit.budgetKb ? 'ok' : 'OVER BUDGET';
      if (verdict !== 'ok') overBudget = true;
      console.log(
        `${visit.path}: ${totalKb.toFixed(1)} kB gzip of JavaScript on disk (target ≤ ${visit.budgetKb} kB) ${verdict}; ` +
          `${wireKb.toFixed(1)} kB over the wire for the page and its ${files.length} scripts and stylesheets, headers included`,
      );
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (overBudget) process.exitCode = 1;
}
