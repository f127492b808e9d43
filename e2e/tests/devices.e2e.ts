import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditedPersonOptions, auditedPerson, axeFindings } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { waitForMail } from '../support/mail';
import { signIn, signUpByApi } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `devices-hanako-${stamp}@musubi.test`, name: '結び 花子' };
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('ログイン中の端末: see every signed-in device and sign one out', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  const pageErrors: string[] = [];

  const person = (options: AuditedPersonOptions) => auditedPerson(browser, pageErrors, options);

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    desk = await person({ width: 1366, height: 768 });
    await signUpByApi(desk.page, server.url, hanako);
    phone = await person({ width: 390, height: 844, userAgent: PHONE_UA });
    await phone.page.goto(`${server.url}/auth/login`);
    await signIn(phone.page, hanako.email);
    await phone.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  });

  afterAll(async () => {
    await desk?.context.close();
    await phone?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('mails the owner about the phone, a device never used before', async () => {
    const mail = await waitForMail(server.url, hanako.email, (text) => text.includes('これまでに使われたことのない端末'));
    expect(mail).toContain('Safari 18 / iOS 18.1');
  });

  it('lists both devices on each, named, with this one marked, and no axe findings light or dark at both sizes', async () => {
    for (const { page, name } of [
      { page: desk.page, name: 'desktop' },
      { page: phone.page, name: 'phone' },
    ]) {
      await page.goto(`${server.url}/account/id/edit`);
      await page.getByRole('heading', { name: 'ログイン中の端末' }).waitFor();
      const rows = page.getByTestId('signed-in-device');
      await expect.poll(() => rows.count()).toBe(2);
      await page.getByTestId('signed-in-device').filter({ hasText: 'この端末' }).waitFor();
      await page.getByText('Safari 18 / iOS 18.1').waitFor();
      await page.getByRole('heading', { name: 'ログイン中の端末' }).scrollIntoViewIfNeeded();
      await screenshot(page, `devices-${name}-light`);
      expect(await axeFindings(page)).toEqual([]);
    }
    for (const size of [
      { width: 1366, height: 768, name: 'desktop' },
      { width: 390, height: 844, name: 'phone' },
    ]) {
      const dark = await person({ ...size, colorScheme: 'dark' });
      await dark.page.goto(`${server.url}/auth/login`);
      await signIn(dark.page, hanako.email);
      await dark.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await dark.page.goto(`${server.url}/account/id/edit`);
      await dark.page.getByText('Safari 18 / iOS 18.1').waitFor();
      await dark.page.getByRole('heading', { name: 'ログイン中の端末' }).scrollIntoViewIfNeeded();
      await screenshot(dark.page, `devices-${size.name}-dark`);
      expect(await axeFindings(dark.page)).toEqual([]);
      await dark.page.getByTestId('signed-in-device').filter({ hasText: 'この端末' }).waitFor();
      // Leave only the two devices of the journey: this one signs out.
      await dark.page.evaluate(() => fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { signOut }' }) }));
      await dark.context.close();
    }
  });

  it('signs the phone out from the desktop: the phone leaves for the login page at once', async () => {
    await desk.page.goto(`${server.url}/account/id/edit`);
    await desk.page.getByText('Safari 18 / iOS 18.1').waitFor();
    await phone.page.goto(`${server.url}/room`);
    await phone.page.getByRole('heading').first().waitFor();
    await desk.page.getByRole('button', { name: 'Safari 18 / iOS 18.1 をログアウトさせる' }).click();
    await desk.page.getByText('Safari 18 / iOS 18.1 をログアウトさせました。').waitFor();
    await expect.poll(() => desk.page.getByTestId('signed-in-device').count()).toBe(1);
    await phone.page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 10_000 });
    await screenshot(desk.page, 'devices-desktop-after-end');
    await screenshot(phone.page, 'devices-phone-signed-out');
    expect(pageErrors).toEqual([]);
  });
});
