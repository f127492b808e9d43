import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axePath } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { gql, shareRoom, signIn, signUpByApi } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const hanako = { email: `a11y-hanako-${stamp}@musubi.test`, name: '結び 花子' };
const jiro = { email: `a11y-jiro-${stamp}@musubi.test`, name: '結び 次郎' };

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** WCAG 1.4.10 reflow: a 320 px wide phone, and 1366×768 zoomed to 200 % (683×384 CSS pixels). */
const REFLOW = [
  { name: '320px', width: 320, height: 568, deviceScaleFactor: 1 },
  { name: 'zoom 200%', width: 683, height: 384, deviceScaleFactor: 2 },
] as const;

const SIGNED_OUT = ['/', '/auth/login', '/auth/signup', '/auth/reset-password', '/contact', '/terms/info', '/terms/privacy', '/terms/service', '/notfound', '/error'];
const SIGNED_IN = (roomId: string) => [
  '/room',
  `/room?room=${roomId}`,
  `/room?room=${roomId}&view=board`,
  '/tasks',
  '/assistant',
  '/plan',
  '/profile/id',
  '/profile/id/edit',
  '/account/id/edit',
  '/payment',
  '/admin/account',
  '/admin/label',
  '/admin/template',
  '/admin/import',
  '/admin/export',
];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

interface AxeResult {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/** Runs axe (WCAG 2.1 A/AA and best practices) on the page as it is: every violation above minor, as Lighthouse counts. */
async function audit(page: Page, where: string): Promise<Finding[]> {
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), failureSummary: n.failureSummary?.slice(0, 240) })),
    }));
  });
  const findings: Finding[] = [];
  for (const violation of violations) {
    if (!violation.impact || violation.impact === 'minor') continue;
    // Each offending element as its selector, its markup and what axe found wrong: enough to find and fix it.
    const targets = violation.nodes.map((node) => `${node.target.map(String).join(' ')} ${node.html} ${node.failureSummary ?? ''}`);
    findings.push({ where, rule: violation.id, impact: violation.impact, targets: targets.slice(0, 5) });
  }
  return findings;
}

/**
 * Audits the page as it is in both colour schemes: the page follows the system's (Mantine's "auto"), so the same
 * page, state and all, is switched to dark and audited again, then back to light.
 */
