import type { Kysely, Selectable, Transaction } from 'kysely';
import { NOTIFICATION_STATUS } from '@musubi/shared';
import { z } from 'zod';
import type { DB, NotificationsTable } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit } from '../../lib/paging';
import { requireViewer } from '../users';
import { requireOwnNotification, requireOwnUser } from './policy';
import * as repo from './repo';

export type Notification = Selectable<NotificationsTable>;

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

/**
 * Marks a user's mention notifications of a room read inside the caller's transaction (the room was read to its
 * end: the bell agrees with the room list); the caller publishes the answered rows after commit.
 */
export async function readMentionsOfRoom(trx: Kysely<DB> | Transaction<DB>, deps: Pick<Deps, 'clock'>, userId: string, roomId: string) {
  return repo.readMentionsOfRoom(trx, userId, roomId, isoNow(deps.clock));
}

/**
 * Marks read, inside the caller's transaction, a user's account notices that ask for what was just done: those
 * pointing at `link` (and sent by `fromUserId`, when given). A notice is cleared by doing what it asks, wherever it
 * is done; the caller publishes the answered rows after commit, so every open bell drops them.
 */
export async function readNoticesDone(
  trx: Kysely<DB> | Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  userId: string,
  notice: { link: string; fromUserId?: string | null },
) {
  return repo.readNoticesLinking(trx, userId, notice.link, notice.fromUserId ?? null, isoNow(deps.clock));
}

interface ListArgs {
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: string | null;
}

const direction = (value?: string | null) => (value?.toUpperCase() === 'ASC' ? 'asc' : 'desc');

/** notificationByUser: the viewer's own notifications; asked for someone else's, an empty page. */
export async function listOfUser(deps: Deps, viewer: Viewer | null, args: ListArgs & { user_id?: string | null }) {
  const me = requireViewer(viewer);
  if (args.user_id !== me.id) return { items: [], nextToken: null };
  return repo.pageNotifications(deps.db, me.id, { direction: direction(args.sortDirection), limit: pageLimit(args.limit), nextToken: args.nextToken });
}

/** customGetNotifications: the viewer's notifications, optionally filtered by status, type and room. */
export async function listOwn(deps: Deps, viewer: Viewer | null, args: ListArgs & { filter?: repo.NotificationFilter | null }) {
  const me = requireViewer(viewer);
  return repo.pageNotifications(deps.db, me.id, {
    direction: direction(args.sortDirection),
    limit: pageLimit(args.limit),
    nextToken: args.nextToken,
    filter: args.filter,
  });
}

const statusSchema = z.object({
  id: z.string().max(64),
  status: z
    .number()
    .int()
    .min(NOTIFICATION_STATUS.unread)
    .max(NOTIFICATION_STATUS.read)
    .nullish()
    .transform((v) => v ?? NOTIFICATION_STATUS.read),
});

/** Marks one of the viewer's notifications read (or unread again). */
export async function setStatus(deps: Deps, viewer: Viewer | null, input: unknown) {
  requireViewer(viewer);
  const data = parseInput(statusSchema, input);
  const row = await requireOwnNotification(deps.db, viewer, data.id);
  const updatedAt = isoNow(deps.clock);
  await repo.setStatus(deps.db, row.id, data.status, updatedAt);
  return { ...row, status: data.status, updatedAt };
}

export async function deleteNotification(deps: Deps, viewer: Viewer | null, input: { id?: unknown } | null | undefined) {
  const row = await requireOwnNotification(deps.db, viewer, input?.id);
  await repo.deleteNotification(deps.db, row.id);
  return row;
}

/** The topic of the viewer's own notifications; each user hears only theirs. */
export function topicOf(viewer: Viewer | null, userId: unknown) {
  return notificationTopic(requireOwnUser(viewer, userId).id);
}
