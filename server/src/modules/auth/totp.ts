import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { type Language, MESSAGES } from '@musubi/shared';
import type { Kysely, Transaction } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, conflict, parseInput, rateLimited } from '../../lib/errors';
import { newId, sha256 } from '../../lib/ids';
import { mailTemplates } from '../../infra/mail/templates';
import { requireViewer } from '../users';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong first codes while setting up, per account, before it must wait. */
const SETUP_ATTEMPTS = 10;
const SETUP_WINDOW_MS = 15 * 60_000;

type Db = Kysely<DB> | Transaction<DB>;

/** AES-256-GCM with a key drawn from the server's secret: a copy of the database alone gives no authenticator key. */
const keyOf = (secret: string) => createHash('sha256').update(`totp-key:${secret}`).digest();

export function sealSecret(serverSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(serverSecret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: 'Musubi', label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** The time step a right code belongs to, or null. */
function matchingStep(deps: Pick<Deps, 'clock'>, base32: string, code: string): number | null {
  const timestamp = deps.clock.now().getTime();
  const delta = totpOf(base32).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** Recovery codes as shown: ten groups "xxxx-xxxx" of lowercase letters and digits, no look-alikes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}
/** What a typed recovery code is compared as: spaces, hyphens and case do not matter. */
const normalizeRecoveryCode = (code: string) => code.replace(/[\s\-－]/g, '').toLowerCase();
const recoveryHash = (userId: string, code: string) => sha256(`recovery:${userId}:${normalizeRecoveryCode(code)}`);

/** A fresh set of recovery codes; the old ones stop working. Answers the codes, to be shown once. */
async function replaceRecoveryCodes(trx: Db, userId: string, now: string): Promise<string[]> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ id: newId(), user_id: userId, code_hash: recoveryHash(userId, code), usedAt: null, createdAt: now })))
    .execute();
  return codes;
}

/** Whether the account has an authenticator app confirmed. */
export async function hasTotp(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('totp_factors').select('confirmedAt').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.confirmedAt;
}

export interface TwoStepStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoStepStatus(deps: Pick<Deps, 'db'>, viewer: Viewer | null): Promise<TwoStepStatus> {
  const me = requireViewer(viewer);
  const totpEnabled = await hasTotp(deps.db, me.id);
  const left = totpEnabled
    ? await deps.db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', me.id)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow()
    : { n: 0 };
  return { totpEnabled, recoveryCodesLeft: Number(left.n) };
}

/**
 * The first half of setting up: a new key, kept unconfirmed until a code from it comes back, shown as a QR code
 * (an otpauth:// URI) and as text. Asking again replaces the key not yet confirmed.
 */
export async function beginTotpSetup(deps: Deps, viewer: Viewer | null) {
  return beginSetupFor(deps, requireViewer(viewer));
}

/** beginTotpSetup for an account: the viewer's, or one whose sign-in waits for it (decision 0300). */
export async function beginSetupFor(deps: Deps, me: { id: string; email: string }) {
  if (await hasTotp(deps.db, me.id)) throw conflict(MESSAGES.totpAlreadyEnabled);
  const base32 = new Secret({ size: 20 }).base32;
  const now = isoNow(deps.clock);
  await deps.db
    .insertInto('totp_factors')
    .values({ user_id: me.id, secret: sealSecret(deps.secret, base32), confirmedAt: null, createdAt: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret: sealSecret(deps.secret, base32), confirmedAt: null, lastUsedStep: 0, createdAt: now }))
    .execute();
  const uri = totpOf(base32, me.email).toString();
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
  return { secret: base32, uri, qrCode };
}

const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, { message: MESSAGES.codeMismatch }) });

/**
 * The second half: a code from the new key turns two-step verification on and gives ten recovery codes, shown
 * this once. Wrong codes are limited like any guessing.
 */
export async function confirmTotpSetup(deps: Deps, viewer: Viewer | null, input: unknown): Promise<string[]> {
  return confirmSetupFor(deps, requireViewer(viewer), input);
}

/** confirmTotpSetup for an account: the viewer's, or one whose sign-in waits for it (decision 0300). */
export async function confirmSetupFor(deps: Deps, me: { id: string; email: string; language: Language }, input: unknown): Promise<string[]> {
  const { code } = parseInput(codeSchema, input);
  const row = await deps.db.selectFrom('totp_factors').selectAll().where('user_id', '=', me.id).executeTakeFirst();
  if (row?.confirmedAt) throw conflict(MESSAGES.totpAlreadyEnabled);
  if (!row) throw badInput(MESSAGES.totpSetupMissing);
  const key = `totp-setup-failures:${me.id}`;
  if ((await deps.counters.read(key)) >= SETUP_ATTEMPTS) throw rateLimited(SETUP_WINDOW_MS / 1000);
  const step = matchingStep(deps, openSecret(deps.secret, row.secret), code);
  if (step === null) {
    await deps.counters.increment(key, SETUP_WINDOW_MS);
    throw badInput(MESSAGES.codeMismatch, { field: 'code', reason: 'CodeMismatchException' });
  }
  const codes = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const updated = await trx
      .updateTable('totp_factors')
      .set({ confirmedAt: now, lastUsedStep: step })
      .where('user_id', '=', me.id)
      .where('confirmedAt', 'is', null)
      .where('secret', '=', row.secret)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw badInput(MESSAGES.totpSetupMissing);
    return replaceRecoveryCodes(trx, me.id, now);
  });
  await deps.counters.reset(key);
  await mailQuietly(deps, me.email, mailTemplates(me.language).totpEnabled());
  return codes;
}

/**
 * A second step's code: a 6-digit code of the app, taken once (its step must be later than the last one
 * accepted, set by one conditional UPDATE so two requests with one code cannot both pass), or a recovery code,
 * spent by one conditional UPDATE too. Answers whether it was right.
 */
export async function spendSecondStepCode(deps: Pick<Deps, 'db' | 'clock' | 'secret'>, userId: string, code: string): Promise<boolean> {
  const typed = code.trim();
  if (typed.length === 0 || typed.length > 40) return false;
  if (/^\d{6}$/.test(typed)) {
    const row = await deps.db.selectFrom('totp_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row?.confirmedAt) return false;
    const step = matchingStep(deps, openSecret(deps.secret, row.secret), typed);
    if (step === null) return false;
    const taken = await deps.db
      .updateTable('totp_factors')
      .set({ lastUsedStep: step })
      .where('user_id', '=', userId)
      .where('lastUsedStep', '<', step)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }
  const spent = await deps.db
    .updateTable('recovery_codes')
    .set({ usedAt: isoNow(deps.clock) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(userId, typed))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Turns two-step verification off: the key and the recovery codes go. The caller has checked password and code. */
export async function removeTotp(deps: Deps, userId: string) {
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
  });
}

/** A fresh set of ten recovery codes for an account with two-step verification on. */
export async function renewRecoveryCodes(deps: Deps, userId: string): Promise<string[]> {
  if (!(await hasTotp(deps.db, userId))) throw badInput(MESSAGES.totpNotEnabled);
  return deps.db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId, isoNow(deps.clock)));
}

/** News of a change to the account's protection: a mail that fails is logged, never the change itself. */
export async function mailQuietly(deps: Deps, to: string, template: { subject: string; text: string }) {
  try {
    await deps.mail.send({ to, ...template });
  } catch (error) {
    deps.log.warn({ err: error }, 'a security notice could not be mailed');
  }
}
