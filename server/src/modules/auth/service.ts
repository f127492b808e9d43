import { MESSAGES, NOTIFICATION_TYPE, USER_STATUS, rules, type SignInStep } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, forbidden, parseInput, rateLimited, unauthenticated } from '../../lib/errors';
import { newId, newToken, newVerificationCode, sha256 } from '../../lib/ids';
import { mailTemplates } from '../../infra/mail/templates';
import { createMyChatRoom } from '../rooms/service';
import { insertNotifications, publishNotifications } from '../notifications/service';
import { requireSignedIn, requireViewer } from '../users/policy';
import {
  confirmWithCode,
  countFailedSignIn,
  countWrongSignUpCode,
  createAccount,
  findUserByEmail,
  findUserById,
  recordSignIn,
  restoreEmail,
  setEmail,
  setPassword,
  setSignUpCode,
} from '../users/repo';
import { hashPassword, verifyPassword } from './passwords';
import { announceSessionsEnded, createSession, endAllSessions, endSession, endUserSessions } from './sessions';

const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60_000;
const RESET_CODE_TTL_MS = 60 * 60_000;
/** How long the old address can undo an e-mail change. */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
/** Wrong codes allowed per mailed code before it is spent. */
export const CODE_ATTEMPTS = 5;
/** Failed sign-ins of one account from one client address after which that address must solve the captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failed sign-ins of one account from anywhere after which every address must solve it (distributed guessing). */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 20;
/** How long a client address's failures are remembered. */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords a signed-in page may type (e-mail or password change) per hour before it must wait. */
const SESSION_PASSWORD_ATTEMPTS = 5;
const SESSION_PASSWORD_WINDOW_MS = 60 * 60_000;

const signInFailuresKey = (userId: string, address: string) => `sign-in-failures:${userId}:${address}`;

export interface SignInResult {
  isSignedIn: boolean;
  nextStep: { signInStep: SignInStep };
  /** Present when a session was started: the caller sets it as the cookie. */
  token?: string;
}

const signUpSchema = z.object({
  email: rules.email(),
  password: rules.password(),
  captcha: z.string().nullish(),
  userIdInvite: z.string().max(64).nullish(),
  typeInvite: z.number().int().min(1).max(4).nullish(),
  linkExternal: z.string().max(2_000).nullish(),
});

const signInSchema = z.object({
  email: rules.email(),
  password: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
  captcha: z.string().nullish(),
});

const emailOnly = z.object({ email: rules.email() });
const codeOnly = z.object({ code: rules.verificationCode() });

/**
 * An address is taken by an account, or held for 7 days by the undo link of another account's e-mail change:
 * whoever moved an account off an address cannot block its owner's undo by signing the address up meanwhile.
 */
async function isAddressTaken(deps: Deps, email: string, exceptUserId?: string) {
  if (await findUserByEmail(deps.db, email)) return true;
  let held = deps.db
    .selectFrom('auth_codes')
    .select('id')
    .where('purpose', '=', 'undo_email_change')
    .where('new_email', '=', email)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', isoNow(deps.clock));
  if (exceptUserId) held = held.where('user_id', '!=', exceptUserId);
  return !!(await held.executeTakeFirst());
}

/**
 * The password typed in a signed-in page (e-mail or password change). A stolen session must not be able to
 * guess it: after 5 wrong ones in an hour the page must wait.
 */
async function checkSessionPassword(deps: Deps, userId: string, password: string, field: string, message: string) {
  const key = `session-password-failures:${userId}`;
  if ((await deps.counters.read(key)) >= SESSION_PASSWORD_ATTEMPTS) throw rateLimited(SESSION_PASSWORD_WINDOW_MS / 1000);
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.password_hash, password))) {
    await deps.counters.increment(key, SESSION_PASSWORD_WINDOW_MS);
    throw badInput(message, { field });
  }
}

async function sendMail(deps: Deps, to: string, template: { subject: string; text: string }) {
  try {
    await deps.mail.send({ to, ...template });
  } catch (error) {
    deps.log.error({ err: error, to }, 'mail could not be sent');
    throw new AppError('INTERNAL_SERVER_ERROR', MESSAGES.genericError);
  }
}

