import { DEFAULT_LANGUAGE, type Language, MESSAGES, NOTIFICATION_TYPE, USER_STATUS, rules, type SignInStep } from '@musubi/shared';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, forbidden, notFound, parseInput, rateLimited, unauthenticated } from '../../lib/errors';
import { newId, newToken, newVerificationCode, sha256 } from '../../lib/ids';
import { secondsLeft, spendMailBudget } from '../../infra/mail/limits';
import { mailTemplates } from '../../infra/mail/templates';
import { createMyChatRoom } from '../rooms';
import { insertNotifications, publishNotifications } from '../notifications';
import {
  confirmWithCode,
  countFailedSignIn,
  countWrongSignUpCode,
  createAccount,
  findUserByEmail,
  findUserById,
  recordSignIn,
  requireSignedIn,
  requireViewer,
  restoreEmail,
  setEmail,
  setPassword,
  setSignUpCode,
} from '../users';
import { hashPassword, isPasswordVoid, VOID_PASSWORD_HASH, verifyPassword } from './passwords';
import { noteSignInDevice, rememberDevice } from './devices';
import { beginSetupFor, confirmSetupFor, hasTotp, mailQuietly, removeTotp, renewRecoveryCodes, spendSecondStepCode } from './totp';
import { mustSetUpTotp, readRequirement } from './requirement';
import { beginPasskeySecondStep, deletePasskey, verifyPasskeyAnswer } from './passkeys';
import { completeLink, isLinkPending, isSsoOnly } from './sso-links';
import { announceSessionsEnded, createSession, endAllSessions, endSession, endUserSessions } from './sessions';

const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60_000;
const RESET_CODE_TTL_MS = 60 * 60_000;
/** How long the old address can undo an e-mail change. */
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
/** Wrong codes allowed per mailed code before it is spent. */
export const CODE_ATTEMPTS = 5;
/**
 * Wrong sign-up codes allowed to one account in a day, across every code resent (decision 0255): then confirming and
 * resending wait until the day since the first of them is over. With a new code per resend, 5 tries each, this
 * bounds the guesses at a 6-digit code to 20 a day.
 */
export const SIGN_UP_CODE_GUESSES = 20;
const SIGN_UP_GUESS_WINDOW_MS = 24 * 60 * 60_000;
/** How long the undo link may still set a new password after the undo voided the old one. */
export const UNDO_PASSWORD_TTL_MS = 60 * 60_000;
/** Failed sign-ins of one account from one client address after which that address must solve the captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failed sign-ins of one account from anywhere after which every address must solve it (distributed guessing). */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 20;
/** How long a client address's failures are remembered. */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords a signed-in page may type (e-mail or password change) per hour before it must wait. */
const SESSION_PASSWORD_ATTEMPTS = 5;
const SESSION_PASSWORD_WINDOW_MS = 60 * 60_000;

