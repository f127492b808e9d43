import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { gql, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';
import type { RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `board-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `board-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

const column = (page: Page, name: string) => page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** What dnd-kit's live region last told screen readers. */
const announced = async (page: Page) => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join('\n');
const card = (scope: Page | Locator, name: string) => scope.getByTestId('task-card').filter({ hasText: name });

/** Presses on a card and moves the pointer 10 px, past dnd-kit's 5 px threshold, as a person starts a drag. */
async function pressAndNudge(page: Page, name: string) {
  const a = await card(page, name).boundingBox();
  if (!a) throw new Error(`no card ${name}`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
}

/**
 * Lifts a card. The press waits until the card itself receives the pointer (a closing dialog's overlay may still
 * cover it), and is made again if the card did not lift.
 */
async function lift(page: Page, name: string) {
  for (let attempt = 1; ; attempt++) {
    await card(page, name).click({ trial: true });
    await pressAndNudge(page, name);
    try {
      return await card(page, name).and(page.locator('[data-dragging]')).waitFor({ timeout: 5_000 });
    } catch (error) {
      await page.mouse.up();
      if (attempt === 3) throw error;
    }
  }
}

/** Whether the line that shows where a dragged card would land is in a column. */
async function dropLineIn(target: Locator) {
  return (await target.getByTestId('drop-line').count()) > 0;
}

/**
 * Drags a card over a column in small steps and holds it there. When the card lifts, this waits until the line
 * that shows where it would land is in the target column, so a slow machine cannot release before then.
 */
async function holdOver(page: Page, name: string, target: string, { lifts = true } = {}) {
  if (lifts) await lift(page, name);
  else await pressAndNudge(page, name);
  const to = column(page, target);
  const b = await to.boundingBox();
  if (!b) throw new Error(`no column ${target}`);
  const x = b.x + b.width / 2;
  const y = b.y + Math.min(b.height - 20, 120);
  await page.mouse.move(x, y, { steps: 15 });
  for (let nudge = 1; lifts && !(await dropLineIn(to)); nudge++) {
    if (nudge > 20) throw new Error(`${name} never reached ${target}`);
    await page.mouse.move(x + (nudge % 2 ? 6 : -6), y, { steps: 2 });
    await page.waitForTimeout(100);
  }
}

/** The text of the card drawn under the pointer at `at` during a drag (hidden from screen readers), or null. */
async function heldAt(page: Page, at: { x: number; y: number }) {
  return page.evaluate(({ x, y }) => {
    const held = document.querySelector('[data-testid="drag-overlay"]');
    const box = held?.getBoundingClientRect();
    return held?.getAttribute('aria-hidden') === 'true' && box && box.left <= x && x <= box.right && box.top <= y && y <= box.bottom ? held.textContent : null;
  }, at);
}

/**
 * Holds a card over a column (holdOver), then 100 px down its middle, and waits until the card drawn under the
 * pointer is that card. Returns where the pointer is.
 */
async function holdUnderPointer(page: Page, name: string, target: string) {
  await holdOver(page, name, target);
  const box = await column(page, target).boundingBox();
  if (!box) throw new Error(`no column ${target}`);
  const pointer = { x: box.x + box.width / 2, y: box.y + 100 };
  await page.mouse.move(pointer.x, pointer.y);
  await expect.poll(() => heldAt(page, pointer)).toContain(name);
  return pointer;
}

/**
 * Drags a card to a column with a finger, through Chromium's input protocol with touch emulated on the page: a
 * press held still until the card lifts (the touch sensor's quarter second), then moves to the column until the
 * line shows where the card would land there, and the finger lifted.
 */
async function dragByTouch(page: Page, name: string, target: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  try {
    const from = await card(page, name).boundingBox();
    const to = await column(page, target).boundingBox();
    if (!from || !to) throw new Error(`no card ${name} or column ${target}`);
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + Math.min(to.height - 20, 120) };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    await card(page, name).and(page.locator('[data-dragging]')).waitFor();
    for (let step = 1; step <= 15; step++) {
      const at = { x: start.x + ((end.x - start.x) * step) / 15, y: start.y + ((end.y - start.y) * step) / 15 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    }
    await expect.poll(() => dropLineIn(column(page, target))).toBe(true);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await cdp.detach();
  }
}

async function dragByMouse(page: Page, name: string, target: string, options?: { lifts: boolean }) {
  await holdOver(page, name, target, options);
  await page.mouse.up();
}

describe('a room board with two people, live', () => {
  let server: RunningServer;
  let a: Page;
  let b: Page;
  let roomId: string;
  let jiroId: string;
  let pageErrors: string[];
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '決算プロジェクト', { width: 1400, height: 900 });
    ({ server, a, b, pageErrors, partnerId: jiroId, roomId } = journey);
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('applies the default template and both people see its columns', async () => {
    await a.goto(`${server.url}/room?room=${roomId}&view=board`);
    await b.goto(`${server.url}/room?room=${roomId}`);
    await b.getByRole('tab', { name: 'ボード' }).click();
    await b.getByRole('heading', { name: 'ボードはまだありません' }).waitFor();

    await a.getByRole('button', { name: 'テンプレート' }).click();
    await a.getByRole('button', { name: 'このテンプレートでボードを追加' }).click();
    for (const page of [a, b]) {
      await card(column(page, '未着手'), 'タスクを追加してみましょう').waitFor();
      await card(column(page, '完了'), 'カードをドラッグして移動できます').waitFor();
    }
    expect(await column(b, '未着手').getByTestId('task-count').textContent()).toBe('2');
    await screenshot(a, 'board-template');
  });

  it('drags a task across columns by mouse and the other browser sees it move', async () => {
    // The card follows the pointer, drawn over the page and hidden from screen readers (they hear announcements).
    await holdUnderPointer(a, 'タスクを追加してみましょう', '完了');
    // Until the drop, the columns stay as they are: the card's place shows as a gap, and a line where it would land.
    expect(await card(column(a, '未着手'), 'タスクを追加してみましょう').getAttribute('data-dragging')).toBe('gap');
    expect(await card(column(a, '完了'), 'タスクを追加してみましょう').count()).toBe(0);
    expect(await dropLineIn(column(a, '完了'))).toBe(true);
    await a.mouse.up();
    await card(column(a, '完了'), 'タスクを追加してみましょう').waitFor();
    await card(column(b, '完了'), 'タスクを追加してみましょう').waitFor();
    expect(await card(column(b, '未着手'), 'タスクを追加してみましょう').count()).toBe(0);

    // The move is in the task's history.
    await card(column(b, '完了'), 'タスクを追加してみましょう').click();
    await b.getByTestId('task-history').getByText(/「未着手」から「完了」へ移動/).waitFor();
    await b.keyboard.press('Escape');
    await b.getByTestId('task-detail').waitFor({ state: 'detached' });

    // Esc during a mouse drag puts the card back, and the card under the pointer goes with the drag.
    const held = await holdUnderPointer(a, 'タスクを追加してみましょう', '未着手');
    await a.keyboard.press('Escape');
    await expect.poll(() => heldAt(a, held)).toBeNull();
    await a.mouse.up();
    await card(column(a, '完了'), 'タスクを追加してみましょう').waitFor();
    expect(await card(column(a, '未着手'), 'タスクを追加してみましょう').count()).toBe(0);
    expect(await column(a, '未着手').getByTestId('task-count').textContent()).toBe('1');
  });

  it('drags a task by touch, there and back, and the other browser sees each move', async () => {
    await dragByTouch(a, 'ファイルを添付してみましょう', '完了');
    for (const page of [a, b]) await card(column(page, '完了'), 'ファイルを添付してみましょう').waitFor();
    expect(await card(column(b, '未着手'), 'ファイルを添付してみましょう').count()).toBe(0);
    await dragByTouch(a, 'ファイルを添付してみましょう', '未着手');
    for (const page of [a, b]) await card(column(page, '未着手'), 'ファイルを添付してみましょう').waitFor();
    expect(await card(column(b, '完了'), 'ファイルを添付してみましょう').count()).toBe(0);
  });

  it('drags a task by keyboard (Space, arrows, Space) with Japanese announcements', async () => {
    await card(a, 'ファイルを添付してみましょう').getByTestId('task-open').focus();
    await a.keyboard.press('Space');
    await expect.poll(() => announced(a)).toMatch(/「ファイルを添付してみましょう」(を持ち上げました|は「未着手」の\d+番目にあります)/);
    // dnd-kit listens for the arrows from the frame after the lift; a press before that is not a move.
    await expect
      .poll(async () => {
        await a.keyboard.press('ArrowRight');
        return announced(a);
      })
      .toContain('「完了」');
    await a.keyboard.press('Space');
    await card(column(a, '完了'), 'ファイルを添付してみましょう').waitFor();
    await card(column(b, '完了'), 'ファイルを添付してみましょう').waitFor();
    expect(await announced(a)).toMatch(/「ファイルを添付してみましょう」を「完了」の\d+番目に置きました/);

    // Esc puts a lifted card back.
    await card(a, 'タスクを追加してみましょう').getByTestId('task-open').focus();
    await a.keyboard.press('Space');
    await expect
      .poll(async () => {
        await a.keyboard.press('ArrowLeft');
        return announced(a);
      })
      .toContain('「未着手」');
    await a.keyboard.press('Escape');
    await expect.poll(() => announced(a)).toContain('移動を取り消しました');
    await card(column(a, '完了'), 'タスクを追加してみましょう').waitFor();
    expect(await card(column(b, '未着手'), 'タスクを追加してみましょう').count()).toBe(0);
  });

  it('moves a task within its column by keyboard, telling each place', async () => {
    await card(column(a, '完了'), 'ファイルを添付してみましょう').getByTestId('task-open').focus();
    await a.keyboard.press('Space');
    await expect.poll(() => announced(a)).toContain('「ファイルを添付してみましょう」');
    await expect
      .poll(async () => {
        await a.keyboard.press('ArrowUp');
        return announced(a);
      })
      .toMatch(/「完了」の1番目/);
    await a.keyboard.press('Space');
    for (const page of [a, b]) await expect.poll(() => column(page, '完了').getByTestId('task-name').first().textContent()).toBe('ファイルを添付してみましょう');
    // Lifted again, one place down: the arrow is pressed again only while no move was told (a press before dnd-kit
    // listens is lost), then Esc puts it back.
    await card(column(a, '完了'), 'ファイルを添付してみましょう').getByTestId('task-open').focus();
    await a.keyboard.press('Space');
    await expect.poll(() => announced(a)).toContain('を持ち上げました');
    await expect
      .poll(
        async () => {
          if ((await announced(a)).includes('を持ち上げました')) await a.keyboard.press('ArrowDown');
          return announced(a);
        },
        { interval: 300 },
      )
      .toMatch(/「ファイルを添付してみましょう」は「完了」の2番目にあります/);
    await a.keyboard.press('Escape');
    await expect.poll(() => announced(a)).toContain('移動を取り消しました');
  });

  it('does not start a column drag while a card is held by keyboard', async () => {
    const order = (page: Page) => page.getByTestId('board-column').getByRole('heading').allTextContents();
    const before = await order(a);
    await card(column(a, '完了'), 'ファイルを添付してみましょう').getByTestId('task-open').focus();
    await a.keyboard.press('Space');
    await expect.poll(() => announced(a)).toContain('を持ち上げました');
    // One place down: the arrow is pressed again only while no move was told (a press before dnd-kit listens is lost).
    await expect
      .poll(
        async () => {
          if ((await announced(a)).includes('を持ち上げました')) await a.keyboard.press('ArrowDown');
          return announced(a);
        },
        { interval: 300 },
      )
      .toMatch(/「ファイルを添付してみましょう」は「完了」の2番目にあります/);
    // Tab reaches a column's handle with the card still held; Space there drops the card and lifts no column.
    await a.getByRole('button', { name: '「未着手」を並べ替え' }).focus();
    await a.keyboard.press('Space');
    await expect.poll(() => announced(a)).toMatch(/「ファイルを添付してみましょう」を「完了」の2番目に置きました/);
    expect(await announced(a)).not.toMatch(/「未着手」を持ち上げました/);
    expect(await order(a)).toEqual(before);
    for (const page of [a, b]) await expect.poll(() => column(page, '完了').getByTestId('task-name').nth(1).textContent()).toBe('ファイルを添付してみましょう');
  });

  it('reorders columns by keyboard and by mouse, and the other browser follows', async () => {
    const order = (page: Page) => page.getByTestId('board-column').getByRole('heading').allTextContents();
    const before = await order(a);
    expect(before.indexOf('完了')).toBeGreaterThan(0);
    await a.getByRole('button', { name: '「完了」を並べ替え' }).focus();
    await a.keyboard.press('Space');
    await expect
      .poll(async () => {
        await a.keyboard.press('ArrowLeft');
        return announced(a);
      })
      .toMatch(/1列目/);
    await a.keyboard.press('Space');
    const moved = ['完了', ...before.filter((name) => name !== '完了')];
    for (const page of [a, b]) await expect.poll(() => order(page)).toEqual(moved);

    // Back to the end by mouse: the handle pressed, and the pointer past the last column.
    const handle = await a.getByRole('button', { name: '「完了」を並べ替え' }).boundingBox();
    const last = await a.getByTestId('board-column').last().boundingBox();
    if (!handle || !last) throw new Error('no columns');
    await a.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await a.mouse.down();
    await a.mouse.move(handle.x + 20, handle.y + 10, { steps: 3 });
    await a.mouse.move(last.x + last.width - 20, handle.y + 10, { steps: 20 });
    await a.mouse.up();
    for (const page of [a, b]) await expect.poll(() => order(page)).toEqual([...moved.slice(1), '完了']);
  });

  it('moves a task with the 移動… menu', async () => {
    const target = card(a, 'カードをドラッグして移動できます');
    // The menu mounts on its first click (LazyMenu). Once, in a full run of the suite, that click did not
    // open it, for a reason not found since: the button is clicked again if the item has not shown.
    const item = a.getByRole('menuitem', { name: '移動…' });
    for (let attempt = 1; !(await item.isVisible()); attempt++) {
      if (attempt > 3) throw new Error('the card menu did not open');
      await target.getByRole('button', { name: /の操作/ }).click();
      await item.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await item.click();
    await a.getByRole('dialog').getByLabel('移動先のボード').selectOption({ label: '未着手' });
    await a.getByRole('button', { name: '移動する' }).click();
    await card(column(b, '未着手'), 'カードをドラッグして移動できます').waitFor();
  });

  it('rolls a refused move back with a message', async () => {
    // Jiro's page still lets him drag; the server now refuses: he was made a view-only member meanwhile.
    await card(column(b, '未着手'), 'カードをドラッグして移動できます').waitFor();
    await gql(a, 'mutation($input: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $input) { id } }', { input: { room_id: roomId, user_id: jiroId, role: 0 } });
    await dragByMouse(b, 'カードをドラッグして移動できます', '完了');
    await b.getByText('移動できませんでした').waitFor();
    await card(column(b, '未着手'), 'カードをドラッグして移動できます').waitFor();
    expect(await card(column(b, '完了'), 'カードをドラッグして移動できます').count()).toBe(0);
    await screenshot(b, 'board-refused');
  });

  it('a view-role member cannot drag', async () => {
    await b.reload();
    await card(column(b, '未着手'), 'カードをドラッグして移動できます').waitFor();
    await b.getByText('閲覧権限のため、タスクの移動や編集はできません。').waitFor();
    expect(await card(b, 'カードをドラッグして移動できます').getAttribute('aria-roledescription')).toBeNull();
    expect(await card(b, 'カードをドラッグして移動できます').getByRole('button', { name: /の操作/ }).count()).toBe(0);
    await dragByMouse(b, 'カードをドラッグして移動できます', '完了', { lifts: false });
    await b.keyboard.press('Escape');
    expect(await card(column(b, '完了'), 'カードをドラッグして移動できます').count()).toBe(0);
    await gql(a, 'mutation($input: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $input) { id } }', { input: { room_id: roomId, user_id: jiroId, role: 1 } });
  });

  it('a comment posted to chat appears in the chat', async () => {
    await card(a, 'カードをドラッグして移動できます').click();
    const detail = a.getByTestId('task-detail');
    await detail.getByLabel('コメントを入力').fill('期限を来週に延ばします');
    await detail.getByLabel('チャットにも投稿').check();
    await detail.getByRole('button', { name: 'コメントする' }).click();
    await detail.getByTestId('task-comment').filter({ hasText: '期限を来週に延ばします' }).waitFor();
    await screenshot(a, 'board-task-detail');
    await a.keyboard.press('Escape');

    const messages = await gql<{ customGetMessagesByRoom: { items: Array<{ content: string }> } }>(
      b,
      'query($room_id: ID!) { customGetMessagesByRoom(room_id: $room_id, limit: 20) { items { content } } }',
      { room_id: roomId },
    );
    expect(messages.customGetMessagesByRoom.items.some((m) => m.content.includes('期限を来週に延ばします'))).toBe(true);
    await b.getByRole('tab', { name: 'チャット' }).click();
    await b.getByTestId('message-content').getByText('期限を来週に延ばします', { exact: true }).waitFor();
    await screenshot(b, 'board-chat-tab');
    await b.getByRole('tab', { name: 'ボード' }).click();
  });

  it("holds others' changes during a drag so the dragged card does not jump, then applies them at the drop", async () => {
    const boards = await gql<{ listBoardsByRoom: { items: Array<{ id: string; name: string }> } }>(b, 'query($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id name } } }', { room_id: roomId });
    const todo = boards.listBoardsByRoom.items.find((x) => x.name === '未着手')!;
    await holdOver(a, 'カードをドラッグして移動できます', '完了');

    await gql(b, 'mutation($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }', { input: { board_id: todo.id, name: '次郎が追加したタスク' } });
    await card(column(b, '未着手'), '次郎が追加したタスク').waitFor();
    // Hanako is still dragging: her columns stay as they were.
    expect(await card(a, '次郎が追加したタスク').count()).toBe(0);
    await a.mouse.up();
    await card(column(a, '未着手'), '次郎が追加したタスク').waitFor();
    await card(column(a, '完了'), 'カードをドラッグして移動できます').waitFor();
    await card(column(b, '完了'), 'カードをドラッグして移動できます').waitFor();
  });

  it('archives a board and restores it from the archived list', async () => {
    await column(a, '完了').getByRole('button', { name: '「完了」のメニュー' }).click();
    await a.getByRole('menuitem', { name: 'アーカイブ' }).click();
    await column(b, '完了').waitFor({ state: 'detached' });
    await column(a, '完了').waitFor({ state: 'detached' });

    await a.getByRole('button', { name: 'アーカイブ済みのボード' }).click();
    const archived = a.getByTestId('archived-boards');
    await archived.getByText('完了').waitFor();
    await archived.getByRole('button', { name: '元に戻す' }).click();
    await a.keyboard.press('Escape');
    for (const page of [a, b]) await card(column(page, '完了'), 'タスクを追加してみましょう').waitFor();
    await screenshot(a, 'board-restored');

    // An admin deletes a board after confirming it, from the column's menu; it leaves both browsers.
    await gql(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', { input: { room_id: roomId, name: '不要' } });
    await column(b, '不要').waitFor();
    await column(a, '不要').getByRole('button', { name: '「不要」のメニュー' }).click();
    await a.getByRole('menuitem', { name: '削除' }).click();
    const confirm = a.getByRole('dialog', { name: 'ボードを削除' });
    await confirm.getByText('「不要」とそのタスクを削除します。').waitFor();
    await confirm.getByRole('button', { name: '削除' }).click();
    for (const page of [a, b]) await column(page, '不要').waitFor({ state: 'detached' });
  });

  it('sets a tag on a task in its detail and the other browser sees it on the card', async () => {
    await a.getByRole('button', { name: 'タグ', exact: true }).click();
    await a.getByLabel('新しいタグ').fill('申告書');
    await a.getByRole('button', { name: '追加', exact: true }).click();
    await a.getByLabel('「申告書」の色').waitFor();
    await a.keyboard.press('Escape');

    await card(a, 'カードをドラッグして移動できます').click();
    const detail = a.getByTestId('task-detail');
    await detail.getByRole('textbox', { name: 'タグ' }).click();
    await a.getByRole('listbox', { name: 'タグ' }).getByRole('option', { name: '申告書' }).click();
    await card(a, 'カードをドラッグして移動できます').getByTestId('task-tags').getByText('申告書').waitFor();
    await card(b, 'カードをドラッグして移動できます').getByTestId('task-tags').getByText('申告書').waitFor();
    await a.keyboard.press('Escape');
    await a.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await screenshot(b, 'board-task-tags');

    // Filtering by the tag leaves its card alone on the board, and says that dragging is off meanwhile.
    // The other browser learnt of the new tag from the card's event.
    const tagFilter = b.getByTestId('board-view').getByRole('combobox', { name: 'タグ' });
    await tagFilter.selectOption({ label: '申告書' });
    await b.getByText('絞り込み中はドラッグできません', { exact: false }).waitFor();
    await expect.poll(() => b.getByTestId('task-card').count()).toBe(1);
    await tagFilter.selectOption({ label: 'タグ：すべて' });
    await card(b, 'タスクを追加してみましょう').waitFor();
  });

  it('drags a card into a long, virtualised column, which scrolls under it, and lands it there', async () => {
    const created = await gql<{ createBoardByRoom: { id: string } }>(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', {
      input: { room_id: roomId, name: '長い列' },
    });
    for (let i = 1; i <= 70; i++) {
      await gql(a, 'mutation($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }', { input: { board_id: created.createBoardByRoom.id, name: `長い列のタスク${i}` } });
    }
    for (const page of [a, b]) await expect.poll(() => column(page, '長い列').getByTestId('task-count').textContent()).toBe('70');
    const long = column(a, '長い列');
    await long.scrollIntoViewIfNeeded();
    // The column draws only the cards in view (and a little more).
    expect(await long.getByTestId('task-card').count()).toBeLessThan(70);

    await holdOver(a, 'ファイルを添付してみましょう', '長い列');
    // Held near the column's bottom, the column scrolls; the card stays under the pointer meanwhile.
    const box = await long.boundingBox();
    if (!box) throw new Error('no long column');
    const pointer = { x: box.x + box.width / 2, y: box.y + box.height - 50 };
    await a.mouse.move(pointer.x, pointer.y, { steps: 5 });
    const scroller = long.getByTestId('virtuoso-scroller');
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(400);
    await a.mouse.move(pointer.x, box.y + box.height / 2, { steps: 5 });
    await expect.poll(() => heldAt(a, { x: pointer.x, y: box.y + box.height / 2 })).toContain('ファイルを添付してみましょう');
    await expect.poll(() => dropLineIn(long)).toBe(true);
    await a.mouse.up();
    for (const page of [a, b]) await expect.poll(() => column(page, '長い列').getByTestId('task-count').textContent()).toBe('71');
    // It landed among the cards scrolled to, not at the top.
    await card(long, 'ファイルを添付してみましょう').waitFor();
    const names = await long.getByTestId('task-name').allTextContents();
    expect(names.indexOf('ファイルを添付してみましょう')).toBeGreaterThan(0);
    expect(names).not.toContain('長い列のタスク1');
  });

  it('assigns a task in its detail and lists it under my tasks', async () => {
    await card(a, 'タスクを追加してみましょう').click();
    const detail = a.getByTestId('task-detail');
    // An empty field says what it is for.
    expect(await detail.getByRole('textbox', { name: '担当者' }).getAttribute('placeholder')).toBe('担当者を選ぶ');
    expect(await detail.getByRole('button', { name: '期限' }).textContent()).toBe('日付を選ぶ');
    await detail.getByRole('textbox', { name: '担当者' }).click();
    await a.getByRole('listbox', { name: '担当者' }).getByRole('option', { name: hanako.name }).click();
    await card(b, 'タスクを追加してみましょう').getByText(`担当: ${hanako.name}`).waitFor();
    await a.keyboard.press('Escape');
    await a.keyboard.press('Escape');
    await a.goto(`${server.url}/tasks`);
    await a.getByRole('heading', { name: 'マイタスク' }).waitFor();
    const mine = a.getByTestId('my-task');
    await mine.filter({ hasText: 'タスクを追加してみましょう' }).getByText('決算プロジェクト ・ 完了').waitFor();
    expect(await mine.count()).toBe(1);
    await screenshot(a, 'board-my-tasks');
    expect(pageErrors).toEqual([]);
  });

  it("keeps a card's state with its column once the 完了 column is marked as done", async () => {
    await a.setViewportSize({ width: 1366, height: 768 });
    await a.goto(`${server.url}/room?room=${roomId}&view=board`);
    await card(column(a, '完了'), 'タスクを追加してみましょう').waitFor();
    // The template's 完了 is the room's done column from the start, on both pages.
    const marked = (page: Page) => column(page, '完了').getByTestId('done-column');
    for (const page of [a, b]) await marked(page).getByText('完了の列').waitFor();
    // A room admin unmarks it and marks it again from its menu, by keyboard. The menu mounts on its first opening,
    // and a redraw of the column for a change that came back live may close it: open it again until the choice is made.
    const choose = async (name: string, done: () => Promise<unknown>) => {
      const item = a.getByRole('menuitem', { name });
      for (let attempt = 1; ; attempt++) {
        if (attempt > 3) throw new Error(`「${name}」 could not be chosen from the column menu`);
        if (!(await item.isVisible())) {
          await column(a, '完了').getByRole('button', { name: '「完了」のメニュー' }).focus();
          await a.keyboard.press('Enter');
        }
        const chosen = await item
          .focus({ timeout: 5_000 })
          .then(() => a.keyboard.press('Enter'))
          .then(() => true)
          .catch(() => false);
        if (chosen && (await done().then(() => true, () => false))) return;
      }
    };
    await choose('完了の列をやめる', () => marked(a).waitFor({ state: 'detached', timeout: 10_000 }));
    for (const page of [a, b]) await marked(page).waitFor({ state: 'detached' });
    await choose('完了の列にする', () => marked(a).getByText('完了の列').waitFor({ timeout: 10_000 }));
    for (const page of [a, b]) await marked(page).getByText('完了の列').waitFor();

    const status = async (name: string) => {
      const detail = a.getByTestId('task-detail');
      // A click while the column redraws for a change that came back live may open nothing: click again until it opens.
      await expect
        .poll(async () => {
          if (!(await detail.isVisible())) await card(a, name).getByTestId('task-open').click({ timeout: 2_000 }).catch(() => undefined);
          return detail.isVisible();
        })
        .toBe(true);
      const checked = await detail.getByRole('radio', { checked: true }).getAttribute('value');
      await a.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });
      return checked;
    };
    // The card already in the done column is 完了; dragged out it is 未着手 again, dragged back in 完了.
    expect(await status('タスクを追加してみましょう')).toBe('2');
    await dragByMouse(a, 'タスクを追加してみましょう', '未着手');
    await card(column(a, '未着手'), 'タスクを追加してみましょう').waitFor();
    expect(await status('タスクを追加してみましょう')).toBe('0');
    await dragByMouse(a, 'タスクを追加してみましょう', '完了');
    await card(column(a, '完了'), 'タスクを追加してみましょう').waitFor();
    expect(await status('タスクを追加してみましょう')).toBe('2');
    await screenshot(a, 'board-done-column');
    await a.setViewportSize({ width: 390, height: 844 });
    await column(a, '完了').getByTestId('done-column').waitFor();
    await screenshot(a, 'board-done-column-phone');
    expect(pageErrors).toEqual([]);
  });

  it("adds a checklist with two items in a task's detail, ticks one, and the other browser's card shows 1/2", async () => {
    await a.setViewportSize({ width: 1366, height: 768 });
    await card(a, 'カードをドラッグして移動できます').getByTestId('task-open').click();
    const detail = a.getByTestId('task-detail');
    await detail.getByText('チェックリストはありません。').waitFor();
    await detail.getByRole('textbox', { name: 'チェックリスト名' }).fill('提出前の確認');
    await detail.getByRole('textbox', { name: 'チェックリスト名' }).press('Enter');
    const checklist = detail.getByRole('group', { name: '提出前の確認' });
    const newItem = checklist.getByRole('textbox', { name: '「提出前の確認」に追加する項目' });
    for (const name of ['押印を確認する', '控えをコピーする']) {
      await newItem.fill(name);
      await newItem.press('Enter');
      await checklist.getByRole('checkbox', { name }).waitFor();
    }
    // Ticked by keyboard, as the box is reached with Tab.
    await checklist.getByRole('checkbox', { name: '押印を確認する' }).focus();
    await a.keyboard.press('Space');
    await checklist.getByTestId('checklist-progress').getByText('1/2 完了').waitFor();
    await detail.getByText(`${hanako.name}さんが「押印を確認する」を完了`).waitFor();

    // The other browser's card shows the progress, named in words for a screen reader.
    const progress = card(b, 'カードをドラッグして移動できます').getByTestId('task-checklist');
    await expect.poll(() => progress.textContent()).toBe('1/2');
    await b.getByRole('button', { name: /チェックリスト 1\/2 完了/ }).waitFor();
    expect(await card(a, 'カードをドラッグして移動できます').getByTestId('task-checklist').textContent()).toBe('1/2');
    await checklist.scrollIntoViewIfNeeded();
    await screenshot(a, 'board-task-checklist');
    await a.setViewportSize({ width: 390, height: 844 });
    await checklist.scrollIntoViewIfNeeded();
    await screenshot(a, 'board-task-checklist-phone');
    await screenshot(b, 'board-checklist-progress');
    await a.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });
});
