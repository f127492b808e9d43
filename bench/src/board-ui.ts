import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth/sessions';
import { keysAfter } from '../../server/src/modules/boards/repo';

const BOARDS = 20;
const TASKS = 5_000;
const RUNS = 5;
const DRAGS = 3;
/** The pointer's moves in a drag across the columns, one every POINTER_INTERVAL_MS: about a second. */
const POINTER_STEPS = 120;
/** A common mouse reports its moves at 125 Hz. */
const POINTER_INTERVAL_MS = 8;
/** The main thread's share of a 60 Hz frame. */
const FRAME_BUDGET_MS = 16;
/** A frame interval this long means at least one display refresh passed without a new frame. */
const DROPPED_FRAME_MS = 25;
/** A user looks at the board before the first drag: at least this long after every column is drawn. */
const LOOK_MS = 1_000;
const FRAME_MARK = 'bench-frame';
/** Marked as each drag starts: the work before its first frame (between drags) is not a frame of the drag. */
const DRAG_MARK = 'bench-drag';
/** Marked as the pointer is released: the frames after it are the drop's. */
const RELEASE_MARK = 'bench-release';
/**
 * The frames of a drag counted as its lift: the pointer pressed and moved past dnd-kit's threshold, dnd-kit's
 * start, then the card under the pointer and the drop line drawn, a frame each.
 */
const LIFT_FRAMES = 6;
const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.gc', 'blink.user_timing', '__metadata'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time, µs: less than `dur` when the thread waited (for a core, or for another thread). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface FrameWork {
  ms: number;
  /** The main thread's CPU time in the same tasks. */
  cpuMs: number;
  /** The part of `ms` that V8's garbage collector paused the main thread for. */
  collectorMs: number;
  phase: 'lift' | 'move' | 'drop';
}

/** The spans of time the main thread spent in V8's garbage collector, in µs: its phases merged, sorted. */
function collectorSpans(events: TraceEvent[], onMain: (e: TraceEvent) => boolean): [number, number][] {
  const phases = events.filter((e) => onMain(e) && e.ph === 'X' && e.name.startsWith('V8.GC_')).sort((a, b) => a.ts - b.ts);
  const spans: [number, number][] = [];
  for (const { ts, dur = 0 } of phases) {
    const last = spans.at(-1);
    if (last && ts <= last[1]) last[1] = Math.max(last[1], ts + dur);
    else spans.push([ts, ts + dur]);
  }
  return spans;
}

/**
 * The main thread's work for each frame of the drags, in ms: every task the page's main thread ran since the
 * previous frame's task ended, up to and including this frame's task (the one that ran its animation frame
 * callbacks: input, React, style, layout, paint). A frame fits the budget when this work does. Each frame is
 * counted in the part of its drag it belongs to: the lift, the moves, or the drop; and the garbage collector's
 * pauses in it, and the thread's CPU time in it, are counted apart too.
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
  const releases = events.filter((e) => onMain(e) && e.name === RELEASE_MARK).map((e) => e.ts);
  const collector = collectorSpans(events, onMain);
  const work: FrameWork[] = [];
  let busy = 0;
  let collecting = 0;
  let cpu = 0;
  let previousMark: number | null = null;
  let frameOfDrag = 0;
  let m = 0;
  for (const task of topLevel) {
    const end = task.ts + (task.dur ?? 0);
    busy += task.dur ?? 0;
    cpu += task.tdur ?? task.dur ?? 0;
    for (const [from, to] of collector) collecting += Math.max(0, Math.min(to, end) - Math.max(from, task.ts));
    let frameMark: number | null = null;
    for (; m < marks.length && marks[m]! < end; m++) if (marks[m]! >= task.ts) frameMark = marks[m]!;
    if (frameMark === null) continue;
    // The first frame of each drag starts a new run; the work between drags is left out. A long frame within a
    // drag counts, however long.
    const from = previousMark;
    if (dragStarts.some((ts) => (from === null || ts > from) && ts <= frameMark)) frameOfDrag = 0;
    else if (from !== null) {
      frameOfDrag += 1;
      const dragStart = Math.max(...dragStarts.filter((ts) => ts <= frameMark));
      const released = releases.some((ts) => ts > dragStart && ts < frameMark);
      work.push({ ms: busy / 1000, cpuMs: cpu / 1000, collectorMs: collecting / 1000, phase: released ? 'drop' : frameOfDrag <= LIFT_FRAMES ? 'lift' : 'move' });
    }
    previousMark = frameMark;
    busy = 0;
    collecting = 0;
    cpu = 0;
  }
  return work;
}

function share(samples: number[], test: (ms: number) => boolean) {
  return `${((100 * samples.filter(test).length) / samples.length).toFixed(1)} %`;
}

/** A part of the drags' frames: how many, p95, the longest, and the share over the budget. */
function phase(samples: number[]) {
  const { n, p95, max } = summary(samples);
  return { n, p95, max, overBudget: share(samples, (ms) => ms > FRAME_BUDGET_MS) };
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), p99: at(0.99).toFixed(1), max: at(1).toFixed(1) };
}

