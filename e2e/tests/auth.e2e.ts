import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { waitForCode } from '../support/mail';
import { onePerson } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const email = `journey-${Date.now()}@musubi.test`;
const password = 'password123';

describe('sign-up, sign-in and the 404 page in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    ({ context, page, pageErrors } = await onePerson(browser));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs up, confirms the mailed code, fills in the profile and lands on /room', async () => {
    await page.goto(`${server.url}/auth/signup`);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード', { exact: false }).first().fill(password);
    await page.getByRole('checkbox').check();
    // The captcha is solved in the background; the button is enabled once it is.
    await page.locator('[data-captcha="done"]').waitFor();
    await screenshot(page, 'signup');
    await page.getByRole('button', { name: '登録する' }).click();

    await page.waitForURL('**/auth/signup/profile');
    const code = await waitForCode(server.url, email);
    await page.getByRole('heading', { name: 'メールアドレスの確認' }).waitFor();
    await screenshot(page, 'signup-code');
    await page.getByLabel('認証コード（6桁）').fill(code);
    await page.getByRole('button', { name: '確認する' }).click();

    await page.getByRole('heading', { name: 'プロフィールの登録' }).waitFor();
    await page.getByLabel('氏名').fill('結日 花子');
    await page.getByLabel('会社名').fill('結び商事');
    await page.getByLabel('電話番号', { exact: true }).fill('03-1234-5678');
    await page.getByLabel('税理士・会計士').check();
    await screenshot(page, 'signup-profile');
    await page.getByRole('button', { name: '登録を完了する' }).click();

    await page.getByRole('heading', { name: '登録が完了しました' }).waitFor();
    await screenshot(page, 'signup-complete');
    await page.getByRole('link', { name: 'はじめる' }).click();
    await page.waitForURL('**/room');
    // A new account has its own マイチャット room, and nothing open yet.
    await page.getByRole('navigation', { name: 'ルーム一覧' }).getByText('マイチャット').waitFor();
    await page.getByRole('heading', { name: 'ルームを選ぶと、ここに会話が表示されます。' }).waitFor();
    await screenshot(page, 'room-first');
  });

  it('signs out, and signing back in returns to the saved URL', async () => {
    await page.getByRole('button', { name: 'メニュー' }).last().click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.waitForURL('**/auth/login');

    await page.goto(`${server.url}/account/id/edit`);
    await page.waitForURL('**/auth/login?redirect=%2Faccount%2Fid%2Fedit');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(password);
    await screenshot(page, 'login');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL('**/account/id/edit');
    await page.getByRole('heading', { name: 'アカウント設定' }).waitFor();
    await screenshot(page, 'account-edit');
  });

  it("shows the spec's message for a wrong password and keeps what was typed", async () => {
    const other = await context.browser()!.newContext({ locale: 'ja-JP' });
    const fresh = await other.newPage();
    await fresh.goto(`${server.url}/auth/login`);
    await fresh.getByLabel('メールアドレス').fill(email);
    await fresh.getByLabel('パスワード').fill('wrongpass999');
    await fresh.getByRole('button', { name: 'ログイン' }).click();
    await fresh.getByRole('alert').filter({ hasText: 'メールアドレスもしくはパスワードが異なります。' }).waitFor();
    expect(await fresh.getByLabel('メールアドレス').inputValue()).toBe(email);
    await screenshot(fresh, 'login-wrong-password');
    await other.close();
  });

  it('shows the 404 page with "Page not found", the path and the signed-in user\'s menu', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    const message = page.getByTestId('not-found-message');
    await message.waitFor();
    expect(await message.textContent()).toBe('Page not found /no/such/page');
    await page.getByRole('button', { name: 'メニュー' }).waitFor();
    expect(await page.getByRole('link', { name: 'ログイン' }).count()).toBe(0);
    await screenshot(page, 'not-found');
    expect(pageErrors).toEqual([]);
  });
});