/** Marks a code or link used, and says whether this call did: of two requests with one code, one wins. */
async function spendCode(db: Kysely<DB> | Transaction<DB>, id: string, now: string): Promise<boolean> {
  const spent = await db.updateTable('auth_codes').set({ usedAt: now }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

const signInFailuresKey = (userId: string, address: string) => `sign-in-failures:${userId}:${address}`;
const signUpGuessesKey = (userId: string) => `sign-up-guesses:${userId}`;

/** Refuses a sign-up code, or a new one, to an account that has guessed wrong too often today. */
async function checkSignUpGuesses(deps: Deps, userId: string) {
  const key = signUpGuessesKey(userId);
  if ((await deps.counters.read(key)) < SIGN_UP_CODE_GUESSES) return;
  const retryAfter = await secondsLeft(deps.counters, key, SIGN_UP_GUESS_WINDOW_MS);
  throw new AppError('RATE_LIMITED', MESSAGES.signUpGuessesSpent(retryAfter), { retryAfter, reason: 'CodeGuessesSpentException' });
}

export interface SignInResult {
  isSignedIn: boolean;
  nextStep: { signInStep: SignInStep };
  /** Present when a session was started: the caller sets it as the cookie. */
  token?: string;
  /** Present when the password was right and a second step is asked for: the caller sets it as its cookie. */
  secondStep?: string;
  /** Present when the account must first set two-step verification up: the caller sets it as its cookie. */
  totpSetup?: string;
  /** True when this sign-in linked the browser's single sign-on (its cookie is then cleared). */
  ssoLinked?: boolean;
}

/** Who is signing in: the browser, its address, and the SSO sign-in it waits to link, if any (decision 0301). */
export interface SignInClient {
  userAgent?: string;
  address: string;
  ssoLink?: string;
}

/** How long a sign-in that must set two-step verification up waits for it. */
export const TOTP_SETUP_TTL_MS = 15 * 60_000;

/** How long a sign-in whose password was right waits for its second step, and the wrong codes it may take. */
export const SECOND_STEP_TTL_MS = 5 * 60_000;
export const SECOND_STEP_ATTEMPTS = 5;

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
export async function signUp(deps: Deps, input: unknown, client: { userAgent?: string; address?: string; language: Language }) {
  const data = parseInput(signUpSchema, input);
  if (!(await deps.captcha.verify(data.captcha))) throw badInput(MESSAGES.captchaInvalid, { field: 'captcha' });
  if (await isAddressTaken(deps, data.email)) {
    throw new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { reason: 'UsernameExistsException' });
  }
  await spendMailBudget(deps, { kind: 'signUpCode', to: data.email });
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
        // The language the sign-up page was read in, which the person can change in the account settings.
        language: client.language,
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
  const token = await createSession(deps.db, deps.clock, id, client.userAgent, client.address);
  await rememberDevice(deps, id, client.userAgent);
  await sendMail(deps, data.email, mailTemplates(client.language).signUpCode(code));
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
  await checkSignUpGuesses(deps, me.id);
  if (!user.codeVerify || user.codeVerifyAttempts >= CODE_ATTEMPTS) throw codeSpent();
  if (!user.codeVerifyExpiresAt || Date.parse(user.codeVerifyExpiresAt) < deps.clock.now().getTime()) {
    throw badInput(MESSAGES.codeExpired, { field: 'code', reason: 'ExpiredCodeException' });
  }
  if (await confirmWithCode(deps.db, me.id, code, CODE_ATTEMPTS, isoNow(deps.clock))) return true;
  const attempts = await countWrongSignUpCode(deps.db, me.id, CODE_ATTEMPTS);
  if (attempts !== null) await deps.counters.increment(signUpGuessesKey(me.id), SIGN_UP_GUESS_WINDOW_MS);
  if (attempts === null || attempts >= CODE_ATTEMPTS) throw codeSpent();
  throw badInput(MESSAGES.codeMismatch, {
    field: 'code',
    reason: 'CodeMismatchException',
    attemptsLeft: CODE_ATTEMPTS - attempts,
  });
}

/**
 * A fresh sign-up code (and 5 fresh tries, within the day's SIGN_UP_CODE_GUESSES); the old one stops working.
 * Within the mail limits of the address and the account.
 */
export async function resendSignUpCode(deps: Deps, viewer: Viewer | null) {
  const me = requireSignedIn(viewer);
  if (me.status !== USER_STATUS.unconfirmed) throw badInput(MESSAGES.alreadyConfirmed);
  await checkSignUpGuesses(deps, me.id);
  await spendMailBudget(deps, { kind: 'signUpCode', to: me.email, accountId: me.id });
  const code = newVerificationCode();
  await setSignUpCode(deps.db, me.id, { code, expiresAt: isoIn(deps.clock, SIGN_UP_CODE_TTL_MS), now: isoNow(deps.clock) });
  await sendMail(deps, me.email, mailTemplates(me.language).signUpCode(code));
  return true;
}

/**
 * Failed sign-ins are counted per account and client address (shared by the nodes) and per account (the spec's
 * countLoginError). Past a threshold the captcha is asked for; the right password with a solved captcha always
 * gets in, so nobody can lock an owner out by failing on purpose.
 */
export async function signIn(deps: Deps, input: unknown, client: SignInClient): Promise<SignInResult> {
  const data = parseInput(signInSchema, input);
  const user = await findUserByEmail(deps.db, data.email);
  if (!user) throw badInput(MESSAGES.emailNotRegistered, { reason: 'UserNotFoundException' });
  // SSO only for this domain: a password signs in only to link the browser's SSO sign-in to its account.
  if (isSsoOnly(deps.config, user.email) && !(await isLinkPending(deps, user.id, client.ssoLink))) {
    throw badInput(MESSAGES.ssoOnly, { reason: 'SsoRequiredException' });
  }
  // An undone e-mail change voided the password (whoever moved the address may have set it): only a new one helps.
  if (isPasswordVoid(user.password_hash)) {
    throw badInput(MESSAGES.passwordResetRequired, { reason: 'PasswordResetRequiredException' });
  }

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

  return continueSignIn(deps, user, client, failuresKey);
}

/** A sign-in waiting for a step of its own, held by a token the caller sets as a cookie; only its hash is kept. */
async function issuePendingStep(deps: Deps, userId: string, purpose: 'second_step' | 'totp_setup', ttlMs: number): Promise<string> {
  const token = newToken();
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('auth_codes').where('user_id', '=', userId).where('purpose', '=', purpose).where('expiresAt', '<', isoNow(deps.clock)).execute();
    await trx
      .insertInto('auth_codes')
      .values({
        id: newId(),
        user_id: userId,
        purpose,
        code_hash: sha256(token),
        new_email: null,
        expiresAt: isoIn(deps.clock, ttlMs),
        createdAt: isoNow(deps.clock),
      })
      .execute();
  });
  return token;
}

