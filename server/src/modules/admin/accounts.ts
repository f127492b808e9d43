import { USER_STATUS } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, notFound, parseInput } from '../../lib/errors';
import { announceSessionsEnded, endAllSessions } from '../auth';
import { packageInForce } from '../billing';
import { findUserById, requireAdmin, searchAccounts, setStatus, type UserRow } from '../users';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

/** Accounts per page of the CSV export, in GraphQL and in the streamed download alike. */
export const CSV_PAGE_SIZE = 500;

const statusSchema = z.object({
  id: z.string().max(64),
  status: z
    .number({ error: ADMIN_MESSAGES.userStatus })
    .refine((s) => s === USER_STATUS.active || s === USER_STATUS.suspended, { message: ADMIN_MESSAGES.userStatus })
    .nullish(),
});

/**
 * Suspends (2) or restores (1) an account. Without a status (changeStatusUser only) it toggles. Suspension ends
 * every session in the same transaction and, once committed, closes the sockets of the user's open pages.
 */
export async function changeUserStatus(
  deps: Deps,
  viewer: Viewer | null,
  raw: unknown,
  options: { statusRequired: boolean },
): Promise<UserRow> {
  const admin = requireAdmin(viewer);
  const input = parseInput(statusSchema, raw);
  if (input.status == null && options.statusRequired) throw badInput(ADMIN_MESSAGES.userStatus, { field: 'status' });
  const result = await deps.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, input.id);
    if (!user) throw notFound();
    const status =
      input.status ?? (user.status === USER_STATUS.suspended ? USER_STATUS.active : USER_STATUS.suspended);
    if (status === USER_STATUS.suspended && user.id === admin.id) {
      throw badInput(ADMIN_MESSAGES.suspendSelf, { field: 'id' });
    }
    if (status === user.status) return { user, suspended: false, endedSessions: [] as string[] };
    const updated = await setStatus(trx, user.id, status, isoNow(deps.clock));
    const endedSessions = status === USER_STATUS.suspended ? await endAllSessions(trx, user.id) : [];
    await recordAudit(trx, deps, admin, { action: 'user.status', target: user.id, detail: { from: user.status, to: status } });
    return { user: updated, suspended: status === USER_STATUS.suspended, endedSessions };
  });
  if (result.suspended) await announceSessionsEnded(deps, { userId: result.user.id, sessionIds: result.endedSessions, reason: 'suspended' });
  return result.user;
}

/** The account detail page: the user, their rooms and roles, plan, payments, file volume and last sign-in. */
export async function getAdminUserDetail(deps: Deps, viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound();
  const [rooms, plan, transactions, files, sessions] = await Promise.all([
    deps.db.selectFrom('user_rooms').selectAll().where('user_id', '=', id).orderBy('createdAt').orderBy('id').execute(),
    packageInForce(deps.db, deps.clock, id),
    deps.db.selectFrom('transactions').selectAll().where('user_id', '=', id).orderBy('createdAt', 'desc').execute(),
    deps.db
      .selectFrom('files')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('volume'), eb.fn.countAll<number>().as('count')])
      .where('user_created_id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', id)
      .where('expiresAt', '>', isoNow(deps.clock))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    user,
    rooms,
    plan,
    transactions,
    fileVolume: Number(files.volume),
    fileCount: Number(files.count),
    lastSignInAt: user.lastTimeLogin,
    activeSessions: Number(sessions.count),
  };
}

/** One page of the export; lastExclusiveStartKey is the last id of a full page, null after the last page. */
export async function userCsvPage(deps: Deps, viewer: Viewer | null, lastExclusiveStartKey: string | null | undefined) {
  requireAdmin(viewer);
  const { key: afterId } = parseInput(z.object({ key: z.string().max(64).nullish() }), { key: lastExclusiveStartKey });
  const rows = await searchAccounts(deps.db, {}, afterId ?? null, CSV_PAGE_SIZE + 1);
  const users = rows.slice(0, CSV_PAGE_SIZE);
  return { users, lastExclusiveStartKey: rows.length > CSV_PAGE_SIZE ? users[users.length - 1]!.id : null };
}
