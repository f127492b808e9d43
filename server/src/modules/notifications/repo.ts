import type { Kysely, Transaction } from 'kysely';
import { NOTIFICATION_STATUS, NOTIFICATION_TYPE, ROOM_KIND } from '@musubi/shared';
import type { DB } from '../../db/types';
import { pageByCreatedAt } from '../../lib/paging';
import { prepared } from '../../db/prepared';

export interface NotificationFilter {
  status?: number | null;
  type?: number | null;
  room_id?: string | null;
}

/** A user's notifications by creation time, newest first unless asked otherwise. */
export async function pageNotifications(
  db: Kysely<DB>,
  userId: string,
  options: { direction: 'asc' | 'desc'; limit: number; nextToken?: string | null; filter?: NotificationFilter | null },
) {
  const { filter } = options;
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (filter?.status != null) query = query.where('status', '=', filter.status);
  if (filter?.type != null) query = query.where('type', '=', filter.type);
  if (filter?.room_id) query = query.where('room_id', '=', filter.room_id);
  return pageByCreatedAt(query, options);
}

export const findOwnNotification = (db: Kysely<DB>, userId: string, id: string) =>
  db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

type Db = Kysely<DB> | Transaction<DB>;

export const setStatus = (db: Db, id: string, status: number, updatedAt: string) =>
  db.updateTable('notifications').set({ status, updatedAt }).where('id', '=', id).execute();

export const deleteNotification = (db: Db, id: string) => db.deleteFrom('notifications').where('id', '=', id).execute();

/** Marks a user's unread mention notifications of a room read and answers them as they are now. */
export const readMentionsOfRoom = prepared((db, userId: string, roomId: string, updatedAt: string) =>
  db
    .updateTable('notifications')
    .set({ status: NOTIFICATION_STATUS.read, updatedAt })
    .where('user_id', '=', userId)
    .where('room_id', '=', roomId)
    .where('type', '=', NOTIFICATION_TYPE.mention)
    .where('status', '=', NOTIFICATION_STATUS.unread)
    .returningAll(),
);

/** A user's unread account notices that point at `link` (from one user, when given), marked read. */
export const readNoticesLinking = (db: Kysely<DB> | Transaction<DB>, userId: string, link: string, fromUserId: string | null, updatedAt: string) => {
  let query = db
    .updateTable('notifications')
    .set({ status: NOTIFICATION_STATUS.read, updatedAt })
    .where('user_id', '=', userId)
    .where('link', '=', link)
    .where('type', '=', NOTIFICATION_TYPE.account)
    .where('status', '=', NOTIFICATION_STATUS.unread);
  if (fromUserId) query = query.where('user_created_id', '=', fromUserId);
  return query.returningAll().execute();
};

/**
 * The names of group rooms, each asked for one of its members (`userId:roomId`): what a notification of that user
 * may say about the room it comes from. Null for a direct chat, or where the user is no longer a member.
 */
export async function groupRoomNamesOfMembers(db: Kysely<DB>, pairs: ReadonlyArray<{ userId: string; roomId: string }>) {
  if (pairs.length === 0) return [];
  return db
    .selectFrom('rooms')
    .innerJoin('user_rooms', 'user_rooms.room_id', 'rooms.id')
    .select(['rooms.id as roomId', 'user_rooms.user_id as userId', 'rooms.name'])
    .where('rooms.kind', '=', ROOM_KIND.group)
    .where((eb) => eb.or(pairs.map((pair) => eb.and([eb('user_rooms.user_id', '=', pair.userId), eb('rooms.id', '=', pair.roomId)]))))
    .execute();
}
