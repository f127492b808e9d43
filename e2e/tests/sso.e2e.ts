import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditedPerson, axeFindings } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { signIn, signUpByApi } from '../support/journeys';
import { startServer, type RunningServer } from '../support/server';

const stamp = Date.now();
const admin = { email: `sso-admin-${stamp}@musubi.test`, name: '管理 太郎' };
const member = { email: `sso-member-${stamp}@musubi.test`, name: '結び 花子' };
const CLIENT = { id: 'musubi', secret: 'a-client-secret-known-to-the-journey-provider' };

/** A free port, so that the provider knows Musubi's redirect URI before Musubi starts. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * An OpenID provider (oidc-provider, OpenID Certified) started by the journey: its sign-in and consent are answered
 * at once for one person, as a company's identity provider would after its own password.
 */
async function startProvider(redirectUri: string) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['a-cookie-key-of-the-journey-provider'] },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, email: `${id}@corp.test`, email_verified: true, name: '佐藤 一郎' }) }),
  });
  const answer = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      void answer(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: 'ichiro', clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(req, res, { login: { accountId: 'ichiro' }, consent: { grantId: await grant.save() } });
    })();
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SSO and two-step verification a company requires', () => {
  let server: RunningServer;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let browser: Browser;
  const pageErrors: string[] = [];

  const person = (size: { width: number; height: number }, colorScheme: 'light' | 'dark') =>
    auditedPerson(browser, pageErrors, { ...size, colorScheme });

  beforeAll(async () => {
    browser = await launchBrowser();
    const port = await freePort();
    provider = await startProvider(`http://127.0.0.1:${port}/auth/sso/callback`);
    server = await startServer({
      PORT: String(port),
      ADMIN_EMAILS: admin.email,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      OIDC_BUTTON_LABEL: 'Google でログイン',
      OIDC_ALLOWED_DOMAINS: 'corp.test',
      OIDC_CREATE_ACCOUNTS: 'true',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  it('signs in with 「Google でログイン」, making the account at the first sign-in', async () => {
    const { context, page } = await person({ width: 1366, height: 768 }, 'light');
    await page.goto(`${server.url}/auth/login`);
    const button = page.getByRole('link', { name: 'Google でログイン' });
    await button.waitFor();
    await screenshot(page, 'sso-login-desktop-light');
    expect(await axeFindings(page)).toEqual([]);
    await button.click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname !== '/auth/login' && !url.pathname.startsWith('/auth/sso'));
    expect((await context.cookies(server.url)).some((cookie) => cookie.name === 'musubi_session')).toBe(true);
    await context.close();
  });

  it('an administrator requires it; a member signing in on a phone can only set it up, then goes on', async () => {
    const memberSide = await person({ width: 390, height: 844 }, 'dark');
    await signUpByApi(memberSide.page, server.url, member);
    await memberSide.context.close();

    const { context, page } = await person({ width: 1366, height: 768 }, 'dark');
    await signUpByApi(page, server.url, admin, '/account/id/edit');
    await page.getByRole('button', { name: '認証アプリを設定する' }).click();
    const secret = ((await page.getByLabel('読み取れない場合は、このキーを認証アプリに入力してください').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('6桁のコード').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: '有効にする' }).click();
    await page.getByRole('button', { name: '保管しました' }).click();
    await page.getByRole('switch', { name: '二段階認証を必須にする' }).check();
    await page.getByLabel('猶予期間（日）').fill('0');
    await page.getByRole('heading', { name: '全員に二段階認証を必須にする（管理者）' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'two-step-requirement-desktop-dark');
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('二段階認証の設定を保存しました。').waitFor();
    await context.close();

    const phone = await person({ width: 390, height: 844 }, 'dark');
    await phone.page.goto(`${server.url}/auth/login`);
    await signIn(phone.page, member.email);
    await phone.page.getByText('管理者が二段階認証を必須にしています。ログインを続けるには、認証アプリを設定してください。').waitFor();
    await phone.page.getByRole('img', { name: '二段階認証の設定用QRコード' }).waitFor();
    await screenshot(phone.page, 'two-step-required-setup-phone-dark');
    expect(await axeFindings(phone.page)).toEqual([]);
    const memberSecret = ((await phone.page.getByLabel('読み取れない場合は、このキーを認証アプリに入力してください').textContent()) ?? '').replace(/\s/g, '');
    await phone.page.getByLabel('6桁のコード').fill(await generate({ secret: memberSecret, epoch: Math.floor(Date.now() / 1000) }));
    await phone.page.getByRole('button', { name: 'ログインを続ける' }).click();
    await phone.page.getByRole('list', { name: 'リカバリーコード' }).waitFor();
    expect(await axeFindings(phone.page)).toEqual([]);
    await phone.page.getByRole('button', { name: '保管しました' }).click();
    await phone.page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await phone.context.close();
    expect(pageErrors).toEqual([]);
  });
});
