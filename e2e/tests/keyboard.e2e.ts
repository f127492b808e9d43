import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { gql, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';
import { artifactsDir } from '../support/paths';

const stamp = Date.now();
const hanako = { email: `keys-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `keys-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

/** What has focus: its tag, role, accessible name parts, and whether a ring or outline is drawn around it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'BODY', text: '', html: '', label: '', ring: false };
    // The ring of a field may be drawn by the box around it (a password field's input sits inside one).
    const drawn = (box: Element) => {
      const style = getComputedStyle(box);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const box = element.closest('.mantine-Input-input');
    return {
      tag: element.tagName,
      text: (element.textContent ?? '').trim().slice(0, 80),
      html: element.outerHTML.slice(0, 160),
      label: element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.textContent ?? '',
      ring: drawn(element) || (box !== null && drawn(box)),
    };
  });
}

/** Presses Tab (or Shift+Tab) until focus is on what `matches` accepts; every stop on the way shows a ring. */
async function tabTo(page: Page, matches: (f: Awaited<ReturnType<typeof focused>>) => boolean, options: { back?: boolean; max?: number } = {}) {
  for (let presses = 0; presses < (options.max ?? 60); presses++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    expect(now.tag, 'focus never rests on <body>').not.toBe('BODY');
    expect(now.ring, `a focus ring on ${now.html}`).toBe(true);
    if (matches(now)) return now;
  }
  throw new Error('never reached');
}

/** After a change of page, focus is on the new page's content, never on <body>, and drawn. */
async function expectFocusAfterNavigation(page: Page, tag = 'H1') {
  await expect.poll(async () => (await focused(page)).tag).toBe(tag);
  expect((await focused(page)).ring).toBe(true);
}

/** A step's screenshot, and the page as a screen reader gets it (roles and names) beside it, to read through. */
async function record(page: Page, name: string) {
  await screenshot(page, name);
  await mkdir(artifactsDir, { recursive: true });
  await writeFile(join(artifactsDir, `${name}.aria.yml`), await page.locator('body').ariaSnapshot());
}

const announced = async (page: Page) => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join('\n');

describe('a keyboard-only journey: sign in, a room, a message, the board, a task, search, sign out', () => {
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, 'キーボードの部屋');
    const { a, roomId } = journey;
    const todo = await gql<{ createBoardByRoom: { id: string } }>(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', {
      input: { room_id: roomId, name: '未着手' },
    });
    await gql(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', { input: { room_id: roomId, name: '完了' } });
    await gql(a, 'mutation($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }', {
      input: { board_id: todo.createBoardByRoom.id, name: '申告書を確認する' },
    });
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('goes all the way with the keyboard, focus always visible and never on <body>', { timeout: 180_000 }, async () => {
    const { browser, server, roomId, b } = journey;
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // 1. Sign in.
    await page.goto(`${server.url}/auth/login`);
    await page.locator('h1').waitFor();
    await tabTo(page, (f) => f.tag === 'INPUT' && f.label.startsWith('メールアドレス'));
    await page.keyboard.type(hanako.email);
    await tabTo(page, (f) => f.tag === 'INPUT' && f.label.startsWith('パスワード'));
    await page.keyboard.type('password123');
    await record(page, 'keyboard-1-sign-in');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await expect.poll(async () => (await focused(page)).tag).not.toBe('BODY');

    // 2. Open the room from the room list, back from the first steps where focus starts: focus goes to the room's
    // name, the page's <h1>.
    await page.locator(`[data-room-id="${roomId}"]`).waitFor();
    await tabTo(page, (f) => f.tag === 'A' && f.text.startsWith('キーボードの部屋'), { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('room') === roomId);
    await expectFocusAfterNavigation(page);
    expect((await focused(page)).text).toBe('キーボードの部屋');
    await record(page, 'keyboard-2-room');

    // 3. Send a message.
    await tabTo(page, (f) => f.tag === 'TEXTAREA');
    await page.keyboard.type('キーボードだけで送ります');
    await page.keyboard.press('Enter');
    await page.getByTestId('message-content').getByText('キーボードだけで送ります', { exact: true }).waitFor();
    // Someone else's message is announced politely.
    await gql(b, 'mutation($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', { input: { room_id: roomId, content: '届きました' } });
    await page.getByRole('status').filter({ hasText: `${jiro.name}: 届きました` }).waitFor();
    await record(page, 'keyboard-3-message');

    // 4. Open the board: back to the tabs, then the arrow to 「ボード」.
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === 'チャット', { back: true });
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('view') === 'board');
    await page.getByTestId('task-card').first().waitFor();
    expect((await focused(page)).text).toBe('ボード');
    await record(page, 'keyboard-4-board');

    // 5. Move the task to 「完了」 with Space, the arrow and Space.
    await tabTo(page, (f) => f.text.startsWith('申告書を確認する'));
    await page.keyboard.press('Space');
    await expect.poll(() => announced(page)).toContain('「申告書を確認する」');
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return announced(page);
      })
      .toContain('「完了」');
    await record(page, 'keyboard-5-moving');
    await page.keyboard.press('Space');
    const done = page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name: '完了', exact: true }) });
    await done.getByTestId('task-card').filter({ hasText: '申告書を確認する' }).waitFor();
    await expect.poll(async () => (await focused(page)).text).toMatch(/^申告書を確認する/);
    expect((await focused(page)).ring).toBe(true);

    // 6. Open the task with Enter and close it with Esc: focus comes back to the card.
    await page.keyboard.press('Enter');
    await page.getByTestId('task-detail').waitFor();
    // The dialog opens on its first field, the task's name, never on its ✕.
    await expect.poll(async () => (await focused(page)).label).toBe('タスク名');
    await record(page, 'keyboard-6-task');
    await page.keyboard.press('Escape');
    await page.getByTestId('task-detail').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).text).toMatch(/^申告書を確認する/);
    expect((await focused(page)).ring).toBe(true);

    // 7. Search with 「/」 from the page.
    await page.keyboard.press('/');
    await expect.poll(async () => (await focused(page)).label).toContain('検索する言葉');
    await page.keyboard.type('届きました');
    await page.keyboard.press('Enter');
    await page.getByTestId('search-result').first().waitFor();
    await record(page, 'keyboard-7-search');
    await tabTo(page, (f) => f.text.includes('届きました'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('message'));
    await expectFocusAfterNavigation(page);

    // 8. Sign out from the account menu: its last item.
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.label.includes('のメニュー'), { back: true, max: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // The menu takes focus once it has opened; an arrow pressed before that would go to the button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).text).toBe('ログアウト');
    expect((await focused(page)).ring).toBe(true);
    await record(page, 'keyboard-8-sign-out');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/auth'));
    await page.locator('h1').waitFor();
    // Signing out loads the login page afresh (nothing of the session is kept): focus starts at the document's
    // start, as on any first visit, and the first Tab is the skip link.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: '本文へ移動', ring: true });
    await record(page, 'keyboard-9-signed-out');
    expect(errors).toEqual([]);
    await context.close();
  });
});
