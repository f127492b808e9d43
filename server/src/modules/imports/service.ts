import type { DryRun, ImportCounts, Language } from '@musubi/shared';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { readUpTo } from '../rooms';
import { findUserById, requireAdmin } from '../users';
import { applySteps } from './apply';
import { importMail, IMPORT_MESSAGES } from './messages';
import { dryRun, emptyCounts, SOURCE } from './plan';
import * as repo from './repo';
import { ExportUnreadable, keyOf, readSlackExport, type SlackExport, stepsOf } from './slack';

/** The largest export accepted (decision 0288). */
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;
/**
 * How long one batch's transaction may hold the database, and the least pause between two, so that the chat stays
 * responsive while a job runs (decision 0289): each batch is sized from the last one's time per step, and the job
 * then rests at least as long as it worked, so it takes at most half of the node's time.
 */
export const BATCH_TARGET_MS = 15;
export const IMPORT_PAUSE_MS = 10;
const FIRST_BATCH = 10;
const MAX_BATCH = 200;
/** How long a node holds a running job without renewing (each batch renews): after that, another node or a restart resumes it. */
export const LEASE_MS = 60_000;

export type ImportJobView = Omit<repo.ImportJobRow, 'report' | 'counts' | 'file_key' | 'lease_owner' | 'lease_until' | 'cursor'> & {
  report: DryRun;
  counts: ImportCounts;
};

export function present(row: repo.ImportJobRow): ImportJobView {
  const { file_key: _key, lease_owner: _owner, lease_until: _until, cursor: _cursor, ...rest } = row;
  return { ...rest, report: JSON.parse(row.report) as DryRun, counts: JSON.parse(row.counts) as ImportCounts };
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function loadExport(deps: Deps, key: string): Promise<SlackExport> {
  const body = await deps.storage.get(key);
  if (!body) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.fileMissing);
  return await readSlackExport(await readAll(body));
}

/**
 * An uploaded export, stored and read: the dry run becomes a planned job, which nothing has written yet. An
 * unreadable file is refused and forgotten.
 */
