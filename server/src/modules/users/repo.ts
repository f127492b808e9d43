import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { rowsById } from '../../graphql/batch';

export const findUserById = (db: Kysely<DB>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

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
