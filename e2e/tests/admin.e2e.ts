import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { peopleSignedUp, signIn, type PeopleJourney } from '../support/journeys';
import type { RunningServer } from '../support/server';

const stamp = Date.now();
const admin = { email: `admin-${stamp}@musubi.test`, name: '管理 太郎' };
const member = { email: `member-${stamp}@musubi.test`, name: '利用 花子' };

/** Resolves once the page has asked the server for onSessionEnd over its subscription socket. */
function listeningForSessionEnd(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('onSessionEnd')) resolve();
      });
    });
  });
}

describe('an administrator suspends an account', () => {
  let server: RunningServer;
  let journey: PeopleJourney;
  let adminPage: Page;
  let memberPage: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    journey = await peopleSignedUp([admin, member], { env: { ADMIN_EMAILS: admin.email } });
    ({ server, pageErrors } = journey);
    [adminPage, memberPage] = journey.pages as [Page, Page];
  });

  afterAll(async () => {
    await journey?.close();
  });

  it('keeps the admin area hidden from a normal user', async () => {
    await memberPage.goto(`${server.url}/admin/account`);
    await memberPage.getByTestId('not-found-message').waitFor();
    expect(await memberPage.getByRole('heading', { name: 'アカウント管理' }).count()).toBe(0);
  });

  it("finds the user, suspends them, and the user's open page is signed out", async () => {
    const listening = listeningForSessionEnd(memberPage);
    await memberPage.goto(`${server.url}/plan`);
    await memberPage.getByRole('heading', { name: 'プラン' }).first().waitFor();
    await listening;

    await adminPage.goto(`${server.url}/admin/account`);
    await adminPage.getByRole('heading', { name: 'アカウント管理' }).waitFor();
    await adminPage.getByRole('textbox', { name: 'メールアドレス' }).fill(member.email);
    await adminPage.getByRole('button', { name: '検索' }).click();
    const results = adminPage.getByRole('table', { name: '利用者一覧' });
    await results.getByRole('link', { name: member.name }).waitFor();
    // The list shows everyone until the search answers: wait for the one matching row (and the header).
    await expect.poll(() => results.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await screenshot(adminPage, 'admin-accounts');

    await results.getByRole('link', { name: member.name }).click();
    await adminPage.getByRole('heading', { name: `アカウント詳細: ${member.name}` }).waitFor();
    await adminPage.getByRole('button', { name: '利用停止にする' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'このアカウントを利用停止にしますか？' });
    await dialog.waitFor();
    await screenshot(adminPage, 'admin-suspend-confirm');
    await dialog.getByRole('button', { name: '利用停止にする' }).click();
    await adminPage.getByText('利用停止にしました。').waitFor();
    await adminPage.getByText('利用停止中').first().waitFor();

    await memberPage.waitForURL('**/auth/login?redirect=%2Fplan');
    await screenshot(memberPage, 'admin-suspended-signed-out');

    await signIn(memberPage, member.email);
    await memberPage.getByRole('alert').filter({ hasText: 'エラーが発生しています。' }).waitFor();

    await adminPage.goto(`${server.url}/admin/account`);
    await adminPage.getByRole('table', { name: '操作履歴' }).getByText('アカウント状態の変更').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
