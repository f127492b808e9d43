import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from '../../server/src/db/sqlite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { artifactsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';
import { gql, signUpByApi } from '../support/journeys';

const BIG_ROOM_MESSAGES = 10_000;
const SMALL_ROOM_MESSAGES = 100;
const UNREAD = 200;
const SWITCHES = 5;
const SCROLL_FRAMES = 180;
const owner = { email: `room-bench-${Date.now()}@musubi.test`, name: '結日 計測' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const bigText = (seq: number) => `大きなルームの ${seq} 通目`;
const smallText = (seq: number) => `小さなルームの ${seq} 通目`;

/** Writes a room's messages straight into the stopped server's database: posting 10,000 through GraphQL is too slow. */
function seedMessages(db: BetterSqlite3.Database, roomId: string, userId: string, count: number, text: (seq: number) => string, unread: number) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const insert = db.prepare(
    `insert into messages (id, room_id, user_id, seq, change_seq, content, reply_message_id, to_user_id, is_to_all, jump, client_key, editedAt, createdAt, updatedAt, deletedAt)
     values (?, ?, ?, ?, ?, ?, null, null, 0, null, null, null, ?, ?, null)`,
  );
  db.transaction(() => {
    for (let seq = 1; seq <= count; seq += 1) {
      // Three minutes apart: the 10,000 messages span three weeks, so the timeline has day separators.
      const at = new Date(start + seq * 180_000).toISOString();
      insert.run(`bench-${roomId}-${seq}`, roomId, userId, seq, seq, text(seq), at, at);
    }
    db.prepare('update rooms set last_seq = ? where id = ?').run(count, roomId);
    db.prepare('update user_rooms set last_read_seq = ?, unread_messages = ?, last_message = ? where room_id = ? and user_id = ?').run(
      count - unread,
      unread,
      text(count),
      roomId,
      userId,
    );
  })();
}

/**
 * Clicks a room in the side bar and measures, inside the page, until a message starting with the text is on
 * screen (visible and within the window): the milliseconds and the animation frames it took (frames say how much work it was when the machine is
 * busy and every frame is slow).
 */
function openRoom(page: Page, roomId: string, text: string): Promise<{ ms: number; frames: number }> {
  return page.evaluate(
    ([id, wanted]) =>
      new Promise<{ ms: number; frames: number }>((resolve, reject) => {
        const started = performance.now();
        let frames = 0;
        document.querySelector<HTMLElement>(`[data-room-id="${id}"]`)!.click();
        const check = () => {
          // On screen: rooms opened before stay in the document, hidden, so being there is not enough.
          const shown = [...document.querySelectorAll('[data-testid="message-content"]')].some((el) => {
            const box = el.getBoundingClientRect();
            return el.textContent?.startsWith(wanted) && el.checkVisibility({ visibilityProperty: true }) && box.bottom > 0 && box.top < window.innerHeight;
          });
          if (shown) resolve({ ms: performance.now() - started, frames });
          else if (performance.now() - started > 10_000) reject(new Error(`${wanted} not shown after 10 s`));
          else {
            frames += 1;
            requestAnimationFrame(check);
          }
        };
        check();
      }),
    [roomId, text] as const,
  );
}

describe('a room of 10,000 messages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let bigRoom: string;
  let smallRoom: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signUpByApi(page, server.url, owner);
    const userId = (await gql<{ getUserDetail: { id: string } }>(page, '{ getUserDetail { id } }')).getUserDetail.id;
    const add = (name: string) => gql<{ addRoom: { id: string } }>(page, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', { input: { name } });
    bigRoom = (await add('大きなルーム')).addRoom.id;
    smallRoom = (await add('小さなルーム')).addRoom.id;

    await server.stop();
    const db = new SQLite(join(server.dataDir, 'musubi.db'));
    seedMessages(db, bigRoom, userId, BIG_ROOM_MESSAGES, bigText, UNREAD);
    seedMessages(db, smallRoom, userId, SMALL_ROOM_MESSAGES, smallText, 0);
    db.close();
    // Cookies are not tied to a port: the session carries over to the restarted server.
    server = await startServer({ DATA_DIR: server.dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await browser?.close();
  });

  it('opens at the first unread message, switches rooms and scrolls back, with the times recorded', async () => {
    await page.goto(`${server.url}/room`);
    await page.locator(`[data-room-id="${bigRoom}"]`).waitFor({ timeout: 15_000 }).catch(async (error: Error) => {
      await page.screenshot({ path: join(artifactsDir, 'room-benchmark-failed.png') });
      throw error;
    });
    await page.locator(`[data-room-id="${smallRoom}"]`).waitFor();

    const firstUnread = bigText(BIG_ROOM_MESSAGES - UNREAD + 1);
    const open = await openRoom(page, bigRoom, firstUnread);
    await page.getByText('ここから未読').waitFor();
    // Opened at the first unread message: it is near the top of the timeline, not scrolled past.
    const scroller = page.getByRole('log', { name: '大きなルーム' }).locator('[data-virtuoso-scroller]');
    const top = await scroller.evaluate((el) => el.getBoundingClientRect().top);
    const unreadTop = await page.getByTestId('message-content').filter({ hasText: firstUnread }).evaluate((el) => el.getBoundingClientRect().top);
    expect(unreadTop - top).toBeLessThan(200);

    const toSmall: Array<{ ms: number; frames: number }> = [];
    const toBig: Array<{ ms: number; frames: number }> = [];
    for (let i = 0; i < SWITCHES; i += 1) {
      toSmall.push(await openRoom(page, smallRoom, '小さなルームの '));
      toBig.push(await openRoom(page, bigRoom, '大きなルームの '));
    }

    // Scroll up through the room (older pages load on the way) and time every frame.
    const frames = await scroller.evaluate(
      (el, count) =>
        new Promise<number[]>((resolve) => {
          const deltas: number[] = [];
          let last = performance.now();
          const step = () => {
            const now = performance.now();
            deltas.push(now - last);
            last = now;
            el.scrollTop -= 400;
            if (deltas.length < count) requestAnimationFrame(step);
            else resolve(deltas.slice(1));
          };
          requestAnimationFrame(step);
        }),
      SCROLL_FRAMES,
    );
    const sortedFrames = [...frames].sort((a, b) => a - b);
    const result = {
      openToFirstUnreadMs: Math.round(open.ms),
      openFrames: open.frames,
      switchMedianMs: Math.round(median([...toSmall, ...toBig].map((s) => s.ms))),
      switchMaxMs: Math.round(Math.max(...[...toSmall, ...toBig].map((s) => s.ms))),
      switchMedianFrames: median([...toSmall, ...toBig].map((s) => s.frames)),
      scrollFrames: frames.length,
      scrollFrameP95Ms: Math.round(sortedFrames[Math.floor(frames.length * 0.95)]!),
      scrollFrameMaxMs: Math.round(sortedFrames[frames.length - 1]!),
      framesOver50Ms: frames.filter((f) => f > 50).length,
    };
    await mkdir(artifactsDir, { recursive: true });
    await writeFile(join(artifactsDir, 'room-benchmark.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log('room benchmark', result);
    expect(await page.getByTestId('message').count()).toBeGreaterThan(0);
  });
});
