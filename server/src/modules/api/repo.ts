import type { Kysely, Selectable } from 'kysely';
import type { ApiTokensTable, DB } from '../../db/types';

export type ApiTokenRow = Selectable<ApiTokensTable>;

/** The instance settings' one row. */
const SETTINGS_ID = 'instance';

export const listTokens = (db: Kysely<DB>, userId: string) =>
  db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();

export async function countTokens(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertToken(db: Kysely<DB>, row: ApiTokenRow): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

/** Deletes one of the user's tokens; false when there was none of theirs with that id. */
export async function deleteToken(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteUserTokens(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}

/** A token by its hash, with what a request needs of its account. */
export const findTokenByHash = (db: Kysely<DB>, hash: string) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id as tokenId',
      'api_tokens.scope',
      'api_tokens.lastUsedAt',
      'users.id',
      'users.email',
      'users.status',
      'users.is_admin',
      'users.language',
    ])
    .where('api_tokens.token_hash', '=', hash)
    .executeTakeFirst();

export async function touchToken(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
}

export async function isApiDisabled(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('api_settings').select('disabled').where('id', '=', SETTINGS_ID).executeTakeFirst();
  return Boolean(row?.disabled);
}

export async function setApiDisabled(db: Kysely<DB>, disabled: boolean, userId: string, now: string): Promise<void> {
  const values = { disabled: disabled ? 1 : 0, updated_user_id: userId, updatedAt: now };
  await db
    .insertInto('api_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
