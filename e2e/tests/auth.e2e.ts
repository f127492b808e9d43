import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { waitForCode, waitForMail } from '../support/mail';
import { onePersonOnAServer, type OnePersonJourney } from '../support/journeys';
import type { RunningServer } from '../support/server';

const email = `journey-${Date.now()}@musubi.test`;
const password = 'password123';
const renewed = 'renewed456';
const otherCode = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000);

describe('sign-up, sign-in and the 404 page in the browser', () => {
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

  it('signs up, spends a code with 5 wrong tries, confirms a resent one, fills in the profile and lands on /room', async () => {
    await page.goto(`${server.url}/auth/signup`);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード', { exact: false }).first().fill(password);
    await page.getByRole('checkbox').check();
    // The captcha is solved in the background; the button is enabled once it is.
    await page.locator('[data-captcha="done"]').waitFor();
    await screenshot(page, 'signup');
    await page.getByRole('button', { name: '登録する' }).click();

    await page.waitForURL('**/auth/signup/profile');
    const code = await waitForCode(server.url, email);
    await page.getByRole('heading', { name: 'メールアドレスの確認' }).waitFor();
    await screenshot(page, 'signup-code');

    // Five wrong codes spend the mailed one; the page says so and offers a new one.
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('認証コード（6桁）').fill(otherCode(code));
      await page.getByRole('button', { name: '確認する' }).click();
      if (i < 4) await page.getByText('認証コードが正しくありません。').waitFor();
    }
    await page.getByRole('alert').filter({ hasText: 'この認証コードは使えなくなりました' }).waitFor();
    expect(await page.getByRole('button', { name: '確認する' }).isDisabled()).toBe(true);
    await screenshot(page, 'signup-code-spent');
    await page.getByRole('button', { name: 'コードを再送する' }).click();
    await page.getByText('新しい認証コードを送りました。').waitFor();
    const fresh = await waitForCode(server.url, email, [await waitForMail(server.url, email, (text) => text.includes(code))]);
    await page.getByLabel('認証コード（6桁）').fill(fresh);
    await page.getByRole('button', { name: '確認する' }).click();

    await page.getByRole('heading', { name: 'プロフィールの登録' }).waitFor();
    await page.getByLabel('氏名').fill('結日 花子');
    await page.getByLabel('会社名').fill('結び商事');
    await page.getByLabel('電話番号', { exact: true }).fill('03-1234-5678');
    await page.getByLabel('税理士・会計士').check();
    await screenshot(page, 'signup-profile');
    await page.getByRole('button', { name: '登録を完了する' }).click();

    await page.getByRole('heading', { name: '登録が完了しました' }).waitFor();
    await screenshot(page, 'signup-complete');
    await page.getByRole('link', { name: 'はじめる' }).click();
    await page.waitForURL('**/room');
    // A new account has its own マイチャット room, and nothing open yet: its first steps instead, none done.
    await page.getByRole('navigation', { name: 'ルーム一覧' }).getByText('マイチャット').waitFor();
    await page.getByRole('heading', { name: 'Musubi をはじめましょう' }).waitFor();
    const roomStep = page.getByRole('list', { name: 'Musubi をはじめましょう' }).getByRole('listitem').filter({ hasText: 'ルームを作る' });
    await roomStep.getByText('未完了', { exact: true }).waitFor();
    await page.getByText('0 / 4 完了').waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'room-first-1366x768');
    // On a phone the room list comes first, over the steps; the burger puts it away.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'メニュー' }).first().click();
    await roomStep.getByRole('button', { name: 'ルームを作る' }).waitFor();
    await screenshot(page, 'room-first-390x844');

    // The step opens the create-room dialog; the new room, once made, ticks it.
    await page.setViewportSize({ width: 1366, height: 768 });
    await roomStep.getByRole('button', { name: 'ルームを作る' }).click();
    const create = page.getByRole('dialog', { name: 'ルームを作成' });
    await create.getByLabel('ルーム名').fill('結び商事 経理');
    await create.getByRole('button', { name: '作成する' }).click();
    await page.getByRole('heading', { level: 1, name: '結び商事 経理' }).waitFor();
    await page.goto(`${server.url}/room`);
    await roomStep.getByText('完了', { exact: true }).waitFor();
    await page.getByText('1 / 4 完了').waitFor();
    await screenshot(page, 'room-first-step-done-1366x768');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('signs out, clearing cookies and storage, and signing back in returns to the saved URL', async () => {
    // What a page keeps: the folder selection cookie, and anything in local and session storage.
    await page.evaluate(() => {
      document.cookie = `folders=${encodeURIComponent('["f1"]')}; path=/`;
      localStorage.setItem('kept', '1');
      sessionStorage.setItem('kept', '1');
    });
    await page.getByRole('button', { name: 'メニュー' }).last().click();
    await page.getByRole('menuitem', { name: 'ログアウト', exact: true }).click();
    await page.waitForURL('**/auth/login');
    const left = await page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.getItem('kept'),
      session: sessionStorage.getItem('kept'),
    }));
    expect(left).toEqual({ cookie: '', local: null, session: null });
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);

    await page.goto(`${server.url}/account/id/edit`);
    await page.waitForURL('**/auth/login?redirect=%2Faccount%2Fid%2Fedit');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(password);
    await screenshot(page, 'login');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/account/id/edit');
    await page.getByRole('heading', { name: 'アカウント設定' }).waitFor();
    await screenshot(page, 'account-edit');
  });

  it('shows the 404 page with "Page not found", the path and the signed-in user\'s menu', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    const message = page.getByTestId('not-found-message');
    await message.waitFor();
    expect(await message.textContent()).toBe('Page not found /no/such/page');
    await page.getByRole('button', { name: 'メニュー' }).waitFor();
    expect(await page.getByRole('link', { name: 'ログイン' }).count()).toBe(0);
    await screenshot(page, 'not-found');
    expect(pageErrors).toEqual([]);
  });

  it('changes the e-mail address with the password; the old address undoes it, which voids the password until a new one is set', async () => {
    const moved = `moved-${Date.now()}@musubi.test`;
    await page.goto(`${server.url}/account/id/edit`);
    await page.getByLabel('新しいメールアドレス').fill(moved);
    await page.getByLabel(/^パスワード/).fill(password);
    await screenshot(page, 'email-change');
    await page.getByRole('button', { name: '確認メールを送る' }).click();
    await page.waitForURL('**/verify');
    await page.getByLabel('認証コード（6桁）').fill(await waitForCode(server.url, moved));
    await page.getByRole('button', { name: '確認する' }).click();
    await page.getByText(`メールアドレスを ${moved} に変更しました。`).first().waitFor();

    const notice = await waitForMail(server.url, email, (text) => text.includes('/account/email/undo?token='));
    const link = /(https?:\/\/\S+\/account\/email\/undo\?token=\S+)/.exec(notice)![1]!;
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByRole('heading', { name: 'メールアドレスを元に戻す' }).waitFor();
    await screenshot(page, 'email-undo');
    await page.getByRole('button', { name: '元のメールアドレスに戻す' }).click();
    await page.getByText(`メールアドレスを ${email} に戻し、すべての端末でログアウトしました。`, { exact: false }).waitFor();
    // The password is void: whoever moved the address may have set it. Sign-in points to a new one.
    const elsewhere = await context.browser()!.newContext({ locale: 'ja-JP' });
    const login = await elsewhere.newPage();
    await login.goto(`${server.url}/auth/login`);
    await login.getByLabel('メールアドレス').fill(email);
    await login.getByLabel('パスワード').fill(password);
    await login.getByRole('button', { name: 'ログイン', exact: true }).click();
    await login.getByRole('alert').filter({ hasText: 'パスワードをお忘れの方' }).waitFor();
    await screenshot(login, 'login-password-void');
    await elsewhere.close();

    // The undo page sets the new one at once, with the same link.
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'email-undo-done-1366x768');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'email-undo-done-390x844');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByLabel('新しいパスワード', { exact: false }).fill(renewed);
    await page.getByRole('button', { name: '新しいパスワードを設定する' }).click();
    await page.getByText('新しいパスワードを設定しました。').waitFor();
    await screenshot(page, 'email-undo-password-set');
    await page.getByRole('link', { name: 'ログイン画面へ' }).click();
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(renewed);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  });

  it("shows the spec's message for a wrong password and keeps what was typed", async () => {
    const other = await context.browser()!.newContext({ locale: 'ja-JP' });
    const fresh = await other.newPage();
    await fresh.goto(`${server.url}/auth/login`);
    await fresh.getByLabel('メールアドレス').fill(email);
    await fresh.getByLabel('パスワード').fill('wrongpass999');
    await fresh.getByRole('button', { name: 'ログイン', exact: true }).click();
    await fresh.getByRole('alert').filter({ hasText: 'メールアドレスもしくはパスワードが異なります。' }).waitFor();
    expect(await fresh.getByLabel('メールアドレス').inputValue()).toBe(email);
    await screenshot(fresh, 'login-wrong-password');
    await other.close();
  });
});