/**
 * The first factor passed (the password, or the identity provider): the code of the authenticator app is asked
 * for when it is on; an account the administrator's requirement holds can only set it up (decision 0300); else a
 * session.
 */
export async function continueSignIn(
  deps: Deps,
  user: { id: string; email: string; status: number; language: Language },
  client: SignInClient,
  failuresKey = signInFailuresKey(user.id, client.address),
): Promise<SignInResult> {
  if (user.status !== USER_STATUS.unconfirmed && (await hasTotp(deps.db, user.id))) {
    // The session waits for the code. Failures are forgotten only when both steps pass.
    const secondStep = await issuePendingStep(deps, user.id, 'second_step', SECOND_STEP_TTL_MS);
    return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, secondStep };
  }
  if (user.status === USER_STATUS.active && (await mustSetUpTotp(deps, user.id))) {
    // No session until it is set up: nothing else can be done meanwhile.
    const totpSetup = await issuePendingStep(deps, user.id, 'totp_setup', TOTP_SETUP_TTL_MS);
    return { isSignedIn: false, nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }, totpSetup };
  }
  return finishSignIn(deps, user, client, failuresKey);
}

/** Both steps passed (or the only one): failures forgotten, the sign-in recorded, a session, news of a new device. */
async function finishSignIn(
  deps: Deps,
  user: { id: string; email: string; status: number; language: Language },
  client: SignInClient,
  failuresKey: string,
): Promise<SignInResult> {
  await deps.counters.reset(failuresKey);
  const ssoLinked = client.ssoLink ? await completeLink(deps, user.id, client.ssoLink) : false;
  await recordSignIn(deps.db, user.id, isoNow(deps.clock));
  const token = await createSession(deps.db, deps.clock, user.id, client.userAgent, client.address);
  await noteSignInDevice(deps, user, client);
  const step: SignInStep = user.status === USER_STATUS.unconfirmed ? 'CONFIRM_SIGN_UP' : 'DONE';
  return { isSignedIn: true, nextStep: { signInStep: step }, token, ...(ssoLinked ? { ssoLinked } : {}) };
}

