import { MESSAGES } from '@musubi/shared';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, type TestClient, type TestServer } from '../harness';
import { graphql } from '../graphql';

// Behind a trusted proxy, as in production: X-Forwarded-For names the client (the captcha counts per address).
const server: TestServer = await startTestServer({ env: { TRUST_PROXY: 'true' } });

const BEGIN = graphql(`mutation TotpBegin { beginTotpSetup { secret uri qrCode } }`);
const CONFIRM_SETUP = graphql(`mutation TotpConfirmSetup($code: String) { confirmTotpSetup(code: $code) }`);
const STATUS = graphql(`query TotpStatus { twoStepStatus { totpEnabled recoveryCodesLeft } }`);
const CONFIRM_SIGN_IN = graphql(`mutation TotpConfirmSignIn($input: ConfirmSignInInput!) { confirmSignIn(input: $input) { isSignedIn nextStep { signInStep } } }`);
const DISABLE = graphql(`mutation TotpDisable($input: DisableTotpInput!) { disableTotp(input: $input) }`);
const REGENERATE = graphql(`mutation TotpRegenerate($password: String) { regenerateRecoveryCodes(password: $password) }`);
const ME = graphql(`query TotpMe { getUserDetail { id } }`);

const STEP_MS = 30_000;

/**
 * The code an authenticator app shows now by the server's clock, computed by otplib: an implementation of RFC 6238
 * independent of the server's (otpauth).
 */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(server.clock.now().getTime() / 1000) });

/** A 6-digit code that the app shows at none of the steps the server accepts now (this one and either side). */
async function wrongCode(secret: string): Promise<string> {
  const epoch = Math.floor(server.clock.now().getTime() / 1000);
  const accepted = await Promise.all([-30, 0, 30].map((shift) => generate({ secret, epoch: epoch + shift })));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code))!;
}

/** Moves the server's clock to the next time step, so a fresh code can be taken. */
const nextStep = () => server.clock.advance(STEP_MS);

/** A user with an authenticator app set up: its key and the recovery codes shown. */
async function userWithTotp() {
  const user = await signUpUser(server);
  const { beginTotpSetup } = await user.client.ok(BEGIN);
  const { confirmTotpSetup } = await user.client.ok(CONFIRM_SETUP, { code: await codeNow(beginTotpSetup.secret) });
  nextStep();
  return { ...user, secret: beginTotpSetup.secret, recoveryCodes: confirmTotpSetup };
}

function clientAt(address: string): TestClient {
  const client = server.client();
  client.headers['x-forwarded-for'] = address;
  return client;
}

/** The password step of a sign-in: answers the client holding the sign-in that waits for its code. */
async function passwordStep(email: string, password: string, address = '198.51.100.7') {
  const client = clientAt(address);
  const { signIn } = await client.ok(SIGN_IN, { input: { email, password } });
  expect(signIn).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });
  return client;
}

