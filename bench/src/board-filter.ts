import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';
import { keysAfter } from '../../server/src/modules/boards';

const BOARDS = 5;
const TASKS = 1_000;

interface Answer {
  operation: string;
  /** The JSON as the page reads it. */
  bytes: number;
  /** The body as it crossed the wire (compressed, decision 0317). */
  wireBytes: number;
}

/** The board's GraphQL answers from now on, with their sizes; read once the page is done with them. */
function recordAnswers(page: Page) {
  const pending: Promise<Answer>[] = [];
  const listener = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/graphql') return;
    const query = url.searchParams.get('query') ?? (response.request().postDataJSON() as { query?: string } | null)?.query ?? '';
    const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    if (!operation.startsWith('Board')) return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({ operation, bytes: body.length, wireBytes: sizes.responseBodySize })),
    );
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    const answers = await Promise.all(pending);
    const kB = (bytes: number) => Number((bytes / 1000).toFixed(1));
    const byOperation: Record<string, number> = {};
    for (const answer of answers) byOperation[answer.operation] = (byOperation[answer.operation] ?? 0) + 1;
    return {
      requests: answers.length,
      byOperation,
      jsonKB: kB(answers.reduce((sum, a) => sum + a.bytes, 0)),
      wireKB: kB(answers.reduce((sum, a) => sum + a.wireBytes, 0)),
    };
  };
}

/**
 * A room of 5 boards × 200 tasks (every other task assigned to a second member, every fourth tagged, each with a
 * line of description), in Chromium against the production build: the GraphQL requests and bytes the board spends
 * to read every task (its listing, then each column paged in: what a filter on the web had to wait for before
 * listTasks), then to filter it by assignee (500 tasks) and to search a word every task holds (all 1,000), each
 * in one listTasks request. Needs `npm run build` and /usr/bin/chromium.
 */
export async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 1_000_000 } });
  const browser = await launchBrowser();
  try {
    const now = new Date().toISOString();
    const [viewerId, partnerId] = [newId(), newId()];
    await deps.db
      .insertInto('users')
      .values([viewerId, partnerId].map((id, i) => ({ id, email: `bench-${id}@musubi.test`, name: ['結日 花子', '結日 次郎'][i]!, password_hash: 'x', status: 1, isFirstLogin: 0, createdAt: now, updatedAt: now })))
      .execute();
    const roomId = newId();
    await deps.db.insertInto('rooms').values({ id: roomId, name: '千件のボード', created_user_id: viewerId, musubiCode: newPublicCode(), createdAt: now, updatedAt: now }).execute();
    await deps.db
      .insertInto('user_rooms')
      .values([viewerId, partnerId].map((user_id) => ({ id: newId(), user_id, room_id: roomId, role: 2, createdAt: now, updatedAt: now })))
      .execute();
    const tagId = newId();
    await deps.db.insertInto('tags').values({ id: tagId, name: '至急', color: '#e03131', type: 1, room_id: roomId, user_created_id: viewerId, createdAt: now, updatedAt: now }).execute();
    const boards = keysAfter(null, BOARDS).map((order, i) => ({ id: newId(), room_id: roomId, user_created_id: viewerId, name: `ボード${i + 1}`, order, createdAt: now, updatedAt: now }));
    await deps.db.insertInto('boards').values(boards).execute();
    const taskKeys = keysAfter(null, TASKS / BOARDS);
    const tasks = boards.flatMap((board) =>
      taskKeys.map((order, i) => ({
        id: newId(), board_id: board.id, room_id: roomId, user_created_id: viewerId, name: `タスク${i + 1}`, description: '取引先に確認してから進める', order, createdAt: now, updatedAt: now,
      })),
    );
    for (let i = 0; i < tasks.length; i += 200) await deps.db.insertInto('tasks').values(tasks.slice(i, i + 200)).execute();
    const assigned = tasks.filter((_, i) => i % 2 === 0).map((t) => ({ task_id: t.id, user_id: partnerId, createdAt: now }));
    for (let i = 0; i < assigned.length; i += 200) await deps.db.insertInto('task_assignees').values(assigned.slice(i, i + 200)).execute();
    const tagged = tasks.filter((_, i) => i % 4 === 0).map((t) => ({ task_id: t.id, tag_id: tagId, createdAt: now }));
    await deps.db.insertInto('task_tags').values(tagged).execute();

    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const session = await createSession(deps.db, deps.clock, viewerId, 'bench');
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1600, height: 1000 } });
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: origin }]);
    const page = await context.newPage();
    const url = `${origin}/room?room=${roomId}&view=board`;
    // Warm the HTTP cache with the scripts, as a returning user has them.
    await page.goto(url);
    await page.getByTestId('board-column').first().waitFor();
    await page.goto('about:blank');

    const everyColumn = recordAnswers(page);
    await page.goto(url);
    await page.waitForFunction(
      ({ count, perBoard }) =>
        [...document.querySelectorAll('[data-testid="task-count"]')].filter((c) => c.textContent === perBoard).length === count,
      { count: BOARDS, perBoard: String(TASKS / BOARDS) },
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    const wholeBoard = await everyColumn();

    const filtered = async (apply: () => Promise<void>, expected: number) => {
      const answers = recordAnswers(page);
      await apply();
      await page.waitForFunction(
        (want) => !document.querySelector('[data-testid="filter-loading"]') && [...document.querySelectorAll('[data-testid="task-count"]')].reduce((sum, c) => sum + Number(c.textContent!.split('/')[0]), 0) === want,
        expected,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      return answers();
    };
    const byAssignee = await filtered(() => page.getByRole('combobox', { name: '担当者' }).selectOption({ label: '結日 次郎' }).then(() => undefined), TASKS / 2);
    await page.getByRole('combobox', { name: '担当者' }).selectOption({ label: '担当者：すべて' });
    const box = page.getByRole('textbox', { name: 'タスクを検索' });
    const everyTask = await filtered(async () => {
      await box.fill('タスク');
      await box.press('Enter');
    }, TASKS);

    console.log(
      JSON.stringify(
        {
          board: `${BOARDS} boards × ${TASKS / BOARDS} tasks`,
          readEveryColumn: wholeBoard,
          filterByAssignee: { matching: TASKS / 2, ...byAssignee },
          searchMatchingEveryTask: { matching: TASKS, ...everyTask },
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
