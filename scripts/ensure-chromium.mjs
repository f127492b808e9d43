#!/usr/bin/env node
// Makes sure Debian's Chromium (and a Japanese font, so screenshots are legible) is installed for e2e/.
// The only source is the system package manager: no browser is ever downloaded any other way.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';
const japaneseFont = '/usr/share/fonts/opentype/noto';

if (existsSync(chromium) && existsSync(japaneseFont)) process.exit(0);

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

if (process.getuid?.() !== 0) {
  if (existsSync(chromium)) process.exit(0); // the font only makes screenshots legible
  fail(`${chromium} is missing and this is not root, so it cannot be installed here. Install it with: sudo apt-get install -y chromium`);
}

run('apt-get', ['update']);
run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk']);

if (!existsSync(chromium)) fail(`apt-get finished but ${chromium} is still missing.`);
console.log(`ensure-chromium: installed ${chromium}`);