const sessionCount = async (userId: string) =>
  (await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('setting up an authenticator app', () => {
  it('shows a key as text and as a QR code, turns on with a first code, and gives ten recovery codes once', async () => {
    const user = await signUpUser(server);
    expect((await user.client.ok(STATUS)).twoStepStatus).toEqual({ totpEnabled: false, recoveryCodesLeft: 0 });
    const { beginTotpSetup } = await user.client.ok(BEGIN);
    expect(beginTotpSetup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(beginTotpSetup.uri).toContain(`secret=${beginTotpSetup.secret}`);
    expect(beginTotpSetup.uri).toMatch(/^otpauth:\/\/totp\/Musubi:/);
    expect(beginTotpSetup.qrCode).toMatch(/^data:image\/png;base64,/);
    // Nothing is on until a code comes back.
    expect((await user.client.ok(STATUS)).twoStepStatus.totpEnabled).toBe(false);

    const wrong = await user.client.gql(CONFIRM_SETUP, { code: await wrongCode(beginTotpSetup.secret) });
    expect(wrong.errors?.[0]?.message).toBe(MESSAGES.codeMismatch);

    const { confirmTotpSetup: codes } = await user.client.ok(CONFIRM_SETUP, { code: await codeNow(beginTotpSetup.secret) });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect((await user.client.ok(STATUS)).twoStepStatus).toEqual({ totpEnabled: true, recoveryCodesLeft: 10 });
    expect((await server.smtp.lastMailTo(user.email)).subject).toBe('【Musubi】二段階認証を有効にしました');

    // Stored: the key sealed, the recovery codes hashed.
    const factor = await server.deps.db.selectFrom('totp_factors').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(factor.secret).not.toContain(beginTotpSetup.secret);
    const stored = await server.deps.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    expect((await user.client.gql(BEGIN)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses a signed-out caller, malformed codes, and a confirmation without a key begun', async () => {
    const anonymous = server.client();
    expect((await anonymous.gql(BEGIN)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(STATUS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const user = await signUpUser(server);
    expect((await user.client.gql(CONFIRM_SETUP, { code: '123456' })).errors?.[0]?.message).toBe(MESSAGES.totpSetupMissing);
    for (const code of [null, '', '12345', '1234567', 'abcdef']) {
      expect((await user.client.gql(CONFIRM_SETUP, { code })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await server.deps.db.selectFrom('totp_factors').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('signing in with two-step verification', () => {
  it('asks for the code after the password and signs in with it; no session before', async () => {
    const user = await userWithTotp();
    const before = await sessionCount(user.id);
    const client = await passwordStep(user.email, user.password);
    expect(await sessionCount(user.id)).toBe(before);
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { confirmSignIn } = await client.ok(CONFIRM_SIGN_IN, { input: { challengeResponse: await codeNow(user.secret) } });
    expect(confirmSignIn).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await client.ok(ME)).getUserDetail?.id).toBe(user.id);
  });

  it('refuses a code replayed, even by another sign-in within its time step', async () => {
    const user = await userWithTotp();
    const code = await codeNow(user.secret);
    const first = await passwordStep(user.email, user.password);
    await first.ok(CONFIRM_SIGN_IN, { input: { challengeResponse: code } });

    const second = await passwordStep(user.email, user.password);
    const replayed = await second.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: code } });
    expect(replayed.errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    expect((await second.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The next step's code is fresh and is taken.
    nextStep();
    await second.ok(CONFIRM_SIGN_IN, { input: { challengeResponse: await codeNow(user.secret) } });
  });

  it('takes a recovery code once, in any case and with or without its hyphen', async () => {
    const user = await userWithTotp();
    const recovery = user.recoveryCodes[0]!;
    const first = await passwordStep(user.email, user.password);
    await first.ok(CONFIRM_SIGN_IN, { input: { challengeResponse: ` ${recovery.replace('-', '').toUpperCase()} ` } });
    expect((await first.ok(STATUS)).twoStepStatus.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(user.email, user.password);
    const again = await second.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: recovery } });
    expect(again.errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    expect((await second.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('counts wrong codes toward the captcha like wrong passwords, and ends the sign-in after five', async () => {
    const user = await userWithTotp();
    const client = await passwordStep(user.email, user.password, '203.0.113.40');
    const wrong = await wrongCode(user.secret);
    for (let i = 0; i < 3; i++) {
      const refused = await client.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: wrong } });
      expect(refused.errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    }
    // Past three failures from this address, the captcha is asked for, here as at the password step.
    const asked = await client.ok(CONFIRM_SIGN_IN, { input: { challengeResponse: wrong } });
    expect(asked.confirmSignIn.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    const again = await clientAt('203.0.113.40').ok(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(again.signIn.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');

    for (let i = 0; i < 2; i++) {
      await client.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: wrong, captcha: await client.captcha() } });
    }
    // Five wrong codes spend the sign-in: even the right code is refused now.
    const spent = await client.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: await codeNow(user.secret), captcha: await client.captcha() } });
    expect(spent.errors?.[0]?.message).toBe(MESSAGES.twoStepExpired);
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a second step without its sign-in, after five minutes, or with a malformed answer', async () => {
    const user = await userWithTotp();
    const stranger = server.client();
    expect((await stranger.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: await codeNow(user.secret) } })).errors?.[0]?.message).toBe(MESSAGES.twoStepExpired);

    const late = await passwordStep(user.email, user.password);
    server.clock.advance(5 * 60_000 + 1_000);
    expect((await late.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: await codeNow(user.secret) } })).errors?.[0]?.message).toBe(MESSAGES.twoStepExpired);

    const client = await passwordStep(user.email, user.password);
    for (const challengeResponse of [null, '', 'x'.repeat(41)]) {
      expect((await client.gql(CONFIRM_SIGN_IN, { input: { challengeResponse } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is not bypassed by resetting the password', async () => {
    const user = await userWithTotp();
    await server.client().ok(graphql(`mutation TotpReset($email: String) { resetPassword(email: $email) }`), { email: user.email });
    const code = /(\d{6})/.exec((await server.smtp.lastMailTo(user.email)).text)?.[1];
    await server.client().ok(graphql(`mutation TotpConfirmReset($input: ConfirmResetPasswordInput!) { confirmResetPassword(input: $input) }`), {
      input: { email: user.email, code, newPassword: 'newpassword456' },
    });
    const client = await passwordStep(user.email, 'newpassword456');
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('turning it off and renewing recovery codes', () => {
  it('needs the password and a code to turn off, and then sign-in asks for the password only', async () => {
    const user = await userWithTotp();
    const wrongPassword = await user.client.gql(DISABLE, { input: { password: 'wrongpass1', code: await codeNow(user.secret) } });
    expect(wrongPassword.errors?.[0]?.message).toBe(MESSAGES.wrongPassword);
    const wrongCode = await user.client.gql(DISABLE, { input: { password: user.password, code: '12345a' } });
    expect(wrongCode.errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    expect((await user.client.gql(DISABLE, { input: { password: user.password } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.client().gql(DISABLE, { input: { password: user.password, code: await codeNow(user.secret) } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await user.client.ok(STATUS)).twoStepStatus.totpEnabled).toBe(true);

    await user.client.ok(DISABLE, { input: { password: user.password, code: await codeNow(user.secret) } });
    expect((await user.client.ok(STATUS)).twoStepStatus).toEqual({ totpEnabled: false, recoveryCodesLeft: 0 });
    expect((await server.smtp.lastMailTo(user.email)).subject).toBe('【Musubi】二段階認証を無効にしました');
    const { signIn } = await server.client().ok(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(signIn).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('gives a fresh set of recovery codes for the password, and the old set stops working', async () => {
    const user = await userWithTotp();
    expect((await user.client.gql(REGENERATE, { password: 'wrongpass1' })).errors?.[0]?.message).toBe(MESSAGES.wrongPassword);
    const { regenerateRecoveryCodes: fresh } = await user.client.ok(REGENERATE, { password: user.password });
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.recoveryCodes[0]);
    const old = await passwordStep(user.email, user.password);
    expect((await old.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: user.recoveryCodes[0]! } })).errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    await old.ok(CONFIRM_SIGN_IN, { input: { challengeResponse: fresh[0]! } });

    const other = await signUpUser(server);
    expect((await other.client.gql(REGENERATE, { password: other.password })).errors?.[0]?.message).toBe(MESSAGES.totpNotEnabled);
  });

  it('does not take another account’s codes', async () => {
    const alice = await userWithTotp();
    const mallory = await userWithTotp();
    const client = await passwordStep(alice.email, alice.password);
    expect((await client.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: mallory.recoveryCodes[0]! } })).errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    expect((await client.gql(CONFIRM_SIGN_IN, { input: { challengeResponse: await codeNow(mallory.secret) } })).errors?.[0]?.message).toBe(MESSAGES.twoStepCodeMismatch);
    expect((await client.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
