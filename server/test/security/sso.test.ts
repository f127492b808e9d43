import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@musubi/shared';
import Provider from 'oidc-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, type TestServer } from '../harness';

/**
 * Single sign-on against a real OpenID provider started here: oidc-provider (OpenID Certified), its sign-in and
 * consent answered for the account a test names. Browsers are fetch with a cookie jar per site, following
 * redirects one by one.
 */

interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}
const accounts = new Map<string, ProviderAccount>();
/** The provider's account the next sign-in at the provider is for. */
let signingIn = '';
/** When set, the provider's token answer is changed on its way: its ID token's claims altered, its signature kept. */
let tamper: ((idToken: string) => string) | null = null;

const CLIENT = { id: 'musubi', secret: 'a-client-secret-known-to-the-test-provider' };
// The test server's PUBLIC_URL is left at its default: the provider sends the browser back there.
const PUBLIC_URL = 'http://localhost:3000';

const providerServer = http.createServer();
await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      redirect_uris: [`${PUBLIC_URL}/auth/sso/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  conformIdTokenClaims: false,
  cookies: { keys: ['a-cookie-key-of-the-test-provider'] },
  features: { devInteractions: { enabled: false } },
  findAccount: (_ctx, id) => {
    const account = accounts.get(id);
    return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
  },
});
provider.use(async (ctx, next) => {
  await next();
  const body = ctx.body as { id_token?: string } | undefined;
  if (tamper && ctx.path === '/token' && body?.id_token) ctx.body = { ...body, id_token: tamper(body.id_token) };
});
const answer = provider.callback();
providerServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
  if (!req.url?.startsWith('/interaction/')) {
    void answer(req, res);
    return;
  }
  // The person signs in at the provider and consents: login and consent at once, for the account named.
  void (async () => {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: signingIn, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: signingIn }, consent: { grantId } }, { mergeWithLastSubmission: false });
  })();
});
afterAll(() => new Promise<void>((resolve) => providerServer.close(() => resolve())));

const sso = {
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: CLIENT.id,
  OIDC_CLIENT_SECRET: CLIENT.secret,
  OIDC_BUTTON_LABEL: 'Google でログイン',
  OIDC_ALLOWED_DOMAINS: 'corp.test',
  OIDC_CREATE_ACCOUNTS: 'true',
};
const server: TestServer = await startTestServer({ env: sso });

/** A browser: one cookie jar per site, redirects followed by hand. */
class Browser {
  private jars = new Map<string, Map<string, string>>();
  constructor(private readonly app: TestServer) {}

  cookieFor(origin: string) {
    return [...(this.jars.get(origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string) {
    return this.jars.get(this.app.url)?.get(name);
  }

  async get(url: string): Promise<Response> {
    const { origin } = new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: this.cookieFor(origin) } });
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(origin, jar);
    return response;
  }

  /** Signs in at the provider as `account` from Musubi's button; answers where Musubi finally sends the browser. */
  async signInWithSso(account: string): Promise<string> {
    signingIn = account;
    let response = await this.get(`${this.app.url}/auth/sso/start`);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (!location) throw new Error(`no redirect: ${response.status} ${await response.text()}`);
      const next = new URL(location, response.url);
      // Musubi's own address (PUBLIC_URL) is where the test server answers.
      if (next.origin === PUBLIC_URL) return (await this.get(`${this.app.url}${next.pathname}${next.search}`)).headers.get('location') ?? '';
      if (next.origin !== issuer) return `${next.pathname}${next.search}`;
      response = await this.get(next.href);
    }
    throw new Error('too many redirects');
  }

  /** A GraphQL request with this browser's Musubi cookies. */
  async gql(query: string, variables?: Record<string, unknown>) {
    const response = await fetch(`${this.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookieFor(this.app.url) },
      body: JSON.stringify({ query, variables }),
    });
    const jar = this.jars.get(this.app.url) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(this.app.url, jar);
    return (await response.json()) as { data?: Record<string, { id?: string; email?: string } | null> | null; errors?: Array<{ message: string; extensions: { code: string } }> };
  }
}

