import { type Kysely, type RawBuilder, type Selectable, type SqlBool, type Transaction } from 'kysely';
import { CONTACT_REQUEST_STATUS, type Language, MESSAGES } from '@musubi/shared';
import { inLanguage } from '../../lib/language';
import type { ContactRequestsTable, DB, InvitesTable, RoomsTable, UserRoomsTable } from '../../db/types';
import { afterKeys, decodeToken } from '../../lib/paging';
import type { UserRow } from '../users';

export type Db = Kysely<DB> | Transaction<DB>;
export type ContactRequestRow = Selectable<ContactRequestsTable>;
export type InviteRow = Selectable<InvitesTable>;
export type RoomRow = Selectable<RoomsTable>;
export type UserRoomRow = Selectable<UserRoomsTable>;

/** Keyset position of a newest-first list ordered by (createdAt, id); the token holds the last row's pair. */
export function olderThan(
  token: string | null | undefined,
  table: string,
  idColumn = `${table}.id`,
): RawBuilder<SqlBool> | null {
  const keys = decodeToken(token, ['string', 'string']);
  return keys && afterKeys([`${table}.createdAt`, idColumn], 'desc', keys);
}

export async function areContacts(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('contacts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('contact_user_id', '=', otherId)
    .executeTakeFirst();
  return !!row;
}

export const findPendingRequest = (db: Db, fromId: string, toId: string) =>
  db
    .selectFrom('contact_requests')
    .selectAll()
    .where('request_user_id', '=', fromId)
    .where('user_id', '=', toId)
    .where('status', '=', CONTACT_REQUEST_STATUS.pending)
    .executeTakeFirst();

export const findRoom = (db: Db, id: string) => db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();

export const findMembershipRow = (db: Db, userId: string, roomId: string) =>
  db.selectFrom('user_rooms').selectAll().where('user_id', '=', userId).where('room_id', '=', roomId).executeTakeFirst();

/** A name to show others in notifications and mails: never the e-mail address, which is private. */
/** A person's name in a sentence, told to a reader of this language when they have none. */
export const displayName = (user: Pick<UserRow, 'name'> | undefined, language: Language) => user?.name?.trim() || inLanguage(MESSAGES.unnamedUser, language);