/** The machine's CPU time by kind since it started, in clock ticks (Linux's /proc/stat), or null elsewhere. */
function cpuTimes(): { steal: number; total: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, n) => sum + n, 0) };
  } catch {
    return null;
  }
}

/**
 * The share of the machine's time its hypervisor gave to other machines since `before`: a virtual machine's
 * threads then wait for a core that is not there, and every wall time above stretches with it.
 */
function stealSince(before: ReturnType<typeof cpuTimes>) {
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return 'unknown';
  return `${((100 * (after.steal - before.steal)) / (after.total - before.total)).toFixed(1)} %`;
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
 * performance trace of the page and a mark at every animation frame; their figures (see main).
 */
async function measureDrags(browser: Browser, page: Page) {
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
  const cpuBefore = cpuTimes();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let drag = 0; drag < DRAGS; drag++) {
    // The previous drop may have scrolled the row (auto-scroll near its edge): every drag starts from the left.
    // Read with the DOM's own calls: the garbage of Playwright's locators would be the page's heap's to collect.
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
    await page.evaluate(`performance.mark('${RELEASE_MARK}')`);
    await mouse.release();
    // Until the move's answer is in and drawn: the drop's own frames count too.
    await moved;
    await page.waitForTimeout(100);
    await page.evaluate('window.benchStop = true');
    await page.waitForTimeout(100);
  }
  const stolen = stealSince(cpuBefore);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const intervals = (await page.evaluate('window.benchFrames')) as number[];
  const frames = frameWork(trace.traceEvents);
  const work = frames.map((frame) => frame.ms);
  const workIn = (part: string) => phase(frames.filter((frame) => frame.phase === part).map((frame) => frame.ms));
  const cpu = frames.map((frame) => frame.cpuMs);
  const paused = frames.filter((frame) => frame.collectorMs > 0);
  const withoutCollector = frames.map((frame) => frame.ms - frame.collectorMs);
  return {
    drags: DRAGS,
    mainThreadWorkPerFrameMs: summary(work),
    framesOverBudget: share(work, (ms) => ms > FRAME_BUDGET_MS),
    mainThreadCpuPerFrameMs: summary(cpu),
    framesOverBudgetInCpu: share(cpu, (ms) => ms > FRAME_BUDGET_MS),
    byPart: { lift: workIn('lift'), moves: workIn('move'), drop: workIn('drop') },
    garbageCollector: {
      framesPaused: paused.length,
      longestPauseMs: Math.max(0, ...paused.map((frame) => frame.collectorMs)).toFixed(1),
      framesOverBudgetWithoutPauses: share(withoutCollector, (ms) => ms > FRAME_BUDGET_MS),
      longestFrameWithoutPausesMs: Math.max(...withoutCollector).toFixed(1),
    },
    frameIntervalMs: summary(intervals),
    droppedFrames: share(intervals, (ms) => ms > DROPPED_FRAME_MS),
    cpuStolenByHypervisor: stolen,
  };
}

