import { ROOM_KIND } from '@musubi/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, ImportJobsTable } from '../../db/types';
import { ACTIVE_STATES, advanceJob, claimJob as claimLeasedJob, releaseLeases as releaseJobLeases, setJobState } from '../../lib/job-rows';

type Db = Kysely<DB> | Transaction<DB>;
export type ImportJobRow = Selectable<ImportJobsTable>;

export { ACTIVE_STATES };

export async function insertJob(db: Db, row: ImportJobRow) {
  await db.insertInto('import_jobs').values(row).execute();
}

export const findJob = (db: Db, id: string) => db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** The latest jobs, newest first: every job, or those into one room. */
export const listJobs = (db: Db, limit: number, roomId: string | null) =>
  db
    .selectFrom('import_jobs')
    .selectAll()
    .$if(roomId !== null, (q) => q.where('room_id', '=', roomId))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Moves a job from one of `from` to `to`; false when it was in none of them. */
export const setState = (db: Db, id: string, from: readonly string[], to: string, now: string, extra: Partial<ImportJobRow> = {}) =>
  setJobState(db, 'import_jobs', id, from, to, now, extra);

/** A queued job, or a running one whose node stopped renewing its lease: claimed for `owner` until `until`. */
export const claimJob = (db: Db, owner: string, now: string, until: string) => claimLeasedJob(db, 'import_jobs', owner, now, until);

/** A batch's progress, in the batch's transaction, while `owner` still holds the running job; false otherwise. */
export const advance = (trx: Db, id: string, owner: string, values: { cursor: number; done: number; counts: string; until: string; now: string }) =>
  advanceJob(trx, 'import_jobs', id, owner, { cursor: values.cursor, done: values.done, counts: values.counts, lease_until: values.until, updatedAt: values.now });

export async function findKeys(db: Db, source: string, keys: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .selectFrom('import_keys')
      .select(['key', 'target_id'])
      .where('source', '=', source)
      .where('key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.key, r.target_id);
    // SQLite answers at once, without a turn of the event loop: a long list of keys gives the chat one between chunks.
    if (keys.length > 500) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return found;
}

export async function insertKeys(trx: Db, source: string, entries: Array<[string, string]>, now: string) {
  for (let i = 0; i < entries.length; i += 200) {
    const rows = entries.slice(i, i + 200).map(([key, target_id]) => ({ source, key, target_id, createdAt: now }));
    await trx.insertInto('import_keys').values(rows).execute();
  }
}

export const countKeys = async (db: Db, source: string, prefix: string) =>
  Number(
    (
      await db
        .selectFrom('import_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('source', '=', source)
        .where('key', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Rooms besides each person's own chat that no import of `source` made: the rooms an instance has of its own.
 * The rooms table is only read here.
 */
export const countRoomsOfItsOwn = async (db: Db, source: string) =>
  Number(
    (
      await db
        .selectFrom('rooms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '!=', ROOM_KIND.myChat)
        .where('id', 'not in', db.selectFrom('import_keys').select('target_id').where('source', '=', source).where('key', 'like', 'room:%'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A stopping node lets go of its running job, so that a restart or another node resumes it at once. */
export const releaseLeases = (db: Db, owner: string) => releaseJobLeases(db, 'import_jobs', owner);
