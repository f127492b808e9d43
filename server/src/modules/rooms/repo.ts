import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, FoldersTable, RoomsTable, UserRoomsTable } from '../../db/types';
import type { ChildOrder } from '../../graphql/batch';
import { pageByCreatedAt, pageByKeys } from '../../lib/paging';
import { ROOM_KIND } from '@musubi/shared';
import { ROOM_ACTIONS } from './policy';

export type Room = Selectable<RoomsTable>;
export type UserRoom = Selectable<UserRoomsTable>;
/** A membership as the schema shows it: a row, or what an event tells of a membership that ended (removed). */
export type ShownMembership = UserRoom & { removed?: boolean; sameCommit?: string };
export type Folder = Selectable<FoldersTable>;
/**
 * What a batch of posts changes in a membership, announced without the rest of the row: reading every member's
 * whole row for the event cost a post more than storing its message. A subscriber's resolver reads the rest.
 * `sameCommit` names the commit and room the change came from: its members' events are delivered at the same
 * moment, each on its member's topic, and read the rest of their rows and their room once on each node for all of
 * them (rooms/resolvers.ts), also when they came through Redis or from another process.
 */
export type MembershipChange = Pick<UserRoom, 'id' | 'user_id' | 'room_id' | 'unread_messages' | 'unread_mentions' | 'last_read_seq' | 'last_message' | 'updatedAt'> & {
  changedOnly: true;
  sameCommit?: string;
};

/** Names each room's changes of one commit alike (sameCommit). */
export function linkSameCommit(changes: MembershipChange[]): MembershipChange[] {
  const byRoom = new Map<string, string>();
  for (const change of changes) {
    let key = byRoom.get(change.room_id);
    if (!key) byRoom.set(change.room_id, (key = randomUUID()));
    change.sameCommit = key;
  }
  return changes;
}
type Db = Kysely<DB> | Transaction<DB>;

/** A person's own マイチャット (every account has one, made with it). */
export const findMyChatRoom = (db: Db, userId: string) =>
  db.selectFrom('rooms').select('id').where('kind', '=', ROOM_KIND.myChat).where('created_user_id', '=', userId).orderBy('createdAt').executeTakeFirst();
export const findRoom = (db: Db, id: string) => db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserRoomById = (db: Db, id: string) =>
  db.selectFrom('user_rooms').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserRoom = (db: Db, userId: string, roomId: string) =>
  db.selectFrom('user_rooms').selectAll().where('user_id', '=', userId).where('room_id', '=', roomId).executeTakeFirst();

export const membersOf = (db: Db, roomId: string) =>
  db.selectFrom('user_rooms').selectAll().where('room_id', '=', roomId).execute();

/** A room's members in joining order (pageMembers), for many rooms at once (graphql/batch.ts). */
export const MEMBER_ORDER: ChildOrder<UserRoom> = {
  table: 'user_rooms',
  parent: 'room_id',
  order: [['createdAt', 'asc'], ['id', 'asc']],
  keysOf: (r) => [r.createdAt, r.id],
};

/** A room's members in joining order. */
export async function pageMembers(db: Db, roomId: string, limit: number, nextToken?: string | null) {
  const query = db.selectFrom('user_rooms').selectAll().where('room_id', '=', roomId);
  return pageByCreatedAt(query, { direction: 'asc', limit, nextToken });
}

/** A folder's memberships, most recently active room first (pageUserRooms), for many folders at once. */
export const FOLDER_ROOM_ORDER: ChildOrder<UserRoom> = {
  table: 'user_rooms',
  parent: 'folder_id',
  order: [['updatedAt', 'desc'], ['id', 'desc']],
  keysOf: (r) => [r.updatedAt, r.id],
};

/** A user's memberships, most recently active room first. */
export async function pageUserRooms(db: Db, userId: string, limit: number, nextToken?: string | null, folderId?: string) {
  let query = db.selectFrom('user_rooms').selectAll().where('user_id', '=', userId);
  if (folderId) query = query.where('folder_id', '=', folderId);
  return pageByKeys(query, { columns: ['updatedAt', 'id'], shape: ['string', 'string'], direction: 'desc', limit, nextToken });
}

/** The rooms a user belongs to, newest room first. */
export async function pageRoomsOfUser(db: Db, userId: string, limit: number, nextToken?: string | null) {
  const query = db
    .selectFrom('rooms')
    .selectAll()
    .where('id', 'in', db.selectFrom('user_rooms').select('room_id').where('user_id', '=', userId));
  return pageByCreatedAt(query, { direction: 'desc', limit, nextToken });
}

export async function insertMembership(trx: Db, row: Omit<UserRoom, 'favorite' | 'unread_messages' | 'unread_mentions' | 'last_message' | 'archived' | 'total_member' | 'folder_id' | 'last_read_seq'> & { last_read_seq?: number }) {
  await trx.insertInto('user_rooms').values(row).execute();
}

/** totalUser counts every member, countUser those who may post; each membership mirrors the total. */
/** Withdraws the unused room invitations a member sent: they lost the right to invite (removed, demoted). */
export async function refreshMemberCounts(trx: Db, roomId: string, now: string) {
  const counts = await trx
    .selectFrom('user_rooms')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('role', '>=', ROOM_ACTIONS.post).then(1).else(0).end()).as('posting'),
    ])
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  await trx
    .updateTable('rooms')
    .set({ totalUser: total, countUser: Number(counts.posting ?? 0), updatedAt: now })
    .where('id', '=', roomId)
    .execute();
  await trx.updateTable('user_rooms').set({ total_member: total }).where('room_id', '=', roomId).execute();
}

export const findFolder = (db: Db, id: string) => db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();

export async function pageFolders(db: Db, userId: string, direction: 'asc' | 'desc', limit: number, nextToken?: string | null) {
  const query = db.selectFrom('folders').selectAll().where('created_user_id', '=', userId);
  return pageByCreatedAt(query, { direction, limit, nextToken });
}
