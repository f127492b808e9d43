import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';
import { keysAfter } from '../../server/src/modules/boards';

/** The two boards measured, and their targets (docs/benchmarks.md, "Board screen"). */
const SIZES = [
  { boards: 5, tasks: 1_000, dragP95Ms: 16, firstScreenMs: null },
  { boards: 20, tasks: 5_000, dragP95Ms: 33, firstScreenMs: 1_000 },
] as const;
const RUNS = 5;
const DRAGS = 3;
/** The pointer's moves in a drag across the columns, one every POINTER_INTERVAL_MS: about a second. */
const POINTER_STEPS = 120;
/** A common mouse reports its moves at 125 Hz. */
const POINTER_INTERVAL_MS = 8;
/** A frame interval this long means at least one display refresh passed without a new frame. */
const DROPPED_FRAME_MS = 25;
/** A user looks at the board before the first drag. */
const LOOK_MS = 1_000;
const FRAME_MARK = 'bench-frame';
/** Marked as each drag starts: the work before its first frame (between drags) is not a frame of the drag. */
const DRAG_MARK = 'bench-drag';
const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time, µs: less than `dur` when the thread waited for a core on a busy machine. */
  tdur?: number;
  pid: number;
  tid: number;
}

interface FrameWork {
  /** Wall time of the frame's tasks. */
  ms: number;
  /** The main thread's CPU time in the same tasks. */
  cpuMs: number;
}

/**
 * The main thread's work for each frame of the drags, in ms: every task the page's main thread ran since the
 * previous frame's task ended, up to and including this frame's task (the one that ran its animation frame
 * callbacks: input, React, style, layout, paint). A frame fits its budget when this work does. On a busy machine
 * the wall time also holds the waits for a core; the CPU time does not.
 */
function frameWork(events: TraceEvent[]): FrameWork[] {
  const mark = events.find((e) => e.name === FRAME_MARK);
  if (!mark) throw new Error('no frame marks in the trace');
  const onMain = (e: TraceEvent) => e.pid === mark.pid && e.tid === mark.tid;
  const tasks = events
    .filter((e) => onMain(e) && e.ph === 'X' && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'))
    .sort((a, b) => a.ts - b.ts);
  // Top-level tasks only: a task nested in another is already counted in it.
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) topLevel.push(task);
  }
  const marks = events.filter((e) => onMain(e) && e.name === FRAME_MARK).map((e) => e.ts).sort((a, b) => a - b);
  const dragStarts = events.filter((e) => onMain(e) && e.name === DRAG_MARK).map((e) => e.ts);
  const work: FrameWork[] = [];
  let busy = 0;
  let cpu = 0;
  let previousMark: number | null = null;
  let m = 0;
  for (const task of topLevel) {
    const end = task.ts + (task.dur ?? 0);
    busy += task.dur ?? 0;
    cpu += task.tdur ?? task.dur ?? 0;
    let frameMark: number | null = null;
    for (; m < marks.length && marks[m]! < end; m++) if (marks[m]! >= task.ts) frameMark = marks[m]!;
    if (frameMark === null) continue;
    // The first frame of each drag starts a new run; the work between drags is left out.
    const from = previousMark;
    const startsDrag = dragStarts.some((ts) => (from === null || ts > from) && ts <= frameMark);
    if (!startsDrag && from !== null) work.push({ ms: busy / 1000, cpuMs: cpu / 1000 });
    previousMark = frameMark;
    busy = 0;
    cpu = 0;
  }
  return work;
}

function share(samples: number[], test: (ms: number) => boolean) {
  return `${((100 * samples.filter(test).length) / samples.length).toFixed(1)} %`;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { n: sorted.length, p50: Number(at(0.5).toFixed(1)), p95: Number(at(0.95).toFixed(1)), max: Number(at(1).toFixed(1)) };
}

interface Point {
  x: number;
  y: number;
}

interface Box extends Point {
  width: number;
  height: number;
}

/**
 * A mouse driven through Chromium's input protocol, as a user's hand drives it: moves come at a mouse's rate
 * whatever the page does meanwhile. Playwright's own mouse asks the page, at every move with a button down,
 * whether a native drag started (a script run before and after the move, and a timer), which is work on the
 * page's main thread and garbage in its heap that no user's drag makes.
 */