const ME = `query SsoMe { getUserDetail { id email } }`;
const SIGN_IN_TEXT = `mutation SsoSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn nextStep { signInStep } } }`;
const userByEmail = (email: string) => server.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
const identities = (userId: string) => server.deps.db.selectFrom('sso_identities').selectAll().where('user_id', '=', userId).execute();

describe('single sign-on with OpenID Connect', () => {
  it('offers the button only when configured', async () => {
    expect(await (await fetch(`${server.url}/auth/sso/options`)).json()).toEqual({ label: 'Google でログイン' });
    const english = { headers: { 'accept-language': 'en-US,en;q=0.9' } };
    expect(await (await fetch(`${server.url}/auth/sso/options`, english)).json()).toEqual({ label: 'Google でログイン' });
    const { OIDC_BUTTON_LABEL: _named, ...withoutLabel } = sso;
    const unnamed = await startTestServer({ env: withoutLabel });
    expect(await (await fetch(`${unnamed.url}/auth/sso/options`)).json()).toEqual({ label: 'SSO でログイン' });
    expect(await (await fetch(`${unnamed.url}/auth/sso/options`, english)).json()).toEqual({ label: 'Log in with SSO' });
    const plain = await startTestServer();
    expect(await (await fetch(`${plain.url}/auth/sso/options`)).json()).toEqual({ label: null });
    expect((await fetch(`${plain.url}/auth/sso/start`, { redirect: 'manual' })).headers.get('location')).toBe('/auth/login');
  });

  it('makes the account at the first sign-in, and signs the same provider account in to it again', async () => {
    accounts.set('sub-new', { email: 'New.Person@corp.test', email_verified: true, name: '新井 結' });
    const browser = new Browser(server);
    expect(await browser.signInWithSso('sub-new')).toBe('/');
    const me = await browser.gql(ME);
    expect(me.data?.getUserDetail?.email).toBe('new.person@corp.test');
    const user = (await userByEmail('new.person@corp.test'))!;
    expect(user).toMatchObject({ status: 1, name: '新井 結' });
    expect(await identities(user.id)).toMatchObject([{ issuer, subject: 'sub-new' }]);
    // It has no password of its own.
    const password = await server.client().gql(SIGN_IN, { input: { email: 'new.person@corp.test', password: 'password123' } });
    expect(password.errors?.[0]?.message).toBe(MESSAGES.passwordResetRequired);

    const again = new Browser(server);
    expect(await again.signInWithSso('sub-new')).toBe('/');
    expect((await again.gql(ME)).data?.getUserDetail?.id).toBe(user.id);
    expect(await server.deps.db.selectFrom('users').select('id').where('email', '=', 'new.person@corp.test').execute()).toHaveLength(1);
  });

  it('refuses an address outside the allowed domains, and one the provider has not verified; nothing made', async () => {
    accounts.set('sub-outside', { email: 'someone@elsewhere.test', email_verified: true });
    accounts.set('sub-unverified', { email: 'unverified@corp.test', email_verified: false });
    const browser = new Browser(server);
    expect(await browser.signInWithSso('sub-outside')).toBe('/auth/login?sso=domain');
    const other = new Browser(server);
    expect(await other.signInWithSso('sub-unverified')).toBe('/auth/login?sso=unverified');
    expect(browser.cookie('musubi_session')).toBeUndefined();
    expect(other.cookie('musubi_session')).toBeUndefined();
    expect((await browser.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await userByEmail('someone@elsewhere.test')).toBeUndefined();
    expect(await userByEmail('unverified@corp.test')).toBeUndefined();
  });

  it('refuses a tampered ID token, and a callback without the sign-in it answers', async () => {
    accounts.set('sub-tampered', { email: 'tampered@corp.test', email_verified: true });
    tamper = (idToken) => {
      const [header, payload, signature] = idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
      const altered = Buffer.from(JSON.stringify({ ...claims, email: 'admin@musubi.test' })).toString('base64url');
      return [header, altered, signature].join('.');
    };
    try {
      const browser = new Browser(server);
      expect(await browser.signInWithSso('sub-tampered')).toBe('/auth/login?sso=failed');
      expect(browser.cookie('musubi_session')).toBeUndefined();
      expect(await userByEmail('tampered@corp.test')).toBeUndefined();
      expect(await server.deps.db.selectFrom('sso_identities').select('id').where('subject', '=', 'sub-tampered').execute()).toEqual([]);
    } finally {
      tamper = null;
    }
    // A callback this browser never started (no state, verifier or nonce kept) is refused.
    const stranger = await fetch(`${server.url}/auth/sso/callback?code=forged&state=forged`, { redirect: 'manual' });
    expect(stranger.headers.get('location')).toBe('/auth/login?sso=failed');
    expect(stranger.headers.getSetCookie().some((c) => c.startsWith('musubi_session=') && !c.startsWith('musubi_session=;'))).toBe(false);
  });

  it('links a password account only after its owner signs in with the password in that browser', async () => {
    const owner = await signUpUser(server, { email: 'owner@corp.test' });
    accounts.set('sub-owner', { email: 'owner@corp.test', email_verified: true });
    const browser = new Browser(server);
    expect(await browser.signInWithSso('sub-owner')).toBe('/auth/login?sso=link');
    expect(browser.cookie('musubi_session')).toBeUndefined();
    expect(browser.cookie('musubi_sso_link')).toBeTruthy();
    expect((await browser.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await identities(owner.id)).toEqual([]);

    // Another browser's password sign-in links nothing; a wrong password in this one neither.
    await owner.client.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    const wrong = await browser.gql(SIGN_IN_TEXT, { input: { email: owner.email, password: 'not-the-password1' } });
    expect(wrong.errors?.[0]?.message).toBe(MESSAGES.wrongCredentials);
    expect(await identities(owner.id)).toEqual([]);
    expect(await new Browser(server).signInWithSso('sub-owner')).toBe('/auth/login?sso=link');

    const linked = await browser.gql(SIGN_IN_TEXT, { input: { email: owner.email, password: owner.password } });
    expect(linked.errors).toBeUndefined();
    expect(await identities(owner.id)).toMatchObject([{ subject: 'sub-owner' }]);
    expect(browser.cookie('musubi_sso_link')).toBeUndefined();

    const later = new Browser(server);
    expect(await later.signInWithSso('sub-owner')).toBe('/');
    expect((await later.gql(ME)).data?.getUserDetail?.id).toBe(owner.id);
  });

  it('asks an account with an authenticator app for its code after the provider', async () => {
    accounts.set('sub-careful', { email: 'careful@corp.test', email_verified: true });
    const first = new Browser(server);
    expect(await first.signInWithSso('sub-careful')).toBe('/');
    const user = (await userByEmail('careful@corp.test'))!;
    await server.deps.db.insertInto('totp_factors').values({ user_id: user.id, secret: 'sealed', confirmedAt: new Date().toISOString(), createdAt: new Date().toISOString() }).execute();
    const second = new Browser(server);
    expect(await second.signInWithSso('sub-careful')).toBe('/auth/login?step=totp');
    expect(second.cookie('musubi_session')).toBeUndefined();
    expect(second.cookie('musubi_second_step')).toBeTruthy();
  });
});

describe('SSO only for the allowed domains', () => {
  it('refuses the password of an address of those domains, unless it links this browser’s SSO sign-in', async () => {
    const strict = await startTestServer({ env: { ...sso, OIDC_SSO_ONLY: 'true' } });
    const member = await signUpUser(strict, { email: 'member@corp.test' });
    const outsider = await signUpUser(strict, { email: 'guest@elsewhere.test' });
    const refused = await strict.client().gql(SIGN_IN, { input: { email: member.email, password: member.password } });
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.ssoOnly, extensions: { code: 'BAD_USER_INPUT' } });
    await strict.client().ok(SIGN_IN, { input: { email: outsider.email, password: outsider.password } });

    accounts.set('sub-member', { email: 'member@corp.test', email_verified: true });
    const browser = new Browser(strict);
    expect(await browser.signInWithSso('sub-member')).toBe('/auth/login?sso=link');
    const linked = await browser.gql(SIGN_IN_TEXT, { input: { email: member.email, password: member.password } });
    expect(linked.errors).toBeUndefined();
    expect(await new Browser(strict).signInWithSso('sub-member')).toBe('/');
  });
});
