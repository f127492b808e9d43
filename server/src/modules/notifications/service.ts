import type { Kysely, Selectable, Transaction } from 'kysely';
import { NOTIFICATION_STATUS } from '@musubi/shared';
import type { DB, NotificationsTable } from '../../db/types';

export type Notification = Selectable<NotificationsTable>;
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';

export const notificationTopic = (userId: string) => `user:${userId}:notification`;

export interface NewNotification {
  user_id: string;
  /** NOTIFICATION_TYPE.mention (0) or NOTIFICATION_TYPE.account (1). */
  type: number;
  content: string;
  link?: string | null;
  room_id?: string | null;
  user_created_id?: string | null;
}

/**
 * Stores notifications inside the caller's transaction and returns the rows; the caller hands them to
 * `publishNotifications` after commit, so nobody hears of a notification that was rolled back.
 */
export async function insertNotifications(
  trx: Kysely<DB> | Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  notifications: NewNotification[],
): Promise<Notification[]> {
  if (notifications.length === 0) return [];
  const now = isoNow(deps.clock);
  const rows: Notification[] = notifications.map((n) => ({
    id: newId(),
    user_id: n.user_id,
    type: n.type,
    content: n.content,
    link: n.link ?? null,
    room_id: n.room_id ?? null,
    user_created_id: n.user_created_id ?? null,
    status: NOTIFICATION_STATUS.unread,
    public: 0,
    createdAt: now,
    updatedAt: now,
  }));
  await trx.insertInto('notifications').values(rows).execute();
  return rows;
}

export async function publishNotifications(deps: Pick<Deps, 'pubsub'>, rows: Notification[]): Promise<void> {
  for (const row of rows) await deps.pubsub.publish(notificationTopic(row.user_id), { onCreateNotification: row });
}