const confirmSignInSchema = z.object({
  challengeResponse: z.string({ error: MESSAGES.required }).trim().min(1, { message: MESSAGES.required }).max(40, { message: MESSAGES.twoStepCodeMismatch }),
  captcha: z.string().nullish(),
});

/** The unused, unexpired code of a purpose with this hash: what a link or a step in progress carries. */
function liveCode(deps: Deps, purpose: DB['auth_codes']['purpose'], codeHash: string) {
  return deps.db
    .selectFrom('auth_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', isoNow(deps.clock))
    .executeTakeFirst();
}

const secondStepExpired = () => badInput(MESSAGES.twoStepExpired, { reason: 'ExpiredCodeException' });

/** The sign-in whose password was right and waits for its second step, by the cookie's token. */
async function pendingSecondStep(deps: Deps, secondStep: string | undefined) {
  if (!secondStep || secondStep.length > 100) throw secondStepExpired();
  const row = await liveCode(deps, 'second_step', sha256(secondStep));
  if (!row || row.attempts >= SECOND_STEP_ATTEMPTS) throw secondStepExpired();
  const user = await findUserById(deps.db, row.user_id);
  if (!user || user.status === USER_STATUS.suspended) throw secondStepExpired();
  return { row, user };
}

/**
 * The second step of a sign-in (CONFIRM_SIGN_IN_WITH_TOTP_CODE): the code of the authenticator app, or a recovery
 * code, for the sign-in whose token the cookie holds. A wrong code counts toward the captcha exactly as a wrong
 * password does, and each sign-in takes at most 5 before the password must be typed again.
 */
export async function confirmSignIn(
  deps: Deps,
  secondStep: string | undefined,
  input: unknown,
  client: SignInClient,
): Promise<SignInResult> {
  const data = parseInput(confirmSignInSchema, input);
  const { row, user } = await pendingSecondStep(deps, secondStep);

  const failuresKey = signInFailuresKey(user.id, client.address);
  const needsCaptcha = (addressFailures: number, accountFailures: number) =>
    addressFailures >= CAPTCHA_AFTER_FAILURES || accountFailures >= CAPTCHA_AFTER_ACCOUNT_FAILURES;
  if (needsCaptcha(await deps.counters.read(failuresKey), user.countLoginError)) {
    if (!data.captcha) return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } };
    if (!(await deps.captcha.verify(data.captcha))) throw badInput(MESSAGES.captchaInvalid, { field: 'captcha' });
  }

  if (!(await spendSecondStepCode(deps, user.id, data.challengeResponse))) {
    const addressFailures = await deps.counters.increment(failuresKey, FAILURE_WINDOW_MS);
    await countFailedSignIn(deps.db, user.id);
    await deps.db.updateTable('auth_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    throw badInput(MESSAGES.twoStepCodeMismatch, {
      field: 'challengeResponse',
      reason: 'CodeMismatchException',
      captchaRequired: needsCaptcha(addressFailures, user.countLoginError + 1),
      attemptsLeft: Math.max(0, SECOND_STEP_ATTEMPTS - row.attempts - 1),
    });
  }
  if (!(await spendCode(deps.db, row.id, isoNow(deps.clock)))) throw secondStepExpired();
  return finishSignIn(deps, user, client, failuresKey);
}

/**
 * A sign-in with a passkey alone (decision 0316): the authenticator proved both the device and its user (a PIN or
 * biometrics), so it stands for the password and the second step together, and satisfies the administrator's
 * requirement of two-step verification. The session starts as a password sign-in's does.
 */
export async function signInWithPasskey(deps: Deps, input: unknown, client: SignInClient): Promise<SignInResult> {
  const userId = await verifyPasskeyAnswer(deps, input);
  const user = await findUserById(deps.db, userId);
  if (!user) throw badInput(MESSAGES.passkeyFailed, { reason: 'PasskeyFailedException' });
  if (user.status === USER_STATUS.suspended) throw forbidden(MESSAGES.genericError);
  return finishSignIn(deps, user, client, signInFailuresKey(user.id, client.address));
}

