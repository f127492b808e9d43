import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import type { RunningServer } from '../support/server';
import { gql, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';

const stamp = Date.now();
const hanako = { email: `composer-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `composer-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

const composer = (page: Page) => page.getByLabel('メッセージ', { exact: true });
const message = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-content').getByText(text, { exact: true }) });

interface Draft {
  room_id: string;
  draft: string;
}

async function serverDraft(page: Page, roomId: string): Promise<string> {
  const data = await gql<{ getDraftMessages: { drafts: Draft[] } }>(page, '{ getDraftMessages { drafts { room_id draft } } }');
  return data.getDraftMessages.drafts.find((d) => d.room_id === roomId)?.draft ?? '';
}

/** The body of a GraphQL request, or null for anything else. */
function operationOf(route: Route): string | null {
  try {
    return (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
  } catch {
    return null;
  }
}

describe('the message box', () => {
  let server: RunningServer;
  let browser: Browser;
  let contextA: BrowserContext;
  let a: Page;
  let b: Page;
  let roomId: string;
  let pageErrors: string[];
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, '月次決算');
    ({ browser, server, contextA, a, b, pageErrors, roomId } = journey);
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('keeps a draft across a reload and a second browser, and sending clears it on both', async () => {
    await a.goto(`${server.url}/room?room=${roomId}`);
    await composer(a).fill('請求書の件、明日確認します');
    await expect.poll(() => serverDraft(a, roomId)).toBe('請求書の件、明日確認します');
    await a.reload();
    await expect.poll(() => composer(a).inputValue()).toBe('請求書の件、明日確認します');

    // Hanako on a second computer sees the same draft, and follows it while she does not type there.
    const elsewhere = await browser.newContext({ locale: 'ja-JP', storageState: await contextA.storageState() });
    const other = await elsewhere.newPage();
    await other.goto(`${server.url}/room?room=${roomId}`);
    await expect.poll(() => composer(other).inputValue()).toBe('請求書の件、明日確認します');

    await composer(a).press('Enter');
    await message(a, '請求書の件、明日確認します').waitFor();
    expect(await composer(a).inputValue()).toBe('');
    await expect.poll(() => composer(other).inputValue()).toBe('');
    await expect.poll(() => serverDraft(a, roomId)).toBe('');
    await other.reload();
    await message(other, '請求書の件、明日確認します').waitFor();
    expect(await composer(other).inputValue()).toBe('');

    // Emptying the box clears the draft too.
    await composer(a).fill('やっぱり書き直す');
    await expect.poll(() => serverDraft(a, roomId)).toBe('やっぱり書き直す');
    await composer(a).fill('');
    await expect.poll(() => serverDraft(a, roomId)).toBe('');
    await a.reload();
    await message(a, '請求書の件、明日確認します').waitFor();
    expect(await composer(a).inputValue()).toBe('');
    await elsewhere.close();
  });

  it("a draft save answered late never replaces what was typed since", async () => {
    await a.goto(`${server.url}/room?room=${roomId}`);
    await message(a, '請求書の件、明日確認します').waitFor();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    let heldSeen: () => void = () => undefined;
    const heldArrived = new Promise<void>((resolve) => (heldSeen = resolve));
    await a.route('**/graphql', async (route) => {
      if (!held && operationOf(route) === 'ChatSaveDraft') {
        held = true;
        heldSeen();
        await released;
      }
      await route.continue();
    });
    await composer(a).pressSequentially('会議は');
    await heldArrived;
    await composer(a).pressSequentially('10時から');
    release();
    await expect.poll(() => serverDraft(a, roomId)).toBe('会議は10時から');
    expect(await composer(a).inputValue()).toBe('会議は10時から');
    await a.unroute('**/graphql');
    await composer(a).fill('');
    await expect.poll(() => serverDraft(a, roomId)).toBe('');
  });

  it('opens the To picker on the IME\'s "＠" and from the TO button, and never sends on a conversion\'s Enter', async () => {
    await a.goto(`${server.url}/room?room=${roomId}`);
    const box = composer(a);
    await box.click();
    const cdp = await contextA.newCDPSession(a);
    // A Japanese IME types "＠" as a composition confirmed with Enter.
    await cdp.send('Input.imeSetComposition', { text: '＠', selectionStart: 1, selectionEnd: 1 });
    await cdp.send('Input.insertText', { text: '＠' });
    await a.getByRole('option', { name: jiro.name }).click();
    expect(await box.inputValue()).toBe('');
    await a.getByText(`宛先: ${jiro.name}`).waitFor();

    // A conversion being confirmed: Chromium's composing Enter, then Safari's order (keyCode 229 after the end).
    await cdp.send('Input.imeSetComposition', { text: 'かくにん', selectionStart: 4, selectionEnd: 4 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });
    await cdp.send('Input.insertText', { text: '確認' });
    await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });
    expect(await box.inputValue()).toBe('確認');
    await box.pressSequentially('お願いします');
    await box.press('Enter');
    const sent = message(b, '確認お願いします');
    await b.goto(`${server.url}/room?room=${roomId}`);
    await sent.waitFor();
    expect(await sent.getAttribute('data-addressed')).toBe('true');

    // TO ALL from the button leaves no "@" behind.
    await box.fill('＠');
    await a.getByRole('button', { name: 'TO（宛先を選ぶ）' }).click();
    await a.getByRole('option', { name: 'TO ALL（全員）' }).click();
    await box.fill('全員へ連絡です');
    await box.press('Enter');
    await message(b, '全員へ連絡です').waitFor();
    expect(await message(b, '＠全員へ連絡です').count()).toBe(0);
    await screenshot(a, 'composer-to-all');
    await cdp.detach();
  });

  it('an address in a message opens in a new tab without an opener, and nothing else is a link', async () => {
    const address = `${server.url}/healthz`;
    await composer(b).fill(`手順書はこちら ${address}。<b>太字</b> javascript:alert(1)`);
    await composer(b).press('Enter');
    const posted = a.getByTestId('message').filter({ hasText: '手順書はこちら' });
    await posted.waitFor();
    const links = posted.getByTestId('message-content').getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await posted.locator('b').count()).toBe(0);
    const [tab] = await Promise.all([contextA.waitForEvent('page'), links.first().click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(address);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });

  it('deletes the message the confirmation shows, while new messages arrive', async () => {
    await composer(a).fill('この発言を削除します');
    await composer(a).press('Enter');
    await message(a, 'この発言を削除します').waitFor();
    // The sent message, grown by its stamp bar once the server has it, is in view to its last pixel.
    const timeline = a.locator(`[data-room-timeline="${roomId}"] [data-testid="virtuoso-scroller"]`);
    const below = async () => {
      const [sent, view] = await Promise.all([message(a, 'この発言を削除します').boundingBox(), timeline.boundingBox()]);
      return sent && view ? sent.y + sent.height - (view.y + view.height) : Infinity;
    };
    await expect.poll(below).toBeLessThanOrEqual(0.5);
    await message(a, 'この発言を削除します').getByLabel('メッセージの操作').click();
    await a.getByRole('menuitem', { name: '削除' }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByTestId('delete-preview').getByText('この発言を削除します').waitFor();
    for (const text of ['新着1', '新着2', '新着3']) {
      await composer(b).fill(text);
      await composer(b).press('Enter');
      await message(a, text).waitFor();
    }
    await screenshot(a, 'composer-delete-confirm');
    await dialog.getByRole('button', { name: '削除' }).click();
    await expect.poll(() => message(b, 'この発言を削除します').count()).toBe(0);
    for (const text of ['新着1', '新着2', '新着3']) expect(await message(b, text).count()).toBe(1);
  });

  it('images open in the viewer, moved through by keyboard; a PDF opens in a tab; a CSV goes up and comes back', async () => {
    await a.goto(`${server.url}/room?room=${roomId}`);
    const png = async (color: string) => {
      const dataUrl = await a.evaluate((fill) => {
        const canvas = document.createElement('canvas');
        canvas.width = 1600;
        canvas.height = 1200;
        const context = canvas.getContext('2d')!;
        context.fillStyle = fill;
        context.fillRect(0, 0, 1600, 1200);
        return canvas.toDataURL('image/png');
      }, color);
      return Buffer.from(dataUrl.split(',')[1]!, 'base64');
    };
    const send = async (name: string, mimeType: string, buffer: Buffer, text: string) => {
      await a.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
      await a.getByTestId('attachment').and(a.locator('[data-status="done"]')).waitFor();
      await composer(a).fill(text);
      await composer(a).press('Enter');
      await message(a, text).waitFor({ state: 'attached' });
      await expect.poll(() => a.getByTestId('attachment').count()).toBe(0);
    };
    await send('一枚目.png', 'image/png', await png('#1c7ed6'), '写真1');
    await send('二枚目.png', 'image/png', await png('#e8590c'), '写真2');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await send('見積書.pdf', 'application/pdf', pdf, '見積書です');
    // 日付,金額 in Shift_JIS, as Excel saves it.
    const csv = Buffer.concat([Buffer.from([0x93, 0xfa, 0x95, 0x74, 0x2c, 0x8b, 0xe0, 0x8a, 0x7a]), Buffer.from('\r\n2026/11/01,110000\r\n')]);
    await send('仕訳帳.csv', 'text/csv', csv, '仕訳データです');

    // Back up to the first photo, as its sender would scroll: the timeline draws only the rows near its view, and
    // whether that still takes in the first photo after the last send depends on where the scroll came to rest.
    const timeline = a.locator(`[data-room-timeline="${roomId}"] [data-testid="virtuoso-scroller"]`);
    await expect
      .poll(async () => {
        await timeline.evaluate((el) => el.scrollBy(0, -el.clientHeight / 2));
        return message(a, '写真1').count();
      })
      .toBe(1);

    // The thumbnail is the server's small copy, not the 1600-pixel original.
    const thumbnail = message(a, '写真1').getByTestId('file-preview');
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    await message(a, '写真1').getByRole('button', { name: '一枚目.png を表示' }).click();
    const viewer = a.getByTestId('image-viewer');
    await viewer.getByRole('img', { name: '一枚目.png' }).waitFor();
    expect(await viewer.getByTestId('image-viewer-position').textContent()).toBe('1 / 2');
    await a.keyboard.press('ArrowRight');
    await viewer.getByRole('img', { name: '二枚目.png' }).waitFor();
    await expect.poll(() => viewer.getByRole('img', { name: '二枚目.png' }).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1600);
    await screenshot(a, 'composer-image-viewer');
    const [saved] = await Promise.all([a.waitForEvent('download'), viewer.getByRole('link', { name: 'ダウンロード' }).click()]);
    expect(saved.suggestedFilename()).toBe('二枚目.png');
    await a.keyboard.press('ArrowLeft');
    await viewer.getByRole('img', { name: '一枚目.png' }).waitFor();
    await a.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Back to the end of the timeline, where the PDF was sent (the viewer opened at the first image, above it).
    const pdfLink = message(a, '見積書です').getByRole('link', { name: '見積書.pdf を新しいタブで開く' });
    await expect
      .poll(async () => {
        await timeline.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        return pdfLink.count();
      })
      .toBe(1);
    expect(await pdfLink.getAttribute('target')).toBe('_blank');
    const [tab, pdfResponse] = await Promise.all([
      contextA.waitForEvent('page'),
      contextA.waitForEvent('response', (response) => response.url().includes('/download?')),
      pdfLink.click(),
    ]);
    expect(pdfResponse.headers()['content-disposition']).toMatch(/^inline;/);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    await screenshot(tab, 'composer-pdf-tab');
    await tab.close();

    // The CSV comes back byte for byte as a download in the other browser.
    await b.goto(`${server.url}/room?room=${roomId}`);
    const csvLink = message(b, '仕訳データです').getByTestId('file-download');
    // The room opens at b's first unread message and then settles: the click waits for the link to stay put.
    await csvLink.waitFor();
    const [download] = await Promise.all([b.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe('仕訳帳.csv');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile((await download.path())!)).toEqual(csv);
  });

  it('on a phone, /room shows the room list first and choosing a room closes the drawer and opens it', async () => {
    await a.setViewportSize({ width: 390, height: 844 });
    try {
      await a.goto(`${server.url}/room`);
      const link = a.locator(`[data-room-id="${roomId}"]`);
      // The drawer slides out of the screen when closed: where the link is tells whether it is open.
      const onScreen = () => link.evaluate((el) => el.getBoundingClientRect().right > 0);
      await link.waitFor();
      await expect.poll(onScreen).toBe(true);
      await screenshot(a, 'composer-phone-room-list');
      await link.click();
      await expect.poll(onScreen).toBe(false);
      const box = await composer(a).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await screenshot(a, 'composer-phone-room');

      // The header's row of icons folds into one menu holding the same actions; the row itself is not shown.
      expect(await a.getByRole('button', { name: 'メンバー', exact: true }).isVisible()).toBe(false);
      await a.getByRole('button', { name: 'ルームの操作' }).click();
      const menu = a.getByRole('menu');
      await menu.waitFor();
      for (const action of [/^お気に入り(に追加|から外す)$/, /^アーカイブ(を解除)?$/, /^メンバー$/, /^ルーム情報$/, /^ファイル$/, /^ルームコード$/, /^フォルダなし$/]) {
        await menu.getByRole('menuitem', { name: action }).waitFor();
      }
      await screenshot(a, 'composer-phone-room-actions');
      await menu.getByRole('menuitem', { name: 'ルーム情報', exact: true }).click();
      await a.getByRole('dialog').getByRole('tab', { name: 'ルーム情報', selected: true }).waitFor();
      await a.keyboard.press('Escape');
      await expect.poll(() => a.getByRole('dialog').count()).toBe(0);
    } finally {
      await a.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('Esc in the task detail keeps the typed description', async () => {
    const board = await gql<{ createBoardByRoom: { id: string } }>(a, 'mutation($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }', {
      input: { room_id: roomId, name: '未着手' },
    });
    await gql(a, 'mutation($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }', { input: { board_id: board.createBoardByRoom.id, name: '見積書を送る' } });
    await a.goto(`${server.url}/room?room=${roomId}&view=board`);
    const card = a.getByTestId('task-card').filter({ hasText: '見積書を送る' });
    await card.click();
    const detail = a.getByTestId('task-detail');
    await detail.getByRole('textbox', { name: '説明' }).fill('参考: https://example.jp/手順');
    await a.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await card.click();
    const link = detail.getByRole('link', { name: 'https://example.jp/手順' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');

    // An unposted comment is not dropped without asking.
    await detail.getByRole('textbox', { name: 'コメントを入力' }).fill('後で書く');
    await a.keyboard.press('Escape');
    await a.getByText('投稿していないコメントがあります。破棄して閉じますか？').waitFor();
    await a.getByRole('button', { name: '戻る' }).click();
    expect(await detail.getByRole('textbox', { name: 'コメントを入力' }).inputValue()).toBe('後で書く');
    await screenshot(a, 'composer-task-detail');
    expect(pageErrors).toEqual([]);
  });
});
