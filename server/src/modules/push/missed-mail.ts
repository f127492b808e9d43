import { ROOM_KIND, USER_STATUS, quietPeriodEnd } from '@musubi/shared';
import { prepared } from '../../db/prepared';
import type { Deps } from '../../deps';
import { findUserById } from '../users';
import { messageLink } from './deliver';
import { type MissedMessage, missedMail } from './mail';
import { readNotificationSettings, readSettingsOf } from './service';

/** How often each node looks for mail that is due. */
export const MISSED_MAIL_INTERVAL_MS = 60_000;
/** A claim older than this belongs to a node that stopped mid-way: another may take the mail again. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
const BATCH = 200;

export interface MissedMailReport {
  mailed: number;
  held: number;
  dropped: number;
}

/** Reading a room up to a message cancels the mail of everything up to it. */
export const cancelReadMail = prepared((db, userId: string, roomId: string, upToSeq: number) =>
  db.deleteFrom('pending_mails').where('user_id', '=', userId).where('room_id', '=', roomId).where('seq', '<=', upToSeq),
);

/**
 * The missed-message mail job (every minute on each node, and callable from tests). Mail that is due is claimed
 * with one UPDATE … RETURNING, which only one node's statement can win for a row, then checked again (still
 * unread, still a member, message not deleted, mail still wanted) and sent, one mail per person and room. A
 * person in their do-not-disturb hours has their mail moved to its end. A failed send releases the claim.
 */
export async function runMissedMails(deps: Deps): Promise<MissedMailReport> {
  const report: MissedMailReport = { mailed: 0, held: 0, dropped: 0 };
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const due = await deps.db
    .selectFrom('pending_mails')
    .select(['id', 'user_id'])
    .where('dueAt', '<=', nowIso)
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', stale)]))
    .orderBy('dueAt')
    .limit(BATCH)
    .execute();
  if (due.length === 0) return report;

  const wanted: string[] = [];
  const byUser = new Map<string, string[]>();
  for (const row of due) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
  const everyone = await readSettingsOf(deps, [...byUser.keys()]);
  for (const [userId, ids] of byUser) {
    const settings = everyone.get(userId)!;
    const quietEnd = settings.quietFrom && settings.quietTo ? quietPeriodEnd(now, settings.quietFrom, settings.quietTo) : null;
    if (quietEnd) {
      await deps.db.updateTable('pending_mails').set({ dueAt: quietEnd.toISOString() }).where('id', 'in', ids).where('claimedAt', 'is', null).execute();
      report.held += ids.length;
    } else wanted.push(...ids);
  }
  if (wanted.length === 0) return report;

  const claimed = await deps.db
    .updateTable('pending_mails')
    .set({ claimedAt: nowIso })
    .where('id', 'in', wanted)
    .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', stale)]))
    .returning(['id', 'user_id', 'room_id', 'message_id', 'seq'])
    .execute();
  if (claimed.length === 0) return report;

  const groups = new Map<string, typeof claimed>();
  for (const row of claimed) {
    const key = `${row.user_id}\n${row.room_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const rows of groups.values()) {
    const ids = rows.map((r) => r.id);
    try {
      const sent = await mailGroup(deps, rows[0]!.user_id, rows[0]!.room_id, rows);
      if (sent) report.mailed += 1;
      else report.dropped += rows.length;
      await deps.db.deleteFrom('pending_mails').where('id', 'in', ids).execute();
    } catch (error) {
      deps.log.error({ err: error }, 'a missed-message mail was not sent');
      await deps.db.updateTable('pending_mails').set({ claimedAt: null }).where('id', 'in', ids).execute();
    }
  }
  return report;
}

/** Mails one person what is still unread of their claimed messages in one room; false when nothing is left to say. */
async function mailGroup(deps: Deps, userId: string, roomId: string, rows: Array<{ message_id: string; seq: number }>): Promise<boolean> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.status === USER_STATUS.suspended) return false;
  if ((await readNotificationSettings(deps, userId)).mailDelayMinutes === 0) return false;
  const membership = await deps.db
    .selectFrom('user_rooms')
    .innerJoin('rooms', 'rooms.id', 'user_rooms.room_id')
    .leftJoin('room_notification_settings as s', (join) =>
      join.onRef('s.user_id', '=', 'user_rooms.user_id').onRef('s.room_id', '=', 'user_rooms.room_id'),
    )
    .select(['user_rooms.last_read_seq', 'rooms.name', 'rooms.kind', 's.level'])
    .where('user_rooms.user_id', '=', userId)
    .where('user_rooms.room_id', '=', roomId)
    .executeTakeFirst();
  if (!membership || membership.level === 'none') return false;
  const unread = rows.filter((r) => r.seq > membership.last_read_seq).map((r) => r.message_id);
  if (unread.length === 0) return false;
  const messages = await deps.db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.user_id')
    .select(['messages.id', 'messages.content', 'messages.createdAt', 'users.name'])
    .where('messages.id', 'in', unread)
    .where('messages.deletedAt', 'is', null)
    .orderBy('messages.seq')
    .execute();
  if (messages.length === 0) return false;
  const base = deps.config.publicUrl;
  const list: MissedMessage[] = messages.map((m) => ({
    sender: m.name || 'Musubi',
    content: m.content,
    createdAt: m.createdAt,
    link: `${base}${messageLink(roomId, m.id)}`,
  }));
  const mail = missedMail(user.language).unread({
    roomName: membership.name,
    direct: membership.kind === ROOM_KIND.direct,
    messages: list,
    settingsUrl: `${base}/account/id/edit`,
  });
  await deps.mail.send({ to: user.email, ...mail });
  return true;
}