/** Options for answering the second step with one of the account's passkeys instead of a code. */
export async function beginSecondStepWithPasskey(deps: Deps, secondStep: string | undefined) {
  const { user } = await pendingSecondStep(deps, secondStep);
  const options = await beginPasskeySecondStep(deps, user.id);
  if (!options) throw badInput(MESSAGES.passkeyNone, { reason: 'PasskeyNotRegisteredException' });
  return options;
}

/**
 * The second step answered with a passkey of the account whose password was right (decision 0316). A passkey
 * cannot be guessed, so no captcha; a refused answer still takes one of the sign-in's 5 tries.
 */
export async function confirmSignInWithPasskey(deps: Deps, secondStep: string | undefined, response: unknown, client: SignInClient): Promise<SignInResult> {
  const { row, user } = await pendingSecondStep(deps, secondStep);
  try {
    await verifyPasskeyAnswer(deps, response, user.id);
  } catch (error) {
    await deps.db.updateTable('auth_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    throw error;
  }
  if (!(await spendCode(deps.db, row.id, isoNow(deps.clock)))) throw secondStepExpired();
  return finishSignIn(deps, user, client, signInFailuresKey(user.id, client.address));
}

const removePasskeySchema = z.object({
  id: z.string().max(64).nullish(),
  password: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
});

/** Removes one of the viewer's passkeys; the password is asked for, so a session left open cannot take them away. */
export async function removePasskey(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const data = parseInput(removePasskeySchema, input);
  await checkSessionPassword(deps, me.id, data.password, 'password', MESSAGES.wrongPassword);
  if (!data.id || !(await deletePasskey(deps, me.id, data.id))) throw notFound(MESSAGES.passkeyNotFound);
  await mailQuietly(deps, me.email, mailTemplates(me.language).passkeyRemoved());
  return true;
}

/** The account whose sign-in waits for its two-step setup (CONTINUE_SIGN_IN_WITH_TOTP_SETUP), by the cookie's token. */
async function pendingSetup(deps: Deps, token: string | undefined) {
  // Without the step's cookie, this is any signed-out caller.
  if (!token) throw unauthenticated();
  const expired = () => badInput(MESSAGES.twoStepExpired, { reason: 'ExpiredCodeException' });
  if (token.length > 100) throw expired();
  const row = await liveCode(deps, 'totp_setup', sha256(token));
  const user = row ? await findUserById(deps.db, row.user_id) : undefined;
  if (!row || !user || user.status !== USER_STATUS.active) throw expired();
  return { codeId: row.id, user };
}

/** beginTotpSetup for a sign-in that must set two-step verification up before anything else. */
export async function beginRequiredTotpSetup(deps: Deps, token: string | undefined) {
  const { user } = await pendingSetup(deps, token);
  return beginSetupFor(deps, user);
}

/**
 * confirmTotpSetup for a sign-in that must set it up: the first code turns it on, the recovery codes are answered
 * (shown once) and the sign-in finishes with a session.
 */
export async function confirmRequiredTotpSetup(deps: Deps, token: string | undefined, input: unknown, client: SignInClient) {
  const { codeId, user } = await pendingSetup(deps, token);
  const codes = await confirmSetupFor(deps, user, input);
  await spendCode(deps.db, codeId, isoNow(deps.clock));
  const result = await finishSignIn(deps, user, client, signInFailuresKey(user.id, client.address));
  return { codes, result };
}

const disableTotpSchema = z.object({
  password: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
  code: z.string({ error: MESSAGES.required }).trim().min(1, { message: MESSAGES.required }).max(40, { message: MESSAGES.twoStepCodeMismatch }),
});

/** Turns two-step verification off: the password and a code of the app (or a recovery code) are both asked for. */
export async function disableTotp(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const data = parseInput(disableTotpSchema, input);
  if (!(await hasTotp(deps.db, me.id))) throw badInput(MESSAGES.totpNotEnabled);
  if ((await readRequirement(deps.db)).required) throw forbidden(MESSAGES.twoStepRequiredCannotDisable);
  await checkSessionPassword(deps, me.id, data.password, 'password', MESSAGES.wrongPassword);
  if (!(await spendSecondStepCode(deps, me.id, data.code))) {
    await deps.counters.increment(`session-password-failures:${me.id}`, SESSION_PASSWORD_WINDOW_MS);
    throw badInput(MESSAGES.twoStepCodeMismatch, { field: 'code', reason: 'CodeMismatchException' });
  }
  await removeTotp(deps, me.id);
  await mailQuietly(deps, me.email, mailTemplates(me.language).totpDisabled());
  return true;
}

const passwordOnly = z.object({
  password: z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(1_000),
});

/** A fresh set of recovery codes, the old ones void; the password is asked for. */
export async function regenerateRecoveryCodes(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { password } = parseInput(passwordOnly, input);
  if (!(await hasTotp(deps.db, me.id))) throw badInput(MESSAGES.totpNotEnabled);
  await checkSessionPassword(deps, me.id, password, 'password', MESSAGES.wrongPassword);
  const codes = await renewRecoveryCodes(deps, me.id);
  await mailQuietly(deps, me.email, mailTemplates(me.language).recoveryCodesRenewed());
  return codes;
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

/**
 * Mails a reset code when the address is known. Always answers true so addresses cannot be probed here; the mail
 * limit of the address is spent whether it has an account or not, so its refusal tells nothing either.
 */
export async function resetPassword(deps: Deps, input: unknown) {
  const { email } = parseInput(emailOnly, input);
  await spendMailBudget(deps, { kind: 'resetPassword', to: email });
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === USER_STATUS.suspended) return true;
  const code = await issueCode(deps, user.id, 'reset_password', null);
  await sendMail(deps, email, mailTemplates(user.language).resetPasswordCode(code));
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
  if (!(await spendCode(deps.db, row.id, isoNow(deps.clock)))) throw mismatch;
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
  await sendMail(deps, user.email, mailTemplates(user.language).passwordChanged());
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
export async function updatePassword(
  deps: Deps,
  viewer: Viewer | null,
  input: unknown,
  client: { userAgent?: string; address?: string } = {},
) {
  const me = requireViewer(viewer);
  const data = parseInput(updatePasswordSchema, input);
  await checkSessionPassword(deps, me.id, data.oldPassword, 'oldPassword', MESSAGES.wrongOldPassword);
  if (data.oldPassword === data.newPassword) throw badInput(MESSAGES.samePassword, { field: 'newPassword' });
  const passwordHash = await hashPassword(data.newPassword);
  const { sessionIds, token } = await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, me.id, { passwordHash, now: isoNow(deps.clock), forgetFailedSignIns: false });
    const ended = await endAllSessions(trx, me.id);
    return { sessionIds: ended, token: await createSession(trx, deps.clock, me.id, client.userAgent, client.address) };
  });
  await announceSessionsEnded(deps, {
    userId: me.id,
    sessionIds,
    reason: 'password_changed',
    carriedOver: { from: me.sessionId, to: sha256(token) },
  });
  await sendMail(deps, me.email, mailTemplates(me.language).passwordChanged());
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
  await spendMailBudget(deps, { kind: 'changeEmail', to: email, accountId: me.id });
  const code = await issueCode(deps, me.id, 'change_email', email);
  await sendMail(deps, email, mailTemplates(me.language).changeEmailCode(code));
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
    await sendMail(deps, me.email, mailTemplates(me.language).emailChanged(newEmail, undoLink));
  }
  return (await findUserById(deps.db, me.id))!;
}

const undoSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * The old address's link: the account gets that address back, every session ends (whoever moved it is signed
 * out), pending reset and change codes are spent, and later undo links (mailed to addresses that came after) die.
 * Earlier links stay, so a second change cannot take the first address's way back. Needs no session. The password
 * is voided, since whoever moved the address may have set it (decision 0255): the same link then sets a new one for
 * an hour (setPasswordAfterEmailUndo), and until a new one is set, by it or by a reset, sign-in is refused.
 */
export async function undoEmailChange(deps: Deps, input: unknown) {
  const invalid = badInput(MESSAGES.emailChangeUndoInvalid, { field: 'token' });
  const parsed = undoSchema.safeParse(input ?? {});
  if (!parsed.success) throw invalid;
  const { token } = parsed.data;
  const row = await liveCode(deps, 'undo_email_change', sha256(token));
  if (!row?.new_email) throw invalid;
  const restored = row.new_email;
  const holder = await findUserByEmail(deps.db, restored);
  if (holder && holder.id !== row.user_id) throw conflict(MESSAGES.emailAlreadyRegistered);
  const sessionIds = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    if (!(await spendCode(trx, row.id, now))) throw invalid;
    await restoreEmail(trx, row.user_id, restored, now);
    await setPassword(trx, row.user_id, { passwordHash: VOID_PASSWORD_HASH, now, forgetFailedSignIns: true });
    await trx
      .deleteFrom('auth_codes')
      .where('user_id', '=', row.user_id)
      .where((eb) =>
        eb.or([
          eb('purpose', 'in', ['reset_password', 'change_email', 'undo_password']),
          eb.and([eb('purpose', '=', 'undo_email_change'), eb('usedAt', 'is', null), eb('createdAt', '>=', row.createdAt), eb('id', '!=', row.id)]),
        ]),
      )
      .execute();
    await trx
      .insertInto('auth_codes')
      .values({
        id: newId(),
        user_id: row.user_id,
        purpose: 'undo_password',
        code_hash: undoPasswordHash(token),
        new_email: null,
        expiresAt: isoIn(deps.clock, UNDO_PASSWORD_TTL_MS),
        createdAt: now,
      })
      .execute();
    return endAllSessions(trx, row.user_id);
  });
  await announceSessionsEnded(deps, { userId: row.user_id, sessionIds, reason: 'email_change_undone' });
  const owner = await findUserById(deps.db, row.user_id);
  await sendMail(deps, restored, mailTemplates(owner?.language ?? DEFAULT_LANGUAGE).emailChangeUndone(restored));
  return restored;
}

