import { formatDateTime, type Language } from '@musubi/shared';
import Bowser from 'bowser';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound, parseInput } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { spendMailBudget } from '../../infra/mail/limits';
import { mailTemplates } from '../../infra/mail/templates';
import { requireViewer } from '../users';
import { announceSessionsEnded, endSession, SESSION_IDLE_MS } from './sessions';

/** A signed-in session as its owner sees it in ログイン中の端末. */
export interface SignedInDevice {
  id: string;
  browser: string | null;
  os: string | null;
  deviceType: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/**
 * The id a page sees for a session: not the session's own id (the token's hash, which the sockets and every request
 * look sessions up by), but a hash of it, so that the list hands out nothing that names a session elsewhere.
 */
export const deviceId = (sessionId: string) => sha256(`device:${sessionId}`).slice(0, 32);

/** The browser, system and kind of device a User-Agent names (bowser), each null when it names none. */
export function describeUserAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') || null;
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') || null;
  return { browser, os, deviceType: parsed.platform.type ?? null };
}

/** The viewer's live sessions, the most recently seen first. */
export async function listSignedInDevices(deps: Deps, viewer: Viewer | null): Promise<SignedInDevice[]> {
  const me = requireViewer(viewer);
  const now = deps.clock.now().getTime();
  const rows = await deps.db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'address', 'createdAt', 'lastSeenAt', 'expiresAt'])
    .where('user_id', '=', me.id)
    .where('expiresAt', '>', isoNow(deps.clock))
    .orderBy('lastSeenAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows
    .filter((row) => Date.parse(row.lastSeenAt) + SESSION_IDLE_MS > now)
    .map((row) => ({
      id: deviceId(row.id),
      ...describeUserAgent(row.userAgent),
      address: row.address,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.id === me.sessionId,
    }));
}

const endDeviceSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Ends one of the viewer's sessions, as signing out there would: the session is deleted and its sockets close on
 * every node. Another account's session, or one already gone, is NOT_FOUND alike, so nothing is told about it.
 */
export async function endSignedInDevice(deps: Deps, viewer: Viewer | null, input: unknown): Promise<{ endedCurrent: boolean }> {
  const me = requireViewer(viewer);
  const { id } = parseInput(endDeviceSchema, input);
  const sessions = await deps.db.selectFrom('sessions').select('id').where('user_id', '=', me.id).execute();
  const target = sessions.find((row) => deviceId(row.id) === id);
  if (!target) throw notFound();
  const sessionIds = await endSession(deps.db, target.id);
  if (sessionIds.length === 0) throw notFound();
  await announceSessionsEnded(deps, {
    userId: me.id,
    sessionIds,
    reason: target.id === me.sessionId ? 'signed_out' : 'ended_from_devices',
  });
  return { endedCurrent: target.id === me.sessionId };
}

const deviceHash = (userAgent: string | undefined) => sha256(`ua:${userAgent ?? ''}`);

/** Remembers the browser a new account signed up with, so that its first sign-in there is not news. */
export async function rememberDevice(deps: Pick<Deps, 'db' | 'clock'>, userId: string, userAgent: string | undefined) {
  const now = isoNow(deps.clock);
  await deps.db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash(userAgent), createdAt: now, lastSignInAt: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ lastSignInAt: now }))
    .execute();
}

/**
 * After a sign-in: a browser this account has never signed in with gets the owner a mail naming it, the address
 * and the time, with the way to end it. Within the mail limits of the address; a mail refused or failed is logged,
 * never a failed sign-in.
 */
export async function noteSignInDevice(
  deps: Deps,
  user: { id: string; email: string; language: Language },
  client: { userAgent?: string; address: string },
): Promise<void> {
  const now = isoNow(deps.clock);
  const inserted = await deps.db
    .insertInto('known_devices')
    .values({ user_id: user.id, device_hash: deviceHash(client.userAgent), createdAt: now, lastSignInAt: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
    .returning('user_id')
    .execute();
  if (inserted.length === 0) {
    await deps.db
      .updateTable('known_devices')
      .set({ lastSignInAt: now })
      .where('user_id', '=', user.id)
      .where('device_hash', '=', deviceHash(client.userAgent))
      .execute();
    return;
  }
  const { browser, os } = describeUserAgent(client.userAgent ?? null);
  try {
    await spendMailBudget(deps, { kind: 'newDevice', to: user.email });
    await deps.mail.send({
      to: user.email,
      ...mailTemplates(user.language).newDeviceSignIn({
        device: [browser, os].filter(Boolean).join(' / ') || null,
        address: client.address,
        at: formatDateTime(now),
        link: `${deps.config.publicUrl}/account/id/edit#devices`,
      }),
    });
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'the new-device mail was not sent');
  }
}