/**
 * The board screen in Chromium on a room of 20 boards and 5,000 tasks: time from navigation to every column
 * showing its full count and its visible cards (all tasks loaded, long columns virtualised); then, after a user's
 * look at the board (LOOK_MS), three drags of
 * a card across five columns with the mouse, traced: the main thread's work per frame (see frameWork) against
 * the 16 ms budget, in all and by part of the drag (lift, moves, drop), its CPU time (on a busy machine the
 * thread also waits for a core), the garbage collector's pauses in those frames and the frames without them, and
 * the intervals between animation frames, where one over 25 ms is a dropped frame; and the share of the machine's
 * time its hypervisor gave to other machines meanwhile (on a virtual machine).
 * The drags run twice: in a tab just opened on the board (`drag`: a renderer of its own, whose heap starts small,
 * as a user's does on opening the board), and in the tab that has just loaded the board six times for the load's
 * figures (`dragAfterReloads`: the same renderer, as after reloads, its young generation already at its largest
 * and its old one holding the earlier pages' garbage).
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

    // A tab of its own (a browser context: its own renderer), signed in.
    const openTab = async () => {
      const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1600, height: 1000 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: session, url: origin }]);
      return context.newPage();
    };
    const page = await openTab();
    // The first screen: all the columns are there, and every one within the window's width shows its cards.
    const firstScreen = () =>
      page.waitForFunction(
        `(() => {
          const columns = [...document.querySelectorAll('[data-testid="board-column"]')];
          return columns.length === ${BOARDS} && columns
            .filter((c) => c.getBoundingClientRect().left < window.innerWidth)
            .every((c) => c.querySelector('[data-testid="task-card"]'));
        })()`,
        undefined,
        { timeout: 60_000, polling: 'raf' },
      );
    // Everything: every column shows its full count (all 5,000 tasks loaded) and its cards.
    const allLoaded = (on: Page = page) =>
      on.waitForFunction(
        `[...document.querySelectorAll('[data-testid="board-column"]')].filter((c) =>
           c.querySelector('[data-testid="task-count"]').textContent === '${TASKS / BOARDS}' && c.querySelector('[data-testid="task-card"]')
         ).length === ${BOARDS}`,
        undefined,
        { timeout: 60_000, polling: 'raf' },
      );
    // Warm the HTTP cache with the scripts, as a returning user has them.
    await page.goto(`${origin}/room?room=${roomId}&view=board`);
    await allLoaded();

    const renders: number[] = [];
    const firstScreens: number[] = [];
    const shell: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = Date.now();
      await page.goto(`${origin}/room?room=${roomId}&view=board`);
      // The room's tabs: session, room list and the lazy chunks are in; the board's own work starts here.
      await page.getByRole('tab', { name: 'ボード' }).waitFor({ timeout: 60_000 });
      shell.push(Date.now() - started);
      await firstScreen();
      firstScreens.push(Date.now() - started);
      await allLoaded();
      renders.push(Date.now() - started);
    }

    // The drags: in a tab opened on the board, as a user opens it, and in the tab that has just loaded it six times.
    const opened = await openTab();
    await opened.goto(`${origin}/room?room=${roomId}&view=board`);
    await allLoaded(opened);
    const drag = await measureDrags(browser, opened);
    await opened.context().close();
    const dragAfterReloads = await measureDrags(browser, page);

    console.log(
      JSON.stringify(
        {
          boards: BOARDS,
          tasks: TASKS,
          roomShellMs: summary(shell),
          firstScreenMs: summary(firstScreens),
          allTasksShownMs: summary(renders),
          drag,
          dragAfterReloads,
          loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' '),
        },
        null,
        2,
      ),
    );
    await page.context().close();
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
