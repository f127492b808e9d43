import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { newId, newToken, sha256 } from '../../lib/ids';

type Db = Kysely<DB> | Transaction<DB>;

/** How long a browser that signed in at the provider may link the account by typing its password. */
export const SSO_LINK_TTL_MS = 15 * 60_000;

/** The account a provider's account (issuer and subject) is linked to, or null. */
export async function linkedUserId(db: Db, issuer: string, subject: string): Promise<string | null> {
  const row = await db.selectFrom('sso_identities').select('user_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function noteSsoSignIn(db: Db, issuer: string, subject: string, now: string) {
  await db.updateTable('sso_identities').set({ lastSignInAt: now }).where('issuer', '=', issuer).where('subject', '=', subject).execute();
}

export async function insertIdentity(db: Db, identity: { userId: string; issuer: string; subject: string; now: string }) {
  await db
    .insertInto('sso_identities')
    .values({ id: newId(), user_id: identity.userId, issuer: identity.issuer, subject: identity.subject, createdAt: identity.now, lastSignInAt: identity.now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
}

/**
 * A provider's account for an address that belongs to a password account: kept for SSO_LINK_TTL_MS, and linked
 * only when this browser (holding the token) signs in with that account's password. Answers the token.
 */
export async function requestLink(deps: Pick<Deps, 'db' | 'clock'>, link: { userId: string; issuer: string; subject: string }): Promise<string> {
  const token = newToken();
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sso_link_requests').where('user_id', '=', link.userId).where('expiresAt', '<', now).execute();
    await trx
      .insertInto('sso_link_requests')
      .values({ id: sha256(token), user_id: link.userId, issuer: link.issuer, subject: link.subject, expiresAt: isoIn(deps.clock, SSO_LINK_TTL_MS), createdAt: now })
      .execute();
  });
  return token;
}

/** Whether the token is a live link request of this account. */
export async function isLinkPending(deps: Pick<Deps, 'db' | 'clock'>, userId: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await deps.db
    .selectFrom('sso_link_requests')
    .select('id')
    .where('id', '=', sha256(token))
    .where('user_id', '=', userId)
    .where('expiresAt', '>', isoNow(deps.clock))
    .executeTakeFirst();
  return !!row;
}

/** The owner signed in with the password in the browser holding the token: the provider's account is linked. */
export async function completeLink(deps: Pick<Deps, 'db' | 'clock'>, userId: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 100) return false;
  return deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const row = await trx
      .deleteFrom('sso_link_requests')
      .where('id', '=', sha256(token))
      .where('user_id', '=', userId)
      .where('expiresAt', '>', now)
      .returning(['issuer', 'subject'])
      .executeTakeFirst();
    if (!row) return false;
    await insertIdentity(trx, { userId, issuer: row.issuer, subject: row.subject, now });
    return true;
  });
}

/** The domain of an address, lowercase. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether an address may sign in by SSO: any, or one of OIDC_ALLOWED_DOMAINS. */
export const isDomainAllowed = (config: Pick<Config, 'OIDC_ALLOWED_DOMAINS'>, email: string) =>
  config.OIDC_ALLOWED_DOMAINS.length === 0 || config.OIDC_ALLOWED_DOMAINS.includes(domainOf(email));

/** Whether an address must sign in by SSO: SSO is configured, SSO-only, and the address of an allowed domain. */
export const isSsoOnly = (config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_SSO_ONLY' | 'OIDC_ALLOWED_DOMAINS'>, email: string) =>
  !!config.OIDC_ISSUER && config.OIDC_SSO_ONLY && config.OIDC_ALLOWED_DOMAINS.includes(domainOf(email));
