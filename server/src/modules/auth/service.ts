import { MESSAGES, NOTIFICATION_TYPE, USER_STATUS, rules, type SignInStep } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, forbidden, parseInput, rateLimited } from '../../lib/errors';
import { newId, newVerificationCode, sha256 } from '../../lib/ids';
import { mailTemplates } from '../../infra/mail/templates';
import { createMyChatRoom } from '../rooms/service';
import { insertNotifications, publishNotifications } from '../notifications/service';
import { requireViewer } from '../users/policy';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, endAllSessions, endSession } from './sessions';

const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60_000;
const RESET_CODE_TTL_MS = 60 * 60_000;
/** Wrong codes allowed per mailed code before it is spent. */
export const CODE_ATTEMPTS = 5;
/** Failed sign-ins for an address after which the captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** Failed sign-ins from the fifth on make the next try wait 1 s, 2 s, 4 s … up to 5 minutes; never a lockout. */
export function loginDelayMs(failures: number): number {
  if (failures < 5) return 0;
  return Math.min(2 ** (failures - 5), 300) * 1000;
}

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

async function findUserByEmail(deps: Deps, email: string) {
  return deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
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
  if (await findUserByEmail(deps, data.email)) {
    throw new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { reason: 'UsernameExistsException' });
  }
  const code = newVerificationCode();
  const id = newId();
  const now = isoNow(deps.clock);
  const passwordHash = await hashPassword(data.password);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
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
        })
        .execute();
      await createMyChatRoom(trx, deps, { id, email: data.email });
    });
  } catch (error) {
    // Two sign-ups for one address at once: the unique index decides, the loser gets the spec's message.
    if (await findUserByEmail(deps, data.email)) throw conflict(MESSAGES.emailAlreadyRegistered);
    throw error;
  }
  const token = await createSession(deps.db, deps.clock, id, userAgent);
  await sendMail(deps, data.email, mailTemplates.signUpCode(code));
  return {
    token,
    result: { isSignUpComplete: false, userId: id, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' as const } },
  };
}

export async function confirmSignUp(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { code } = parseInput(codeOnly, input);
  const user = await deps.db
    .selectFrom('users')
    .select(['status', 'codeVerify', 'codeVerifyExpiresAt'])
    .where('id', '=', me.id)
    .executeTakeFirstOrThrow();
  if (user.status !== USER_STATUS.unconfirmed) throw badInput(MESSAGES.alreadyConfirmed);
  if (!user.codeVerify || user.codeVerify !== code) {
    throw badInput(MESSAGES.codeMismatch, { field: 'code', reason: 'CodeMismatchException' });
  }
  if (!user.codeVerifyExpiresAt || Date.parse(user.codeVerifyExpiresAt) < deps.clock.now().getTime()) {
    throw badInput(MESSAGES.codeExpired, { field: 'code', reason: 'ExpiredCodeException' });
  }
  await deps.db
    .updateTable('users')
    .set({ status: USER_STATUS.active, codeVerify: null, codeVerifyExpiresAt: null, updatedAt: isoNow(deps.clock) })
    .where('id', '=', me.id)
    .where('status', '=', USER_STATUS.unconfirmed)
    .execute();
  return true;
}

export async function resendSignUpCode(deps: Deps, viewer: Viewer | null) {
  const me = requireViewer(viewer);
  if (me.status !== USER_STATUS.unconfirmed) throw badInput(MESSAGES.alreadyConfirmed);
  const code = newVerificationCode();
  await deps.db
    .updateTable('users')
    .set({ codeVerify: code, codeVerifyExpiresAt: isoIn(deps.clock, SIGN_UP_CODE_TTL_MS), updatedAt: isoNow(deps.clock) })
    .where('id', '=', me.id)
    .execute();
  await sendMail(deps, me.email, mailTemplates.signUpCode(code));
  return true;
}

