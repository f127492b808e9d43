import { type DryRun, emptyCounts, type ImportCounts, type ImportSource } from '@musubi/shared';
import { performance } from 'node:perf_hooks';
import { pipeline, type Readable, Transform } from 'node:stream';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { JobRunner, type RunnerView } from '../../lib/job-runner';
import { findUserById, isAdministrator, requireAdmin, requireViewer } from '../users';
import { importMail, IMPORT_MESSAGES } from './messages';
import { requireImporter, requireJobAccess, requireJobList } from './policy';
import * as repo from './repo';
import { ExportUnreadable, type ReadExport } from './source';
import { SOURCES } from './sources';

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

/**
 * The upload, refused (LIMIT_EXCEEDED) past `maxBytes`: a source's limit below the upload's own, or the upload's own
 * limit, at which the multipart parser ends the part early and marks it truncated.
 */
function capped(body: Readable, maxBytes: number): Readable {
  let total = 0;
  const tooLarge = () => new AppError('LIMIT_EXCEEDED', IMPORT_MESSAGES.tooLarge(maxBytes / 1024 / 1024));
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > maxBytes ? tooLarge() : null, chunk);
    },
    flush(done) {
      done((body as { truncated?: boolean }).truncated ? tooLarge() : null);
    },
  });
  return pipeline(body, guard, () => {});
}

const sourceOf = (job: Pick<repo.ImportJobRow, 'kind'>) => SOURCES[job.kind as ImportSource];

/** The job's stored file, read by its source for the job's starter and room. */
async function loadExport(deps: Deps, job: Pick<repo.ImportJobRow, 'kind' | 'file_key' | 'created_user_id' | 'room_id'>): Promise<ReadExport> {
  const body = await deps.storage.get(job.file_key);
  if (!body) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.fileMissing);
  return await sourceOf(job).read(await readAll(body), { importerId: job.created_user_id, roomId: job.room_id });
}

/**
 * An uploaded export, authorised, stored and read by its source: the dry run becomes a planned job, which nothing
 * has written yet. An unreadable file is refused and forgotten.
 */
