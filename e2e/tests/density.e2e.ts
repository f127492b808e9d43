import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { gql, signIn, twoPeopleInARoom, type TwoPeopleInARoom } from '../support/journeys';

const stamp = Date.now();
const hanako = { email: `dense-hanako-${stamp}@musubi.test`, name: '結日 花子' };
const jiro = { email: `dense-jiro-${stamp}@musubi.test`, name: '結日 次郎' };
const ROOM = '経理部・月次決算と年末調整の進め方を相談する部屋（2026年度 第4四半期）';

/** The messages wholly inside the timeline's visible part. */
function messagesInView(page: Page) {
  return page.evaluate(() => {
    const scroller = document.querySelector('[data-testid="virtuoso-scroller"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="message"]')].filter((m) => {
      const rect = m.getBoundingClientRect();
      return rect.top >= scroller.top - 1 && rect.bottom <= scroller.bottom + 1;
    }).length;
  });
}

describe('a dense timeline, as in an office used to Chatwork', () => {
  let journey: TwoPeopleInARoom;

  beforeAll(async () => {
    journey = await twoPeopleInARoom(hanako, jiro, ROOM);
    for (let i = 1; i <= 14; i++) {
      await gql(journey.b, 'mutation($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }', {
        input: { room_id: journey.roomId, content: `請求書 ${i} 件目を確認しました` },
      });
    }
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('shows ten or more one-line messages on a 768 px high screen in the compact display, the stamp button on hover', { timeout: 120_000 }, async () => {
    const { browser, server, roomId } = journey;
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await signIn(page, hanako.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${server.url}/room?room=${roomId}`);
    await page.getByRole('heading', { name: ROOM }).waitFor();
    // The room opens at the first unread message or at the last one, depending on whether the other page had read
    // them yet; go to the end either way.
    await page.getByTestId('message').first().waitFor();
    await page.getByTestId('virtuoso-scroller').evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
    await page.getByTestId('message-content').getByText('請求書 14 件目を確認しました', { exact: true }).waitFor();

    // No row of its own for the stamp button: it shows when the pointer is on the message.
    const last = page.getByTestId('message').last();
    const stampButton = last.getByRole('button', { name: 'スタンプ', exact: true });
    await page.mouse.move(1, 1);
    await expect.poll(() => stampButton.evaluate((b) => getComputedStyle(b.parentElement!).opacity)).toBe('0');
    await last.hover();
    await expect.poll(() => stampButton.evaluate((b) => getComputedStyle(b.parentElement!).opacity)).toBe('1');
    await screenshot(page, 'density-1366-regular');

    const toggle = page.getByRole('button', { name: 'コンパクト表示' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[data-grouped="true"]').count()).toBeGreaterThan(0);
    await page.mouse.move(1, 1);
    expect(await messagesInView(page)).toBeGreaterThanOrEqual(10);
    // A grouped message still reads its author to a screen reader.
    await expect.poll(() => page.locator('[data-grouped="true"]').first().textContent()).toContain(jiro.name);
    // The room's long name stays on one line, whole on hover.
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.getAttribute('title')).toBe(ROOM);
    expect(await title.evaluate((h) => h.getBoundingClientRect().height)).toBeLessThan(40);
    await screenshot(page, 'density-1366-compact');

    // The choice is the device's: it holds after a reload.
    await page.reload();
    await page.getByTestId('message').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'コンパクト表示' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('on a phone, turns the compact display on from the room menu and stamps from the message menu', { timeout: 120_000 }, async () => {
    const { browser, server, roomId } = journey;
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth/login`);
    await signIn(page, hanako.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${server.url}/room?room=${roomId}`);
    await page.getByTestId('message-content').getByText('請求書 14 件目を確認しました', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'ルームの操作' }).click();
    await page.getByRole('menuitem', { name: 'コンパクト表示にする' }).click();
    await expect.poll(() => page.locator('[data-grouped="true"]').count()).toBeGreaterThan(0);
    expect(await messagesInView(page)).toBeGreaterThanOrEqual(10);
    await screenshot(page, 'density-390-compact');

    // No pointer to hover with: the stamp button does not show; the message menu holds the stamps.
    const last = page.getByTestId('message').last();
    expect(await last.getByRole('button', { name: 'スタンプ', exact: true }).isVisible()).toBe(false);
    await last.getByRole('button', { name: 'メッセージの操作' }).tap();
    const roger = page.getByRole('menuitem', { name: 'スタンプ「了解」' });
    await roger.waitFor();
    await screenshot(page, 'density-390-message-menu');
    await roger.tap();
    await last.getByRole('button', { name: /了解/ }).waitFor();
    // A tap on the room's name leaves no tooltip behind.
    await page.getByRole('heading', { level: 1 }).tap();
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await screenshot(page, 'density-390-stamped');
    await context.close();
  });
});
