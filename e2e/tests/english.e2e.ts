import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedPerson, axeFindings } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { waitForCode } from '../support/mail';
import { onePerson, shareRoom, signUpByApi } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

// The main journeys read in English by someone whose browser prefers English (issue #53), on a desktop and a
// phone, beside a colleague who reads Japanese; axe checks each screen, and a last pass at 390 px runs them
// pseudo-localised (every string 40 % longer) to find text cut off or overflowing.

const stamp = Date.now();
const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const message = (page: Page, text: string) =>
  page.getByTestId('message').filter({ has: page.getByTestId('message-content').getByText(text, { exact: true }) });
const column = (page: Page, name: string) => page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name, exact: true }) });
const card = (scope: Page | Locator, name: string) => scope.getByTestId('task-card').filter({ hasText: name });
/** What dnd-kit's live region last told screen readers. */
const announced = async (page: Page) => (await page.locator('[id^="DndLiveRegion"]').allTextContents()).join('\n');

/** Whether anything on the page is wider than the window, which a person on a phone would have to scroll sideways to read. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Text that is cut off: an element whose text is wider or taller than its box, or runs past a box that clips it,
 * without an ellipsis (a deliberate truncation with … is allowed, as is a box that scrolls).
 */
const clippedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        // Text for screen readers only sits in a 1 px box on purpose.
        if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        if (!element.checkVisibility() || ![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())) return false;
        const style = getComputedStyle(element);
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return false;
        if ((clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)) return true;
        // Or running past the edge of any box further up that clips it.
        const box = element.getBoundingClientRect();
        for (let above = element.parentElement; above; above = above.parentElement) {
          if (clips(getComputedStyle(above).overflowX) && box.right > above.getBoundingClientRect().right + 1) return true;
        }
        return false;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`),
  );

describe('Musubi in English', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(SIZES)('at $width × $height', (size) => {
    const alex = { email: `english-alex-${size.name}-${stamp}@musubi.test`, name: 'Alex Morgan' };
    const hanako = { email: `english-hanako-${size.name}-${stamp}@musubi.test`, name: '結日 花子' };
    const pageErrors: string[] = [];
    let context: BrowserContext;
    let page: Page;
    let colleague: { context: BrowserContext; page: Page };
    let roomId: string;

    beforeAll(async () => {
      ({ context, page } = await auditedPerson(browser, pageErrors, { width: size.width, height: size.height, locale: 'en-US' }));
      colleague = await onePerson(browser);
    });

    afterAll(async () => {
      await context?.close();
      await colleague?.context.close();
    });

    it('signs up in English, the browser’s language, and keeps English on the account', async () => {
      await page.goto(`${server.url}/auth/signup`);
      await page.getByRole('heading', { name: 'Sign up' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-signup`);

      await page.getByLabel('Email address').fill(alex.email);
      await page.getByLabel('Password', { exact: false }).first().fill('password123');
      await page.getByRole('checkbox').check();
      await page.locator('[data-captcha="done"]').waitFor();
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.waitForURL('**/auth/signup/profile');
      await page.getByLabel('Verification code (6 digits)').fill(await waitForCode(server.url, alex.email));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByLabel('Full name').fill(alex.name);
      await page.getByLabel('Company').fill('Musubi Trading');
      await page.getByLabel('Tax accountant / accountant').check();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-profile`);
      await page.getByRole('button', { name: 'Finish signing up' }).click();
      await page.getByRole('heading', { name: 'You’re all set' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });

    it('opens a room shared by a Japanese colleague and sends a To that reaches her', async () => {
      await signUpByApi(colleague.page, server.url, hanako);
      ({ roomId } = await shareRoom(colleague.page, page, alex.email, '四半期決算'));

      await page.goto(`${server.url}/room?room=${roomId}`);
      const box = page.getByLabel('Message', { exact: true });
      await box.waitFor();
      // "@" opens the To picker once the composer listens; a press before that is typed as text, and typed again
      // into an emptied box (the same text again is no change to the composer).
      const option = page.getByRole('option', { name: hanako.name });
      for (let attempt = 1; !(await option.isVisible()); attempt++) {
        if (attempt > 3) throw new Error('the To picker did not open');
        await box.fill('');
        await box.fill('@');
        await option.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      await option.click();
      await page.getByText(`To: ${hanako.name}`).waitFor();
      await box.fill('Could you check the figures?');
      await box.press('Enter');
      await message(page, 'Could you check the figures?').waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-room`);

      await colleague.page.goto(`${server.url}/room?room=${roomId}`);
      const addressed = message(colleague.page, 'Could you check the figures?');
      await addressed.waitFor();
      expect(await addressed.getAttribute('data-addressed')).toBe('true');
      // She reads Musubi in Japanese all along.
      await colleague.page.getByLabel('メッセージ', { exact: true }).waitFor();
    });

    it('moves a task, told in English to a screen reader, and with the Move… dialog', async () => {
      await page.goto(`${server.url}/room?room=${roomId}&view=board`);
      await page.getByRole('heading', { name: 'No boards yet' }).waitFor();
      await page.getByRole('button', { name: 'Templates' }).click();
      await page.getByRole('button', { name: 'Add boards from this template' }).click();
      await card(page, 'タスクを追加してみましょう').waitFor();

      await card(page, 'タスクを追加してみましょう').getByTestId('task-open').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => announced(page)).toMatch(/Picked up “タスクを追加してみましょう”|“タスクを追加してみましょう” is at/);
      await page.keyboard.press('Escape');
      await expect.poll(() => announced(page)).toContain('Move cancelled.');

      const item = page.getByRole('menuitem', { name: 'Move…' });
      for (let attempt = 1; !(await item.isVisible()); attempt++) {
        if (attempt > 3) throw new Error('the card menu did not open');
        await card(page, 'タスクを追加してみましょう').getByRole('button', { name: /^Actions for/ }).click();
        await item.waitFor({ timeout: 5_000 }).catch(() => undefined);
      }
      await item.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Board to move to').selectOption({ label: '完了' });
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-move`);
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await card(column(page, '完了'), 'タスクを追加してみましょう').waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-board`);
    });

    it('pays for the standard plan in test mode', async () => {
      await page.goto(`${server.url}/plan`);
      await page.getByText('¥1,100 / month (tax incl.)').first().waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-plan`);
      await page.getByRole('link', { name: 'Subscribe monthly' }).click();
      await page.waitForURL('**/payment?payment_type=1');
      await page.getByText('Test mode').first().waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('Security code').fill('123');
      await page.getByLabel('Name on card').fill('ALEX MORGAN');
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-payment`);
      await page.getByRole('button', { name: 'Pay ¥1,100' }).click();
      await page.waitForURL('**/payment/success?subscription_id=*');
      await page.getByText('Amount paid: ¥1,100 (tax incl.)').waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-paid`);
    });

    it('switches back to Japanese from the account settings, at once', async () => {
      await page.goto(`${server.url}/account/id/edit`);
      await page.getByRole('radio', { name: 'English' }).waitFor();
      // Audited once the page's lists have come: the export button is disabled, and grey, until its history has.
      await page.locator('button:enabled', { hasText: 'Start export' }).waitFor();
      expect(await axeFindings(page)).toEqual([]);
      await screenshot(page, `english-${size.name}-account`);
      await page.getByRole('radio', { name: '日本語' }).check();
      await page.getByRole('heading', { name: 'アカウント設定' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      await page.getByRole('radio', { name: 'English' }).check();
      await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    });

    if (size.name === 'phone') {
      it('shows nothing cut off or wider than the phone when every string is 40 % longer', async () => {
        await page.evaluate(() => localStorage.setItem('musubi.pseudo', '1'));
        // Each page with what shows it has loaded.
        for (const [path, name, loaded] of [
          [`/room?room=${roomId}`, 'room', '[data-testid="message"]'],
          [`/room?room=${roomId}&view=board`, 'board', '[data-testid="task-card"]'],
          ['/plan', 'plan', 'section[aria-label] h2'],
          ['/payment/history-transaction', 'history', 'table a'],
          ['/account/id/edit', 'account', 'input[type="radio"]'],
        ] as const) {
          await page.goto(`${server.url}${path}`);
          await page.locator(loaded).first().waitFor();
          await page.getByText(/^\[.*·+\]$/).first().waitFor();
          await screenshot(page, `english-pseudo-${name}`);
          expect(await overflowsSideways(page), name).toBe(false);
          expect(await clippedText(page), name).toEqual([]);
        }
        await page.evaluate(() => localStorage.removeItem('musubi.pseudo'));
      });
    }

    it('had no uncaught errors in the page', () => {
      expect(pageErrors).toEqual([]);
    });
  });
});
