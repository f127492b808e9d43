import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedPerson, axeFindings } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { signIn, signUpByApi } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `totp-hanako-${stamp}@musubi.test`, name: '結び 花子' };

/** The code an authenticator app would show for the next time step (accepted now, and never taken before). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('二段階認証: an authenticator app asked for after the password', () => {
  let server: RunningServer;
  let browser: Browser;
  let secret = '';
  let recoveryCodes: string[] = [];
  const pageErrors: string[] = [];

  const person = (size: { width: number; height: number }, colorScheme: 'light' | 'dark') =>
    auditedPerson(browser, pageErrors, { ...size, colorScheme });

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sets it up from the account page: a QR code and the key, a first code, ten recovery codes shown once', async () => {
    const { context, page } = await person({ width: 1366, height: 768 }, 'light');
    await signUpByApi(page, server.url, hanako, '/account/id/edit');
    await page.getByText('二段階認証は設定されていません。').waitFor();
    await page.getByRole('button', { name: '認証アプリを設定する' }).click();
    await page.getByRole('img', { name: '二段階認証の設定用QRコード' }).waitFor();
    secret = ((await page.getByLabel('読み取れない場合は、このキーを認証アプリに入力してください').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: '二段階認証の設定用QRコード' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'two-step-setup-desktop-light');
    expect(await axeFindings(page)).toEqual([]);

    await page.getByLabel('6桁のコード').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: '有効にする' }).click();
    const list = page.getByRole('list', { name: 'リカバリーコード' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((s) => s.trim());
    expect(recoveryCodes).toHaveLength(10);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'two-step-recovery-codes-desktop-light');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '保管しました' }).click();
    await page.getByText('使えるリカバリーコード: 残り 10 個').waitFor();
    await context.close();
  });

  it('asks for the code after the password, on a phone in the dark, and signs in with it', async () => {
    const { context, page } = await person({ width: 390, height: 844 }, 'dark');
    await page.goto(`${server.url}/auth/login`);
    await signIn(page, hanako.email);
    await page.getByLabel('認証コード').waitFor();
    await screenshot(page, 'two-step-code-phone-dark');
    expect(await axeFindings(page)).toEqual([]);
    // A wrong code is refused, in Japanese, and the page stays.
    await page.getByLabel('認証コード').fill('12345a');
    await page.getByRole('button', { name: '確認する' }).click();
    await page.getByText('認証コードまたはリカバリーコードが正しくありません。').waitFor();
    await page.getByLabel('認証コード').fill(await nextCode(secret));
    await page.getByRole('button', { name: '確認する' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await page.goto(`${server.url}/account/id/edit`);
    await page.getByText('使えるリカバリーコード: 残り 10 個').waitFor();
    await page.getByRole('heading', { name: '二段階認証を無効にする' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'two-step-on-phone-dark');
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });

  it('signs in with a recovery code once, at desktop size in the dark; then turns it off with the password and a code', async () => {
    const { context, page } = await person({ width: 1366, height: 768 }, 'dark');
    await page.goto(`${server.url}/auth/login`);
    await signIn(page, hanako.email);
    await page.getByLabel('認証コード').fill(recoveryCodes[0]!);
    await screenshot(page, 'two-step-code-desktop-dark');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '確認する' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${server.url}/account/id/edit`);
    await page.getByText('使えるリカバリーコード: 残り 9 個').waitFor();
    await screenshot(page, 'two-step-on-desktop-dark');
    expect(await axeFindings(page)).toEqual([]);

    await page.getByLabel('現在のパスワード').last().fill('password123');
    await page.getByLabel('認証コードまたはリカバリーコード').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: '無効にする' }).click();
    await page.getByText('認証コードまたはリカバリーコードが正しくありません。').waitFor();
    await page.getByLabel('認証コードまたはリカバリーコード').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: '無効にする' }).click();
    await page.getByText('二段階認証は設定されていません。').waitFor();
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
