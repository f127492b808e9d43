import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import { decodeToken, toPage } from '../../lib/paging';

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
  const after = decodeToken(options.nextToken, ['string', 'string']);
  const { filter, direction } = options;
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
  if (filter?.status != null) query = query.where('status', '=', filter.status);
  if (filter?.type != null) query = query.where('type', '=', filter.type);
  if (filter?.room_id) query = query.where('room_id', '=', filter.room_id);
  if (after) {
    query = query.where(
      direction === 'asc'
        ? sql<boolean>`("createdAt", id) > (${after[0]}, ${after[1]})`
        : sql<boolean>`("createdAt", id) < (${after[0]}, ${after[1]})`,
    );
  }
  const rows = await query.orderBy('createdAt', direction).orderBy('id', direction).limit(options.limit + 1).execute();
  return toPage(rows, options.limit, (r) => [r.createdAt, r.id]);
}

export const findOwnNotification = (db: Kysely<DB>, userId: string, id: string) =>
  db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
