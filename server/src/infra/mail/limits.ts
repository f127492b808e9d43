import { MESSAGES } from '@musubi/shared';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Counters } from '../counters';

/**
 * The one place for how much mail users may make Musubi send to addresses they type (decision 0255): invitations
 * by e-mail (room and contact), password-reset codes, sign-up codes, e-mail change codes, news of a sign-in from a
 * new device. Each kind has its own
 * budget per recipient address, so that inviting someone cannot use up their password resets; every kind together
 * counts against the sending account's budget. The defaults (5 per address per hour, 50 per account per day) are
 * far above what an office sends; an operator changes them with MAIL_PER_RECIPIENT_PER_HOUR and
 * MAIL_PER_ACCOUNT_PER_DAY. Counted in the expiring counters, shared by the nodes through Redis when configured.
 */
export type MailKind = 'invite' | 'resetPassword' | 'signUpCode' | 'changeEmail' | 'newDevice';

export const RECIPIENT_WINDOW_MS = 60 * 60_000;
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

/** RATE_LIMITED for too much mail, with the wait in the message and, in seconds, as extensions.retryAfter. */
export const mailRateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', MESSAGES.mailRateLimited(retryAfterSeconds), { retryAfter: retryAfterSeconds, limit: 'mail' });

/** The mailbox an address reaches: sub-addresses (user+tag@host) reach user@host, so they share its count. */
export function mailbox(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.toLowerCase();
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`.toLowerCase();
}

/** Whole seconds until a counter's window ends, at least one. */
export async function secondsLeft(counters: Counters, key: string, windowMs: number): Promise<number> {
  const ms = await counters.expiresIn(key);
  return Math.max(1, Math.ceil((ms > 0 ? ms : windowMs) / 1000));
}

/**
 * Spends one mail of `kind` to `to` (and of `accountId`, when an account asks for it), or refuses with
 * RATE_LIMITED. Called after a request's checks and before it writes or sends anything, so a refused request does
 * neither. The account is counted first: a refusal for the recipient then costs only the asker's own budget.
 */
export async function spendMailBudget(
  deps: { counters: Counters; config: Pick<Config, 'MAIL_PER_RECIPIENT_PER_HOUR' | 'MAIL_PER_ACCOUNT_PER_DAY'> },
  mail: { kind: MailKind; to: string; accountId?: string },
): Promise<void> {
  if (mail.accountId) {
    const key = `mail-from:${mail.accountId}`;
    if ((await deps.counters.increment(key, ACCOUNT_WINDOW_MS)) > deps.config.MAIL_PER_ACCOUNT_PER_DAY) {
      throw mailRateLimited(await secondsLeft(deps.counters, key, ACCOUNT_WINDOW_MS));
    }
  }
  const key = `mail-to:${mail.kind}:${mailbox(mail.to)}`;
  if ((await deps.counters.increment(key, RECIPIENT_WINDOW_MS)) > deps.config.MAIL_PER_RECIPIENT_PER_HOUR) {
    throw mailRateLimited(await secondsLeft(deps.counters, key, RECIPIENT_WINDOW_MS));
  }
}
