import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axePath } from '../support/axe';
import { screenshot } from '../support/browser';
import { gql, signIn, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `outbox-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `outbox-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

const composer = (page: Page) => page.getByLabel('メッセージ', { exact: true });
const contents = (page: Page, roomId: string) => page.locator(`[data-room-timeline="${roomId}"] [data-testid="message-content"]`).allTextContents();
const pending = (page: Page) => page.getByTestId('pending-message');

/** The room's messages as the server stores them, oldest first. */
async function stored(page: Page, roomId: string): Promise<string[]> {
  const data = await gql<{ customGetMessagesByRoom: { items: Array<{ content: string; seq: number }> } }>(
    page,
    'query ($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 100) { items { content seq } } }',
    { room_id: roomId },
  );
  return data.customGetMessagesByRoom.items.toSorted((x, y) => x.seq - y.seq).map((m) => m.content);
}

async function serverDraft(page: Page, roomId: string): Promise<string> {
  const data = await gql<{ getDraftMessages: { drafts: Array<{ room_id: string; draft: string }> } }>(page, '{ getDraftMessages { drafts { room_id draft } } }');
  return data.getDraftMessages.drafts.find((d) => d.room_id === roomId)?.draft ?? '';
}

/** axe on the page as it is: the serious and critical violations (WCAG 2.1 A/AA and best practices). */
async function seriousViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ html: string }> };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  });
}

/** Nothing of the row sticks out of the page or under another: its box lies within the viewport's width. */
async function withinWidth(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="pending-message"]')].every((row) => {
      const box = row.getBoundingClientRect();
      return box.left >= 0 && box.right <= document.documentElement.clientWidth && row.scrollWidth <= row.clientWidth + 1;
    }),
  );
}

/**
 * The service worker looks after the page and holds the app's page and the files it loaded; the GraphQL cache
 * has written the person's answers to their database.
 */
async function appKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const names = (await caches.keys()).filter((name) => name.startsWith('musubi-app-'));
    if (names.length !== 1) return false;
    const cache = await caches.open(names[0]!);
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const missing = await Promise.all(['/', ...loaded].map(async (path) => !(await cache.match(path))));
    const databases = (await indexedDB.databases()).map((database) => database.name ?? '');
    return !missing.includes(true) && databases.some((name) => name.startsWith('musubi-answers-'));
  });
}

/** What the browser keeps of whoever was signed in: the person, and the databases of answers and queued posts. */
async function keptInBrowser(page: Page) {
  return page.evaluate(async () => ({
    viewer: (JSON.parse(localStorage.getItem('musubi.viewer') ?? 'null') as { email?: string } | null)?.email ?? null,
    databases: (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('musubi-')).sort(),
    drafts: Object.keys(localStorage).filter((key) => key.startsWith('musubi.unsentDraft.')),
  }));
}

/** How the page looks, and what axe says, with the four posts waiting, on a desktop and on a phone. */
async function lookAtWaiting(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => pending(page).count()).toBe(4);
    await screenshot(page, `offline-queue-${name}-${width}x${height}`);
    expect(await withinWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }
}

