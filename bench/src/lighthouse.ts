import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath } from '../../e2e/support/paths';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';
import { keysAfter } from '../../server/src/modules/boards';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Pinned by major version and run through npx, so the project's dependencies stay as they are (decision 0324). */
const LIGHTHOUSE = 'lighthouse@12';
const MESSAGES = 100;
/** Every IMAGE_EVERY-th message carries a photo, the newest among them. */
const IMAGE_EVERY = 4;
const BOARDS = 5;
const TASKS = 1_000;
/** docs/benchmarks.md, "Lighthouse performance". */
const TARGETS = { login: 90, room: 80, board: 80 } as const;

interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' ');

/** A photo-like JPEG of 1600×1200 with a gradient of its own, so that no two compress alike. */
async function photo(n: number): Promise<Buffer> {
  const hue = (n * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,30%)"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/><circle cx="${400 + n * 13}" cy="600" r="300" fill="hsl(${(hue + 200) % 360},80%,70%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The user, a room with BOARDS boards of TASKS tasks in all, written straight to the database; the session and room. */
async function seed(dataDir: string, secret: string) {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_SECRET: secret });
  const { app, deps } = await buildApp({ config, logger: false });
  try {
    const now = new Date().toISOString();
    const userId = newId();
    await deps.db
      .insertInto('users')
      .values({ id: userId, email: `bench-${userId}@musubi.test`, name: '結日 花子', password_hash: 'x', status: 1, isFirstLogin: 0, createdAt: now, updatedAt: now })
      .execute();
    const roomId = newId();
    await deps.db.insertInto('rooms').values({ id: roomId, name: '写真の共有', created_user_id: userId, musubiCode: newPublicCode(), createdAt: now, updatedAt: now }).execute();
    await deps.db.insertInto('user_rooms').values({ id: newId(), user_id: userId, room_id: roomId, role: 2, createdAt: now, updatedAt: now }).execute();
    const boards = keysAfter(null, BOARDS).map((order, i) => ({ id: newId(), room_id: roomId, user_created_id: userId, name: `ボード${i + 1}`, order, createdAt: now, updatedAt: now }));
    await deps.db.insertInto('boards').values(boards).execute();
    const taskKeys = keysAfter(null, TASKS / BOARDS);
    for (const board of boards) {
      const column = taskKeys.map((order, i) => ({ id: newId(), board_id: board.id, room_id: roomId, user_created_id: userId, name: `タスク${i + 1}`, order, createdAt: now, updatedAt: now }));
      for (let i = 0; i < column.length; i += 250) await deps.db.insertInto('tasks').values(column.slice(i, i + 250)).execute();
    }
    const session = await createSession(deps.db, deps.clock, userId, 'bench');
    return { roomId, session };
  } finally {
    await app.close();
  }
}

/** The compiled server, as `npm start` runs it, on the seeded data; resolves once /healthz answers. */
async function startServer(dataDir: string, secret: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, APP_SECRET: secret, POSTS_PER_MINUTE: String(MESSAGES) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (ok) return { url, child };
    await sleep(100);
  }
  child.kill();
  throw new Error('the server did not answer /healthz');
}

/** MESSAGES messages posted through the API as the web app posts them, every IMAGE_EVERY-th with a photo. */
async function postMessages(url: string, session: string, roomId: string) {
  const headers = { cookie: `${SESSION_COOKIE}=${session}`, origin: url };
  for (let n = 1; n <= MESSAGES; n++) {
    const files: string[] = [];
    if (n % IMAGE_EVERY === 0) {
      const form = new FormData();
      form.set('room_id', roomId);
      form.set('file', new Blob([new Uint8Array(await photo(n))], { type: 'image/jpeg' }), `写真${n}.jpg`);
      const uploaded = await fetch(`${url}/api/files`, { method: 'POST', headers, body: form });
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      files.push(((await uploaded.json()) as { id: string }).id);
    }
    const posted = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation Post($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }',
        variables: { input: { room_id: roomId, content: `${n}件目の投稿です。週末の写真と、来週の段取りについて。`, files } },
      }),
    });
    const answer = (await posted.json()) as { errors?: unknown[] };
    if (!posted.ok || answer.errors) throw new Error(`post: ${posted.status} ${JSON.stringify(answer.errors)}`);
  }
}

