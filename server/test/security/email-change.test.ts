import { MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { EMAIL_UNDO_TTL_MS, UNDO_PASSWORD_TTL_MS } from '../../src/modules/auth/service';
import { SIGN_IN, SIGN_UP, signUpUser, startTestServer, TestClient, uniqueEmail } from '../harness';
import { graphql } from '../graphql';

const server = await startTestServer();
const db = server.deps.db;
const SEND = graphql(`mutation EmailChangeSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }`);
const VERIFY = graphql(`mutation EmailChangeVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }`);
const UNDO = graphql(`mutation EmailChangeUndoEmailChange($t: String) { undoEmailChange(token: $t) }`);
const SET_PASSWORD = graphql(`mutation EmailChangeSetPasswordAfterEmailUndo($i: SetPasswordAfterEmailUndoInput!) { setPasswordAfterEmailUndo(input: $i) }`);
const UPDATE_PASSWORD = graphql(`mutation EmailChangeUpdatePassword($o: String, $n: String) { updatePassword(oldPassword: $o, newPassword: $n) }`);
const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';
const undoTokenIn = (text: string) => decodeURIComponent(/\/account\/email\/undo\?token=([^\s&]+)/.exec(text)?.[1] ?? '');

/** The same signed-in session in another pair of hands: its cookie copied. */
function stolen(client: TestClient) {
  const thief = server.client();
  thief.cookie = client.cookie;
  return thief;
}

const codesOf = (userId: string) => db.selectFrom('auth_codes').select(['purpose', 'usedAt']).where('user_id', '=', userId).execute();

async function changeEmail(client: TestClient, password: string) {
  const next = uniqueEmail('moved');
  await client.ok(SEND, { i: { email: next, password } });
  await client.ok(VERIFY, { i: { code: codeIn((await server.smtp.lastMailTo(next)).text) } });
  return next;
}

describe('e-mail change needs the password and can be undone from the old address', () => {
  it('refuses a stolen session without the password, writing and mailing nothing', async () => {
    const owner = await signUpUser(server);
    const thief = stolen(owner.client);
    const target = uniqueEmail('thief');
    const missing = await thief.gql(SEND, { i: { email: target } });
    expect(missing.errors?.[0]).toMatchObject({ message: MESSAGES.required, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    const wrong = await thief.gql(SEND, { i: { email: target, password: 'guess12345' } });
    expect(wrong.errors?.[0]).toMatchObject({ message: MESSAGES.wrongPassword, extensions: { field: 'password' } });
    const malformed = await thief.gql(SEND, { i: { email: 'not-an-address', password: owner.password } });
    expect(malformed.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    const anonymous = await server.client().gql(SEND, { i: { email: target, password: owner.password } });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await codesOf(owner.id)).toEqual([]);
    expect(server.smtp.mails.filter((mail) => mail.to === target)).toEqual([]);
  });

  it('stops guessing the password through a session after 5 wrong tries', async () => {
    const owner = await signUpUser(server);
    for (let i = 0; i < 5; i++) await owner.client.gql(SEND, { i: { email: uniqueEmail(), password: `guess${i}abcde` } });
    const sixth = await owner.client.gql(SEND, { i: { email: uniqueEmail(), password: owner.password } });
    expect(sixth.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(await codesOf(owner.id)).toEqual([]);
  });

  it('undoes a change from the old address: address back, every session ended, the new address’s codes spent', async () => {
    const owner = await signUpUser(server);
    const thief = stolen(owner.client);
    const moved = await changeEmail(thief, owner.password);
    const mail = await server.smtp.lastMailTo(owner.email);
    expect(mail.subject).toContain('メールアドレスが変更されました');
    const token = undoTokenIn(mail.text);
    expect(token).not.toBe('');

    // The thief asks for a reset code at the new address, then the owner undoes before it is used.
    await server.client().ok(graphql(`mutation EmailChangeResetPassword($e: String) { resetPassword(email: $e) }`), { e: moved });
    const resetCode = codeIn((await server.smtp.lastMailTo(moved)).text);
    expect(await server.client().ok(UNDO, { t: token })).toEqual({ undoEmailChange: owner.email });
    expect((await db.selectFrom('users').select('email').where('id', '=', owner.id).executeTakeFirstOrThrow()).email).toBe(owner.email);
    expect((await thief.gql(graphql(`query EmailChangeGetUserDetail { getUserDetail { id } }`))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const reset = await server.client().gql(graphql(`mutation EmailChangeConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }`), {
      i: { email: moved, code: resetCode, newPassword: 'stolen12345' },
    });
    expect(reset.errors?.[0]?.message).toBe(MESSAGES.codeMismatch);
    const signIn = await server.client().gql(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    expect(signIn.errors?.[0]).toMatchObject({ message: MESSAGES.passwordResetRequired, extensions: { code: 'BAD_USER_INPUT', reason: 'PasswordResetRequiredException' } });
    expect((await server.smtp.lastMailTo(owner.email)).subject).toContain('元に戻しました');

    const again = await server.client().gql(UNDO, { t: token });
    expect(again.errors?.[0]).toMatchObject({ message: MESSAGES.emailChangeUndoInvalid, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('voids the password the thief set: every password is refused until the owner sets a new one from the undo link', async () => {
    const owner = await signUpUser(server);
    const thief = stolen(owner.client);
    await thief.ok(UPDATE_PASSWORD, { o: owner.password, n: 'thief-choice-1' });
    const moved = await changeEmail(thief, 'thief-choice-1');
    const token = undoTokenIn((await server.smtp.lastMailTo(owner.email)).text);
    await server.client().ok(UNDO, { t: token });

    for (const [email, password] of [
      [owner.email, 'thief-choice-1'],
      [owner.email, owner.password],
      [moved, 'thief-choice-1'],
    ]) {
      const refused = await server.client().gql(SIGN_IN, { input: { email, password } });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const refused = await server.client().gql(SIGN_IN, { input: { email: owner.email, password: 'thief-choice-1' } });
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.passwordResetRequired, extensions: { reason: 'PasswordResetRequiredException' } });

    // Hostile and malformed tokens and passwords change nothing.
    for (const bad of ['', 'x'.repeat(201), 'unknown-token', null]) {
      const result = await server.client().gql(SET_PASSWORD, { i: { token: bad, newPassword: 'owner-again-1' } });
      expect(result.errors?.[0]).toMatchObject({ message: MESSAGES.emailChangeUndoInvalid, extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
    }
    const weak = await server.client().gql(SET_PASSWORD, { i: { token, newPassword: 'short' } });
    expect(weak.errors?.[0]).toMatchObject({ message: MESSAGES.password, extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });

    expect(await server.client().ok(SET_PASSWORD, { i: { token, newPassword: 'owner-again-1' } })).toEqual({ setPasswordAfterEmailUndo: true });
    expect((await server.smtp.lastMailTo(owner.email)).subject).toContain('パスワードが変更されました');
    const again = await server.client().gql(SET_PASSWORD, { i: { token, newPassword: 'thief-again-1' } });
    expect(again.errors?.[0]?.message).toBe(MESSAGES.emailChangeUndoInvalid);
    expect((await server.client().gql(SIGN_IN, { input: { email: owner.email, password: 'thief-choice-1' } })).errors?.[0]?.message).toBe(MESSAGES.wrongCredentials);
    const signedIn = await server.client().ok(SIGN_IN, { input: { email: owner.email, password: 'owner-again-1' } });
    expect(signedIn.signIn).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('lets the owner set a password with the undo link only after the undo, and only for an hour; then the reset still works', async () => {
    const owner = await signUpUser(server);
    await changeEmail(owner.client, owner.password);
    const token = undoTokenIn((await server.smtp.lastMailTo(owner.email)).text);
    const early = await server.client().gql(SET_PASSWORD, { i: { token, newPassword: 'too-early-12' } });
    expect(early.errors?.[0]?.message).toBe(MESSAGES.emailChangeUndoInvalid);
    await server.client().ok(UNDO, { t: token });
    server.clock.advance(UNDO_PASSWORD_TTL_MS + 1_000);
    try {
      const late = await server.client().gql(SET_PASSWORD, { i: { token, newPassword: 'too-late-123' } });
      expect(late.errors?.[0]?.message).toBe(MESSAGES.emailChangeUndoInvalid);
    } finally {
      server.clock.advance(-(UNDO_PASSWORD_TTL_MS + 1_000));
    }
    await server.client().ok(graphql(`mutation EmailChangeResetPassword2($e: String) { resetPassword(email: $e) }`), { e: owner.email });
    const code = codeIn((await server.smtp.lastMailTo(owner.email)).text);
    await server.client().ok(graphql(`mutation EmailChangeConfirmResetPassword2($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }`), {
      i: { email: owner.email, code, newPassword: 'by-reset-123' },
    });
    await server.client().ok(SIGN_IN, { input: { email: owner.email, password: 'by-reset-123' } });
  });

  it('keeps the first address’s way back through a second change, and holds that address for its 7 days', async () => {
    const owner = await signUpUser(server);
    const thief = stolen(owner.client);
    await changeEmail(thief, owner.password);
    const firstUndo = undoTokenIn((await server.smtp.lastMailTo(owner.email)).text);
    const squat = server.client();
    const signUp = await squat.gql(SIGN_UP, { input: { email: owner.email, password: 'password123', captcha: await squat.captcha() } });
    expect(signUp.errors?.[0]?.extensions.code).toBe('CONFLICT');

    const second = await changeEmail(thief, owner.password);
    expect(second).not.toBe(owner.email);
    expect(await server.client().ok(UNDO, { t: firstUndo })).toEqual({ undoEmailChange: owner.email });
  });

  it('refuses an undo link after 7 days, and any malformed or unknown one, changing nothing', async () => {
    const owner = await signUpUser(server);
    const moved = await changeEmail(owner.client, owner.password);
    const token = undoTokenIn((await server.smtp.lastMailTo(owner.email)).text);
    for (const bad of ['', 'x'.repeat(201), 'unknown-token', null]) {
      const result = await server.client().gql(UNDO, { t: bad });
      expect(result.errors?.[0]).toMatchObject({ message: MESSAGES.emailChangeUndoInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    }
    server.clock.advance(EMAIL_UNDO_TTL_MS + 1_000);
    try {
      expect((await server.client().gql(UNDO, { t: token })).errors?.[0]?.message).toBe(MESSAGES.emailChangeUndoInvalid);
    } finally {
      server.clock.advance(-(EMAIL_UNDO_TTL_MS + 1_000));
    }
    expect((await db.selectFrom('users').select('email').where('id', '=', owner.id).executeTakeFirstOrThrow()).email).toBe(moved);
  });
});
