import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedPerson, axeFindings } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { signIn, signUpByApi } from '../support/journeys';
import { freePort, startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `passkey-hanako-${stamp}@musubi.test`, name: '結び 花子' };

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator that keeps discoverable
 * credentials and verifies its user at once, as a phone's or a laptop's fingerprint reader would.
 */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

describe('パスキー: registered on the account page, then the only thing a sign-in needs', () => {
  let server: RunningServer;
  let browser: Browser;
  // WebAuthn wants a domain name for the relying party, not an IP address: the journey uses localhost.
  let origin = '';
  const pageErrors: string[] = [];

  const person = (size: { width: number; height: number }) => auditedPerson(browser, pageErrors, { ...size, colorScheme: 'light' });

  beforeAll(async () => {
    browser = await launchBrowser();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startServer({ PORT: String(port), PUBLIC_URL: origin });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [size, label] of [
    [{ width: 1366, height: 768 }, 'desktop'],
    [{ width: 390, height: 844 }, 'phone'],
  ] as const) {
    it(`registers a passkey, signs out and signs in with 「パスキーでログイン」 alone (${label})`, async () => {
      const { context, page } = await person(size);
      const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
      const user = { ...hanako, email: `${label}-${hanako.email}` };
      await signUpByApi(page, origin, user, '/account/id/edit');

      const card = page.locator('#passkeys');
      await card.getByText('パスキーは登録されていません。').waitFor();
      await card.scrollIntoViewIfNeeded();
      expect(await axeFindings(page)).toEqual([]);
      await card.getByRole('button', { name: 'パスキーを登録する' }).click();
      const listed = card.getByTestId('passkey');
      await listed.waitFor();
      await expect.poll(() => listed.count()).toBe(1);
      expect(await listed.textContent()).toContain('最終使用: 未使用');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.isResidentCredential).toBe(true);

      await card.getByRole('button', { name: /の名前を変更$/ }).click();
      await card.getByLabel('パスキーの名前').fill('仕事用のパソコン');
      await card.getByRole('button', { name: '保存する' }).click();
      await card.getByText('仕事用のパソコン', { exact: true }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `passkeys-registered-${label}`);
      expect(await axeFindings(page)).toEqual([]);

      // Signed out, the sign-in page needs neither address nor password.
      await context.clearCookies();
      await page.goto(`${origin}/auth/login`);
      const button = page.getByRole('button', { name: 'パスキーでログイン' });
      await button.waitFor();
      await screenshot(page, `passkeys-login-${label}`);
      expect(await axeFindings(page)).toEqual([]);
      await button.click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

      await page.goto(`${origin}/account/id/edit`);
      await card.getByText('仕事用のパソコン', { exact: true }).waitFor();
      await expect.poll(async () => card.getByTestId('passkey').textContent()).not.toContain('未使用');
      await context.close();
    });
  }

  it('answers the authenticator app’s step with 「パスキーを使う」 instead of a code', async () => {
    const { context, page } = await person({ width: 1366, height: 768 });
    await virtualAuthenticator(context, page);
    const user = { ...hanako, email: `second-step-${hanako.email}` };
    await signUpByApi(page, origin, user, '/account/id/edit');
    await page.locator('#passkeys').getByRole('button', { name: 'パスキーを登録する' }).click();
    await page.locator('#passkeys').getByTestId('passkey').waitFor();
    await page.getByRole('button', { name: '認証アプリを設定する' }).click();
    const secret = ((await page.getByLabel('読み取れない場合は、このキーを認証アプリに入力してください').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('6桁のコード').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: '有効にする' }).click();
    await page.getByRole('button', { name: '保管しました' }).click();

    await context.clearCookies();
    await page.goto(`${origin}/auth/login`);
    await signIn(page, user.email);
    await page.getByLabel('認証コード').waitFor();
    await screenshot(page, 'passkeys-second-step-desktop');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'パスキーを使う' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await context.close();
  });

  it('let no page throw', () => {
    expect(pageErrors).toEqual([]);
  });
});
