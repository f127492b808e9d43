import {
  EXPORT_KEPT_DAYS,
  EXPORT_MAX_FILE_BYTES,
  EXPORT_MESSAGES,
  type ExportCounts,
  emptyExportCounts,
  exportSchema,
  type Language,
  ROOM_KIND,
} from '@musubi/shared';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { AppError, badInput, conflict, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { JobRunner, type RunnerView } from '../../lib/job-runner';
import { inLanguage } from '../../lib/language';
import { avatarKey } from '../avatars';
import { findUserById, requireAdmin, requireViewer } from '../users';
import { exportMail, summary } from './messages';
import { requireReach, requireStarter } from './policy';
import * as repo from './repo';
import { fileBytes, fileRows, filesSection, pathInZip, picturePath, pictureRows, type Scope, sectionsOf, type Section } from './sections';
import { ZipWriter } from './zip';

export const EXPORT_FORMAT = { format: 'musubi-export', version: 2 } as const;
/** Rows read per page; between two pages the job rests at least as long as the page took (decision 0320). */
export const PAGE_ROWS = 500;
export const EXPORT_PAUSE_MS = 10;
/** How long a node holds a running job without renewing (each page renews): after that, another node or a restart takes it. */
export const LEASE_MS = 60_000;
const KEPT_MS = EXPORT_KEPT_DAYS * 24 * 60 * 60 * 1000;
const GB = 1024 * 1024 * 1024;
/** The counts that make a job's progress: every section's rows, and the files. */
const COUNTED = [...sectionsOf(new Set()).map((s) => s.counts), 'files' as const];

export type ExportJobView = Omit<repo.ExportJobRow, 'counts' | 'room_ids' | 'file_key' | 'lease_owner' | 'lease_until' | 'size'> & {
  counts: ExportCounts;
  roomCount: number;
  size: number | null;
  /** Where its zip is downloaded from, while it may be. */
  downloadPath: string | null;
};

export function present(row: repo.ExportJobRow): ExportJobView {
  const { file_key: _key, lease_owner: _owner, lease_until: _until, room_ids, counts, size, ...rest } = row;
  return {
    ...rest,
    counts: JSON.parse(counts) as ExportCounts,
    roomCount: room_ids ? (JSON.parse(room_ids) as string[]).length : 0,
    size: size === null ? null : Number(size),
    downloadPath: row.state === 'done' ? `/api/exports/${row.id}/download` : null,
  };
}

const idInput = z.object({ id: z.string().max(64) });

/** Starts an export of the viewer's own data, or (administrators) of the instance or chosen rooms. */
export async function startExport(deps: Deps, viewer: Viewer | null, input: unknown) {
  requireViewer(viewer);
  const { kind, roomIds } = parseInput(exportSchema, input);
  const starter = requireStarter(viewer, kind);
  let rooms: string[] | null = null;
  if (kind === 'rooms') {
    rooms = roomIds ?? [];
    const found = await deps.db.selectFrom('rooms').select('id').where('id', 'in', rooms).execute();
    if (found.length !== rooms.length) throw badInput(EXPORT_MESSAGES.unknownRooms, { field: 'roomIds' });
  }
  if (await repo.findActiveJob(deps.db, starter.id)) throw conflict(EXPORT_MESSAGES.alreadyRunning);
  const id = newId();
  const now = isoNow(deps.clock);
  await repo.insertJob(deps.db, {
    id,
    kind,
    state: 'queued',
    room_ids: rooms ? JSON.stringify(rooms) : null,
    created_user_id: starter.id,
    done: 0,
    total: 0,
    counts: JSON.stringify(emptyExportCounts()),
    file_key: null,
    size: null,
    error: null,
    lease_owner: null,
    lease_until: null,
    expiresAt: null,
    finishedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  wake(deps);
  return present((await repo.findJob(deps.db, id))!);
}

/** Administrators: the latest 50 exports of the instance or of rooms, by any administrator. */
export async function listExportJobs(deps: Deps, viewer: Viewer | null) {
  requireAdmin(viewer);
  return (await repo.listJobs(deps.db, { kinds: repo.ADMIN_KINDS }, 50)).map(present);
}

/** The viewer's own latest 20 exports of their data. */
export async function listMyExportJobs(deps: Deps, viewer: Viewer | null) {
  const me = requireViewer(viewer);
  return (await repo.listJobs(deps.db, { kinds: ['personal'], userId: me.id }, 20)).map(present);
}

/** Cancels a job not yet finished; nothing of it is kept. */
export async function cancelExportJob(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { id } = parseInput(idInput, input);
  requireReach(viewer, await repo.findJob(deps.db, id));
  const now = isoNow(deps.clock);
  const cancelled = await repo.setState(deps.db, id, repo.ACTIVE_STATES, 'cancelled', now, { finishedAt: now, lease_owner: null, lease_until: null });
  if (!cancelled) throw conflict(EXPORT_MESSAGES.notCancellable);
  return present((await repo.findJob(deps.db, id))!);
}

/** A finished job's zip, for its starter (and every administrator for an administrator's export) until it expires. */
export async function openDownload(deps: Deps, viewer: Viewer | null, id: string) {
  const job = requireReach(viewer, await repo.findJob(deps.db, parseInput(idInput, { id }).id));
  if (job.state === 'expired' || (job.state === 'done' && job.expiresAt! < isoNow(deps.clock))) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.expired);
  if (job.state !== 'done' || !job.file_key) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.expired);
  const body = await deps.storage.get(job.file_key);
  if (!body) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.expired);
  return { body, size: Number(job.size), name: `musubi-${job.kind}-${job.createdAt.slice(0, 10).replaceAll('-', '')}.zip` };
}