/** Creates the account (status 0 with a mailed 6-digit code) and signs the new user in. */
export async function signUp(deps: Deps, input: unknown, userAgent?: string) {
  const data = parseInput(signUpSchema, input);
  if (!(await deps.captcha.verify(data.captcha))) throw badInput(MESSAGES.captchaInvalid, { field: 'captcha' });
  if (await isAddressTaken(deps, data.email)) {
    throw new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { reason: 'UsernameExistsException' });
  }
  const code = newVerificationCode();
  const id = newId();
  const now = isoNow(deps.clock);
  const passwordHash = await hashPassword(data.password);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await createAccount(trx, {
        id,
        email: data.email,
        password_hash: passwordHash,
        status: USER_STATUS.unconfirmed,
        codeVerify: code,
        codeVerifyExpiresAt: isoIn(deps.clock, SIGN_UP_CODE_TTL_MS),
        userIdInvite: data.userIdInvite ?? null,
        typeInvite: data.typeInvite ?? null,
        linkExternal: data.linkExternal ?? null,
        lastTimeLogin: now,
        createdAt: now,
        updatedAt: now,
      });
      await createMyChatRoom(trx, deps, { id, email: data.email });
    });
  } catch (error) {
    // Two sign-ups for one address at once: the unique index decides, the loser gets the spec's message.
    if (await findUserByEmail(deps.db, data.email)) throw conflict(MESSAGES.emailAlreadyRegistered);
    throw error;
  }
  const token = await createSession(deps.db, deps.clock, id, userAgent);
  await sendMail(deps, data.email, mailTemplates.signUpCode(code));
  return {
    token,
    result: { isSignUpComplete: false, userId: id, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const } },
  };
}

const codeSpent = () => badInput(MESSAGES.codeSpent, { field: 'code', reason: 'CodeSpentException' });

/**
 * The mailed sign-up code, spent after 5 wrong tries like a reset code. Each check is one conditional UPDATE, so
 * tries sent at once cannot slip past the count.
 */
export async function confirmSignUp(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireSignedIn(viewer);
  const { code } = parseInput(codeOnly, input);
  const user = await findUserById(deps.db, me.id);
  if (!user) throw unauthenticated();
  if (user.status !== USER_STATUS.unconfirmed) throw badInput(MESSAGES.alreadyConfirmed);
  if (!user.codeVerify || user.codeVerifyAttempts >= CODE_ATTEMPTS) throw codeSpent();
  if (!user.codeVerifyExpiresAt || Date.parse(user.codeVerifyExpiresAt) < deps.clock.now().getTime()) {
    throw badInput(MESSAGES.codeExpired, { field: 'code', reason: 'ExpiredCodeException' });
  }
  if (await confirmWithCode(deps.db, me.id, code, CODE_ATTEMPTS, isoNow(deps.clock))) return true;
  const attempts = await countWrongSignUpCode(deps.db, me.id, CODE_ATTEMPTS);
  if (attempts === null || attempts >= CODE_ATTEMPTS) throw codeSpent();
  throw badInput(MESSAGES.codeMismatch, {
    field: 'code',
    reason: 'CodeMismatchException',
    attemptsLeft: CODE_ATTEMPTS - attempts,
  });
}

/** A fresh sign-up code (and 5 fresh tries); the old one stops working. */
export async function resendSignUpCode(deps: Deps, viewer: Viewer | null) {
  const me = requireSignedIn(viewer);
  if (me.status !== USER_STATUS.unconfirmed) throw badInput(MESSAGES.alreadyConfirmed);
  const code = newVerificationCode();
  await setSignUpCode(deps.db, me.id, { code, expiresAt: isoIn(deps.clock, SIGN_UP_CODE_TTL_MS), now: isoNow(deps.clock) });
  await sendMail(deps, me.email, mailTemplates.signUpCode(code));
  return true;
}

/**
 * Failed sign-ins are counted per account and client address (shared by the nodes) and per account (the spec's
 * countLoginError). Past a threshold the captcha is asked for; the right password with a solved captcha always
 * gets in, so nobody can lock an owner out by failing on purpose.
 */
