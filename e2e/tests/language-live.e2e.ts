import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedPerson, axeFindings } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { signIn, signUpByApi } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

// Issue #53: a person who chooses English on one device sees every other open page of theirs turn to English at
// once, without a reload (decision 0336).

const stamp = Date.now();
const hanako = { email: `language-live-${stamp}@musubi.test`, name: '結び 花子' };

/** A mark the page keeps until it is loaded again: still there means no reload happened. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Resolves once the page has asked its socket for its account's changes. */
const subscribed = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) => socket.on('framesent', (frame) => String(frame.payload).includes('onUpdateViewer') && resolve()));
  });

describe('a language change reaches every open device', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
    desk = await auditedPerson(browser, pageErrors, { width: 1366, height: 768 });
    await signUpByApi(desk.page, server.url, hanako);
    phone = await auditedPerson(browser, pageErrors, { width: 390, height: 844 });
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

  it('turns the phone to English when English is chosen on the desktop, and back to Japanese the other way round', async () => {
    for (const { page } of [desk, phone]) {
      const listening = subscribed(page);
      await page.goto(`${server.url}/account/id/edit`);
      await page.getByRole('heading', { name: 'アカウント設定' }).waitFor();
      await listening;
      await markDocument(page);
    }

    await desk.page.getByRole('radio', { name: 'English' }).check();
    await desk.page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await phone.page.getByRole('heading', { name: 'Account settings' }).waitFor();
    expect(await phone.page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await sameDocument(phone.page)).toBe(true);
    await screenshot(desk.page, 'language-live-desktop-en');
    await screenshot(phone.page, 'language-live-phone-en');
    expect(await axeFindings(phone.page)).toEqual([]);

    await phone.page.getByRole('radio', { name: '日本語' }).check();
    await desk.page.getByRole('heading', { name: 'アカウント設定' }).waitFor();
    expect(await desk.page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await sameDocument(desk.page)).toBe(true);
    await screenshot(desk.page, 'language-live-desktop-ja');
    expect(await axeFindings(desk.page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