/**
 * A Chromium profile of its own, signed in (the session cookie), that has opened the room and its board once, as
 * a user's browser has: Lighthouse then measures these pages signed in, with a cold cache (it clears the cache,
 * not the cookies, with --disable-storage-reset).
 */
async function signedInProfile(url: string, session: string, pages: string[]) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
  try {
    // With an expiry, as the server sets it: a cookie without one would end with this browser.
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url, httpOnly: true, sameSite: 'Lax', expires: Math.floor(Date.now() / 1000) + 86_400 }]);
    const page = await context.newPage();
    for (const address of pages) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      if (new URL(page.url()).pathname !== '/room') throw new Error(`${address} ended at ${page.url()}, not signed in`);
    }
  } finally {
    await context.close();
  }
  return profile;
}

/** One Lighthouse run, mobile preset (its default emulation and simulated throttling), performance only. */
function lighthouse(address: string, profile: string | null, output: string): LighthouseResult {
  const chromeFlags = ['--headless=new', '--no-sandbox', ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ');
  const run = spawnSync(
    'npx',
    ['-y', LIGHTHOUSE, address, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet', `--chrome-flags=${chromeFlags}`, ...(profile ? ['--disable-storage-reset'] : [])],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  return JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseResult;
}

/**
 * `npm run bench -- lighthouse [--runs N] [--reports <dir>]`: Lighthouse's mobile preset on the login page, a room of 100 messages
 * (every fourth with a photo) and that room's board of 1,000 tasks in five columns, served by the compiled server
 * from the production build (both built first when stale). Prints each run's score, largest contentful paint,
 * total blocking time and the load average just before it; the pages signed in are measured in a Chromium profile
 * signed in beforehand. Needs /usr/bin/chromium and the registry (npx fetches Lighthouse once).
 */
export async function main(args: string[]) {
  const runsArg = args.indexOf('--runs');
  const runs = runsArg >= 0 ? Number(args[runsArg + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  // The reports, for their diagnostics (long tasks, script evaluation): kept in --reports <dir>, else thrown away.
  const reportsArg = args.indexOf('--reports');
  const reports = reportsArg >= 0 && args[reportsArg + 1] ? path.resolve(args[reportsArg + 1]!) : fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-lighthouse-reports-'));
  fs.mkdirSync(reports, { recursive: true });
  const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-lighthouse-'));
  const secret = randomBytes(32).toString('hex');
  const { roomId, session } = await seed(dataDir, secret);
  const { url, child } = await startServer(dataDir, secret);
  let profile: string | null = null;
  try {
    await postMessages(url, session, roomId);
    const pages = [
      { name: 'login', address: `${url}/auth/login`, signedIn: false },
      { name: 'room', address: `${url}/room?room=${roomId}`, signedIn: true },
      { name: 'board', address: `${url}/room?room=${roomId}&view=board`, signedIn: true },
    ] as const;
    profile = await signedInProfile(url, session, pages.filter((page) => page.signedIn).map((page) => page.address));
    const rows = [];
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const load = loadAverage();
        const result = lighthouse(page.address, page.signedIn ? profile : null, path.join(reports, `${page.name}-${run}.json`));
        const landed = new URL(result.finalDisplayedUrl).pathname;
        if (landed !== new URL(page.address).pathname) throw new Error(`${page.name} ended at ${landed}`);
        const ms = (audit: string) => Math.round(result.audits[audit]?.numericValue ?? NaN);
        const score = Math.round((result.categories.performance.score ?? 0) * 100);
        const row = {
          page: page.name,
          run,
          score,
          target: TARGETS[page.name],
          fcpMs: ms('first-contentful-paint'),
          lcpMs: ms('largest-contentful-paint'),
          tbtMs: ms('total-blocking-time'),
          cls: Number((result.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          loadAverageBefore: load,
        };
        console.log(
          `${page.name} (run ${run}): ${score} (target ≥ ${row.target}), LCP ${(row.lcpMs / 1000).toFixed(1)} s, ` +
            `TBT ${row.tbtMs} ms, FCP ${(row.fcpMs / 1000).toFixed(1)} s, load average ${load}`,
        );
        rows.push(row);
      }
    }
    console.log(JSON.stringify({ lighthouse: LIGHTHOUSE, cores: os.cpus().length, loadAverageAfter: loadAverage(), rows }, null, 2));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
    if (reportsArg < 0) fs.rmSync(reports, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
