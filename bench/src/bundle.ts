import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/**
 * First visits we hold to a budget: the lazy modules the route renders at once (its layout when that is lazy,
 * its page, and for a signed-in visit the account menu, the GraphQL client and the sign-out-elsewhere listener)
 * and the gzip kilobytes allowed.
 */
const VISITS = [
  { path: '/auth/login', lazyModules: ['src/routes/auth/LoginPage.tsx'], budgetKb: 150 },
  {
    path: '/room',
    lazyModules: [
      'src/routes/layouts/SideLayouts.tsx',
      'src/routes/room/RoomPage.tsx',
      'src/components/AccountMenu.tsx',
      'src/graphql/client.ts',
      'src/app/SessionEndListener.tsx',
    ],
    budgetKb: 300,
  },
];

/** A chunk and every chunk it imports statically: what the browser must fetch before the module runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / 1024;

/**
 * Builds the web app into a scratch directory with a manifest and measures, for each first visit, the gzip
 * size of the JavaScript it downloads: the entry chunk and its static imports, plus the route's lazy chunks and
 * their static imports. `--dist <dir>` measures an existing build made with `build.manifest`.
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
  console.log(`entry chunk and its static imports: ${entryKb.toFixed(1)} KB gzip (${entry.size} files)`);
  let overBudget = false;
  for (const visit of VISITS) {
    const lazy = new Set<string>();
    for (const module of visit.lazyModules) {
      if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
      staticClosure(manifest, module, lazy);
    }
    const totalKb = entryKb + sizeOf([...lazy].filter((key) => !entry.has(key)));
    const verdict = totalKb <= visit.budgetKb ? 'ok' : 'OVER BUDGET';
    if (totalKb > visit.budgetKb) overBudget = true;
    console.log(`${visit.path}: ${totalKb.toFixed(1)} KB gzip (target ≤ ${visit.budgetKb} KB) ${verdict}`);
  }
  if (overBudget) process.exitCode = 1;
}