export async function signIn(deps: Deps, input: unknown, userAgent?: string): Promise<SignInResult> {
  const data = parseInput(signInSchema, input);
  const user = await findUserByEmail(deps, data.email);
  if (!user) throw badInput(MESSAGES.emailNotRegistered, { reason: 'UserNotFoundException' });

  const now = deps.clock.now();
  if (user.lockedUntil && Date.parse(user.lockedUntil) > now.getTime()) {
    throw rateLimited(Math.ceil((Date.parse(user.lockedUntil) - now.getTime()) / 1000));
  }
  if (user.countLoginError >= CAPTCHA_AFTER_FAILURES) {
    if (!data.captcha) return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } };
    if (!(await deps.captcha.verify(data.captcha))) throw badInput(MESSAGES.captchaInvalid, { field: 'captcha' });
  }

  if (!(await verifyPassword(user.password_hash, data.password))) {
    const failures = user.countLoginError + 1;
    const delay = loginDelayMs(failures);
    await deps.db
      .updateTable('users')
      .set({ countLoginError: failures, lockedUntil: delay ? isoIn(deps.clock, delay) : null })
      .where('id', '=', user.id)
      .execute();
    throw badInput(MESSAGES.wrongCredentials, {
      reason: 'NotAuthorizedException',
      captchaRequired: failures >= CAPTCHA_AFTER_FAILURES,
    });
  }
  if (user.status === USER_STATUS.suspended) throw forbidden(MESSAGES.genericError);

  await deps.db
    .updateTable('users')
    .set({ countLoginError: 0, lockedUntil: null, lastTimeLogin: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  const token = await createSession(deps.db, deps.clock, user.id, userAgent);
  const step: SignInStep = user.status === USER_STATUS.unconfirmed ? 'CONFIRM_SIGN_UP' : 'DONE';
  return { isSignedIn: true, nextStep: { signInStep: step }, token };
}

export const sessionEndTopic = (userId: string) => `user:${userId}:session-end`;

/** Tells the user's open pages that their sessions are gone; published after the sessions are deleted. */
export async function announceSessionEnd(deps: Deps, userId: string, reason: string) {
  await deps.pubsub.publish(sessionEndTopic(userId), { onSessionEnd: { reason } });
}

export async function signOut(deps: Deps, viewer: Viewer | null, global: boolean) {
  if (!viewer) return true;
  if (global) {
    await endAllSessions(deps.db, viewer.id);
    await announceSessionEnd(deps, viewer.id, 'signed_out_everywhere');
  } else {
    await endSession(deps.db, viewer.sessionId);
  }
  return true;
}

/** Mails a reset code when the address is known. Always answers true so addresses cannot be probed here. */
export async function resetPassword(deps: Deps, input: unknown) {
  const { email } = parseInput(emailOnly, input);
  const user = await findUserByEmail(deps, email);
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
/** The new address of the user's e-mail change still waiting for its code, or null. */
export async function pendingEmailChange(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<string | null> {
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
  const user = await findUserByEmail(deps, data.email);
  if (!user) throw badInput(MESSAGES.codeMismatch, { field: 'code', reason: 'CodeMismatchException' });
  await consumeCode(deps, user.id, 'reset_password', data.code);
  const passwordHash = await hashPassword(data.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, countLoginError: 0, lockedUntil: null, updatedAt: isoNow(deps.clock) })
      .where('id', '=', user.id)
      .execute();
    await endAllSessions(trx, user.id);
  });
  await announceSessionEnd(deps, user.id, 'password_changed');
  await sendMail(deps, user.email, mailTemplates.passwordChanged());
  return true;
}

const updatePasswordSchema = z.object({
  oldPassword: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
  newPassword: rules.password(),
});

/** Changes the password and ends every session; the caller gets a fresh one so this tab stays signed in. */
export async function updatePassword(deps: Deps, viewer: Viewer | null, input: unknown, userAgent?: string) {
  const me = requireViewer(viewer);
  const data = parseInput(updatePasswordSchema, input);
  const user = await deps.db.selectFrom('users').select(['password_hash']).where('id', '=', me.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, data.oldPassword))) {
    throw badInput(MESSAGES.wrongOldPassword, { field: 'oldPassword' });
  }
  if (data.oldPassword === data.newPassword) throw badInput(MESSAGES.samePassword, { field: 'newPassword' });
  const passwordHash = await hashPassword(data.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updatedAt: isoNow(deps.clock) }).where('id', '=', me.id).execute();
    await endAllSessions(trx, me.id);
  });
  await announceSessionEnd(deps, me.id, 'password_changed');
  const token = await createSession(deps.db, deps.clock, me.id, userAgent);
  await sendMail(deps, me.email, mailTemplates.passwordChanged());
  return token;
}

export async function sendMailUpdateEmail(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { email } = parseInput(emailOnly, input);
  if (email === me.email || (await findUserByEmail(deps, email))) {
    throw new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { field: 'email' });
  }
  const code = await issueCode(deps, me.id, 'change_email', email);
  await sendMail(deps, email, mailTemplates.changeEmailCode(code));
  return true;
}

export async function verifyUpdateEmail(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { code } = parseInput(codeOnly, input);
  const row = await consumeCode(deps, me.id, 'change_email', code);
  const newEmail = row.new_email!;
  if (await findUserByEmail(deps, newEmail)) throw conflict(MESSAGES.emailAlreadyRegistered);
  const notifications = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ email: newEmail, updatedAt: isoNow(deps.clock) }).where('id', '=', me.id).execute();
    return insertNotifications(trx, deps, [
      { user_id: me.id, type: NOTIFICATION_TYPE.account, content: MESSAGES.emailChangedNotice(newEmail), link: '/account/id/edit' },
    ]);
  });
  await publishNotifications(deps, notifications);
  await sendMail(deps, me.email, mailTemplates.emailChanged(newEmail));
  return me.id;
}

