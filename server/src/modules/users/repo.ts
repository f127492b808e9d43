import { type Insertable, type Kysely, type RawBuilder, type Selectable, type SqlBool, type Updateable, sql } from 'kysely';
import { type Language, USER_STATUS } from '@musubi/shared';
import type { Reads } from '../../db/reads';
import type { DB, UsersTable } from '../../db/types';
import { rowsById } from '../../graphql/batch';

export type UserRow = Selectable<UsersTable>;

export const findUserById = (db: Kysely<DB>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

/** Case-insensitive "contains" on both databases; LIKE wildcards in the text are matched literally. */
function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

export const findUsersByIds = (db: Kysely<DB>, ids: readonly string[]) =>
  db.selectFrom('users').selectAll().where('id', 'in', [...ids]).execute();

/** The columns a profile save writes: the profile's own fields, the end of the first login, a spent sign-up code. */
export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  | 'name'
  | 'company_name'
  | 'industry'
  | 'position'
  | 'post_code'
  | 'prefectures'
  | 'municipality'
  | 'address'
  | 'building'
  | 'phone'
  | 'phone2'
  | 'image'
  | 'qualifications'
  | 'isFirstLogin'
  | 'codeVerify'
  | 'codeVerifyExpiresAt'
> & { updatedAt: string };

export async function saveProfile(db: Kysely<DB>, id: string, changes: ProfileChanges): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** A new account; a Transaction is a Kysely too, so sign-up writes it together with the account's first room. */
export async function createAccount(db: Kysely<DB>, account: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(account).execute();
}

/** A fresh sign-up code and a fresh count of its wrong tries. */
export async function setSignUpCode(db: Kysely<DB>, id: string, signUpCode: { code: string; expiresAt: string; now: string }) {
  await db
    .updateTable('users')
    .set({ codeVerify: signUpCode.code, codeVerifyExpiresAt: signUpCode.expiresAt, codeVerifyAttempts: 0, updatedAt: signUpCode.now })
    .where('id', '=', id)
    .execute();
}

/**
 * Confirms an account whose sign-up code is `code` and still has tries left, in one conditional UPDATE, so tries
 * sent at once cannot slip past the count. False when nothing matched.
 */
export async function confirmWithCode(db: Kysely<DB>, id: string, code: string, maxAttempts: number, now: string): Promise<boolean> {
  const confirmed = await db
    .updateTable('users')
    .set({ status: USER_STATUS.active, codeVerify: null, codeVerifyExpiresAt: null, codeVerifyAttempts: 0, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', USER_STATUS.unconfirmed)
    .where('codeVerify', '=', code)
    .where('codeVerifyAttempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(confirmed.numUpdatedRows) === 1;
}

/** Counts a wrong sign-up code while tries are left: the tries used after it, or null when none were left. */
export async function countWrongSignUpCode(db: Kysely<DB>, id: string, maxAttempts: number): Promise<number | null> {
  const counted = await db
    .updateTable('users')
    .set((eb) => ({ codeVerifyAttempts: eb('codeVerifyAttempts', '+', 1) }))
    .where('id', '=', id)
    .where('codeVerifyAttempts', '<', maxAttempts)
    .returning('codeVerifyAttempts')
    .executeTakeFirst();
  return counted?.codeVerifyAttempts ?? null;
}

/** The spec's countLoginError, one more. */
export async function countFailedSignIn(db: Kysely<DB>, id: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ countLoginError: eb('countLoginError', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** A sign-in that got in: the failures are forgotten and the time is the last login. */
export async function recordSignIn(db: Kysely<DB>, id: string, at: string) {
  await db.updateTable('users').set({ countLoginError: 0, lastTimeLogin: at }).where('id', '=', id).execute();
}

/** Why an account's standing credentials (personal API tokens) stop: a new password, or a suspension. */
export type CredentialsRevokedReason = 'password' | 'suspended';
type CredentialsListener = (db: Kysely<DB>, userId: string, reason: CredentialsRevokedReason) => Promise<void>;
const credentialsListeners: CredentialsListener[] = [];

/**
 * Lets a module above users end the credentials it keeps for an account (the api module's tokens) when the
 * password changes or the account is suspended, in the same transaction as that change.
 */
export function onCredentialsRevoked(listener: CredentialsListener) {
  credentialsListeners.push(listener);
}

async function credentialsRevoked(db: Kysely<DB>, userId: string, reason: CredentialsRevokedReason) {
  for (const listener of credentialsListeners) await listener(db, userId, reason);
}

/**
 * A new password hash; a reset also forgets the failed sign-ins that may have led to it. The account's standing
 * credentials end with the old password (onCredentialsRevoked).
 */
export async function setPassword(
  db: Kysely<DB>,
  id: string,
  change: { passwordHash: string; now: string; forgetFailedSignIns: boolean },
) {
  await db
    .updateTable('users')
    .set({ password_hash: change.passwordHash, updatedAt: change.now, ...(change.forgetFailedSignIns ? { countLoginError: 0 } : {}) })
    .where('id', '=', id)
    .execute();
  await credentialsRevoked(db, id, 'password');
}

/** The account's new address; an account not confirmed yet is confirmed by it, its code having proved the mailbox. */
export async function setEmail(db: Kysely<DB>, id: string, change: { email: string; now: string; confirms: boolean }) {
  await db
    .updateTable('users')
    .set({
      email: change.email,
      updatedAt: change.now,
      ...(change.confirms ? { status: USER_STATUS.active, codeVerify: null, codeVerifyExpiresAt: null, codeVerifyAttempts: 0 } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The address an undo link gives back; failures counted while the account was elsewhere are forgotten. */
export async function restoreEmail(db: Kysely<DB>, id: string, email: string, now: string) {
  await db.updateTable('users').set({ email, countLoginError: 0, updatedAt: now }).where('id', '=', id).execute();
}

/** Active or suspended; answers the account as it now is. A suspension ends its standing credentials. */
export async function setStatus(db: Kysely<DB>, id: string, status: number, now: string): Promise<UserRow> {
  const row = await db.updateTable('users').set({ status, updatedAt: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  if (status === USER_STATUS.suspended) await credentialsRevoked(db, id, 'suspended');
  return row;
}

/** The administrator flag of the account at `email`; false when there is none. */
export async function setAdministrator(db: Kysely<DB>, email: string, isAdmin: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ is_admin: isAdmin ? 1 : 0, updatedAt: now })
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The addresses of the accounts granted administration in the database (ADMIN_EMAILS are not among them). */
export async function grantedAdministratorEmails(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('is_admin', '=', 1).execute();
  return rows.map((row) => row.email);
}

/** The language the user reads Musubi in (decision 0326). */
export async function setLanguage(db: Kysely<DB>, id: string, language: Language, now: string) {
  await db.updateTable('users').set({ language, updatedAt: now }).where('id', '=', id).execute();
}

/** The user's own picture path (null: none). */
export async function setPicture(db: Kysely<DB>, id: string, path: string | null, now: string) {
  await db.updateTable('users').set({ image: path, updatedAt: now }).where('id', '=', id).execute();
}

/**
 * The user's subscription as the user row records it (the spec's recurring_id and charge_day); null for both
 * when it ends.
 */
export async function setSubscription(
  db: Kysely<DB>,
  id: string,
  subscription: { recurringId: string | null; chargeDay: number | null },
  now: string,
) {
  await db
    .updateTable('users')
    .set({ recurring_id: subscription.recurringId, charge_day: subscription.chargeDay, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** The day of the month the plan renews on, moved to the day of an overdue charge. */
export async function setChargeDay(db: Kysely<DB>, id: string, chargeDay: number, now: string) {
  await db.updateTable('users').set({ charge_day: chargeDay, updatedAt: now }).where('id', '=', id).execute();
}

/**
 * Active users other than `excludeId` whose address is exactly the text, or whose name or company contains it: a
 * scan of every account, so a long read (db/reads.ts).
 */
export function searchActiveUsers(db: Kysely<DB>, reads: Reads, text: string, excludeId: string, limit: number) {
  const query = db
    .selectFrom('users')
    .selectAll()
    .where('status', '=', USER_STATUS.active)
    .where('id', '!=', excludeId)
    .where((eb) =>
      text.includes('@') ? eb('email', '=', text.toLowerCase()) : eb.or([containsText('name', text), containsText('company_name', text)]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit);
  return reads.all(query.compile());
}

export interface AccountFilter {
  id?: string | null;
  name?: string | null;
  email?: string | null;
  status?: number | null;
}

/**
 * Every account matching the filter whose id is after `afterId`, in id order. A filter on name or address scans
 * the accounts: given `reads`, the statement runs as a long read (db/reads.ts).
 */
export function searchAccounts(db: Kysely<DB>, filter: AccountFilter, afterId: string | null, limit: number, reads?: Reads) {
  let query = db.selectFrom('users').selectAll();
  if (filter.id) query = query.where('id', '=', filter.id);
  if (filter.name) query = query.where(containsText('name', filter.name));
  if (filter.email) query = query.where(containsText('email', filter.email));
  if (filter.status != null) query = query.where('status', '=', filter.status);
  if (afterId) query = query.where('id', '>', afterId);
  query = query.orderBy('id').limit(limit);
  return reads ? reads.all(query.compile()) : query.execute();
}

export async function contactIdsOf(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('contacts').select('contact_user_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.contact_user_id);
}

/** The contacts of many users in one query (User.contacts of a listing). */
export async function contactIdsOfUsers(db: Kysely<DB>, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom('contacts').select(['user_id', 'contact_user_id']).where('user_id', 'in', [...new Set(userIds)]).execute();
  const byUser = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byUser.get(row.user_id);
    if (ids) ids.push(row.contact_user_id);
    else byUser.set(row.user_id, [row.contact_user_id]);
  }
  return byUser;
}

/** The viewer's contacts, read once per request however many users the answer holds. */
const contactsByRequest = new WeakMap<object, Promise<ReadonlySet<string>>>();

export function viewerContactIds(db: Kysely<DB>, requestKey: object, viewerId: string | undefined) {
  if (!viewerId) return Promise.resolve(new Set<string>() as ReadonlySet<string>);
  let ids = contactsByRequest.get(requestKey);
  if (!ids) {
    ids = contactIdsOf(db, viewerId).then((list) => new Set(list));
    contactsByRequest.set(requestKey, ids);
  }
  return ids;
}

/** Users by id, for a request's batch (graphql/batch.ts). */
export const usersById = rowsById('users');