/** The undo link's token, kept for its second use (the new password) under a hash of its own. */
const undoPasswordHash = (token: string) => sha256(`password:${token}`);

const setPasswordAfterUndoSchema = z.object({ token: z.string().min(1).max(200), newPassword: z.unknown() });
const newPasswordOnly = z.object({ newPassword: rules.password() });

/**
 * The undo page's second step: the owner sets a new password with the same link, once, within an hour of the undo.
 * Failed sign-ins are forgotten, any session ends, and the address hears that the password changed.
 */
export async function setPasswordAfterEmailUndo(deps: Deps, input: unknown) {
  const invalid = badInput(MESSAGES.emailChangeUndoInvalid, { field: 'token' });
  const parsed = setPasswordAfterUndoSchema.safeParse(input ?? {});
  if (!parsed.success) throw invalid;
  const { newPassword } = parseInput(newPasswordOnly, parsed.data);
  const row = await liveCode(deps, 'undo_password', undoPasswordHash(parsed.data.token));
  if (!row) throw invalid;
  const passwordHash = await hashPassword(newPassword);
  const sessionIds = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    if (!(await spendCode(trx, row.id, now))) throw invalid;
    await setPassword(trx, row.user_id, { passwordHash, now, forgetFailedSignIns: true });
    await trx.deleteFrom('auth_codes').where('user_id', '=', row.user_id).where('purpose', '=', 'reset_password').execute();
    return endAllSessions(trx, row.user_id);
  });
  await announceSessionsEnded(deps, { userId: row.user_id, sessionIds, reason: 'password_reset' });
  const user = await findUserById(deps.db, row.user_id);
  if (user) await sendMail(deps, user.email, mailTemplates(user.language).passwordChanged());
  return true;
}
