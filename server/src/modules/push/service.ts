import {
  DEFAULT_MAIL_DELAY,
  DEFAULT_NOTIFICATION_LEVEL,
  MAIL_DELAYS,
  MESSAGES,
  NOTIFICATION_LEVELS,
  type NotificationLevel,
  rules,
} from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireRoomAccess } from '../rooms';
import { requireViewer } from '../users';
import { vapidKeys } from './keys';
import { isAllowedPushEndpoint, MAX_PUSH_DEVICES } from './policy';

/** A base64url key of a subscription: p256dh is a 65-byte point (87 characters), auth 16 bytes (22). */
const base64url = (min: number, max: number) =>
  z.string({ error: MESSAGES.pushSubscriptionInvalid }).regex(/^[A-Za-z0-9_-]+={0,2}$/, MESSAGES.pushSubscriptionInvalid).min(min, MESSAGES.pushSubscriptionInvalid).max(max, MESSAGES.pushSubscriptionInvalid);

const registerSchema = z.object({
  endpoint: z.string({ error: MESSAGES.pushSubscriptionInvalid }).max(1024, MESSAGES.pushSubscriptionInvalid),
  p256dh: base64url(80, 100),
  auth: base64url(16, 32),
});

export interface PushDevice {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  current: boolean;
}

export function pushPublicKey(deps: Deps, viewer: Viewer | null): string {
  requireViewer(viewer);
  return vapidKeys(deps.config).publicKey;
}

/**
 * Registers the browser of the caller's session. An endpoint is one device: registering it again (after a new
 * sign-in, or by the account that now uses the browser) moves it to this session and user. A user keeps at most
 * MAX_PUSH_DEVICES: one more replaces the one registered longest ago.
 */
export async function registerPushDevice(deps: Deps, viewer: Viewer | null, input: unknown, userAgent: string | undefined): Promise<PushDevice> {
  const me = requireViewer(viewer);
  const data = parseInput(registerSchema, input);
  if (!isAllowedPushEndpoint(deps.config, data.endpoint)) throw badInput(MESSAGES.pushServiceNotAllowed, { field: 'endpoint' });
  const now = isoNow(deps.clock);
  const row = {
    id: newId(),
    user_id: me.id,
    session_id: me.sessionId,
    endpoint: data.endpoint,
    p256dh: data.p256dh,
    auth: data.auth,
    userAgent: userAgent?.slice(0, 255) ?? null,
    createdAt: now,
    lastUsedAt: null,
  };
  const stored = await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: row.user_id,
          session_id: row.session_id,
          p256dh: row.p256dh,
          auth: row.auth,
          userAgent: row.userAgent,
          createdAt: row.createdAt,
          lastUsedAt: null,
        }),
      )
      .execute();
    // Beyond the cap, the devices registered longest ago make room (decision 0256).
    const newest = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', me.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_PUSH_DEVICES);
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', me.id).where('id', 'not in', newest).execute();
    return trx.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', data.endpoint).executeTakeFirstOrThrow();
  });
  return { id: stored.id, userAgent: stored.userAgent, createdAt: stored.createdAt, lastUsedAt: stored.lastUsedAt, current: true };
}