async function mouseOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  let at: Point = { x: 0, y: 0 };
  let buttons = 0;
  const send = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', to: Point) => {
    at = to;
    if (type !== 'mouseMoved') buttons = type === 'mousePressed' ? 1 : 0;
    return cdp.send('Input.dispatchMouseEvent', { type, ...to, button: type === 'mouseMoved' && !buttons ? 'none' : 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 });
  };
  return {
    move: (to: Point) => send('mouseMoved', to),
    press: (to: Point) => send('mousePressed', to),
    release: () => send('mouseReleased', at),
    /** Moves from one point to another in `steps` moves, one every POINTER_INTERVAL_MS. */
    async glide(from: Point, to: Point, steps: number) {
      const started = performance.now();
      for (let i = 1; i <= steps; i++) {
        const wait = started + (i - 1) * POINTER_INTERVAL_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await send('mouseMoved', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
      }
    },
  };
}

/**
 * Three drags of the first card of the first column to the fifth column, in 120 pointer moves each, with a
 * performance trace of the page and a mark at every animation frame: the main thread's work per frame against
 * `budgetMs`, and the intervals between frames.
 */
async function measureDrags(browser: Browser, page: Page, budgetMs: number) {
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchStop = true;
    window.benchWatch = () => {
      window.benchStop = false;
      performance.mark('${DRAG_MARK}');
      let last = null;
      const tick = (t) => {
        if (last !== null) window.benchFrames.push(t - last);
        last = t;
        performance.mark('${FRAME_MARK}');
        if (!window.benchStop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    };
  })()`);
  const mouse = await mouseOf(page);
  await page.waitForTimeout(LOOK_MS);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let drag = 0; drag < DRAGS; drag++) {
    // The previous drop may have scrolled the row (auto-scroll near its edge): every drag starts from the left.
    const { from, target } = (await page.evaluate(`(() => {
      const columns = document.querySelectorAll('[data-testid="board-column"]');
      columns[0].parentElement.scrollLeft = 0;
      const box = (element) => { const { x, y, width, height } = element.getBoundingClientRect(); return { x, y, width, height }; };
      return { from: box(columns[0].querySelector('[data-testid="task-card"]')), target: box(columns[4]) };
    })()`)) as { from: Box; target: Box };
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await mouse.move(start);
    await page.evaluate('window.benchWatch()');
    await mouse.press(start);
    const lifted = { x: start.x + 10, y: start.y + 10 };
    await mouse.glide(start, lifted, 3);
    await mouse.glide(lifted, { x: target.x + target.width / 2, y: target.y + 200 }, POINTER_STEPS);
    const moved = page.waitForResponse((response) => response.request().postData()?.includes('updateOrderTask') ?? false);
    await mouse.release();
    // Until the move's answer is in and drawn: the drop's own frames count too.
    await moved;
    await page.waitForTimeout(100);
    await page.evaluate('window.benchStop = true');
    await page.waitForTimeout(100);
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const intervals = (await page.evaluate('window.benchFrames')) as number[];
  const frames = frameWork(trace.traceEvents);
  const work = frames.map((frame) => frame.ms);
  const cpu = frames.map((frame) => frame.cpuMs);
  return {
    mainThreadWorkPerFrameMs: summary(work),
    framesOverBudget: share(work, (ms) => ms > budgetMs),
    mainThreadCpuPerFrameMs: summary(cpu),
    framesOverBudgetInCpu: share(cpu, (ms) => ms > budgetMs),
    frameIntervalMs: summary(intervals),
    droppedFrames: share(intervals, (ms) => ms > DROPPED_FRAME_MS),
  };
}

/** A room of `boards` boards holding `tasks` tasks in all, written straight to the database; its id. */
async function seedRoom(db: Awaited<ReturnType<typeof buildApp>>['deps']['db'], userId: string, boards: number, tasks: number) {
  const now = new Date().toISOString();
  const roomId = newId();
  await db.insertInto('rooms').values({ id: roomId, name: `${boards}×${tasks / boards}`, created_user_id: userId, musubiCode: newPublicCode(), createdAt: now, updatedAt: now }).execute();
  await db.insertInto('user_rooms').values({ id: newId(), user_id: userId, room_id: roomId, role: 2, createdAt: now, updatedAt: now }).execute();
  const rows = keysAfter(null, boards).map((order, i) => ({ id: newId(), room_id: roomId, user_created_id: userId, name: `ボード${i + 1}`, order, createdAt: now, updatedAt: now }));
  await db.insertInto('boards').values(rows).execute();
  const taskKeys = keysAfter(null, tasks / boards);
  for (const board of rows) {
    const column = taskKeys.map((order, i) => ({ id: newId(), board_id: board.id, room_id: roomId, user_created_id: userId, name: `タスク${i + 1}`, order, createdAt: now, updatedAt: now }));
    for (let i = 0; i < column.length; i += 250) await db.insertInto('tasks').values(column.slice(i, i + 250)).execute();
  }
  return roomId;
}

/**
 * The board screen in Chromium (1600×1000), for a room of 5 boards of 200 tasks and one of 20 boards of 250
 * tasks. Each room's board is loaded RUNS times: the time from navigation to the first screen (every column in
 * the window showing cards) and to every column showing its full count. Then, in a tab just opened on it, three
 * drags of a card across five columns with the mouse, traced: the main thread's work per frame (see frameWork)
 * against the target, in wall time and in CPU time, and the intervals between animation frames, where one over
 * 25 ms is a dropped frame.
 * Needs the web build (npm run build -w web) and /usr/bin/chromium.
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
    const rooms = [];
    for (const size of SIZES) rooms.push({ ...size, roomId: await seedRoom(deps.db, userId, size.boards, size.tasks) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    const origin = `http://127.0.0.1:${address.port}`;
    const session = await createSession(deps.db, deps.clock, userId, 'bench');

    // A tab of its own (a browser context: its own renderer), signed in.
    const openTab = async () => {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1600, height: 1000 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: session, url: origin }]);
      return context.newPage();
    };
    const results = [];
    for (const { boards, tasks, roomId, dragP95Ms, firstScreenMs } of rooms) {
      const url = `${origin}/room?room=${roomId}&view=board`;
      // The first screen: all the columns are there, and every one within the window's width shows its cards.
      const firstScreen = (page: Page) =>
        page.waitForFunction(
          (count) => {
            const columns = [...document.querySelectorAll('[data-testid="board-column"]')];
            return (
              columns.length === count &&
              columns.filter((c) => c.getBoundingClientRect().left < window.innerWidth).every((c) => c.querySelector('[data-testid="task-card"]'))
            );
          },
          boards,
          { timeout: 60_000, polling: 'raf' },
        );
      // Everything: every column shows its full count, and every one within the window's width its cards (the
      // others draw theirs as they are scrolled to).
      const allShown = (page: Page) =>
        page.waitForFunction(
          ({ count, perBoard }) =>
            [...document.querySelectorAll('[data-testid="board-column"]')].filter(
              (c) =>
                c.querySelector('[data-testid="task-count"]')?.textContent === perBoard &&
                (c.getBoundingClientRect().left >= window.innerWidth || c.querySelector('[data-testid="task-card"]')),
            ).length === count,
          { count: boards, perBoard: String(tasks / boards) },
          { timeout: 60_000, polling: 'raf' },
        );
      const page = await openTab();
      // Warm the HTTP cache with the scripts, as a returning user has them.
      await page.goto(url);
      await allShown(page);
      const firstScreens: number[] = [];
      const shown: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = Date.now();
        await page.goto(url);
        await firstScreen(page);
        firstScreens.push(Date.now() - started);
        await allShown(page);
        shown.push(Date.now() - started);
      }
      await page.context().close();

      const opened = await openTab();
      await opened.goto(url);
      await allShown(opened);
      const drag = await measureDrags(browser, opened, dragP95Ms);
      await opened.context().close();
      results.push({
        boards,
        tasks,
        firstScreenMs: { target: firstScreenMs ? `< ${firstScreenMs}` : null, ...summary(firstScreens) },
        allTasksShownMs: summary(shown),
        drag: { targetP95Ms: dragP95Ms, ...drag },
      });
    }
    console.log(JSON.stringify({ results, cores: os.cpus().length, loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' ') }, null, 2));
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
