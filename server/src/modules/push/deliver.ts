import { DEFAULT_NOTIFICATION_LEVEL, type Language, type NotificationLevel, plainNotation, quietPeriodEnd, ROOM_KIND, USER_STATUS } from '@musubi/shared';
import type { Selectable } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import { prepared } from '../../db/prepared';
import type { MessagesTable } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { SESSION_IDLE_MS } from '../auth';
import { findUserById } from '../users';
import { vapidKeys } from './keys';
import { readSettingsOf } from './service';

/** A committed message, as the messages module hands it over. */
type Message = Selectable<MessagesTable>;

/** Why a message reaches someone: named in the push so the page can say it. */
export type Reason = 'mention' | 'direct' | 'room';

/** What the service worker shows, and where a click takes the user. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  roomId: string;
  messageId: string;
  reason: Reason;
}

/** A push waits this long at the push service for a device that is off, then is dropped: stale news is noise. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const BODY_LENGTH = 120;

/** The room screen at a message, in the web app's own terms (see web/src/rooms/paths.ts). */
export const messageLink = (roomId: string, messageId: string) => `/room?room=${roomId}&message=${messageId}`;

interface Recipient {
  userId: string;
  reason: Reason;
}

/**
 * After a message is committed: pushes it to the devices of everyone it concerns, and queues the mail for those
 * it names (To, TO ALL, a reply, a direct message) in case they do not read it in time. Each member's room level
 * decides (all / To and direct / nothing); do-not-disturb holds pushes. Never throws: the post is already made.
 */
export async function reachRecipients(deps: Deps, message: Message, mentioned: readonly string[]): Promise<void> {
  try {
    const rows = await roomAndHearers(deps.db, message.room_id);
    const room = rows[0];
    if (!room) return;
    const hearAll = rows.flatMap((row) => row.user_id ?? []);
    const recipients = await recipientsOf(deps, message, room.kind === ROOM_KIND.direct, mentioned, hearAll);
    if (recipients.length === 0) return;
    await queueMissedMail(deps, message, recipients.filter((r) => r.reason !== 'room'));
    await pushTo(deps, message, room, recipients);
  } catch (error) {
    deps.log.error({ err: error, messageId: message.id }, 'reaching the recipients of a message failed');
  }
}

/** A room's name and kind, once for each member who hears its every message (or once, with no one). */
const roomAndHearers = prepared((db, roomId: string) =>
  db
    .selectFrom('rooms')
    .leftJoin('room_notification_settings as s', (join) => join.onRef('s.room_id', '=', 'rooms.id').on('s.level', '=', 'all'))
    .select(['rooms.name', 'rooms.kind', 's.user_id'])
    .where('rooms.id', '=', roomId),
);

/**
 * The active members a message concerns, the sender excluded, with each one's room level applied. Most posts name
 * nobody: then only a direct room's partner and those who hear every message (`hearAll`) are asked about.
 */
async function recipientsOf(deps: Deps, message: Message, direct: boolean, mentioned: readonly string[], hearAll: readonly string[]): Promise<Recipient[]> {
  const candidates = [...new Set([...mentioned, ...hearAll])].filter((id) => id !== message.user_id);
  if (candidates.length === 0 && !direct) return [];
  let members = deps.db
    .selectFrom('user_rooms')
    .innerJoin('users', 'users.id', 'user_rooms.user_id')
    .leftJoin('room_notification_settings as s', (join) =>
      join.onRef('s.user_id', '=', 'user_rooms.user_id').onRef('s.room_id', '=', 'user_rooms.room_id'),
    )
    .select(['user_rooms.user_id', 's.level', 'users.status'])
    .where('user_rooms.room_id', '=', message.room_id)
    .where('user_rooms.user_id', '!=', message.user_id);
  // A direct room has two members: its partner is always concerned.
  if (!direct) members = members.where('user_rooms.user_id', 'in', candidates);
  const named = new Set(mentioned);
  const recipients: Recipient[] = [];
  for (const member of await members.execute()) {
    if (member.status === USER_STATUS.suspended) continue;
    const level: NotificationLevel = member.level ?? DEFAULT_NOTIFICATION_LEVEL;
    const reason: Reason = named.has(member.user_id) ? 'mention' : direct ? 'direct' : 'room';
    if (level === 'none' || (level === 'mentions' && reason === 'room')) continue;
    recipients.push({ userId: member.user_id, reason });
  }
  return recipients;
}

