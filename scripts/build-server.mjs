#!/usr/bin/env node
// Compiles shared/src to shared/dist and server/src to server/dist, file for file, so that plain `node` runs the
// server without a TypeScript loader. The layout mirrors src/ because the server finds its modules, migrations,
// GraphQL schemas and the web build by path at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_SRC = path.join(root, 'shared/src');
const SHARED_DIST = path.join(root, 'shared/dist');
const SERVER_SRC = path.join(root, 'server/src');
const SERVER_DIST = path.join(root, 'server/dist');
/** What the workspace package's entry points compile to. */
const SHARED_ENTRIES = { '@musubi/shared': 'index.js', '@musubi/shared/client': 'client.js' };

/** The .ts files a program runs: tests and the command-line tools (run with tsx) stay out. */
function sources(dir, skip = () => false) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.test.ts'))
    .map((d) => path.join(d.parentPath, d.name))
    .filter((file) => !skip(file));
}

/** The file a relative import names, given that sources omit the extension. */
function resolveSource(fromDir, specifier) {
  const base = path.resolve(fromDir, specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const relativeImport = (fromFile, toFile) => {
  const relative = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * Leaves every import to Node at run time: relative imports get the `.js` of their compiled file, the shared
 * workspace package points at its compiled copy, and packages stay as they are.
 */
function keepImports(srcDir, distDir) {
  return {
    name: 'keep-imports',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const outFile = path.join(distDir, path.relative(srcDir, args.importer)).replace(/\.ts$/, '.js');
        if (args.path in SHARED_ENTRIES) {
          return { path: relativeImport(outFile, path.join(SHARED_DIST, SHARED_ENTRIES[args.path])), external: true };
        }
        if (!args.path.startsWith('.')) return { path: args.path, external: true };
        const target = resolveSource(args.resolveDir, args.path);
        if (!target) return { errors: [{ text: `cannot find ${args.path} from ${args.importer}` }] };
        if (!target.endsWith('.ts')) return { path: args.path, external: true };
        const compiled = path.join(distDir, path.relative(srcDir, target)).replace(/\.ts$/, '.js');
        return { path: relativeImport(outFile, compiled), external: true };
      });
    },
  };
}

async function compile(srcDir, distDir, skip) {
  fs.rmSync(distDir, { recursive: true, force: true });
  await build({
    entryPoints: sources(srcDir, skip),
    outdir: distDir,
    outbase: srcDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepImports(srcDir, distDir)],
  });
}

/** Copies the files read at run time (the GraphQL schemas) beside the compiled code. */
function copyAssets(srcDir, distDir) {
  for (const entry of fs.readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql')) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(distDir, path.relative(srcDir, from));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

const started = performance.now();
await compile(SHARED_SRC, SHARED_DIST);
await compile(SERVER_SRC, SERVER_DIST, (file) => file.startsWith(path.join(SERVER_SRC, 'cli') + path.sep));
copyAssets(SERVER_SRC, SERVER_DIST);
console.log(`server and shared compiled to server/dist and shared/dist in ${Math.round(performance.now() - started)} ms`);