export async function listPushDevices(deps: Deps, viewer: Viewer | null): Promise<PushDevice[]> {
  const me = requireViewer(viewer);
  const rows = await deps.db
    .selectFrom('push_subscriptions')
    .select(['id', 'userAgent', 'createdAt', 'lastUsedAt', 'session_id'])
    .where('user_id', '=', me.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(({ session_id, ...device }) => ({ ...device, current: session_id === me.sessionId }));
}

export async function removePushDevice(deps: Deps, viewer: Viewer | null, id: unknown): Promise<boolean> {
  const me = requireViewer(viewer);
  if (typeof id !== 'string' || id.length > 64) throw notFound();
  const removed = await deps.db.deleteFrom('push_subscriptions').where('id', '=', id).where('user_id', '=', me.id).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw notFound();
  return true;
}

export interface NotificationSettings {
  mailDelayMinutes: number;
  quietFrom: string | null;
  quietTo: string | null;
}

export async function readNotificationSettings(deps: Pick<Deps, 'db'>, userId: string): Promise<NotificationSettings> {
  return (await readSettingsOf(deps, [userId])).get(userId)!;
}

/** Several users' settings in one query (the defaults for those who never changed them). */
export async function readSettingsOf(deps: Pick<Deps, 'db'>, userIds: readonly string[]): Promise<Map<string, NotificationSettings>> {
  const rows = userIds.length === 0 ? [] : await deps.db.selectFrom('notification_settings').selectAll().where('user_id', 'in', [...userIds]).execute();
  const stored = new Map(rows.map((r) => [r.user_id, r]));
  return new Map(
    userIds.map((id) => {
      const row = stored.get(id);
      return [id, { mailDelayMinutes: row?.mail_delay_minutes ?? DEFAULT_MAIL_DELAY, quietFrom: row?.quiet_from ?? null, quietTo: row?.quiet_to ?? null }];
    }),
  );
}

export async function notificationSettings(deps: Deps, viewer: Viewer | null) {
  return readNotificationSettings(deps, requireViewer(viewer).id);
}

const settingsSchema = z.object({
  mailDelayMinutes: z
    .number({ error: MESSAGES.mailDelayInvalid })
    .refine((v) => (MAIL_DELAYS as readonly number[]).includes(v), { message: MESSAGES.mailDelayInvalid })
    .nullish(),
  quietFrom: rules.timeOfDay().nullish(),
  quietTo: rules.timeOfDay().nullish(),
});

/** Changes the given settings; do-not-disturb is set as a pair (both times) or turned off (both null). */
export async function updateNotificationSettings(deps: Deps, viewer: Viewer | null, input: unknown): Promise<NotificationSettings> {
  const me = requireViewer(viewer);
  const data = parseInput(settingsSchema, input);
  const current = await readNotificationSettings(deps, me.id);
  const quietGiven = input !== null && typeof input === 'object' && ('quietFrom' in input || 'quietTo' in input);
  if (quietGiven && (data.quietFrom == null) !== (data.quietTo == null)) throw badInput(MESSAGES.quietHoursPair, { field: 'quietTo' });
  const next: NotificationSettings = {
    mailDelayMinutes: data.mailDelayMinutes ?? current.mailDelayMinutes,
    quietFrom: quietGiven ? (data.quietFrom ?? null) : current.quietFrom,
    quietTo: quietGiven ? (data.quietTo ?? null) : current.quietTo,
  };
  const row = { mail_delay_minutes: next.mailDelayMinutes, quiet_from: next.quietFrom, quiet_to: next.quietTo, updatedAt: isoNow(deps.clock) };
  await deps.db
    .insertInto('notification_settings')
    .values({ user_id: me.id, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return next;
}

const levelSchema = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v): v is NotificationLevel => (NOTIFICATION_LEVELS as readonly string[]).includes(v));

/** A level as the schema's NotificationLevel names it. */
const LEVEL_NAMES = { all: 'ALL', mentions: 'MENTIONS', none: 'NONE' } as const satisfies { [L in NotificationLevel]: Uppercase<L> };
type LevelName = (typeof LEVEL_NAMES)[NotificationLevel];

export async function roomNotificationLevel(deps: Deps, viewer: Viewer | null, roomId: unknown): Promise<LevelName> {
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, roomId as string, 'read');
  const row = await deps.db
    .selectFrom('room_notification_settings')
    .select('level')
    .where('user_id', '=', me.id)
    .where('room_id', '=', roomId as string)
    .executeTakeFirst();
  return LEVEL_NAMES[row?.level ?? DEFAULT_NOTIFICATION_LEVEL];
}

/** Sets the caller's level in a room they belong to (any role: hearing a room is everyone's own business). */
export async function setRoomNotificationLevel(deps: Deps, viewer: Viewer | null, roomId: unknown, level: unknown): Promise<LevelName> {
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, roomId as string, 'read');
  const parsed = levelSchema.safeParse(level);
  if (!parsed.success) throw badInput(MESSAGES.notificationLevelInvalid, { field: 'level' });
  const updatedAt = isoNow(deps.clock);
  await deps.db
    .insertInto('room_notification_settings')
    .values({ user_id: me.id, room_id: roomId as string, level: parsed.data as NotificationLevel, updatedAt })
    .onConflict((oc) => oc.columns(['user_id', 'room_id']).doUpdateSet({ level: parsed.data as NotificationLevel, updatedAt }))
    .execute();
  return LEVEL_NAMES[parsed.data];
}
