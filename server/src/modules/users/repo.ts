import { type Kysely, type RawBuilder, type Selectable, type SqlBool, type Updateable, sql } from 'kysely';
import { USER_STATUS } from '@musubi/shared';
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

export async function updateUser(db: Kysely<DB>, id: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Active users other than `excludeId` whose address is exactly the text, or whose name or company contains it. */
export function searchActiveUsers(db: Kysely<DB>, text: string, excludeId: string, limit: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('status', '=', USER_STATUS.active)
    .where('id', '!=', excludeId)
    .where((eb) =>
      text.includes('@') ? eb('email', '=', text.toLowerCase()) : eb.or([containsText('name', text), containsText('company_name', text)]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface AccountFilter {
  id?: string | null;
  name?: string | null;
  email?: string | null;
  status?: number | null;
}

/** Every account matching the filter whose id is after `afterId`, in id order. */
export function searchAccounts(db: Kysely<DB>, filter: AccountFilter, afterId: string | null, limit: number) {
  let query = db.selectFrom('users').selectAll();
  if (filter.id) query = query.where('id', '=', filter.id);
  if (filter.name) query = query.where(containsText('name', filter.name));
  if (filter.email) query = query.where(containsText('email', filter.email));
  if (filter.status != null) query = query.where('status', '=', filter.status);
  if (afterId) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
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