export async function signIn(deps: Deps, input: unknown, client: { userAgent?: string; address: string }): Promise<SignInResult> {
  const data = parseInput(signInSchema, input);
  const user = await findUserByEmail(deps.db, data.email);
  if (!user) throw badInput(MESSAGES.emailNotRegistered, { reason: 'UserNotFoundException' });

  const failuresKey = signInFailuresKey(user.id, client.address);
  const needsCaptcha = (addressFailures: number, accountFailures: number) =>
    addressFailures >= CAPTCHA_AFTER_FAILURES || accountFailures >= CAPTCHA_AFTER_ACCOUNT_FAILURES;
  if (needsCaptcha(await deps.counters.read(failuresKey), user.countLoginError)) {
    if (!data.captcha) return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } };
    if (!(await deps.captcha.verify(data.captcha))) throw badInput(MESSAGES.captchaInvalid, { field: 'captcha' });
  }

  if (!(await verifyPassword(user.password_hash, data.password))) {
    const addressFailures = await deps.counters.increment(failuresKey, FAILURE_WINDOW_MS);
    await countFailedSignIn(deps.db, user.id);
    throw badInput(MESSAGES.wrongCredentials, {
      reason: 'NotAuthorizedException',
      captchaRequired: needsCaptcha(addressFailures, user.countLoginError + 1),
    });
  }
  if (user.status === USER_STATUS.suspended) throw forbidden(MESSAGES.genericError);

  await deps.counters.reset(failuresKey);
  await recordSignIn(deps.db, user.id, isoNow(deps.clock));
  const token = await createSession(deps.db, deps.clock, user.id, client.userAgent);
  const step: SignInStep = user.status === USER_STATUS.unconfirmed ? 'CONFIRM_SIGN_UP' : 'DONE';
  return { isSignedIn: true, nextStep: { signInStep: step }, token };
}

/** Signs out this page's session, or every session of the user; either way their sockets close. */
export async function signOut(deps: Deps, viewer: Viewer | null, global: boolean) {
  if (!viewer) return true;
  if (global) {
    await endUserSessions(deps, viewer.id, 'signed_out_everywhere');
  } else {
    const sessionIds = await endSession(deps.db, viewer.sessionId);
    await announceSessionsEnded(deps, { userId: viewer.id, sessionIds, reason: 'signed_out' });
  }
  return true;
}

/** Mails a reset code when the address is known. Always answers true so addresses cannot be probed here. */
export async function resetPassword(deps: Deps, input: unknown) {
  const { email } = parseInput(emailOnly, input);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === USER_STATUS.suspended) return true;
  const code = await issueCode(deps, user.id, 'reset_password', null);
  await sendMail(deps, email, mailTemplates.resetPasswordCode(code));
  return true;
}

async function issueCode(deps: Deps, userId: string, purpose: 'reset_password' | 'change_email', newEmail: string | null) {
  const code = newVerificationCode();
  await deps.db.transaction().execute(async (trx) => {
    // One live code per purpose: a new request spends the old one.
    await trx.deleteFrom('auth_codes').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('auth_codes')
      .values({
        id: newId(),
        user_id: userId,
        purpose,
        code_hash: sha256(`${userId}:${code}`),
        new_email: newEmail,
        expiresAt: isoIn(deps.clock, RESET_CODE_TTL_MS),
        createdAt: isoNow(deps.clock),
      })
      .execute();
  });
  return code;
}

