import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { launchBrowser } from '../../e2e/support/browser';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth/sessions';
import { keysAfter } from '../../server/src/modules/boards/repo';

const BOARDS = 20;
const TASKS = 5_000;
const RUNS = 5;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: at(1).toFixed(1) };
}

/**
 * The board screen in Chromium on a room of 20 boards and 5,000 tasks: time from navigation to every column
 * showing its full count and its visible cards (all tasks loaded, long columns virtualised), and frame times while a card is dragged across the columns with the mouse.
 * Needs the web build (npm run build) and /usr/bin/chromium.
 */
export async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 1_000_000 } });
  const browser = await launchBrowser();
  try {
    const now = new Date().toISOString();
    const userId = newId();
    await deps.db
      .insertInto('users')
      .values({ id: userId, email: `bench-${userId}@musubi.test`, name: '結日 花子', password_hash: 'x', status: 1, isFirstLogin: 0, createdAt: now, updatedAt: now })
      .execute();
    const roomId = newId();
    await deps.db.insertInto('rooms').values({ id: roomId, name: 'bench', created_user_id: userId, musubiCode: newPublicCode(), createdAt: now, updatedAt: now }).execute();
    await deps.db.insertInto('user_rooms').values({ id: newId(), user_id: userId, room_id: roomId, role: 2, createdAt: now, updatedAt: now }).execute();
    const boards = keysAfter(null, BOARDS).map((order, i) => ({ id: newId(), room_id: roomId, user_created_id: userId, name: `ボード${i + 1}`, order, createdAt: now, updatedAt: now }));
    await deps.db.insertInto('boards').values(boards).execute();
    const taskKeys = keysAfter(null, TASKS / BOARDS);
    for (const board of boards) {
      const tasks = taskKeys.map((order, i) => ({ id: newId(), board_id: board.id, room_id: roomId, user_created_id: userId, name: `タスク${i + 1}`, order, createdAt: now, updatedAt: now }));
      for (let i = 0; i < tasks.length; i += 250) await deps.db.insertInto('tasks').values(tasks.slice(i, i + 250)).execute();
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const origin = `http://127.0.0.1:${address.port}`;
    const session = await createSession(deps.db, deps.clock, userId, 'bench');

    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1600, height: 1000 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: origin }]);
    const page = await context.newPage();
    // Every column shows its full count and its first cards: all 5,000 tasks are loaded and the visible ones drawn.
    const allLoaded = () =>
      page.waitForFunction(
        `document.querySelectorAll('[data-testid="board-column"]').length === ${BOARDS} &&
         [...document.querySelectorAll('[data-testid="task-count"]')].every((c) => c.textContent === '${TASKS / BOARDS}') &&
         document.querySelectorAll('[data-testid="task-card"]').length >= ${BOARDS}`,
        undefined,
        { timeout: 60_000, polling: 'raf' },
      );
    // Warm the HTTP cache with the scripts, as a returning user has them.
    await page.goto(`${origin}/room?room=${roomId}&view=board`);
    await allLoaded();

    const renders: number[] = [];
    const firstColumns: number[] = [];
    const shell: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = Date.now();
      await page.goto(`${origin}/room?room=${roomId}&view=board`);
      // The room's tabs: session, room list and the lazy chunks are in; the board's own work starts here.
      await page.getByRole('tab', { name: 'ボード' }).waitFor({ timeout: 60_000 });
      shell.push(Date.now() - started);
      await page.getByTestId('board-column').nth(BOARDS - 1).waitFor({ state: 'attached', timeout: 60_000 });
      firstColumns.push(Date.now() - started);
      await allLoaded();
      renders.push(Date.now() - started);
    }

    // Frame times during a drag: requestAnimationFrame deltas while the pointer crosses five columns.
    const from = await page.getByTestId('task-card').first().boundingBox();
    const target = await page.getByTestId('board-column').nth(4).boundingBox();
    if (!from || !target) throw new Error('nothing to drag');
    // Runs in the page (a string: this package is compiled without the DOM types).
    await page.evaluate(`(() => {
      window.benchFrames = [];
      window.benchStop = false;
      let last = performance.now();
      const tick = (t) => {
        window.benchFrames.push(t - last);
        last = t;
        if (!window.benchStop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + 200, { steps: 60 });
    await page.mouse.up();
    const frames = (await page.evaluate('(() => { window.benchStop = true; return window.benchFrames.slice(1); })()')) as number[];

    console.log(
      JSON.stringify(
        {
          boards: BOARDS,
          tasks: TASKS,
          roomShellMs: summary(shell),
          columnsShownMs: summary(firstColumns),
          allTasksShownMs: summary(renders),
          dragFrameMs: { ...summary(frames), over16ms: frames.filter((f) => f > 16.7).length },
        },
        null,
        2,
      ),
    );
    await context.close();
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
