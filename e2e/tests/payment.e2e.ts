import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, axePath } from '../support/axe';
import { screenshot } from '../support/browser';
import { onePersonOnAServer, signUpByApi, type OnePersonJourney } from '../support/journeys';
import type { RunningServer } from '../support/server';

const email = `payment-${Date.now()}@musubi.test`;
const DECLINED = 'カードが承認されませんでした。別のカードをお試しください。';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('カード番号').fill(number);
  await page.getByLabel('有効期限（MM/YY）').fill('12/39');
  await page.getByLabel('セキュリティコード').fill('123');
  await page.getByLabel('カード名義').fill('HANAKO YUIHI');
  await page.getByRole('button', { name: '¥1,100を支払う' }).click();
}

describe('upgrading to the standard plan with the test card', () => {
  let journey: OnePersonJourney;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    journey = await onePersonOnAServer();
    ({ server, context, page, pageErrors } = journey);
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('shows the free and standard plans with prices including tax', async () => {
    await signUpByApi(page, server.url, { email, name: '結日 花子' }, '/plan');
    await page.getByText('ご利用中のプラン').waitFor();
    await page.getByText('¥1,100／月（税込）').waitFor();
    await screenshot(page, 'plan');
    await page.getByRole('link', { name: '月額で申し込む' }).click();
    await page.waitForURL('**/payment?payment_type=1');
  });

  it('keeps a declined card on the form with the message', async () => {
    await page.getByText('テストモード').first().waitFor();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: DECLINED }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/payment');
    expect(await page.getByLabel('カード番号').inputValue()).toBe('4000 0000 0000 0002');
    await screenshot(page, 'payment-declined');
  });

  it('pays monthly with 4242 4242 4242 4242 and lands on /payment/success', async () => {
    await fillCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/payment/success?subscription_id=*');
    await page.getByText('お支払い金額: ¥1,100（税込）').waitFor();
    await screenshot(page, 'payment-success');
  });

  it('lists the payment with a receipt that shows 領収書 and the amount', async () => {
    await page.goto(`${server.url}/payment/history-transaction`);
    await page.getByRole('heading', { name: 'お支払い履歴' }).waitFor();
    const receiptLink = page.getByRole('link', { name: '領収書を開く' });
    await receiptLink.waitFor();
    await screenshot(page, 'payment-history');
    // axe comes in as an init script, which the receipt's Content-Security-Policy does not apply to.
    await context.addInitScript({ path: axePath });
    const [receipt] = await Promise.all([context.waitForEvent('page'), receiptLink.click()]);
    await receipt.waitForLoadState();
    expect(await receipt.locator('h1').textContent()).toBe('領収書Receipt');
    expect(await receipt.textContent('body')).toContain('¥1,100');
    // Japanese and English on one page, the English marked as such.
    expect(await receipt.locator('[lang="en"]', { hasText: 'Date of issue' }).count()).toBe(1);
    expect(await axeFindings(receipt)).toEqual([]);
    await receipt.setViewportSize({ width: 1366, height: 768 });
    await screenshot(receipt, 'receipt');
    await receipt.setViewportSize({ width: 390, height: 844 });
    await screenshot(receipt, 'receipt-390');
    expect(await receipt.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // 印刷する prints (its script is allowed by the page's policy), and the printed receipt is one A4 page.
    await receipt.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await receipt.getByRole('button', { name: '印刷する' }).click();
    await receipt.locator('body[data-printed="yes"]').waitFor();
    const printed = await receipt.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(printed.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await receipt.emulateMedia({ media: 'print' });
    await screenshot(receipt, 'receipt-printed');
    await receipt.close();

    // A paying user has nothing more to buy.
    await page.goto(`${server.url}/payment`);
    await page.waitForURL('**/plan');
    expect(pageErrors).toEqual([]);
  });

  it('shows the usage next to the limits and switches to yearly from the next renewal on /plan', async () => {
    await page.getByRole('table', { name: 'ご利用状況' }).waitFor();
    await page.getByText(/^0 ／ 1,?000ルーム$/).waitFor();
    await page.getByRole('button', { name: '次回更新から年額に切り替える' }).click();
    await page.getByText(/から年額（¥11,000）に切り替わります。/).waitFor();
    await screenshot(page, 'plan-usage-period-switch');
    // Withdrawn, the plan keeps renewing monthly.
    await page.getByRole('button', { name: '月額のまま続ける' }).click();
    await page.getByRole('button', { name: '次回更新から年額に切り替える' }).waitFor();
  });

  it('changes the card to 5555 5555 5555 4444 on /payment/change-method while the plan renews', async () => {
    await page.goto(`${server.url}/payment/change-method`);
    await page.getByRole('heading', { name: 'お支払い方法の変更' }).waitFor();
    await page.getByText('VISA ************4242').waitFor();
    await page.getByText('テストモード').first().waitFor();
    await page.getByLabel('カード番号').fill('5555 5555 5555 4444');
    await page.getByLabel('有効期限（MM/YY）').fill('10/38');
    await page.getByLabel('セキュリティコード').fill('456');
    await page.getByLabel('カード名義').fill('HANAKO YUIHI');
    await page.getByRole('button', { name: 'カードを変更する' }).click();
    await page.getByText('MASTERCARD ************4444').waitFor();
    await page.getByText('有効期限 10/38').waitFor();
    await page.getByText('カード情報を変更しました。').first().waitFor();
    expect(await page.getByText('すでにスタンダードプランをご利用中です。').count()).toBe(0);
    await screenshot(page, 'payment-card-changed');
  });

  it('cancels, and the plan runs to the end of the paid period', async () => {
    await page.getByRole('button', { name: '解約する' }).click();
    const dialog = page.getByRole('dialog', { name: 'プランを解約しますか？' });
    await dialog.getByRole('button', { name: '解約する' }).click();
    await page.getByText(/自動更新は停止しています。.+までスタンダードプランをご利用いただけます。/).waitFor();
    await page.goto(`${server.url}/plan`);
    await page.getByText(/までご利用いただけます（自動更新は停止中）/).waitFor();
    await page.getByRole('region', { name: 'スタンダード' }).getByText('ご利用中').waitFor();
    await screenshot(page, 'plan-cancelled');
    expect(pageErrors).toEqual([]);
  });
});
