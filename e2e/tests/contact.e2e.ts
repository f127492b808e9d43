import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { onePersonOnAServer, type OnePersonJourney } from '../support/journeys';
import type { RunningServer } from '../support/server';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the operator's mail about `name` in the development outbox (GET /dev/mail). */
async function waitForContactMail(serverUrl: string, name: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${serverUrl}/dev/mail`);
    const { items } = (await response.json()) as { items: OutboxMail[] };
    const mail = items.find((item) => item.subject.includes(`${name} 様`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no contact mail about ${name} reached the outbox`);
    await sleep(200);
  }
}

const name = `問合 太郎${Date.now()}`;
const content = '料金プランについて教えてください。\n年払いの割引はありますか。';

describe('the contact form in the browser', () => {
  let journey: OnePersonJourney;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    journey = await onePersonOnAServer();
    ({ server, page, pageErrors } = journey);
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('shows the rules under the fields before the confirmation page', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { name: 'お問い合わせ' }).waitFor();
    await page.getByLabel('メールアドレス').fill('taro@');
    await page.getByRole('button', { name: '確認画面へ' }).click();

    await page.getByText('please enter a correct e-mail format').waitFor();
    expect(await page.getByText('このフィールドを空白のままにすることはできません').count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('confirms, goes back to correct with nothing lost, sends, and the operator gets the mail', async () => {
    await page.getByLabel('お名前').fill(name);
    await page.getByLabel('メールアドレス').fill('taro@example.jp');
    await page.getByLabel('会社名').fill('結び商事');
    await page.getByLabel('お問い合わせ内容').fill(content);
    await screenshot(page, 'contact');
    await page.getByRole('button', { name: '確認画面へ' }).click();

    await page.waitForURL('**/contact/confirm');
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name }).waitFor();
    await table.getByRole('cell', { name: 'taro@example.jp' }).waitFor();
    await table.getByRole('cell', { name: '結び商事' }).waitFor();
    await screenshot(page, 'contact-confirm');

    await page.getByRole('link', { name: '戻って修正する' }).click();
    await page.waitForURL('**/contact');
    expect(await page.getByLabel('お名前').inputValue()).toBe(name);
    expect(await page.getByLabel('お問い合わせ内容').inputValue()).toBe(content);
    await page.getByLabel('会社名').fill('結び商事株式会社');
    await page.getByRole('button', { name: '確認画面へ' }).click();

    await page.waitForURL('**/contact/confirm');
    await page.getByRole('cell', { name: '結び商事株式会社' }).waitFor();
    await page.getByRole('button', { name: '送信する' }).click();

    await page.waitForURL('**/contact/success');
    await page.getByRole('heading', { name: 'お問い合わせを受け付けました' }).waitFor();
    await screenshot(page, 'contact-success');

    const mail = await waitForContactMail(server.url, name);
    expect(mail.text).toContain('メールアドレス: taro@example.jp');
    expect(mail.text).toContain('会社名: 結び商事株式会社');
    expect(mail.text).toContain(content);

    // The draft went with the message: the confirmation page no longer has anything to send.
    await page.goto(`${server.url}/contact/confirm`);
    await page.waitForURL('**/contact');
    expect(await page.getByLabel('お名前').inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
  });
});
