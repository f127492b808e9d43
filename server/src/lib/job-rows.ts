import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB } from '../db/types';

/**
 * What the tables of leased jobs (import_jobs, decision 0285; export_jobs, decision 0320) do alike: a job moves
 * between states with one conditional UPDATE, is claimed under a node's lease, reports progress only while that
 * node holds it, and is let go when the node stops. Each module's repo names its table and keeps its own columns.
 */
export type JobTable = 'import_jobs' | 'export_jobs';
type Db = Kysely<DB> | Transaction<DB>;

export const ACTIVE_STATES = ['queued', 'running'] as const;

/** Moves a job from one of `from` to `to`; false when it was in none of them. */
export async function setJobState<T extends JobTable>(db: Db, table: T, id: string, from: readonly string[], to: string, now: string, extra: Updateable<DB[T]> = {}) {
  const result = await db
    .updateTable(table as JobTable)
    .set({ state: to, updatedAt: now, ...(extra as Updateable<DB[JobTable]>) })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A queued job, or a running one whose node stopped renewing its lease: claimed for `owner` until `until`. */
export async function claimJob<T extends JobTable>(db: Db, table: T, owner: string, now: string, until: string): Promise<Selectable<DB[T]> | undefined> {
  const jobs = table as JobTable;
  const candidates = await db
    .selectFrom(jobs)
    .select('id')
    .where('state', 'in', [...ACTIVE_STATES])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('createdAt')
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const claimed = await db
      .updateTable(jobs)
      .set({ state: 'running', lease_owner: owner, lease_until: until, updatedAt: now })
      .where('id', '=', id)
      .where('state', 'in', [...ACTIVE_STATES])
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return (await db.selectFrom(jobs).selectAll().where('id', '=', id).executeTakeFirst()) as Selectable<DB[T]> | undefined;
  }
  return undefined;
}

/** A job's progress while `owner` still holds the running job; false when it was cancelled or taken over. */
export async function advanceJob<T extends JobTable>(db: Db, table: T, id: string, owner: string, values: Updateable<DB[T]>) {
  const result = await db
    .updateTable(table as JobTable)
    .set(values as Updateable<DB[JobTable]>)
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A stopping node lets go of its running job, so that a restart or another node takes it at once. */
export async function releaseLeases(db: Db, table: JobTable, owner: string) {
  await db.updateTable(table).set({ lease_until: null }).where('lease_owner', '=', owner).where('state', '=', 'running').execute();
}