describe('posts written while the server is away', () => {
  let journey: TwoPeopleInARoom;
  let server: RunningServer;
  let a: Page;
  let b: Page;
  let roomId: string;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '送信待ちの確認');
    ({ server, a, b, roomId } = journey);
    await journey.contextA.addInitScript({ path: axePath });
  });

  afterAll(async () => {
    await journey?.close();
    await server?.stop();
  });

  /** Kills the server (no goodbye to the sockets) and waits for the pages to show that they lost it. */
  async function kill(...pages: Page[]) {
    await server.stop('SIGKILL');
    for (const page of pages) await page.getByTestId('connection-lost').waitFor();
  }

  /** Starts the server again on the same port and data; the pages are told the browser is online again. */
  async function restart(...pages: Page[]) {
    server = await startServer({ DATA_DIR: server.dataDir, PORT: new URL(server.url).port });
    for (const page of pages) await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
  }

  it('keeps three messages, a file and a draft across a reload, and sends them by themselves in order, each once', async () => {
    await a.goto(`${server.url}/room?room=${roomId}`);
    await b.goto(`${server.url}/room?room=${roomId}`);
    await a.locator(`[data-room-timeline="${roomId}"]`).waitFor();
    await expect.poll(() => appKept(a), { timeout: 30_000 }).toBe(true);
    await composer(a).fill('停電の前');
    await composer(a).press('Enter');
    await b.getByTestId('message-content').getByText('停電の前', { exact: true }).waitFor();

    await kill(a, b);
    for (const text of ['一つ目の連絡', '二つ目の連絡', '三つ目の連絡']) {
      await composer(a).fill(text);
      await composer(a).press('Enter');
    }
    await a.locator('input[type="file"]').setInputFiles({ name: '議事録.txt', mimeType: 'text/plain', buffer: Buffer.from('議事録の本文\n') });
    await a.getByTestId('attachment').and(a.locator('[data-status="waiting"]')).waitFor();
    await a.getByRole('button', { name: '送信', exact: true }).click();
    await expect.poll(() => pending(a).count()).toBe(4);
    await expect.poll(() => pending(a).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')))).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
    expect(await pending(a).first().getAttribute('aria-label')).toBe('送信待ちのメッセージ: 一つ目の連絡');
    expect(await a.getByTestId('outbox-announcement').textContent()).toBe('送信待ちのメッセージが 4 件あります。接続が戻ると自動で送信します。');
    await composer(a).fill('停電中に書いた下書き');
    await expect.poll(() => a.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('musubi.unsentDraft.')).length)).toBe(1);

    await lookAtWaiting(a, 'waiting');

    // The page is reloaded while the server is still away: the app opens from what the browser kept, on the room
    // as last seen, with the offline banner, the four waiting and the composer ready.
    await a.reload();
    await a.getByTestId('connection-lost').waitFor();
    await a.locator(`[data-room-timeline="${roomId}"]`).getByTestId('message-content').getByText('停電の前', { exact: true }).waitFor();
    await expect.poll(() => pending(a).count()).toBe(4);
    expect(await pending(a).evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')))).toEqual([
      '送信待ちのメッセージ: 一つ目の連絡',
      '送信待ちのメッセージ: 二つ目の連絡',
      '送信待ちのメッセージ: 三つ目の連絡',
      '送信待ちのメッセージ: 議事録.txt',
    ]);
    expect(await composer(a).isEditable()).toBe(true);
    await lookAtWaiting(a, 'reopened-offline');

    // The server comes back: the page goes on by itself, with no navigation.
    await restart(a, b);

    const expected = ['停電の前', '一つ目の連絡', '二つ目の連絡', '三つ目の連絡', '議事録.txt'];
    await expect.poll(() => contents(b, roomId), { timeout: 60_000 }).toEqual(expected);
    await expect.poll(() => contents(a, roomId), { timeout: 30_000 }).toEqual(expected);
    expect(await pending(a).count()).toBe(0);
    expect(await stored(b, roomId)).toEqual(expected);
    // The file went with the last of them.
    await b.locator(`[data-room-timeline="${roomId}"]`).getByText('議事録.txt').last().waitFor();
    const files = await gql<{ customGetMessagesByRoom: { items: Array<{ content: string; files: { items: Array<{ name: string }> } }> } }>(
      b,
      'query ($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 10) { items { content files { items { name } } } } }',
      { room_id: roomId },
    );
    expect(files.customGetMessagesByRoom.items.find((m) => m.content === '議事録.txt')?.files.items.map((f) => f.name)).toEqual(['議事録.txt']);
    // The draft typed while away reached the server, so the user's other devices have it.
    await expect.poll(() => serverDraft(a, roomId)).toBe('停電中に書いた下書き');
    expect(await composer(a).inputValue()).toBe('停電中に書いた下書き');
    await screenshot(a, 'offline-queue-sent');
    expect(journey.pageErrors).toEqual([]);
  }, 180_000);

  it('sends once from two tabs of the sender when the connection is back, and a stale error line goes', async () => {
    const second = await journey.contextA.newPage();
    await second.goto(`${server.url}/room?room=${roomId}`);
    await a.goto(`${server.url}/room?room=${roomId}`);
    await composer(a).fill('');
    await a.locator(`[data-room-timeline="${roomId}"]`).getByTestId('message-content').first().waitFor();

    await kill(a, second, b);
    // Deleting a message while away fails: the red line says so.
    const own = a.getByTestId('message').filter({ has: a.getByTestId('message-content').getByText('一つ目の連絡', { exact: true }) });
    await own.hover();
    await own.getByRole('button', { name: 'メッセージの操作' }).click();
    await a.getByRole('menuitem', { name: '削除' }).click();
    await a.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    const errorLine = a.getByRole('alert').filter({ hasText: 'エラーが発生しています。' });
    await errorLine.waitFor();

    for (const text of ['四つ目の連絡', '五つ目の連絡']) {
      await composer(a).fill(text);
      await composer(a).press('Enter');
    }
    // The other tab shows the same queue.
    await expect.poll(() => pending(second).count()).toBe(2);

    await restart(a, second, b);
    // The timeline draws the rows in view: its last rows, each shown once.
    const lastRows = async (page: Page) => {
      const shown = await contents(page, roomId);
      return new Set(shown).size === shown.length ? shown.slice(-3) : shown;
    };
    const tail = ['議事録.txt', '四つ目の連絡', '五つ目の連絡'];
    await expect.poll(() => lastRows(b), { timeout: 60_000 }).toEqual(tail);
    await expect.poll(() => lastRows(a), { timeout: 30_000 }).toEqual(tail);
    await expect.poll(() => lastRows(second), { timeout: 30_000 }).toEqual(tail);
    const expected = ['停電の前', '一つ目の連絡', '二つ目の連絡', '三つ目の連絡', '議事録.txt', ...tail.slice(1)];
    expect(await pending(a).count()).toBe(0);
    expect(await pending(second).count()).toBe(0);
    expect(await stored(b, roomId)).toEqual(expected);
    await a.getByTestId('connection-lost').waitFor({ state: 'detached' });
    await errorLine.waitFor({ state: 'detached' });
    await second.close();
    expect(journey.pageErrors).toEqual([]);
  }, 180_000);

  it('keeps nothing of a person who signed out: the next person on the browser sees none of it, offline or online', async () => {
    const hanakoId = (await gql<{ getUserDetail: { id: string } }>(a, '{ getUserDetail { id } }')).getUserDetail.id;
    const alone = (await gql<{ addRoom: { id: string } }>(a, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', { input: { name: '花子だけのルーム' } })).addRoom.id;
    await a.goto(`${server.url}/room?room=${alone}`);
    await a.locator(`[data-room-timeline="${alone}"]`).waitFor();
    await expect.poll(() => appKept(a), { timeout: 30_000 }).toBe(true);
    expect(await keptInBrowser(a)).toMatchObject({ viewer: hanako.email, databases: expect.arrayContaining([`musubi-answers-${hanakoId}`]) });

    await a.getByRole('button', { name: 'メニュー' }).last().click();
    await a.getByRole('menuitem', { name: 'ログアウト', exact: true }).click();
    await a.waitForURL('**/auth/login');
    await expect.poll(() => keptInBrowser(a)).toEqual({ viewer: null, databases: [], drafts: [] });

    // Jiro signs in on the same browser: the app keeps him, and nothing of Hanako.
    await signIn(a, jiro.email);
    await a.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await a.goto(`${server.url}/room?room=${roomId}`);
    await a.locator(`[data-room-timeline="${roomId}"]`).getByTestId('message-content').first().waitFor();
    await expect.poll(() => appKept(a), { timeout: 30_000 }).toBe(true);
    const kept = await keptInBrowser(a);
    expect(kept.viewer).toBe(jiro.email);
    expect(kept.databases.filter((name) => name.startsWith('musubi-answers-'))).toEqual([`musubi-answers-${journey.partnerId}`]);
    const rooms = a.locator('nav [data-room-id]');
    await rooms.first().waitFor();
    expect(await a.locator(`nav [data-room-id="${alone}"]`).count()).toBe(0);

    // Offline, the app opens as Jiro, on his own answers.
    await kill(a, b);
    await a.reload();
    await a.getByTestId('connection-lost').waitFor();
    await a.locator(`nav [data-room-id="${roomId}"]`).waitFor();
    await a.locator(`[data-room-timeline="${roomId}"]`).getByTestId('message-content').getByText('五つ目の連絡', { exact: true }).waitFor();
    expect(await a.locator(`nav [data-room-id="${alone}"]`).count()).toBe(0);
    expect(await a.getByText('花子だけのルーム').count()).toBe(0);
    expect(await pending(a).count()).toBe(0);
    await screenshot(a, 'offline-queue-next-person-offline');

    await restart(a, b);
    await a.getByTestId('connection-lost').waitFor({ state: 'detached', timeout: 60_000 });
    await a.reload();
    await a.locator(`nav [data-room-id="${roomId}"]`).waitFor();
    expect(await a.getByText('花子だけのルーム').count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
  }, 180_000);
});
