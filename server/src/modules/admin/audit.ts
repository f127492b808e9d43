import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditLogsTable, DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { type Page, decodeToken, pageLimit, toPage } from '../../lib/paging';
import { requireAdmin } from '../users/policy';

export type AuditLog = Selectable<AuditLogsTable>;

export interface AuditEntry {
  action: string;
  target?: string | null;
  detail?: unknown;
}

/** Records an administrator's action; called inside the transaction of the change it records. */
export async function recordAudit(
  trx: Kysely<DB> | Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  actor: Viewer,
  entry: AuditEntry,
): Promise<void> {
  await trx
    .insertInto('audit_logs')
    .values({
      id: newId(),
      actor_id: actor.id,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
      createdAt: isoNow(deps.clock),
    })
    .execute();
}

/** The audit log, newest first, paged by (createdAt, id). */
export async function listAuditLogs(
  deps: Deps,
  viewer: Viewer | null,
  args: { limit?: number | null; nextToken?: string | null },
): Promise<Page<AuditLog>> {
  requireAdmin(viewer);
  const limit = pageLimit(args.limit);
  const after = decodeToken(args.nextToken, ['string', 'string']);
  let query = deps.db.selectFrom('audit_logs').selectAll();
  if (after) {
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb.or([eb('createdAt', '<', createdAt), eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)])]),
    );
  }
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (r) => [r.createdAt, r.id]);
}
