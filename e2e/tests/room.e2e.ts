import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import type { RunningServer } from '../support/server';
import { gql, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';

const stamp = Date.now();
const hanako = { email: `room-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `room-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

const roomLink = (page: Page, roomId: string) => page.locator(`[data-room-id="${roomId}"]`);
const message = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-content').getByText(text, { exact: true }) });

describe('two people in one room, live', () => {
  let server: RunningServer;
  let browser: Browser;
  let contextA: BrowserContext;
  let contextB: BrowserContext;
  let a: Page;
  let b: Page;
  let roomId: string;
  let jiroId: string;
  let pageErrors: string[];
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '決算プロジェクト');
    ({ browser, server, contextA, contextB, a, b, pageErrors, partnerId: jiroId, roomId } = journey);
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('a message and a To arrive live with unread and mention badges, a reply comes back', async () => {
    await a.goto(`${server.url}/room?room=${roomId}`);
    await b.goto(`${server.url}/room`);
    await roomLink(b, roomId).waitFor();

    const box = a.getByLabel('メッセージ', { exact: true });
    await box.fill('資料を共有します');
    await box.press('Enter');
    await message(a, '資料を共有します').waitFor();
    await roomLink(b, roomId).getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();

    await box.fill('@');
    await a.getByRole('option', { name: jiro.name }).click();
    await box.fill('確認をお願いします');
    await box.press('Enter');
    await roomLink(b, roomId).getByTestId('mention-badge').filter({ hasText: '@1' }).waitFor();
    await roomLink(b, roomId).getByTestId('unread-badge').filter({ hasText: '2' }).waitFor();
    // The counts are in the link's name, in words.
    await b.getByRole('link', { name: /あなた宛て 1 件\s*、未読 2 件/ }).waitFor();
    await screenshot(b, 'room-badges');

    await roomLink(b, roomId).click();
    const addressed = message(b, '確認をお願いします');
    await addressed.waitFor();
    expect(await addressed.getAttribute('data-addressed')).toBe('true');
    await expect.poll(() => roomLink(b, roomId).getByTestId('unread-badge').count()).toBe(0);

    await addressed.getByLabel('メッセージの操作').click();
    await b.getByRole('menuitem', { name: '返信' }).click();
    await b.getByLabel('メッセージ', { exact: true }).fill('承知しました');
    await b.getByLabel('メッセージ', { exact: true }).press('Enter');
    const reply = message(a, '承知しました');
    await reply.getByTestId('reply-preview').filter({ hasText: `${hanako.name} への返信` }).waitFor();
    // The open room says politely who wrote what; one's own messages are not announced.
    await a.getByRole('status').filter({ hasText: `${jiro.name}: 承知しました` }).waitFor();
    expect(await a.getByRole('status').filter({ hasText: '資料を共有します' }).count()).toBe(0);
    await screenshot(a, 'room-reply');
  });

  it('stamps by both at once, then an edit and a delete, are seen live', async () => {
    const target = '資料を共有します';
    for (const page of [a, b]) {
      await message(page, target).getByLabel('スタンプ').click();
    }
    await Promise.all([a.getByRole('menuitem', { name: '了解' }).click(), b.getByRole('menuitem', { name: '了解' }).click()]);
    for (const page of [a, b]) await message(page, target).getByRole('button', { name: '了解 2', exact: true }).waitFor();

    await message(a, target).getByLabel('メッセージの操作').click();
    await a.getByRole('menuitem', { name: '編集' }).click();
    const box = a.getByLabel('メッセージ', { exact: true });
    await box.fill('資料を共有します（改訂版）');
    await box.press('Enter');
    await message(b, '資料を共有します（改訂版）').getByText('（編集済み）').waitFor();

    await message(a, '確認をお願いします').getByLabel('メッセージの操作').click();
    await a.getByRole('menuitem', { name: '削除' }).click();
    await a.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await b.getByText('このメッセージは削除されました').first().waitFor();
    expect(await message(b, '確認をお願いします').count()).toBe(0);
    await screenshot(b, 'room-edit-delete');
  });

  it('a draft typed in one browser appears in a new one', async () => {
    await b.getByLabel('メッセージ', { exact: true }).fill('あとで送る下書き');
    // The draft is saved once typing pauses.
    await expect.poll(async () => {
      const data = await gql<{ getDraftMessages: { drafts: Array<{ draft: string }> } }>(b, '{ getDraftMessages { drafts { draft } } }');
      return data.getDraftMessages.drafts.map((d) => d.draft);
    }).toContain('あとで送る下書き');
    const fresh = await browser.newContext({ locale: 'ja-JP', storageState: await contextB.storageState() });
    const other = await fresh.newPage();
    await other.goto(`${server.url}/room?room=${roomId}`);
    await expect.poll(() => other.getByLabel('メッセージ', { exact: true }).inputValue()).toBe('あとで送る下書き');
    await fresh.close();
  });

  it('an uploaded image shows its preview in both browsers', async () => {
    // A real PNG drawn by the browser, so the server's type check and thumbnail see a genuine image.
    const dataUrl = await a.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1c7ed6';
      context.fillRect(0, 0, 64, 48);
      return canvas.toDataURL('image/png');
    });
    await a.locator('input[type="file"]').setInputFiles({ name: 'グラフ.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') });
    await a.getByTestId('attachment').and(a.locator('[data-status="done"]')).waitFor();
    const box = a.getByLabel('メッセージ', { exact: true });
    await box.fill('今月のグラフです');
    await box.press('Enter');
    for (const page of [a, b]) {
      const preview = message(page, '今月のグラフです').getByTestId('file-preview');
      await preview.waitFor();
      await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      // The stored size keeps the preview's place; the newest message's image loads at once.
      expect(await preview.evaluate((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual(['64', '48', 'eager']);
    }
    await screenshot(b, 'room-image');
  });

  it('a browser cut off while the other posts shows every message once when it is back', async () => {
    await contextB.setOffline(true);
    const box = a.getByLabel('メッセージ', { exact: true });
    const sent = ['オフライン中の一通目', 'オフライン中の二通目', 'オフライン中の三通目'];
    for (const text of sent) {
      await box.fill(text);
      await box.press('Enter');
      await message(a, text).waitFor();
    }
    await contextB.setOffline(false);
    for (const text of sent) await message(b, text).waitFor();
    await box.fill('復帰後の一通');
    await box.press('Enter');
    await message(b, '復帰後の一通').waitFor();
    for (const text of [...sent, '復帰後の一通']) expect(await message(b, text).count()).toBe(1);
  });

  it('room panels: the last admin stays, roles change, the overview and the room code are shared', async () => {
    await a.getByRole('button', { name: 'メンバー', exact: true }).click();
    const drawer = a.getByRole('dialog');
    await drawer.getByLabel(`${hanako.name} の権限`).click();
    await a.getByRole('option', { name: 'メンバー' }).click();
    await drawer.getByRole('alert').filter({ hasText: 'ルームには管理者が少なくとも1人必要です。' }).waitFor();

    await drawer.getByLabel(`${jiro.name} の権限`).click();
    await a.getByRole('option', { name: '閲覧のみ' }).click();
    // The viewer-only member loses the composer live.
    await b.getByText('閲覧のみのメンバーはメッセージを送れません').waitFor();
    await drawer.getByLabel(`${jiro.name} の権限`).click();
    await a.getByRole('option', { name: 'メンバー' }).click();
    await b.getByLabel('メッセージ', { exact: true }).waitFor();

    await drawer.getByRole('tab', { name: 'ルーム情報' }).click();
    await drawer.getByLabel('概要').fill('決算の資料はこのルームで共有します');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.getByRole('status').filter({ hasText: '保存しました' }).waitFor();
    await b.getByRole('button', { name: 'ルーム情報' }).click();
    await b.getByTestId('room-overview').filter({ hasText: '決算の資料はこのルームで共有します' }).waitFor();
    await b.keyboard.press('Escape');

    await drawer.getByRole('tab', { name: 'ルームコード' }).click();
    const code = a.getByTestId('room-code');
    await code.filter({ hasText: /\S{4,}/ }).waitFor();
    const before = await code.textContent();
    await drawer.getByRole('button', { name: 'コードを再発行' }).click();
    await expect.poll(() => code.textContent()).not.toBe(before);
    await screenshot(a, 'room-code');
    await a.keyboard.press('Escape');
  });

  it('search finds a message in my rooms and opens its room there; the bell shows the mention', async () => {
    await b.goto(`${server.url}/room`);
    await roomLink(b, roomId).waitFor();
    await b.keyboard.press('/');
    await b.getByLabel('検索する言葉').fill('グラフ');
    await b.getByLabel('検索する言葉').press('Enter');
    await b.getByTestId('search-result').filter({ hasText: '今月のグラフです' }).click();
    await b.waitForURL((url) => url.searchParams.get('room') === roomId && url.searchParams.has('message'));
    await message(b, '今月のグラフです').and(b.locator('[data-highlighted="true"]')).waitFor();

    // The room read to its end reads its mentions in the bell too; the notification still opens the room.
    const bell = b.getByTestId('notification-bell');
    await bell.click();
    const mention = b.getByTestId('notification').filter({ hasText: '確認をお願いします' }).first();
    await expect.poll(() => mention.getAttribute('data-unread')).toBe('false');
    await mention.click();
    expect(new URL(b.url()).searchParams.get('room')).toBe(roomId);
  });

  it('folders keep a room, stay open after a reload, and a profile note is kept for its writer', async () => {
    await a.getByRole('button', { name: 'フォルダを管理' }).click();
    const dialog = a.getByRole('dialog', { name: 'フォルダを管理' });
    await dialog.getByLabel('新しいフォルダ名').fill('決算');
    await dialog.getByRole('button', { name: '作成' }).click();
    await dialog.getByLabel('決算 の名前').waitFor();
    await a.keyboard.press('Escape');
    await a.getByRole('button', { name: 'フォルダに移動' }).click();
    await a.getByRole('menuitem', { name: '決算' }).click();
    const folder = a.locator('[data-folder-id]').filter({ hasText: '決算' });
    await folder.click();
    await folder.locator('xpath=..').locator(`[data-room-id="${roomId}"]`).waitFor();
    await a.reload();
    await a.locator('[data-folder-id]').filter({ hasText: '決算' }).locator('xpath=..').locator(`[data-room-id="${roomId}"]`).waitFor();
    expect((await contextA.cookies()).find((c) => c.name === 'folders')?.value).toContain('%22');

    await a.getByRole('button', { name: 'メンバー', exact: true }).click();
    await a.getByRole('button', { name: `${jiro.name} のプロフィール` }).click();
    const card = a.getByRole('dialog', { name: 'プロフィール' });
    await card.getByLabel('メモ').fill('3月決算の担当。午前中は電話がつながりやすい');
    await card.getByRole('button', { name: 'メモを保存' }).click();
    await card.getByRole('status').filter({ hasText: '保存しました' }).waitFor();
    const notes = await gql<{ userNote: { items: Array<{ content: string }> } }>(a, '{ userNote { items { content } } }');
    expect(notes.userNote.items.map((n) => n.content)).toEqual(['3月決算の担当。午前中は電話がつながりやすい']);
    await a.keyboard.press('Escape');
    await a.keyboard.press('Escape');
  });

  it('a message becomes a task on a board of the room, and the notification opens the board tab', async () => {
    await gql(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', { input: { room_id: roomId, name: '今週やること' } });
    const box = a.getByLabel('メッセージ', { exact: true });
    await box.fill('見積書を金曜までに送る\n金額は前回と同じ');
    await box.press('Enter');
    const source = a.getByTestId('message').filter({ hasText: '金額は前回と同じ' });
    await source.getByLabel('メッセージの操作').click();
    await a.getByRole('menuitem', { name: 'タスクにする' }).click();
    const dialog = a.getByRole('dialog', { name: 'メッセージからタスクを作成' });
    await dialog.getByLabel('ボード').selectOption({ label: '今週やること' });
    expect(await dialog.getByLabel('タスク名').inputValue()).toBe('見積書を金曜までに送る');
    await dialog.getByRole('button', { name: 'タスクを作成' }).click();
    await a.getByText('「今週やること」にタスクを作成しました').waitFor();

    const boards = await gql<{ listBoardsByRoom: { items: Array<{ name: string; tasks: { items: Array<{ name: string; description: string | null }> } }> } }>(
      a,
      'query($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { name tasks { items { name description } } } } }',
      { room_id: roomId },
    );
    expect(boards.listBoardsByRoom.items.find((board) => board.name === '今週やること')?.tasks.items).toEqual([
      { name: '見積書を金曜までに送る', description: '見積書を金曜までに送る\n金額は前回と同じ' },
    ]);

    await a.getByRole('link', { name: 'ボードを開く' }).click();
    await a.waitForURL((url) => url.searchParams.get('room') === roomId && url.searchParams.get('view') === 'board');
    await a.getByText('見積書を金曜までに送る').first().waitFor();
    await screenshot(a, 'room-message-task');
    await a.goto(`${server.url}/room?room=${roomId}`);
  });

  it('a room opened before comes back as it was left; one that got messages meanwhile opens at the first of them', async () => {
    const other = (await gql<{ addRoom: { id: string } }>(a, 'mutation($input: AddRoomInput!) { addRoom(input: $input) { id } }', { input: { name: '別のルーム' } })).addRoom.id;
    await a.goto(`${server.url}/room?room=${roomId}`);
    await b.goto(`${server.url}/room?room=${roomId}`);
    // The rooms opened before stay in the page, hidden: look inside the one on screen.
    const shown = (page: Page) => page.locator('[data-room-timeline]:not([inert])');
    // A reply in progress is not saved anywhere: it is still there only if the room was kept.
    await shown(a).getByTestId('message').last().getByLabel('メッセージの操作').click();
    await a.getByRole('menuitem', { name: '返信' }).click();
    await shown(a).getByLabel('メッセージ', { exact: true }).fill('書きかけの返事');
    await roomLink(a, other).click();
    await a.getByRole('heading', { name: '別のルーム' }).waitFor();
    await roomLink(a, roomId).click();
    await a.getByRole('heading', { name: '決算プロジェクト' }).waitFor();
    await shown(a).getByText(/ に返信$/).waitFor();
    expect(await shown(a).getByLabel('メッセージ', { exact: true }).inputValue()).toBe('書きかけの返事');

    await roomLink(a, other).click();
    await a.getByRole('heading', { name: '別のルーム' }).waitFor();
    const box = shown(b).getByLabel('メッセージ', { exact: true });
    await box.fill('留守の間に届いた連絡');
    await box.press('Enter');
    await roomLink(a, roomId).getByTestId('unread-badge').waitFor();
    await roomLink(a, roomId).click();
    await shown(a).getByText('ここから未読').waitFor();
    await message(a, '留守の間に届いた連絡').and(shown(a).getByTestId('message')).waitFor();
  });

  it('a removed member loses the room live', async () => {
    await gql(a, 'mutation($input: DeleteUserRoomInput!) { customDeleteUserRoom(input: $input) { id } }', { input: { room_id: roomId, user_id: jiroId } });
    await b.getByText('このルームから退出しました').waitFor();
    await expect.poll(() => roomLink(b, roomId).count()).toBe(0);
    await b.waitForURL((url) => !url.search.includes(roomId));
    await screenshot(b, 'room-removed');
    expect(pageErrors).toEqual([]);
  });
});
