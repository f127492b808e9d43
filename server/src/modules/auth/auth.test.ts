import { MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { queryText, SIGN_IN, SIGN_UP, signUpUser, startTestServer, uniqueEmail } from '../../../test/harness';
import { SESSION_IDLE_MS } from './sessions';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const ME = graphql(`query AuthGetUserDetail { getUserDetail { id email status isFirstLogin qualifications } }`);
const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1];
const countUsers = async () =>
  Number((await server.deps.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('sign-up → mailed code → confirm → sign out → sign in → reset password', () => {
  it('walks the whole journey', async () => {
    const client = server.client();
    const email = uniqueEmail('journey');
    const signUp = await client.gql(SIGN_UP, {
      input: { email, password: 'password123', captcha: await client.captcha() },
    });
    expect(signUp.errors).toBeUndefined();
    expect(signUp.data?.signUp).toMatchObject({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });

    // Signed in straight away, but unconfirmed.
    expect((await client.ok(ME)).getUserDetail).toMatchObject({ email, status: 0, isFirstLogin: true });
    const row = await server.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(Number(row.codeVerify)).toBeGreaterThanOrEqual(100000);
    expect(Number(row.codeVerify)).toBeLessThanOrEqual(999999);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toContain('確認コード');
    expect(mail.text).toContain(row.codeVerify);

    const wrong = await client.gql(graphql(`mutation AuthConfirmSignUp { confirmSignUp(code: "000000") }`));
    expect(wrong.errors?.[0]).toMatchObject({ message: MESSAGES.codeMismatch, extensions: { code: 'BAD_USER_INPUT' } });
    await client.ok(graphql(`mutation AuthConfirmSignUp2($c: String) { confirmSignUp(code: $c) }`), { c: codeIn(mail.text) });
    expect((await client.ok(ME)).getUserDetail.status).toBe(1);

    await client.ok(graphql(`mutation AuthSignOut { signOut }`));
    const after = await client.gql(ME);
    expect(after.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const signIn = await client.ok(SIGN_IN, { input: { email, password: 'password123' } });
    expect(signIn.signIn).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await client.ok(ME)).getUserDetail.email).toBe(email);

    // Reset with a mailed code; the old password stops working, every session ends.
    const other = server.client();
    expect(await other.ok(graphql(`mutation AuthResetPassword($e: String) { resetPassword(email: $e) }`), { e: email })).toEqual({ resetPassword: true });
    const resetMail = await server.smtp.lastMailTo(email);
    expect(resetMail.subject).toContain('パスワード再設定');
    const code = codeIn(resetMail.text);
    const reset = graphql(`mutation AuthConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }`);
    await other.ok(reset, { i: { email, code, newPassword: 'newpass456' } });
    expect((await client.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const reused = await other.gql(reset, { i: { email, code, newPassword: 'another789' } });
    expect(reused.errors?.[0]?.message).toBe(MESSAGES.codeMismatch);
    const old = await client.gql(SIGN_IN, { input: { email, password: 'password123' } });
    expect(old.errors?.[0]?.message).toBe(MESSAGES.wrongCredentials);
    await client.ok(SIGN_IN, { input: { email, password: 'newpass456' } });
  });
});

describe('the spec messages (section 8)', () => {
  it('answers an unknown e-mail, a wrong password and an existing e-mail word for word', async () => {
    const { email } = await signUpUser(server);
    const client = server.client();
    const unknown = await client.gql(SIGN_IN, { input: { email: uniqueEmail('nobody'), password: 'password123' } });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'ご入力のメールアドレスは登録されていません。',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const wrong = await client.gql(SIGN_IN, { input: { email, password: 'wrongpass1' } });
    expect(wrong.errors?.[0]?.message).toBe('メールアドレスもしくはパスワードが異なります。');
    const taken = await client.gql(SIGN_UP, { input: { email, password: 'password123', captcha: await client.captcha() } });
    expect(taken.errors?.[0]).toMatchObject({ message: '当メールアドレスは既に登録されていました。', extensions: { code: 'CONFLICT' } });
  });

  it('refuses passwords the spec message rules out, and writes nothing', async () => {
    const client = server.client();
    const before = await countUsers();
    // Letters only or digits only satisfy 半角英数字8文字以上 and are accepted (decision 0145).
    for (const password of ['short1', 'ｐａｓｓｗｏｒｄ１２', 'with space1', '']) {
      const result = await client.gql(SIGN_UP, { input: { email: uniqueEmail(), password, captcha: await client.captcha() } });
      expect(result.errors?.[0]).toMatchObject({
        message: 'パスワードは半角英数字8文字以上で入力してください。',
        extensions: { code: 'BAD_USER_INPUT', field: 'password' },
      });
    }
    expect(await countUsers()).toBe(before);
    await client.ok(SIGN_UP, { input: { email: uniqueEmail(), password: 'abcdefgh', captcha: await client.captcha() } });
    expect(await countUsers()).toBe(before + 1);
  });

  it('gives a suspended user the generic error', async () => {
    const { email, password, id } = await signUpUser(server);
    await server.deps.db.updateTable('users').set({ status: 2 }).where('id', '=', id).execute();
    const result = await server.client().gql(SIGN_IN, { input: { email, password } });
    expect(result.errors?.[0]).toMatchObject({ message: 'エラーが発生しています。', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('bad input is refused with a clear code and writes nothing', () => {
  it.each([
    ['missing e-mail', { password: 'password123' }, MESSAGES.required],
    ['empty e-mail', { email: '', password: 'password123' }, MESSAGES.required],
    ['malformed e-mail', { email: 'taro@', password: 'password123' }, MESSAGES.email],
    ['10 KB e-mail', { email: `${'a'.repeat(10_240)}@x.jp`, password: 'password123' }, MESSAGES.tooLong(254)],
    ['SQL-looking e-mail', { email: "x' OR 1=1;--@x.jp", password: 'password123' }, MESSAGES.email],
    ['10 KB password', { email: 'long@musubi.test', password: `a1${'b'.repeat(10_240)}` }, MESSAGES.password],
  ])('%s', async (_name, input, message) => {
    const client = server.client();
    const before = await countUsers();
    const result = await client.gql(SIGN_UP, { input: { ...input, captcha: await client.captcha() } });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await countUsers()).toBe(before);
  });

  it('answers wrong GraphQL types as BAD_USER_INPUT without a stack trace', async () => {
    const result = await server.client().gql('mutation { signIn(input: { email: 12, password: true }) { isSignedIn } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(result)).not.toMatch(/at .*\.js|node_modules/);
  });

  it('requires a solved captcha to sign up, once per challenge', async () => {
    const client = server.client();
    const missing = await client.gql(SIGN_UP, { input: { email: uniqueEmail(), password: 'password123' } });
    expect(missing.errors?.[0]).toMatchObject({ message: MESSAGES.captchaInvalid, extensions: { field: 'captcha' } });
    const captcha = await client.captcha();
    await client.ok(SIGN_UP, { input: { email: uniqueEmail(), password: 'password123', captcha } });
    const replay = await server.client().gql(SIGN_UP, { input: { email: uniqueEmail(), password: 'password123', captcha } });
    expect(replay.errors?.[0]?.message).toBe(MESSAGES.captchaInvalid);
  });

  it('refuses an expired confirmation code', async () => {
    const client = server.client();
    const email = uniqueEmail();
    await client.ok(SIGN_UP, { input: { email, password: 'password123', captcha: await client.captcha() } });
    const code = codeIn((await server.smtp.lastMailTo(email)).text);
    server.clock.advance(25 * 60 * 60_000);
    // The sign-up's session ended after 3 minutes; signing in again starts another.
    await client.ok(SIGN_IN, { input: { email, password: 'password123' } });
    const result = await client.gql(graphql(`mutation AuthConfirmSignUp2($c: String) { confirmSignUp(code: $c) }`), { c: code });
    server.clock.advance(-25 * 60 * 60_000);
    expect(result.errors?.[0]?.message).toBe(MESSAGES.codeExpired);
  });
});

describe('abuse protection', () => {
  it('asks this address for the captcha after 3 failures and lets the right password in with it', async () => {
    const { email, password, id } = await signUpUser(server);
    const client = server.client();
    for (let i = 0; i < 3; i++) {
      const r = await client.gql(SIGN_IN, { input: { email, password: 'wrongpass1' } });
      expect(r.errors?.[0]?.message).toBe(MESSAGES.wrongCredentials);
    }
    const user = await server.deps.db.selectFrom('users').select('countLoginError').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.countLoginError).toBe(3);
    const challenge = await client.ok(SIGN_IN, { input: { email, password } });
    expect(challenge.signIn).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } });

    // More failures never turn into a wait: with the captcha, the right password always gets in.
    for (let i = 0; i < 5; i++) {
      await client.gql(SIGN_IN, { input: { email, password: 'wrongpass1', captcha: await client.captcha() } });
    }
    const ok = await client.ok(SIGN_IN, { input: { email, password, captcha: await client.captcha() } });
    expect(ok.signIn.isSignedIn).toBe(true);
    const reset = await server.deps.db.selectFrom('users').select('countLoginError').where('id', '=', id).executeTakeFirstOrThrow();
    expect(reset.countLoginError).toBe(0);
  });

  it('rate-limits the auth operations per client', async () => {
    const limited = await startTestServer({ limits: { auth: 2 } });
    const client = limited.client();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await client.gql(SIGN_IN, { input: { email: uniqueEmail(), password: 'password123' } });
      codes.push(r.errors?.[0]?.extensions.code ?? 'none');
    }
    expect(codes).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'RATE_LIMITED']);
  });
});

describe('sessions', () => {
  it('keeps the token in an httpOnly SameSite=Lax cookie and stores only its hash', async () => {
    const client = server.client();
    const email = uniqueEmail();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: queryText(SIGN_UP), variables: { input: { email, password: 'password123', captcha: await client.captcha() } } }),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^musubi_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = /musubi_session=([^;]+)/.exec(cookie)?.[1];
    const stored = await server.deps.db.selectFrom('sessions').select('id').execute();
    expect(stored.map((s) => s.id)).not.toContain(token);
  });

  it('refuses an idle-expired session with UNAUTHENTICATED', async () => {
    const { client } = await signUpUser(server);
    server.clock.advance(SESSION_IDLE_MS + 60_000);
    const result = await client.gql(ME);
    server.clock.advance(-(SESSION_IDLE_MS + 60_000));
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('ends every session on global sign-out and on password change', async () => {
    const { client, email, password } = await signUpUser(server);
    const second = server.client();
    await second.ok(SIGN_IN, { input: { email, password } });
    await client.ok(graphql(`mutation AuthSignOut2 { signOut(global: true) }`));
    expect((await second.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    await client.ok(SIGN_IN, { input: { email, password } });
    await second.ok(SIGN_IN, { input: { email, password } });
    const wrongOld = await client.gql(graphql(`mutation AuthUpdatePassword { updatePassword(oldPassword: "nope", newPassword: "brandnew123") }`));
    expect(wrongOld.errors?.[0]?.message).toBe(MESSAGES.wrongOldPassword);
    await client.ok(graphql(`mutation AuthUpdatePassword2($o: String) { updatePassword(oldPassword: $o, newPassword: "brandnew123") }`), { o: password });
    expect((await second.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await client.ok(ME)).getUserDetail.email).toBe(email); // this tab got a fresh session
  });

  it('never exposes secrets through the API', async () => {
    const { client } = await signUpUser(server);
    for (const field of ['password_hash', 'codeVerify', 'codeVerifyExpiresAt']) {
      const r = await client.gql(`{ getUserDetail { ${field} } }`);
      expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('e-mail change with verification', () => {
  it('mails a code to the new address and switches on the right code', async () => {
    const { client, email } = await signUpUser(server);
    const next = uniqueEmail('moved');
    await client.ok(graphql(`mutation AuthSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }`), {
      i: { email: next, password: 'password123' },
    });
    const code = codeIn((await server.smtp.lastMailTo(next)).text);
    const verify = graphql(`mutation AuthVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }`);
    expect((await client.gql(verify, { i: { code: '111111' } })).errors?.[0]?.message).toBe(MESSAGES.codeMismatch);
    expect((await client.ok(verify, { i: { code } })).verifyUpdateEmail.email).toBe(next);
    expect((await server.smtp.lastMailTo(email)).subject).toContain('メールアドレスが変更されました');
    const notices = await client.ok(graphql(`query AuthCustomGetNotifications { customGetNotifications { items { type content link } } }`));
    expect(notices.customGetNotifications.items).toContainEqual({
      type: 1,
      content: MESSAGES.emailChangedNotice(next),
      link: '/account/id/edit',
    });
  });

  it('tells only the user themself of a change waiting for its code, until it is spent or expires', async () => {
    const { client, id } = await signUpUser(server);
    const other = await signUpUser(server);
    const pending = graphql(`query AuthGetUserDetail2 { getUserDetail { pendingEmail } }`);
    expect((await client.ok(pending)).getUserDetail.pendingEmail).toBeNull();
    const next = uniqueEmail('pending');
    await client.ok(graphql(`mutation AuthSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }`), { i: { email: next, password: 'password123' } });
    expect((await client.ok(pending)).getUserDetail.pendingEmail).toBe(next);
    const seenByOther = await other.client.ok(graphql(`query AuthGetProfile($id: ID) { getProfile(id: $id) { pendingEmail } }`), { id });
    expect(seenByOther.getProfile.pendingEmail).toBeNull();
    server.clock.advance(2 * 60 * 60_000);
    expect((await client.ok(pending)).getUserDetail.pendingEmail).toBeNull();
    server.clock.advance(-2 * 60 * 60_000);
    const code = codeIn((await server.smtp.lastMailTo(next)).text);
    await client.ok(graphql(`mutation AuthVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }`), { i: { code } });
    expect((await client.ok(pending)).getUserDetail.pendingEmail).toBeNull();
  });
});

describe('HTTP surface', () => {
  it('accepts only JSON posts on /graphql', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation{signOut}',
    });
    expect(response.status).toBe(415);
  });

  it('answers GET /user?username= with the status, or null', async () => {
    const { email } = await signUpUser(server);
    expect(await (await fetch(`${server.url}/user?username=${encodeURIComponent(email)}`)).json()).toEqual({ status: 1 });
    expect(await (await fetch(`${server.url}/user?username=nobody@musubi.test`)).json()).toBeNull();
  });

  it('limits aliases per query', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ');
    const result = await server.client().gql(`{ ${aliases} }`);
    expect(result.errors?.[0]?.extensions.code).toBe('LIMIT_EXCEEDED');
  });

  it('serves health and readiness', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });
});