/** Administrators: group rooms to choose from, by name. */
export async function exportableRooms(deps: Deps, viewer: Viewer | null, search: string | null | undefined) {
  requireAdmin(viewer);
  const text = (search ?? '').trim().slice(0, 100);
  return deps.db
    .selectFrom('rooms')
    .select(['id', 'name', 'countUser'])
    .where('kind', '=', ROOM_KIND.group)
    .$if(text.length > 0, (q) => q.where('name', 'like', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    .orderBy('name')
    .orderBy('id')
    .limit(200)
    .execute();
}

const runners = new WeakMap<Deps, JobRunner<repo.ExportJobRow>>();

/** The node's runner: one job at a time, claimed with a lease (decision 0320); zips past their time go first. */
export function startRunner(deps: Deps): () => Promise<void> {
  const runner = new JobRunner('export', deps.log, {
    beforeClaim: () => deleteExpired(deps),
    claim: (owner) => repo.claimJob(deps.db, owner, isoNow(deps.clock), isoIn(deps.clock, LEASE_MS)),
    run: (job, view) => runJob(deps, view, job),
    release: (owner) => repo.releaseLeases(deps.db, owner),
  });
  runners.set(deps, runner);
  return () => runner.stop();
}

/** Asks the node's runner to look for work now: a job just queued, one left by a node that stopped, zips past their time. */
export const wake = (deps: Deps) => runners.get(deps)?.wake();

export async function deleteExpired(deps: Deps) {
  const now = isoNow(deps.clock);
  for (const job of await repo.expiredJobs(deps.db, now)) {
    if (job.file_key) await deps.storage.delete(job.file_key);
    await repo.setState(deps.db, job.id, ['done'], 'expired', now, { file_key: null });
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function scopeOf(job: repo.ExportJobRow): Scope {
  if (job.kind === 'instance') return { kind: 'instance' };
  if (job.kind === 'rooms') return { kind: 'rooms', roomIds: JSON.parse(job.room_ids ?? '[]') as string[] };
  return { kind: 'personal', userId: job.created_user_id };
}

/** Why a job stopped without failing: cancelled, taken over by another node, or this node stopping. */
class Stopped extends Error {}

/**
 * Writes a claimed job's zip from the start (an export holds nothing worth resuming: a job taken over after a
 * restart writes it again, decision 0320), page by page, renewing its lease and counting its progress after each
 * page and resting between pages. Cancelled, taken over or stopped, it stores nothing.
 */
export async function runJob(deps: Deps, runner: RunnerView, job: repo.ExportJobRow, pageRows = PAGE_ROWS) {
  const scope = scopeOf(job);
  const counts = emptyExportCounts();
  const key = `exports/${job.id}.zip`;
  const zip = new ZipWriter();
  const stored = deps.storage.put(key, zip.stream, 'application/zip');
  // A storage that fails stops the writing at its next page; the failure is read where the put is awaited.
  stored.catch((error: unknown) => zip.abort(error instanceof Error ? error : new Error(String(error))));
  let total = 0;

  const progress = async () => {
    const done = COUNTED.reduce((sum, k) => sum + counts[k], 0);
    const values = { done, total, counts: JSON.stringify(counts), lease_until: isoIn(deps.clock, LEASE_MS), updatedAt: isoNow(deps.clock) };
    if (runner.stopped || !(await repo.advance(deps.db, job.id, runner.owner, values))) throw new Stopped();
  };
  const paced = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    await progress();
    await pause(Math.max(EXPORT_PAUSE_MS, performance.now() - started));
    return result;
  };

  const writeSection = async (section: Section, counted = true) => {
    const entry = zip.entry(section.file, true);
    let after = '';
    let first = true;
    if (!section.lines) await entry.write(Buffer.from('['));
    for (;;) {
      const rows = await paced(async () => {
        const page = await section.page(deps.db, scope, after, pageRows);
        if (page.length === 0) return page;
        const text = page.map((row, i) => (section.lines ? `${JSON.stringify(row.value)}\n` : `${first && i === 0 ? '\n' : ',\n'}${JSON.stringify(row.value)}`)).join('');
        await entry.write(Buffer.from(text));
        if (counted) counts[section.counts] += page.length;
        for (const row of page) counts.stamps += row.stamps ?? 0;
        return page;
      });
      if (rows.length === 0) break;
      first = false;
      after = rows[rows.length - 1]!.key;
      if (rows.length < pageRows) break;
    }
    if (!section.lines) await entry.write(Buffer.from(first ? ']\n' : '\n]\n'));
    entry.end();
  };

  /** The pictures of the people and rooms in the export, before their rows; answers whose are in the zip. */
  const writePictures = async () => {
    const pictured = new Set<string>();
    for (const of of ['users', 'rooms'] as const) {
      let after = '';
      for (;;) {
        const rows = await paced(async () => {
          const page = await pictureRows(deps.db, scope, of, after, Math.max(1, Math.floor(pageRows / 10)));
          for (const row of page) {
            const key = avatarKey(row.image);
            const body = key ? await deps.storage.get(key) : null;
            if (!body) continue;
            const entry = zip.entry(picturePath(of, row.id), false);
            for await (const chunk of body) await entry.write(chunk as Buffer);
            entry.end();
            pictured.add(row.id);
          }
          return page;
        });
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
      }
    }
    return pictured;
  };

  /** The files' bytes, each streamed from the storage into its entry; those the storage no longer has are named in files.json without a path. */
  const writeFiles = async () => {
    const missing = new Set<string>();
    let after = '';
    for (;;) {
      const rows = await paced(async () => {
        const page = await fileRows(deps.db, scope, after, Math.max(1, Math.floor(pageRows / 10)));
        for (const file of page) {
          const body = await deps.storage.get(file.key);
          if (!body) {
            missing.add(file.id);
          } else {
            const entry = zip.entry(pathInZip(file), false);
            for await (const chunk of body) await entry.write(chunk as Buffer);
            entry.end();
          }
          counts.files += 1;
        }
        return page;
      });
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
    }
    return missing;
  };

  try {
    const bytes = await fileBytes(deps.db, scope);
    if (bytes > EXPORT_MAX_FILE_BYTES) throw new AppError('LIMIT_EXCEEDED', EXPORT_MESSAGES.tooLarge(Math.ceil(bytes / GB), EXPORT_MAX_FILE_BYTES / GB));
    const files = filesSection(new Set());
    for (const section of [...sectionsOf(new Set()), files]) total += await section.count(deps.db, scope);
    await progress();
    const sections = sectionsOf(await writePictures());
    for (const section of sections) await writeSection(section);
    const missing = await writeFiles();
    // Each file was counted with its bytes.
    await writeSection(filesSection(missing), false);
    const manifest = {
      ...EXPORT_FORMAT,
      kind: job.kind,
      exportedAt: isoNow(deps.clock),
      ...(scope.kind === 'rooms' ? { roomIds: scope.roomIds } : {}),
      ...(scope.kind === 'personal' ? { userId: scope.userId } : {}),
      counts,
      entries: [...sections.map((s) => s.file), files.file],
    };
    await zip.text('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    zip.end();
    const size = await stored;
    const now = isoNow(deps.clock);
    const finished = await repo.setState(deps.db, job.id, ['running'], 'done', now, {
      finishedAt: now,
      lease_owner: null,
      lease_until: null,
      file_key: key,
      size,
      done: total,
      total,
      counts: JSON.stringify(counts),
      expiresAt: isoIn(deps.clock, KEPT_MS),
    });
    if (finished) await mailStarter(deps, job, 'finished', (language) => summary(counts, language));
    else await deps.storage.delete(key);
  } catch (error) {
    zip.abort(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    if (error instanceof Stopped) return;
    deps.log.error({ err: error, job: job.id }, 'export failed');
    const now = isoNow(deps.clock);
    const reason = error instanceof AppError ? error.message : EXPORT_MESSAGES.failed;
    const failed = await repo.setState(deps.db, job.id, ['running'], 'failed', now, { finishedAt: now, lease_owner: null, lease_until: null, error: reason });
    if (failed) await mailStarter(deps, job, 'failed', (language) => inLanguage(reason, language));
  }
}

/** The starter's mail; `text` is the summary or the reason, in the starter's language. */
async function mailStarter(deps: Deps, job: repo.ExportJobRow, kind: 'finished' | 'failed', text: (language: Language) => string) {
  const starter = await findUserById(deps.db, job.created_user_id);
  if (!starter) return;
  const link = `${deps.config.publicUrl}${job.kind === 'personal' ? '/account/id/edit' : '/admin/export'}`;
  try {
    await deps.mail.send({ to: starter.email, ...exportMail(starter.language)[kind](job.kind, text(starter.language), link) });
  } catch (error) {
    deps.log.error({ err: error, job: job.id }, 'export mail could not be sent');
  }
}