async function auditBoth(page: Page, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
    // Colours change by CSS transitions: axe reads them once they have ended (a spinner's animation never ends).
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
    findings.push(...(await audit(page, `${scheme} ${where}`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return findings;
}

/** Opens a page and waits for its heading: the page has exactly one <h1>, or that is a finding too. */
async function visit(page: Page, url: string, where: string): Promise<Finding[]> {
  await page.goto(url);
  await page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // A form with a captcha enables its button when the proof of work is done: audited once it has settled, since
  // a button caught as it is enabled is neither disabled nor in its final colours.
  if ((await page.locator('[data-captcha]').count()) > 0) {
    await page.locator('[data-captcha="done"]').waitFor({ timeout: 90_000 });
    await page.locator('form button[type="submit"]:not([disabled])').first().waitFor();
    // The button's colours change by a CSS transition; axe reads them once it has ended.
    await page.waitForFunction(() => document.getAnimations().length === 0);
  }
  const headings = await page.locator('h1').count();
  const findings = headings === 1 ? [] : [{ where, rule: 'one-h1', impact: 'serious', targets: [`${headings} h1 elements`] }];
  return [...findings, ...(await auditBoth(page, where))];
}

/**
 * Whether the page needs sideways scrolling, or shows something cut off at the window's side: an element reaching
 * past the left or right edge that no box of its own scrolls sideways (a table's, the board's columns). Elements
 * wholly outside the window (the skip link, a closed side bar) are not shown, so not cut off.
 */
async function reflow(page: Page, where: string): Promise<Finding[]> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const cut: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= 0 || rect.left >= width) continue;
      if (rect.left >= -1 && rect.right <= width + 1) continue;
      let scrolls = false;
      for (let parent = element.parentElement; parent && !scrolls; parent = parent.parentElement) {
        scrolls = ['auto', 'scroll'].includes(getComputedStyle(parent).overflowX);
      }
      if (scrolls || getComputedStyle(element).visibility === 'hidden') continue;
      cut.push(`${element.tagName.toLowerCase()}.${element.className} 「${(element.textContent ?? '').trim().slice(0, 30)}」 ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    return { sideways: root.scrollWidth > width ? `${root.scrollWidth} > ${width}` : null, cut };
  });
  const findings: Finding[] = [];
  if (found.sideways) findings.push({ where, rule: 'reflow-sideways-scroll', impact: 'serious', targets: [found.sideways] });
  if (found.cut.length > 0) findings.push({ where, rule: 'reflow-cut-off', impact: 'serious', targets: found.cut.slice(0, 5) });
  return findings;
}

describe('accessibility: axe on every page and open state, light and dark, desktop and phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let roomId: string;
  /** A fresh context in a colour scheme and size; signed in as Hanako when `signedIn`. */
  async function open(
    scheme: (typeof SCHEMES)[number],
    size: { width: number; height: number; deviceScaleFactor?: number },
    signedIn: boolean,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      locale: 'ja-JP',
      colorScheme: scheme,
      reducedMotion: 'reduce',
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: size.deviceScaleFactor ?? 1,
    });
    await context.addInitScript({ path: axePath });
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(`${server.url}/auth/login`);
      await signIn(page, hanako.email);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    }
    return { context, page };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ ADMIN_EMAILS: hanako.email });
    const setup = await browser.newContext({ locale: 'ja-JP' });
    const [a, b] = await Promise.all([setup.newPage(), browser.newContext({ locale: 'ja-JP' }).then((c) => c.newPage())]);
    await Promise.all([signUpByApi(a, server.url, hanako), signUpByApi(b, server.url, jiro)]);
    ({ roomId } = await shareRoom(a, b, jiro.email, '決算プロジェクト'));
    await gql(b, 'mutation($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', {
      input: { room_id: roomId, content: '確認をお願いします' },
    });
    // A board from the default template, with its sample tasks, so the board and the task dialog have content.
    await a.goto(`${server.url}/room?room=${roomId}&view=board`);
    await a.getByRole('button', { name: 'テンプレート' }).click();
    await a.getByRole('button', { name: 'このテンプレートでボードを追加' }).click();
    await a.getByTestId('task-card').first().waitFor();
    // The first card's task holds a checklist, one of its two items ticked, so its dialog shows one to audit.
    type Listing = { listBoardsByRoom: { items: { tasks: { items: { id: string }[] } }[] } };
    const listing = await gql<Listing>(a, 'query($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { tasks { items { id } } } } }', { room_id: roomId });
    const taskId = listing.listBoardsByRoom.items[0]!.tasks.items[0]!.id;
    type Answer = { checklists: { id: string; items: { id: string }[] }[] };
    const { createTaskChecklist } = await gql<{ createTaskChecklist: Answer }>(
      a,
      'mutation($input: CreateTaskChecklistInput!) { createTaskChecklist(input: $input) { checklists { id items { id } } } }',
      { input: { task_id: taskId, name: '提出前の確認' } },
    );
    const checklistId = createTaskChecklist.checklists[0]!.id;
    let firstItem = '';
    for (const name of ['押印を確認する', '控えをコピーする']) {
      const { createChecklistItem } = await gql<{ createChecklistItem: Answer }>(
        a,
        'mutation($input: CreateChecklistItemInput!) { createChecklistItem(input: $input) { checklists { id items { id } } } }',
        { input: { checklist_id: checklistId, name } },
      );
      firstItem ||= createChecklistItem.checklists[0]!.items[0]!.id;
    }
    await gql(a, 'mutation($input: UpdateChecklistItemInput!) { updateChecklistItem(input: $input) { id } }', { input: { id: firstItem, is_done: true } });
    await setup.close();
    await b.context().close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lands the skip link on <main> and moves focus to the new page\'s heading after a change of page', async () => {
    const { context, page } = await open('light', SIZES[0], false);
    await page.goto(`${server.url}/`);
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('本文へ移動');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    // Followed from the keyboard, a footer link opens its page with focus on that page's heading, not on <body>.
    await page.getByRole('link', { name: '利用規約' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/terms/service');
    await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe('H1 利用規約');
    await context.close();
  });

  for (const size of SIZES) {
    it(`has no violation above minor, light and dark, ${size.name}`, { timeout: 600_000 }, async () => {
      const tag = size.name;
      const findings: Finding[] = [];
      const out = await open('light', size, false);
      for (const path of SIGNED_OUT) findings.push(...(await visit(out.page, `${server.url}${path}`, `${tag} ${path}`)));
      await out.context.close();

      const { context, page } = await open('light', size, true);
      for (const path of SIGNED_IN(roomId)) findings.push(...(await visit(page, `${server.url}${path}`, `${tag} ${path}`)));

      // The open states: the account menu, the notification popover, search, the room's members, a task.
      await page.goto(`${server.url}/room?room=${roomId}`);
      await page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'のメニュー' }).click();
      await page.getByRole('menu').waitFor();
      findings.push(...(await auditBoth(page, `${tag} account menu`)));
      await page.keyboard.press('Escape');

      // On a phone the bell is in the side bar, behind the header's burger.
      const burger = page.getByRole('button', { name: 'メニュー', exact: true });
      const narrow = await burger.isVisible();
      if (narrow) await burger.click();
      await page.getByTestId('notification-bell').click();
      await page.getByTestId('notification').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
      findings.push(...(await auditBoth(page, `${tag} notification popover`)));
      await page.keyboard.press('Escape');
      if (narrow) await burger.click();

      await page.locator('body').press('/');
      await page.getByLabel('検索する言葉').fill('確認');
      await page.getByLabel('検索する言葉').press('Enter');
      await page.getByTestId('search-result').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
      findings.push(...(await auditBoth(page, `${tag} search results`)));
      await page.keyboard.press('Escape');

      const members = page.getByRole('button', { name: 'メンバー', exact: true });
      if (await members.isVisible()) {
        await members.click();
        await page.getByRole('dialog').waitFor();
        findings.push(...(await auditBoth(page, `${tag} room members`)));
        await page.keyboard.press('Escape');
      }

      await page.goto(`${server.url}/room?room=${roomId}&view=board`);
      await page.getByTestId('task-card').first().click();
      await page.getByTestId('task-detail').waitFor();
      findings.push(...(await auditBoth(page, `${tag} task dialog`)));
      await context.close();
      expect(findings).toEqual([]);
    });
  }

  for (const size of REFLOW) {
    it(`reflows at ${size.name}: no page scrolls sideways or cuts anything off`, { timeout: 300_000 }, async () => {
      const findings: Finding[] = [];
      const out = await open('light', size, false);
      for (const path of SIGNED_OUT) {
        await out.page.goto(`${server.url}${path}`);
        await out.page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
        findings.push(...(await reflow(out.page, `${size.name} ${path}`)));
      }
      await out.context.close();
      const { context, page } = await open('light', size, true);
      for (const path of SIGNED_IN(roomId)) {
        await page.goto(`${server.url}${path}`);
        await page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        findings.push(...(await reflow(page, `${size.name} ${path}`)));
        await screenshot(page, `reflow-${size.width}-${path.replace(/[^a-z0-9]+/gi, '-')}`);
      }
      await context.close();
      expect(findings).toEqual([]);
    });
  }

  it('walks the room at 320 px with the keyboard and never lands in the closed room list', { timeout: 180_000 }, async () => {
    const { context, page } = await open('light', REFLOW[0], true);
    await page.goto(`${server.url}/room?room=${roomId}`);
    await page.getByTestId('message').first().waitFor();
    // The closed drawer is inert: none of its links or buttons is a stop.
    expect(await page.locator('nav[inert]').count()).toBe(1);
    const stops: string[] = [];
    const unseen: string[] = [];
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const rect = element.getBoundingClientRect();
        // The finding: the closed drawer's links and buttons, slid off screen, were stops. None may be one now, and
        // no stop may be an element with no size.
        const inDrawer = element.closest('nav') !== null;
        const name = `${element.tagName} ${element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30)}`;
        return { name: `${name} ${Math.round(rect.left)},${Math.round(rect.top)}`, seen: !inDrawer && rect.width > 0 && rect.height > 0 };
      });
      if (!stop) continue;
      stops.push(stop.name);
      if (!stop.seen) unseen.push(stop.name);
    }
    await screenshot(page, 'a11y-320-keyboard-walk');
    expect(stops.length).toBeGreaterThan(10);
    expect(unseen).toEqual([]);
    // Opened, the drawer is no longer inert, and its room link is reached from the burger.
    await page.getByRole('button', { name: 'メニュー', exact: true }).click();
    await expect.poll(() => page.locator('nav[inert]').count()).toBe(0);
    await page.locator(`nav [data-room-id="${roomId}"]`).focus();
    expect(await page.evaluate(() => document.activeElement?.closest('nav') !== null)).toBe(true);
    await screenshot(page, 'a11y-320-drawer-open');
    await context.close();
  });

  for (const scheme of SCHEMES) {
    for (const size of SIZES) {
      it(`has no violation above minor on the message menu, stamp picker and TO picker, ${scheme}, ${size.name}`, { timeout: 180_000 }, async () => {
        const tag = `${scheme} ${size.name}`;
        const findings: Finding[] = [];
        const { context, page } = await open(scheme, size, true);
        await page.goto(`${server.url}/room?room=${roomId}`);
        const message = page.getByTestId('message').first();
        await message.waitFor();

        await message.hover();
        await message.getByRole('button', { name: 'メッセージの操作' }).click();
        await page.getByRole('menu').waitFor();
        expect(await page.locator('main [role="menu"]').count(), 'the menu opens inside <main>').toBe(1);
        findings.push(...(await audit(page, `${tag} message menu`)));
        await screenshot(page, `a11y-message-menu-${scheme}-${size.name}`);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('menu').count()).toBe(0);

        await message.hover();
        await message.getByRole('button', { name: 'スタンプ', exact: true }).click();
        await page.getByRole('menu').waitFor();
        expect(await page.locator('main [role="menu"]').count(), 'the stamps open inside <main>').toBe(1);
        findings.push(...(await audit(page, `${tag} stamp picker`)));
        await screenshot(page, `a11y-stamp-picker-${scheme}-${size.name}`);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('menu').count()).toBe(0);

        await page.getByRole('button', { name: 'TO（宛先を選ぶ）' }).click();
        await page.getByRole('listbox').waitFor();
        // The pointer leaves the TO button, whose own tooltip is not the picker being audited.
        await page.mouse.move(0, 0);
        await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
        expect(await page.locator('main [role="listbox"]').count(), 'the TO picker opens inside <main>').toBe(1);
        findings.push(...(await audit(page, `${tag} TO picker`)));
        await screenshot(page, `a11y-to-picker-${scheme}-${size.name}`);
        await page.keyboard.press('Escape');
        await context.close();
        expect(findings).toEqual([]);
      });
    }
  }
});
