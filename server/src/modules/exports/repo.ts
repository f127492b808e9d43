import type { Kysely, Selectable } from 'kysely';
import type { DB, ExportJobsTable } from '../../db/types';

type Db = Kysely<DB>;
export type ExportJobRow = Selectable<ExportJobsTable>;

export const ACTIVE_STATES = ['queued', 'running'] as const;
export const ADMIN_KINDS = ['instance', 'rooms'] as const;

export async function insertJob(db: Db, row: ExportJobRow) {
  await db.insertInto('export_jobs').values(row).execute();
}

export const findJob = (db: Db, id: string) => db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirst();

export const listJobs = (db: Db, where: { kinds: readonly string[]; userId?: string }, limit: number) =>
  db
    .selectFrom('export_jobs')
    .selectAll()
    .where('kind', 'in', [...where.kinds])
    .$if(where.userId !== undefined, (q) => q.where('created_user_id', '=', where.userId!))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const findActiveJob = (db: Db, userId: string) =>
  db.selectFrom('export_jobs').select('id').where('created_user_id', '=', userId).where('state', 'in', [...ACTIVE_STATES]).executeTakeFirst();

/** Moves a job from one of `from` to `to`; false when it was in none of them. */
export async function setState(db: Db, id: string, from: readonly string[], to: string, now: string, extra: Partial<ExportJobRow> = {}) {
  const result = await db
    .updateTable('export_jobs')
    .set({ state: to, updatedAt: now, ...extra })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A queued job, or a running one whose node stopped renewing its lease: claimed for `owner` until `until`. */
export async function claimJob(db: Db, owner: string, now: string, until: string): Promise<ExportJobRow | undefined> {
  const candidates = await db
    .selectFrom('export_jobs')
    .select('id')
    .where('state', 'in', [...ACTIVE_STATES])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('createdAt')
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable('export_jobs')
      .set({ state: 'running', lease_owner: owner, lease_until: until, updatedAt: now })
      .where('id', '=', id)
      .where('state', 'in', [...ACTIVE_STATES])
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return findJob(db, id);
  }
  return undefined;
}

/** A page's progress while `owner` still holds the running job; false when it was cancelled or taken over. */
export async function advance(db: Db, id: string, owner: string, values: Pick<ExportJobRow, 'done' | 'total' | 'counts' | 'lease_until' | 'updatedAt'>) {
  const result = await db
    .updateTable('export_jobs')
    .set(values)
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Finished exports whose download time is over, with their zips. */
export const expiredJobs = (db: Db, now: string) =>
  db.selectFrom('export_jobs').select(['id', 'file_key']).where('state', '=', 'done').where('expiresAt', '<', now).limit(50).execute();

/** A stopping node lets go of its running job, so that a restart or another node takes it at once. */
export async function releaseLeases(db: Db, owner: string) {
  await db.updateTable('export_jobs').set({ lease_until: null }).where('lease_owner', '=', owner).where('state', '=', 'running').execute();
}
