import { API_LIMITS, MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { TOKEN_PREFIX } from './service';

const server = await startTestServer();
const db = server.deps.db;
const admin = await signUpUser(server, { email: 'admin@musubi.test' });

const CREATE = graphql(`mutation ApiCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { id name scope createdAt lastUsedAt } } }`);
const LIST = graphql(`query ApiApiTokens { apiTokens { id name scope lastUsedAt } apiSettings { enabled } }`);
const REVOKE = graphql(`mutation ApiRevokeApiToken($id: ID!) { revokeApiToken(id: $id) }`);
const SETTINGS = graphql(`mutation ApiUpdateApiSettings($enabled: Boolean!) { updateApiSettings(enabled: $enabled) { enabled } }`);
const SUSPEND = graphql(`mutation ApiChangeStatusUser($input: ChangeStatusUserInput!) { changeStatusUser(input: $input) { id status } }`);
const UPDATE_PASSWORD = graphql(`mutation ApiUpdatePassword($o: String!, $n: String!) { updatePassword(oldPassword: $o, newPassword: $n) }`);

async function makeToken(client: TestClient, name = 'ボット', scope: 'READ' | 'WRITE' = 'WRITE') {
  return (await client.ok(CREATE, { input: { name, scope } })).createApiToken;
}

/** GET /v2/me with a token: the status and the body. */
async function me(secret: string, header: 'chatwork' | 'bearer' = 'chatwork') {
  const response = await fetch(`${server.url}/v2/me`, {
    headers: header === 'chatwork' ? { 'x-chatworktoken': secret } : { authorization: `Bearer ${secret}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const tokensOf = (userId: string) => db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).execute();

describe('personal API tokens', () => {
  it('are shown once, stored hashed, listed with their last use, and work with either header', async () => {
    const user = await signUpUser(server, { name: '山田' });
    const made = await makeToken(user.client, '日報ボット', 'READ');
    expect(made.secret.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(made.token).toMatchObject({ name: '日報ボット', scope: 'READ', lastUsedAt: null });
    const [row] = await tokensOf(user.id);
    expect(row!.token_hash).not.toContain(made.secret);
    expect(JSON.stringify(row)).not.toContain(made.secret.slice(TOKEN_PREFIX.length));

    const viaChatwork = await me(made.secret);
    expect(viaChatwork.status).toBe(200);
    expect(viaChatwork.body).toMatchObject({ name: '山田', login_mail: user.email });
    expect(typeof viaChatwork.body.account_id).toBe('number');
    expect((await me(made.secret, 'bearer')).body.account_id).toBe(viaChatwork.body.account_id);

    const { apiTokens } = await user.client.ok(LIST);
    expect(apiTokens).toEqual([{ id: made.token.id, name: '日報ボット', scope: 'READ', lastUsedAt: expect.any(String) }]);
    // The secret is never listed again.
    expect(JSON.stringify(apiTokens)).not.toContain(made.secret);
  });

  it('are revoked with one call, at once', async () => {
    const user = await signUpUser(server);
    const made = await makeToken(user.client);
    expect((await me(made.secret)).status).toBe(200);
    expect(await user.client.ok(REVOKE, { id: made.token.id })).toEqual({ revokeApiToken: true });
    const refused = await me(made.secret);
    expect(refused).toMatchObject({ status: 401, body: { errors: [MESSAGES.apiTokenInvalid] } });
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('end when the password is changed or reset, and when the account is suspended', async () => {
    const user = await signUpUser(server);
    const first = await makeToken(user.client);
    await user.client.ok(UPDATE_PASSWORD, { o: user.password, n: 'newpass4567' });
    expect((await me(first.secret)).status).toBe(401);

    const reset = await makeToken(user.client);
    await server.client().ok(graphql(`mutation ApiResetPassword($e: String) { resetPassword(email: $e) }`), { e: user.email });
    const code = /(\d{6})/.exec((await server.smtp.lastMailTo(user.email)).text)?.[1];
    await server.client().ok(graphql(`mutation ApiConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }`), {
      i: { email: user.email, code: code!, newPassword: 'another7890' },
    });
    expect((await me(reset.secret)).status).toBe(401);
    await user.client.ok(graphql(`mutation ApiSignIn($input: SignInInput!) { signIn(input: $input) { isSignedIn } }`), {
      input: { email: user.email, password: 'another7890', captcha: await user.client.captcha() },
    });

    const second = await makeToken(user.client);
    await admin.client.ok(SUSPEND, { input: { id: user.id, status: 2 } });
    expect((await me(second.secret)).status).toBe(401);
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('are refused to outsiders, signed-out callers and bad input, writing nothing', async () => {
    const owner = await signUpUser(server);
    const other = await signUpUser(server);
    const made = await makeToken(owner.client);

    const revokedByOther = await other.client.gql(REVOKE, { id: made.token.id });
    expect(revokedByOther.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await other.client.ok(LIST)).apiTokens).toEqual([]);

    const anonymous = server.client();
    expect((await anonymous.gql(LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(CREATE, { input: { name: 'x', scope: 'READ' } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(REVOKE, { id: made.token.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const blank = await owner.client.gql(CREATE, { input: { name: '   ', scope: 'READ' } });
    expect(blank.errors?.[0]).toMatchObject({ message: MESSAGES.required, extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const long = await owner.client.gql(CREATE, { input: { name: 'あ'.repeat(51), scope: 'READ' } });
    expect(long.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const scope = await owner.client.gql(`mutation { createApiToken(input: { name: "x", scope: ADMIN }) { secret } }`);
    expect(scope.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await tokensOf(owner.id)).toHaveLength(1);
    expect(await tokensOf(other.id)).toHaveLength(0);
  });

  it('are limited per account', async () => {
    const user = await signUpUser(server);
    for (let i = 0; i < API_LIMITS.tokensPerUser; i++) await makeToken(user.client, `t${i}`);
    const over = await user.client.gql(CREATE, { input: { name: 'one more', scope: 'READ' } });
    expect(over.errors?.[0]).toMatchObject({ message: MESSAGES.apiTokenLimit(API_LIMITS.tokensPerUser), extensions: { code: 'LIMIT_EXCEEDED' } });
    expect(await tokensOf(user.id)).toHaveLength(API_LIMITS.tokensPerUser);
  });

  it('refuses a malformed, unknown or missing token', async () => {
    expect((await me('musubi_nope')).status).toBe(401);
    expect((await me('x'.repeat(500))).status).toBe(401);
    const none = await fetch(`${server.url}/v2/me`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ errors: [MESSAGES.apiTokenInvalid] });
  });
});

describe('the instance switch', () => {
  it('lets only an administrator turn the API off and on, and an off API refuses every token', async () => {
    const user = await signUpUser(server);
    const made = await makeToken(user.client);

    const refused = await user.client.gql(SETTINGS, { enabled: false });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await server.client().gql(SETTINGS, { enabled: false })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await user.client.ok(LIST)).apiSettings.enabled).toBe(true);

    await admin.client.ok(SETTINGS, { enabled: false });
    expect((await user.client.ok(LIST)).apiSettings.enabled).toBe(false);
    expect(await me(made.secret)).toMatchObject({ status: 403, body: { errors: [MESSAGES.apiDisabled] } });

    await admin.client.ok(SETTINGS, { enabled: true });
    expect((await me(made.secret)).status).toBe(200);
  });
});

describe('the budget per token', () => {
  it('answers Chatwork’s x-ratelimit-* headers, and 429 in its shape past 300 requests in 5 minutes', async () => {
    const user = await signUpUser(server);
    const made = await makeToken(user.client);
    const first = await me(made.secret);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(API_LIMITS.requestsPerWindow));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(API_LIMITS.requestsPerWindow - 1));
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + API_LIMITS.windowSeconds + 1);
    for (let i = 1; i < API_LIMITS.requestsPerWindow; i++) await me(made.secret);
    const over = await me(made.secret);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ errors: [MESSAGES.rateLimited] });
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');
    // Another token of the same account has its own budget.
    expect((await me((await makeToken(user.client)).secret)).status).toBe(200);
  });
});
