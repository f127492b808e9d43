import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditLogsTable, DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { type Page, pageByCreatedAt, pageLimit } from '../../lib/paging';
import { requireAdmin } from '../users';

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
  const query = deps.db.selectFrom('audit_logs').selectAll();
  return pageByCreatedAt(query, { direction: 'desc', limit: pageLimit(args.limit), nextToken: args.nextToken });
}