export async function planSlackImport(deps: Deps, viewer: Viewer | null, upload: { fileName: string; body: Readable }) {
  const admin = requireAdmin(viewer);
  const id = newId();
  const key = `imports/${id}.zip`;
  await deps.storage.put(key, upload.body, 'application/zip');
  let exported: SlackExport;
  try {
    exported = await loadExport(deps, key);
  } catch (error) {
    await deps.storage.delete(key);
    if (error instanceof ExportUnreadable) throw badInput(IMPORT_MESSAGES.notZip, { field: 'file' });
    throw error;
  }
  const report = await dryRun(deps.db, exported);
  const now = isoNow(deps.clock);
  await repo.insertJob(deps.db, {
    id,
    kind: 'slack',
    state: 'planned',
    file_key: key,
    file_name: upload.fileName.slice(0, 255) || 'slack.zip',
    created_user_id: admin.id,
    report: JSON.stringify(report),
    done: 0,
    total: report.steps,
    counts: JSON.stringify(emptyCounts()),
    cursor: 0,
    error: null,
    lease_owner: null,
    lease_until: null,
    finishedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  return present((await repo.findJob(deps.db, id))!);
}

const idInput = z.object({ id: z.string().max(64) });

async function jobOf(deps: Deps, id: string) {
  const row = await repo.findJob(deps.db, id);
  if (!row) throw notFound();
  return row;
}

export async function listImportJobs(deps: Deps, viewer: Viewer | null) {
  requireAdmin(viewer);
  return (await repo.listJobs(deps.db, 50)).map(present);
}

export async function getImportJob(deps: Deps, viewer: Viewer | null, id: string) {
  requireAdmin(viewer);
  return present(await jobOf(deps, parseInput(idInput, { id }).id));
}

/** Queues a planned job: a node's runner claims it at once. */
export async function startImportJob(deps: Deps, viewer: Viewer | null, input: unknown) {
  requireAdmin(viewer);
  const { id } = parseInput(idInput, input);
  await jobOf(deps, id);
  if (!(await repo.setState(deps.db, id, ['planned'], 'queued', isoNow(deps.clock)))) throw conflict(IMPORT_MESSAGES.notPlanned);
  wake(deps);
  return present((await repo.findJob(deps.db, id))!);
}

/** Cancels a job not yet finished. What a running job already committed stays; importing the file again continues it. */
export async function cancelImportJob(deps: Deps, viewer: Viewer | null, input: unknown) {
  requireAdmin(viewer);
  const { id } = parseInput(idInput, input);
  const row = await jobOf(deps, id);
  const now = isoNow(deps.clock);
  if (!(await repo.setState(deps.db, id, ['planned', 'queued', 'running'], 'cancelled', now, { finishedAt: now, lease_owner: null, lease_until: null }))) {
    throw conflict(IMPORT_MESSAGES.notCancellable);
  }
  if (row.state === 'planned') await deps.storage.delete(row.file_key);
  return present((await repo.findJob(deps.db, id))!);
}

/** The node's runner: one job at a time, claimed with a lease, batch after batch (decision 0285). */
interface Runner {
  owner: string;
  busy: boolean;
  stopped: boolean;
  timer: NodeJS.Timeout | null;
}

const runners = new WeakMap<Deps, Runner>();
const CLAIM_INTERVAL_MS = 5_000;

export function startRunner(deps: Deps): () => Promise<void> {
  const runner: Runner = { owner: newId(), busy: false, stopped: false, timer: null };
  runners.set(deps, runner);
  runner.timer = setInterval(() => wake(deps), CLAIM_INTERVAL_MS).unref();
  wake(deps);
  return async () => {
    runner.stopped = true;
    if (runner.timer) clearInterval(runner.timer);
    while (runner.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await repo.releaseLeases(deps.db, runner.owner);
  };
}

/** Asks the node's runner to look for work now (a job just queued, or one left by a node that stopped). */
export function wake(deps: Deps) {
  const runner = runners.get(deps);
  if (!runner || runner.busy || runner.stopped) return;
  runner.busy = true;
  void (async () => {
    try {
      for (;;) {
        if (runner.stopped) break;
        const job = await repo.claimJob(deps.db, runner.owner, isoNow(deps.clock), isoIn(deps.clock, LEASE_MS));
        if (!job) break;
        await runJob(deps, runner, job);
      }
    } catch (error) {
      deps.log.error({ err: error }, 'import runner failed');
    } finally {
      runner.busy = false;
    }
  })();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a claimed job from its cursor to the end, unless it is cancelled, its lease is lost or the node stops. */
export async function runJob(deps: Deps, runner: Pick<Runner, 'owner' | 'stopped'>, job: repo.ImportJobRow, fixedBatch?: number) {
  const counts = JSON.parse(job.counts) as ImportCounts;
  try {
    const exported = await loadExport(deps, job.file_key);
    const steps = stepsOf(exported);
    const context = { importerId: job.created_user_id, people: new Map(exported.people.map((p) => [p.id, p])) };
    let cursor = job.cursor;
    let size = fixedBatch ?? FIRST_BATCH;
    while (cursor < steps.length) {
      if (runner.stopped) return;
      const batch = steps.slice(cursor, cursor + size);
      const started = performance.now();
      const next = cursor + batch.length;
      const kept = await deps.db.transaction().execute(async (trx) => {
        const progress = { ...counts };
        // The job's row first: a cancel waits for this batch, and a batch of a cancelled job writes nothing.
        const values = { cursor: next, done: next, counts: JSON.stringify(progress), until: isoIn(deps.clock, LEASE_MS), now: isoNow(deps.clock) };
        if (!(await repo.advance(trx, job.id, runner.owner, values))) return false;
        await applySteps(trx, deps, context, batch, progress);
        await repo.advance(trx, job.id, runner.owner, { ...values, counts: JSON.stringify(progress) });
        Object.assign(counts, progress);
        return true;
      });
      if (!kept) return;
      const took = performance.now() - started;
      cursor = next;
      if (!fixedBatch) size = Math.max(1, Math.min(MAX_BATCH, Math.floor((BATCH_TARGET_MS * batch.length) / Math.max(took, 1))));
      await pause(Math.max(IMPORT_PAUSE_MS, took));
    }
    await markImportedRead(deps, exported);
    const now = isoNow(deps.clock);
    if (await repo.setState(deps.db, job.id, ['running'], 'done', now, { finishedAt: now, lease_owner: null, lease_until: null })) {
      await deps.storage.delete(job.file_key);
      await mailStarter(deps, job, 'finished', counts);
    }
  } catch (error) {
    deps.log.error({ err: error, job: job.id }, 'import failed');
    const now = isoNow(deps.clock);
    const failed = await repo.setState(deps.db, job.id, ['running'], 'failed', now, {
      finishedAt: now,
      lease_owner: null,
      lease_until: null,
      error: error instanceof AppError ? error.message : IMPORT_MESSAGES.failed,
    });
    if (failed) await mailStarter(deps, job, 'failed', counts);
  }
}

/** Imported history arrives read: every member's read mark moves to the end of each imported room. */
async function markImportedRead(deps: Deps, exported: SlackExport) {
  const rooms = await repo.findKeys(deps.db, SOURCE, exported.conversations.map((c) => keyOf.conversation(c.id)));
  for (const roomId of rooms.values()) {
    const members = await deps.db
      .selectFrom('user_rooms')
      .innerJoin('rooms', 'rooms.id', 'user_rooms.room_id')
      .select(['user_rooms.id', 'rooms.last_seq'])
      .where('user_rooms.room_id', '=', roomId)
      .execute();
    await deps.db.transaction().execute(async (trx) => {
      for (const m of members) await readUpTo(trx, m.id, Number(m.last_seq));
    });
  }
}

export function summary(counts: ImportCounts, language: Language): string {
  if (language === 'en') {
    return [
      `Rooms: ${counts.rooms}`,
      `Messages: ${counts.messages} (replies among them: ${counts.replies})`,
      `Matched to existing accounts: ${counts.matched}`,
      `Accounts created: ${counts.created}`,
      `Not created, already imported: ${counts.alreadyImported}`,
    ].join('\n');
  }
  return [
    `ルーム: ${counts.rooms}件`,
    `メッセージ: ${counts.messages}件（うち返信 ${counts.replies}件）`,
    `既存のアカウントと照合: ${counts.matched}人`,
    `作成したアカウント: ${counts.created}人`,
    `取り込み済みのため作成しなかった項目: ${counts.alreadyImported}件`,
  ].join('\n');
}

async function mailStarter(deps: Deps, job: repo.ImportJobRow, kind: 'finished' | 'failed', counts: ImportCounts) {
  const starter = await findUserById(deps.db, job.created_user_id);
  if (!starter) return;
  try {
    await deps.mail.send({ to: starter.email, ...importMail(starter.language)[kind](job.file_name, summary(counts, starter.language), `${deps.config.publicUrl}/admin/import`) });
  } catch (error) {
    deps.log.error({ err: error, job: job.id }, 'import mail could not be sent');
  }
}
