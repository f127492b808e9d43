import type { Kysely, Selectable } from 'kysely';
import type { DB, ExportJobsTable } from '../../db/types';
import { ACTIVE_STATES, advanceJob, claimJob as claimLeasedJob, releaseLeases as releaseJobLeases, setJobState } from '../../lib/job-rows';

type Db = Kysely<DB>;
export type ExportJobRow = Selectable<ExportJobsTable>;

export { ACTIVE_STATES };
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
export const setState = (db: Db, id: string, from: readonly string[], to: string, now: string, extra: Partial<ExportJobRow> = {}) =>
  setJobState(db, 'export_jobs', id, from, to, now, extra);

/** A queued job, or a running one whose node stopped renewing its lease: claimed for `owner` until `until`. */
export const claimJob = (db: Db, owner: string, now: string, until: string) => claimLeasedJob(db, 'export_jobs', owner, now, until);

/** A page's progress while `owner` still holds the running job; false when it was cancelled or taken over. */
export const advance = (db: Db, id: string, owner: string, values: Pick<ExportJobRow, 'done' | 'total' | 'counts' | 'lease_until' | 'updatedAt'>) =>
  advanceJob(db, 'export_jobs', id, owner, values);

/** Finished exports whose download time is over, with their zips. */
export const expiredJobs = (db: Db, now: string) =>
  db.selectFrom('export_jobs').select(['id', 'file_key']).where('state', '=', 'done').where('expiresAt', '<', now).limit(50).execute();

/** A stopping node lets go of its running job, so that a restart or another node takes it at once. */
export const releaseLeases = (db: Db, owner: string) => releaseJobLeases(db, 'export_jobs', owner);
