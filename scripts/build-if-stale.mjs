#!/usr/bin/env node
// Builds the web app (web/dist) and the compiled server (server/dist) when either is missing or older than its
// sources, and does nothing otherwise: `npm start` on a fresh clone builds once, and starts at once after that.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BUILDS = [
  {
    name: 'web app',
    output: 'web/dist/index.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'shared/src'],
    command: ['npm', ['run', 'build', '-w', 'web']],
  },
  {
    name: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/package.json', 'shared/src', 'scripts/build-server.mjs'],
    command: [process.execPath, ['scripts/build-server.mjs']],
  },
];

/** Tests are not part of a build: editing one leaves the build as it is. */
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

function newestChange(relativePath) {
  const full = path.join(root, relativePath);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !isTest(file)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

for (const build of BUILDS) {
  const built = fs.statSync(path.join(root, build.output), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...build.sources.map(newestChange));
  if (built > changed) continue;
  console.log(built ? `${build.name}: sources changed since the last build; building` : `${build.name}: no build yet; building`);
  const [command, args] = build.command;
  // A test runner's NODE_ENV=test would give Vite a development build of React.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${build.name}: the build failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`);
    process.exit(1);
  }
}
