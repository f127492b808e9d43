import { createRequire } from 'node:module';
import ChatworkApi from 'chatwork-api-client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, axePath } from '../support/axe';
import { screenshot } from '../support/browser';
import { twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';

const stamp = Date.now();
const hanako = { email: `api-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `api-jiro-${stamp}@musubi.test`, name: '結日 次郎' };

// chatwork-api-client sends every request to its exported base URL: pointed at the journey's server.
const clientModule = createRequire(import.meta.url)('chatwork-api-client/dist/api') as { CHATWORK_URL: string };

/** Makes a token in the account page's API section and answers its secret, read from the dialog that shows it once. */
async function makeToken(page: Page, serverUrl: string, name: string, shot: string) {
  await page.goto(`${serverUrl}/account/id/edit`);
  const section = page.getByRole('form', { name: 'トークンを作成' });
  await section.getByLabel('トークンの名前').fill(name);
  await section.getByText('読み書き').click();
  await section.getByRole('button', { name: '作成する' }).click();
  const dialog = page.getByRole('dialog', { name: 'トークンを作成しました' });
  const secret = await dialog.getByLabel('API トークン').inputValue();
  await screenshot(page, `${shot}-secret`);
  await dialog.getByRole('button', { name: '保管しました' }).click();
  await page.getByRole('list', { name: '作成したトークン' }).getByText(name).waitFor();
  return secret;
}

describe('the REST API, from the account page to a live To badge', () => {
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, 'API連携', { width: 1366, height: 768 });
    clientModule.CHATWORK_URL = `${journey.server.url}/v2`;
    // Loaded into every page of the first person before its own scripts (the page's CSP allows no inline script).
    await journey.contextA.addInitScript({ path: axePath });
  });

  afterAll(async () => {
    await journey?.close();
    await journey?.server.stop();
  });

  it('makes a token, posts with it through a Chatwork client, and the other member sees the post live with its To badge', async () => {
    const { a, b, server, roomId } = journey;
    const secret = await makeToken(a, server.url, '日報ボット', 'api-desktop');
    await screenshot(a, 'api-desktop-tokens');
    expect(await axeFindings(a)).toEqual([]);

    await b.goto(`${server.url}/room?room=${roomId}`);
    await b.getByRole('heading', { name: 'API連携', level: 1 }).waitFor();

    const api = new ChatworkApi(secret);
    expect((await api.getMe()).name).toBe(hanako.name);
    const room = (await api.getRooms()).find((r) => r.name === 'API連携')!;
    const jiroAccount = (await api.getRoomMembers(room.room_id)).find((m) => m.name === jiro.name)!.account_id;
    await api.postRoomMessage(room.room_id, { body: `[To:${jiroAccount}]${jiro.name}さん\nAPI から投稿しました` });

    const message = b.getByTestId('message').filter({ hasText: 'API から投稿しました' });
    await message.waitFor();
    expect(await message.getByText(`To ${jiro.name}`).count()).toBe(1);
    expect(await message.textContent()).not.toContain('[To:');
    await screenshot(b, 'api-desktop-live-to');

    // Deleted with one click: the client is refused at once.
    await a.getByRole('button', { name: '「日報ボット」を削除' }).click();
    await a.getByText('トークンはまだありません。').waitFor();
    await expect(api.getMe()).rejects.toMatchObject({ response: { status: 401 } });
    expect(journey.pageErrors).toEqual([]);
  });

  it("shows a bot's info box, quote, code and rule as Musubi's own, on a desk and on a phone", async () => {
    const { a, server, roomId } = journey;
    const api = new ChatworkApi(await makeToken(a, server.url, 'リリース通知', 'notation-desktop'));
    const room = (await api.getRooms()).find((r) => r.name === 'API連携')!;
    const jiroAccount = (await api.getRoomMembers(room.room_id)).find((m) => m.name === jiro.name)!.account_id;
    await api.postRoomMessage(room.room_id, {
      body: [
        '[info][title]本日のリリース[/title]v2.3 を公開しました https://example.jp/releases[/info]',
        `[qt][qtmeta aid=${jiroAccount} time=1743476400]明日の会議は10時からです[/qt]`,
        `承知しました[piconname:${jiroAccount}]`,
        `[code]npm run build -- --mode production [To:${jiroAccount}][/code][hr]以上です`,
      ].join('\n'),
    });

    await a.goto(`${server.url}/room?room=${roomId}`);
    const message = a.getByTestId('message').filter({ hasText: '以上です' });
    await message.waitFor();
    await message.getByRole('note').getByText('本日のリリース').waitFor();
    expect(await message.getByRole('note').getByRole('link').getAttribute('href')).toBe('https://example.jp/releases');
    expect(await message.locator('blockquote').textContent()).toContain(jiro.name);
    expect(await message.getByTestId('notation-code').textContent()).toBe(`npm run build -- --mode production [To:${jiroAccount}]`);
    expect(await message.getByTestId('notation-hr').count()).toBe(1);
    expect(await message.getByTestId('message-content').textContent()).not.toMatch(/\[(info|title|qt|qtmeta|piconname|hr)\b/);
    await message.scrollIntoViewIfNeeded();
    await screenshot(a, 'notation-desktop');
    expect(await axeFindings(a)).toEqual([]);

    await a.setViewportSize({ width: 390, height: 844 });
    // The empty message box keeps to its placeholder's two lines when the window narrows under it.
    const box = a.getByRole('textbox', { name: 'メッセージ', exact: true });
    await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeLessThan(80);
    await message.scrollIntoViewIfNeeded();
    await screenshot(a, 'notation-phone');
    expect(await axeFindings(a)).toEqual([]);
    expect(await a.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await a.setViewportSize({ width: 1366, height: 768 });
    expect(journey.pageErrors).toEqual([]);
  });

  it('makes an incoming webhook in the room’s panel; a Slack payload sent to it shows as the bot’s, marked BOT', async () => {
    const { a, b, server, roomId } = journey;
    await a.goto(`${server.url}/room?room=${roomId}`);
    await a.getByRole('heading', { name: 'API連携', level: 1 }).waitFor();
    await a.getByRole('button', { name: 'Webhook', exact: true }).click();
    await a.getByLabel('ボットの名前').fill('CI 通知');
    await a.getByRole('button', { name: 'Webhook を作成', exact: true }).click();
    const shown = a.getByRole('dialog', { name: 'Webhook の URL' });
    const url = await shown.getByRole('textbox', { name: 'Webhook の URL' }).inputValue();
    await screenshot(a, 'webhook-desktop-url');
    expect(await axeFindings(a)).toEqual([]);
    await shown.getByRole('button', { name: '閉じる' }).last().click();
    await a.getByRole('list', { name: '受信 Webhook' }).getByText('CI 通知').waitFor();

    // What a CI system sends, as Slack documents it.
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'ビルド *成功* <https://ci.example.jp/42|#42>' }) });
    expect(answer.status).toBe(200);
    const message = b.getByTestId('message').filter({ hasText: 'ビルド' });
    await message.waitFor();
    expect(await message.getByText('BOT', { exact: true }).count()).toBe(1);
    expect(await message.textContent()).not.toContain('*成功*');
    await screenshot(b, 'webhook-desktop-bot-post');

    await a.setViewportSize({ width: 390, height: 844 });
    await a.getByRole('list', { name: '受信 Webhook' }).scrollIntoViewIfNeeded();
    await screenshot(a, 'webhook-phone-panel');
    expect(await axeFindings(a)).toEqual([]);
    await a.setViewportSize({ width: 1366, height: 768 });
    expect(journey.pageErrors).toEqual([]);
  });

  it('makes a mention webhook on the account page; its token is shown once and it is listed for its owner', async () => {
    const { a, server } = journey;
    await a.goto(`${server.url}/account/id/edit`);
    await a.getByRole('heading', { name: 'メンション通知 Webhook（Chatwork 形式）' }).scrollIntoViewIfNeeded();
    expect(await a.getByText('メンション通知 Webhook はまだありません。').count()).toBe(1);
    await a.getByRole('textbox', { name: '送信先 URL' }).fill('https://hooks.example.jp/musubi/mentions');
    await a.getByRole('button', { name: 'メンション通知 Webhook を作成' }).click();
    const shown = a.getByRole('dialog', { name: 'トークン' });
    expect(await shown.getByRole('textbox', { name: 'トークン' }).inputValue()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    await screenshot(a, 'mention-webhook-token');
    expect(await axeFindings(a)).toEqual([]);
    await shown.getByRole('button', { name: '閉じる' }).last().click();
    await shown.waitFor({ state: 'detached' });
    await a.getByRole('list', { name: '作成したメンション通知 Webhook' }).getByText('https://hooks.example.jp/musubi/mentions').waitFor();
    expect(await axeFindings(a)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { a, server } = journey;
    await a.setViewportSize({ width: 390, height: 844 });
    await makeToken(a, server.url, '電話で作ったトークンの長めの名前', 'api-phone');
    const section = a.getByRole('list', { name: '作成したトークン' });
    await section.scrollIntoViewIfNeeded();
    await screenshot(a, 'api-phone-tokens');
    expect(await axeFindings(a)).toEqual([]);
    const overflow = await a.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