/** Checks a mailed code once: right and fresh spends it; wrong counts an attempt; spent or stale is refused. */
/** The new address of the user's e-mail change still waiting for its code, told to that user only; else null. */
export async function pendingEmailChange(deps: Pick<Deps, 'db' | 'clock'>, viewer: Viewer | null, userId: string): Promise<string | null> {
  if (viewer?.id !== userId) return null;
  const row = await deps.db
    .selectFrom('auth_codes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'change_email')
    .where('usedAt', 'is', null)
    .where('attempts', '<', CODE_ATTEMPTS)
    .where('expiresAt', '>', isoNow(deps.clock))
    .executeTakeFirst();
  return row?.new_email ?? null;
}

async function consumeCode(deps: Deps, userId: string, purpose: 'reset_password' | 'change_email', code: string) {
  const row = await deps.db
    .selectFrom('auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  const mismatch = badInput(MESSAGES.codeMismatch, { field: 'code', reason: 'CodeMismatchException' });
  if (!row || row.attempts >= CODE_ATTEMPTS) throw mismatch;
  if (Date.parse(row.expiresAt) < deps.clock.now().getTime()) {
    throw badInput(MESSAGES.codeExpired, { field: 'code', reason: 'ExpiredCodeException' });
  }
  if (row.code_hash !== sha256(`${userId}:${code}`)) {
    await deps.db.updateTable('auth_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
    throw mismatch;
  }
  // The WHERE on usedAt makes the spend atomic: of two requests with one code, one wins.
  const spent = await deps.db
    .updateTable('auth_codes')
    .set({ usedAt: isoNow(deps.clock) })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw mismatch;
  return row;
}

const confirmResetSchema = z.object({
  email: rules.email(),
  code: rules.verificationCode(),
  newPassword: rules.password(),
});

export async function confirmResetPassword(deps: Deps, input: unknown) {
  const data = parseInput(confirmResetSchema, input);
  const user = await findUserByEmail(deps.db, data.email);
  if (!user) throw badInput(MESSAGES.codeMismatch, { field: 'code', reason: 'CodeMismatchException' });
  await consumeCode(deps, user.id, 'reset_password', data.code);
  const passwordHash = await hashPassword(data.newPassword);
  const sessionIds = await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, { passwordHash, now: isoNow(deps.clock), forgetFailedSignIns: true });
    return endAllSessions(trx, user.id);
  });
  await announceSessionsEnded(deps, { userId: user.id, sessionIds, reason: 'password_reset' });
  await sendMail(deps, user.email, mailTemplates.passwordChanged());
  return true;
}

const updatePasswordSchema = z.object({
  oldPassword: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
  newPassword: rules.password(),
});

/**
 * Changes the password and ends every session; the caller gets a fresh one so this tab stays signed in, and the
 * sockets of its old session carry on with the new one.
 */
export async function updatePassword(deps: Deps, viewer: Viewer | null, input: unknown, userAgent?: string) {
  const me = requireViewer(viewer);
  const data = parseInput(updatePasswordSchema, input);
  await checkSessionPassword(deps, me.id, data.oldPassword, 'oldPassword', MESSAGES.wrongOldPassword);
  if (data.oldPassword === data.newPassword) throw badInput(MESSAGES.samePassword, { field: 'newPassword' });
  const passwordHash = await hashPassword(data.newPassword);
  const { sessionIds, token } = await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, me.id, { passwordHash, now: isoNow(deps.clock), forgetFailedSignIns: false });
    const ended = await endAllSessions(trx, me.id);
    return { sessionIds: ended, token: await createSession(trx, deps.clock, me.id, userAgent) };
  });
  await announceSessionsEnded(deps, {
    userId: me.id,
    sessionIds,
    reason: 'password_changed',
    carriedOver: { from: me.sessionId, to: sha256(token) },
  });
  await sendMail(deps, me.email, mailTemplates.passwordChanged());
  return token;
}

const sendMailUpdateEmailSchema = z.object({
  email: rules.email(),
  password: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
});

/** Mails a code to the new address. The password is asked for, so a stolen session alone cannot move the account. */
export async function sendMailUpdateEmail(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireSignedIn(viewer);
  const { email, password } = parseInput(sendMailUpdateEmailSchema, input);
  await checkSessionPassword(deps, me.id, password, 'password', MESSAGES.wrongPassword);
  if (email === me.email || (await isAddressTaken(deps, email, me.id))) {
    throw new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { field: 'email' });
  }
  const code = await issueCode(deps, me.id, 'change_email', email);
  await sendMail(deps, email, mailTemplates.changeEmailCode(code));
  return true;
}