/** One pending mail per person named, due after their chosen delay; none for those who turned mail off. */
async function queueMissedMail(deps: Deps, message: Message, recipients: Recipient[]) {
  const now = isoNow(deps.clock);
  const rows = [];
  const settings = await readSettingsOf(deps, recipients.map((r) => r.userId));
  for (const { userId } of recipients) {
    const { mailDelayMinutes } = settings.get(userId)!;
    if (mailDelayMinutes === 0) continue;
    rows.push({
      id: newId(),
      user_id: userId,
      room_id: message.room_id,
      message_id: message.id,
      seq: message.seq,
      dueAt: new Date(Date.parse(message.createdAt) + mailDelayMinutes * 60_000).toISOString(),
      claimedAt: null,
      createdAt: now,
    });
  }
  if (rows.length === 0) return;
  await deps.db
    .insertInto('pending_mails')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .execute();
}

async function pushTo(deps: Deps, message: Message, room: { name: string; kind: number }, recipients: Recipient[]) {
  const now = deps.clock.now();
  const settings = await readSettingsOf(deps, recipients.map((r) => r.userId));
  const awake = recipients.filter((recipient) => {
    const { quietFrom, quietTo } = settings.get(recipient.userId)!;
    return !(quietFrom && quietTo && quietPeriodEnd(now, quietFrom, quietTo));
  });
  if (awake.length === 0) return;
  // Only devices whose session is still alive: ending a session (sign-out, expiry) ends its pushes.
  const devices = await deps.db
    .selectFrom('push_subscriptions')
    .innerJoin('sessions', 'sessions.id', 'push_subscriptions.session_id')
    .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
    .select(['push_subscriptions.id', 'push_subscriptions.user_id', 'endpoint', 'p256dh', 'auth', 'users.language'])
    .where('push_subscriptions.user_id', 'in', awake.map((r) => r.userId))
    .where('sessions.expiresAt', '>', now.toISOString())
    .where('sessions.lastSeenAt', '>', new Date(now.getTime() - SESSION_IDLE_MS).toISOString())
    .execute();
  if (devices.length === 0) return;
  const author = await findUserById(deps.db, message.user_id);
  const reasons = new Map(awake.map((r) => [r.userId, r.reason]));
  const sender = author?.name || 'Musubi';
  // The title in the recipient's language (decision 0326): its brackets are all the words it has of its own.
  const titles: Record<Language, string> = {
    ja: room.kind === ROOM_KIND.group ? `${sender}（${room.name}）` : sender,
    en: room.kind === ROOM_KIND.group ? `${sender} (${room.name})` : sender,
  };
  // A phone shows text only: Chatwork's tags as a reader would say them (decision 0312).
  const text = plainNotation(message.content);
  const body = text.length > BODY_LENGTH ? `${text.slice(0, BODY_LENGTH)}…` : text;
  await Promise.all(
    devices.map((device) =>
      sendPush(deps, device, {
        title: titles[device.language],
        body,
        url: messageLink(message.room_id, message.id),
        roomId: message.room_id,
        messageId: message.id,
        reason: reasons.get(device.user_id)!,
      }),
    ),
  );
}

/** Sends one push; a subscription its push service says is gone (404, 410) is removed. */
async function sendPush(
  deps: Deps,
  device: { id: string; endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
): Promise<void> {
  const keys = vapidKeys(deps.config);
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      urgency: payload.reason === 'room' ? 'normal' : 'high',
      topic: payload.roomId.replace(/-/g, '').slice(-32),
      timeout: 10_000,
    });
    await deps.db.updateTable('push_subscriptions').set({ lastUsedAt: isoNow(deps.clock) }).where('id', '=', device.id).execute();
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await deps.db.deleteFrom('push_subscriptions').where('id', '=', device.id).execute();
      return;
    }
    deps.log.warn({ err: error, device: device.id }, 'a push was not delivered');
  }
}