export async function planImport(
  deps: Deps,
  viewer: Viewer | null,
  upload: { source: ImportSource; roomId?: unknown; fileName: string; body: Readable },
) {
  const source = SOURCES[upload.source];
  const { viewer: starter, roomId } = await requireImporter(deps.db, viewer, source, upload.roomId);
  const id = newId();
  const job = { kind: upload.source, file_key: `imports/${id}.${source.file.extension}`, created_user_id: starter.id, room_id: roomId };
  await deps.storage.put(job.file_key, capped(upload.body, source.maxBytes), source.file.contentType);
  let report: DryRun;
  try {
    report = await (await loadExport(deps, job)).dryRun(deps.db);
  } catch (error) {
    await deps.storage.delete(job.file_key);
    if (error instanceof ExportUnreadable) throw badInput(source.messages.unreadable, { field: 'file' });
    throw error;
  }
  const now = isoNow(deps.clock);
  await repo.insertJob(deps.db, {
    id,
    ...job,
    state: 'planned',
    file_name: upload.fileName.slice(0, 255) || source.file.defaultName,
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
const listInput = z.object({ room_id: z.string().max(64).nullish() });

/** The job, for a viewer who may see it (policy.ts); an unknown id is NOT_FOUND for an administrator only. */
async function accessJob(deps: Deps, viewer: Viewer | null, input: unknown) {
  requireViewer(viewer);
  const { id } = parseInput(idInput, input);
  const row = await repo.findJob(deps.db, id);
  if (!row) {
    requireAdmin(viewer);
    throw notFound();
  }
  await requireJobAccess(deps.db, viewer, row);
  return row;
}

/** The latest 50 jobs, newest first: every job for an administrator, or a room's for its admins. */
export async function listImportJobs(deps: Deps, viewer: Viewer | null, input: unknown = {}) {
  const { room_id } = parseInput(listInput, input);
  await requireJobList(deps.db, viewer, room_id);
  return (await repo.listJobs(deps.db, 50, room_id ?? null)).map(present);
}

export async function getImportJob(deps: Deps, viewer: Viewer | null, id: string) {
  return present(await accessJob(deps, viewer, { id }));
}

/** Queues a planned job: a node's runner claims it at once. */
export async function startImportJob(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { id } = await accessJob(deps, viewer, input);
  if (!(await repo.setState(deps.db, id, ['planned'], 'queued', isoNow(deps.clock)))) throw conflict(IMPORT_MESSAGES.notPlanned);
  wake(deps);
  return present((await repo.findJob(deps.db, id))!);
}

/** Cancels a job not yet finished. What a running job already committed stays; importing the file again continues it. */
export async function cancelImportJob(deps: Deps, viewer: Viewer | null, input: unknown) {
  const row = await accessJob(deps, viewer, input);
  const now = isoNow(deps.clock);
  if (!(await repo.setState(deps.db, row.id, ['planned', 'queued', 'running'], 'cancelled', now, { finishedAt: now, lease_owner: null, lease_until: null }))) {
    throw conflict(IMPORT_MESSAGES.notCancellable);
  }
  if (row.state === 'planned') await deps.storage.delete(row.file_key);
  return present((await repo.findJob(deps.db, row.id))!);
}

const runners = new WeakMap<Deps, JobRunner<repo.ImportJobRow>>();

/** The node's runner: one job at a time, claimed with a lease, batch after batch (decision 0285). */
export function startRunner(deps: Deps): () => Promise<void> {
  const runner = new JobRunner('import', deps.log, {
    claim: (owner) => repo.claimJob(deps.db, owner, isoNow(deps.clock), isoIn(deps.clock, LEASE_MS)),
    run: (job, view) => runJob(deps, view, job),
    release: (owner) => repo.releaseLeases(deps.db, owner),
  });
  runners.set(deps, runner);
  return () => runner.stop();
}

/** Asks the node's runner to look for work now (a job just queued, or one left by a node that stopped). */
export const wake = (deps: Deps) => runners.get(deps)?.wake();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a claimed job from its cursor to the end, unless it is cancelled, its lease is lost or the node stops. */
export async function runJob(deps: Deps, runner: RunnerView, job: repo.ImportJobRow, fixedBatch?: number) {
  const counts = JSON.parse(job.counts) as ImportCounts;
  try {
    const exported = await loadExport(deps, job);
    let cursor = job.cursor;
    let size = fixedBatch ?? FIRST_BATCH;
    while (cursor < exported.steps) {
      if (runner.stopped) return;
      const next = Math.min(exported.steps, cursor + size);
      const started = performance.now();
      const kept = await deps.db.transaction().execute(async (trx) => {
        const progress = { ...counts };
        // The job's row first: a cancel waits for this batch, and a batch of a cancelled job writes nothing.
        const values = { cursor: next, done: next, counts: JSON.stringify(progress), until: isoIn(deps.clock, LEASE_MS), now: isoNow(deps.clock) };
        if (!(await repo.advance(trx, job.id, runner.owner, values))) return false;
        await exported.apply(trx, deps, cursor, next, progress);
        await repo.advance(trx, job.id, runner.owner, { ...values, counts: JSON.stringify(progress) });
        Object.assign(counts, progress);
        return true;
      });
      if (!kept) return;
      const took = performance.now() - started;
      if (!fixedBatch) size = Math.max(1, Math.min(MAX_BATCH, Math.floor((BATCH_TARGET_MS * (next - cursor)) / Math.max(took, 1))));
      cursor = next;
      await pause(Math.max(IMPORT_PAUSE_MS, took));
    }
    await exported.finish?.(deps);
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

async function mailStarter(deps: Deps, job: repo.ImportJobRow, kind: 'finished' | 'failed', counts: ImportCounts) {
  const starter = await findUserById(deps.db, job.created_user_id);
  if (!starter) return;
  try {
    const source = sourceOf(job);
    // An administrator reads the result on the admin page; a room's admin on the room's board.
    const link = job.room_id && !isAdministrator(deps.config, starter) ? `${deps.config.publicUrl}/room?room=${encodeURIComponent(job.room_id)}` : `${deps.config.publicUrl}/admin/import`;
    await deps.mail.send({ to: starter.email, ...importMail(starter.language)[kind](source.label, job.file_name, source.summary(counts, starter.language), link) });
  } catch (error) {
    deps.log.error({ err: error, job: job.id }, 'import mail could not be sent');
  }
}