/**
 * Switches to the address the code was mailed to. A confirmed account's old address gets a link that undoes the
 * change for 7 days. For an account not confirmed yet the code proves the new mailbox, which confirms it, and
 * the old address, never proven, hears nothing.
 */
export async function verifyUpdateEmail(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireSignedIn(viewer);
  const { code } = parseInput(codeOnly, input);
  const row = await consumeCode(deps, me.id, 'change_email', code);
  const newEmail = row.new_email!;
  if (await isAddressTaken(deps, newEmail, me.id)) throw conflict(MESSAGES.emailAlreadyRegistered);
  const wasConfirmed = me.status !== USER_STATUS.unconfirmed;
  const undoToken = newToken();
  // The address signs in: every other session ends, and so do the sockets of this one, which hold the old address.
  const { notifications, sessionIds } = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    await setEmail(trx, me.id, { email: newEmail, now, confirms: !wasConfirmed });
    if (wasConfirmed) {
      await trx
        .insertInto('auth_codes')
        .values({
          id: newId(),
          user_id: me.id,
          purpose: 'undo_email_change',
          code_hash: sha256(undoToken),
          new_email: me.email,
          expiresAt: isoIn(deps.clock, EMAIL_UNDO_TTL_MS),
          createdAt: now,
        })
        .execute();
    }
    const ended = await endAllSessions(trx, me.id, me.sessionId);
    const stored = await insertNotifications(trx, deps, [
      { user_id: me.id, type: NOTIFICATION_TYPE.account, content: MESSAGES.emailChangedNotice(newEmail), link: '/account/id/edit' },
    ]);
    return { notifications: stored, sessionIds: ended };
  });
  await announceSessionsEnded(deps, { userId: me.id, sessionIds, reason: 'email_changed' });
  await publishNotifications(deps, notifications);
  if (wasConfirmed) {
    const undoLink = `${deps.config.publicUrl}/account/email/undo?token=${encodeURIComponent(undoToken)}`;
    await sendMail(deps, me.email, mailTemplates.emailChanged(newEmail, undoLink));
  }
  return (await findUserById(deps.db, me.id))!;
}

const undoSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * The old address's link: the account gets that address back, every session ends (whoever moved it is signed
 * out), pending reset and change codes are spent, and later undo links (mailed to addresses that came after) die.
 * Earlier links stay, so a second change cannot take the first address's way back. Needs no session.
 */
export async function undoEmailChange(deps: Deps, input: unknown) {
  const invalid = badInput(MESSAGES.emailChangeUndoInvalid, { field: 'token' });
  const parsed = undoSchema.safeParse(input ?? {});
  if (!parsed.success) throw invalid;
  const { token } = parsed.data;
  const row = await deps.db
    .selectFrom('auth_codes')
    .selectAll()
    .where('purpose', '=', 'undo_email_change')
    .where('code_hash', '=', sha256(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', isoNow(deps.clock))
    .executeTakeFirst();
  if (!row?.new_email) throw invalid;
  const restored = row.new_email;
  const holder = await findUserByEmail(deps.db, restored);
  if (holder && holder.id !== row.user_id) throw conflict(MESSAGES.emailAlreadyRegistered);
  const sessionIds = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const spent = await trx
      .updateTable('auth_codes')
      .set({ usedAt: now })
      .where('id', '=', row.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw invalid;
    await restoreEmail(trx, row.user_id, restored, now);
    await trx
      .deleteFrom('auth_codes')
      .where('user_id', '=', row.user_id)
      .where((eb) =>
        eb.or([
          eb('purpose', 'in', ['reset_password', 'change_email']),
          eb.and([eb('purpose', '=', 'undo_email_change'), eb('usedAt', 'is', null), eb('createdAt', '>=', row.createdAt), eb('id', '!=', row.id)]),
        ]),
      )
      .execute();
    return endAllSessions(trx, row.user_id);
  });
  await announceSessionsEnded(deps, { userId: row.user_id, sessionIds, reason: 'email_change_undone' });
  await sendMail(deps, restored, mailTemplates.emailChangeUndone(restored));
  return restored;
}
