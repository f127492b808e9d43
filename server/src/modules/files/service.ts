import type { Transaction } from 'kysely';
import { pipeline, Readable, Transform } from 'node:stream';
import sharp from 'sharp';
import { z } from 'zod';
import { formatBytes, LIMITS, MESSAGES } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { type Storage, WRITE_BUFFER_BYTES } from '../../infra/storage';
import { isoNow } from '../../lib/clock';
import { badInput, limitExceeded, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit } from '../../lib/paging';
import { packageInForce, type PackageLimits } from '../billing';
import { requireRoomAccess } from '../rooms';
import { requireViewer } from '../users';
import { requireCanDeleteFile, requireCanSeeVolumeOf } from './policy';
import * as repo from './repo';
import { type DetectedType, detectType, isAcceptedExtension, SNIFF_BYTES } from './sniff';

/** No upload is larger than this whatever the plan says: the server's own safety limit. */
export const HARD_CAP_BYTES = 1024 * 1024 * 1024;
/** sharp refuses images with more pixels than this (decompression bombs). */
export const THUMBNAIL_PIXEL_LIMIT = 40_000_000;
const THUMBNAIL_SIZE = 320;
const MAX_BATCH = 100;

const KB = 1024;

/** The display name: the last path segment only, no control characters. The storage key never uses it. */
export function displayName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean || /^\.+$/.test(clean) || clean.length > LIMITS.shortText) throw badInput(MESSAGES.fileNameInvalid, { field: 'name' });
  return clean;
}

const optionalId = z
  .string()
  .max(64)
  .optional()
  .transform((v) => (v ? v : undefined));
const attachSchema = z.object({
  message_id: optionalId,
  task_id: optionalId,
  board_id: optionalId,
  memo_id: optionalId,
});
const uploadSchema = attachSchema.extend({
  room_id: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(64),
});
type Attachments = z.output<typeof attachSchema>;
const ATTACH_TARGETS = ['message_id', 'task_id', 'board_id', 'memo_id'] as const;

/** Attachments must point into the file's own room; anything else reads as not found. */
async function requireTargetsInRoom(deps: Deps, roomId: string, attachments: Attachments) {
  for (const target of ATTACH_TARGETS) {
    const id = attachments[target];
    if (id && (await repo.roomOfTarget(deps.db, target, id)) !== roomId) throw notFound();
  }
}

interface Quota {
  remaining: number;
  limit: number;
  message: string;
}

/** What one more upload may add: one file's limit, the uploader's total and the room's total. */
function quotasFor(plan: PackageLimits, userUsed: number, roomUsed: number): Quota[] {
  const perFile = Math.min(plan.maxCapacityEveryFile, HARD_CAP_BYTES);
  return [
    { remaining: perFile, limit: perFile, message: MESSAGES.fileTooLarge(formatBytes(perFile)) },
    {
      remaining: plan.maxCapacityFileByUser - userUsed,
      limit: plan.maxCapacityFileByUser,
      message: MESSAGES.fileUserQuota(formatBytes(plan.maxCapacityFileByUser)),
    },
    {
      remaining: plan.maxCapacityFileInRoom - roomUsed,
      limit: plan.maxCapacityFileInRoom,
      message: MESSAGES.fileRoomQuota(formatBytes(plan.maxCapacityFileInRoom)),
    },
  ];
}

function requireWithinQuotas(quotas: Quota[], size: number) {
  const over = quotas.find((quota) => size > quota.remaining);
  if (over) throw limitExceeded(over.message, { limit: over.limit });
}

async function currentQuotas(db: Deps['db'], plan: PackageLimits, userId: string, roomId: string) {
  const [byUser, inRoom] = [await repo.fileVolume(db, { user_id: userId }), await repo.fileVolume(db, { room_id: roomId })];
  return quotasFor(plan, byUser.total_file_size, inRoom.total_file_size);
}

/**
 * The multipart parser's own limit for the user: one byte over the plan's file limit, so that a file over it
 * is seen and refused by the quota check rather than silently cut short.
 */
export async function parserLimitBytes(deps: Deps, userId: string) {
  const plan = await packageInForce(deps.db, deps.clock, userId);
  return Math.min(plan.maxCapacityEveryFile, HARD_CAP_BYTES) + 1;
}

const isParserSizeLimit = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
const fileTooLarge = (quotas: Quota[]) => limitExceeded(quotas[0]!.message, { limit: quotas[0]!.limit });

/**
 * The body as it goes to storage: held back until its first bytes are sniffed, then passed on chunk by chunk,
 * ending with an error past any quota, which stops the source too.
 */
function guardedBody(source: Readable, quotas: Quota[], onHead: (head: Buffer) => void): Readable {
  const head: Buffer[] = [];
  let total = 0;
  let sniffed = false;
  const releaseHead = (stream: Transform) => {
    const bytes = Buffer.concat(head);
    onHead(bytes);
    sniffed = true;
    requireWithinQuotas(quotas, total);
    stream.push(bytes);
  };
  const guard = new Transform({
    highWaterMark: WRITE_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      try {
        if (sniffed) {
          requireWithinQuotas(quotas, total);
          return done(null, chunk);
        }
        head.push(chunk);
        if (total >= SNIFF_BYTES) releaseHead(this);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (!sniffed) releaseHead(this);
        // The multipart parser stops at its own size limit by ending the part early and marking it truncated.
        done((source as { truncated?: boolean }).truncated ? fileTooLarge(quotas) : null);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  // Every error reaches the reader through the guard, which pipeline destroys with it.
  return pipeline(source, guard, () => {});
}

/** An image's preview and its size in pixels as it displays. */
interface ImagePreview {
  thumbnailKey: string;
  width: number;
  height: number;
}

/**
 * Reads the stored image once: its header gives the size (EXIF orientation applied) while a copy of the decoded
 * image becomes the thumbnail.
 */
async function makePreview(deps: Deps, key: string, thumbnailKey: string): Promise<ImagePreview | null> {
  const source = await deps.storage.get(key);
  if (!source) return null;
  const image = sharp({ limitInputPixels: THUMBNAIL_PIXEL_LIMIT, failOn: 'error' });
  const thumbnail = image
    .clone()
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 });
  // sharp reads a stream's metadata once the stream ends: a failed read must not leave it waiting.
  const sourceFailed = new Promise<never>((_resolve, reject) => source.once('error', reject));
  source.on('error', (error) => thumbnail.destroy(error));
  source.pipe(image);
  try {
    const [metadata] = await Promise.race([
      Promise.all([image.metadata(), deps.storage.put(thumbnailKey, thumbnail, 'image/webp')]),
      sourceFailed,
    ]);
    return { thumbnailKey, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch (error) {
    // An image sharp cannot or will not decode (too many pixels, damaged) is kept, just without a preview.
    deps.log.info({ err: error, key }, 'no thumbnail for an uploaded image');
    await deps.storage.delete(thumbnailKey);
    return null;
  }
}

async function removeObjects(storage: Storage, keys: Array<string | null>) {
  for (const key of keys) if (key) await storage.delete(key);
}

export interface UploadInput {
  fields: Record<string, string | undefined>;
  fileName: string;
  body: Readable;
  /** The request's Content-Length when the client sent one: an upper bound of the file's size. */
  declaredSize: number | null;
}

/** Bytes a multipart request carries besides the file: boundaries, headers and the small fields. */
export const MULTIPART_OVERHEAD = 64 * KB;

/**
 * POST /api/files: checks the room, the attachments, the name and the quotas before any byte is stored, then
 * streams the body to storage while sniffing its first bytes and counting the rest; a refusal mid-way leaves
 * nothing stored. The row is written once the bytes are safely in place.
 */
export async function uploadFile(deps: Deps, viewerOrNull: Viewer | null, input: UploadInput): Promise<repo.FileRow> {
  const fields = parseInput(uploadSchema, input.fields);
  const { viewer } = await requireRoomAccess(deps.db, viewerOrNull, fields.room_id, 'uploadFiles');
  await requireTargetsInRoom(deps, fields.room_id, fields);
  const name = displayName(input.fileName);
  if (!isAcceptedExtension(name)) throw badInput(MESSAGES.fileTypeNotAccepted, { field: 'file' });

  const plan = await packageInForce(deps.db, deps.clock, viewer.id);
  const quotas = await currentQuotas(deps.db, plan, viewer.id, fields.room_id);
  if (input.declaredSize !== null) requireWithinQuotas(quotas, Math.max(0, input.declaredSize - MULTIPART_OVERHEAD));

  const id = newId();
  const key = `files/${id}`;
  const sniffed: { type?: DetectedType } = {};
  const body = guardedBody(input.body, quotas, (head) => {
    const type = detectType(name, head);
    if (!type) throw badInput(MESSAGES.fileContentMismatch, { field: 'file' });
    sniffed.type = type;
  });
  // The content type is known once the first bytes are sniffed, which happens while storing.
  const size = await deps.storage.put(key, body, () => sniffed.type?.mime ?? 'application/octet-stream').catch((error: unknown) => {
    throw isParserSizeLimit(error) ? fileTooLarge(quotas) : error;
  });
  const type = sniffed.type;
  if (!type) throw badInput(MESSAGES.fileContentMismatch, { field: 'file' });

  const preview =
    type.family === 'image' && type.mime !== 'image/vnd.adobe.photoshop'
      ? await makePreview(deps, key, `files/${id}.thumb.webp`)
      : null;
  const thumbnailKey = preview?.thumbnailKey ?? null;
  const now = isoNow(deps.clock);
  const row = {
    id,
    name,
    key,
    size,
    type: type.mime,
    room_id: fields.room_id,
    board_id: fields.board_id ?? null,
    task_id: fields.task_id ?? null,
    message_id: fields.message_id ?? null,
    memo_id: fields.memo_id ?? null,
    user_created_id: viewer.id,
    user_deleted_id: null,
    thumbnail_key: thumbnailKey,
    width: preview?.width ?? null,
    height: preview?.height ?? null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    purgedAt: null,
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Uploads running side by side each passed the first check: the totals are checked again with the real size.
      requireWithinQuotas(await currentQuotas(trx, plan, viewer.id, fields.room_id), size);
      await repo.insertFile(trx, row);
    });
  } catch (error) {
    await removeObjects(deps.storage, [key, thumbnailKey]);
    throw error;
  }
  return row;
}

/** A file the viewer may read: a member of its room. Deleted files read as not found. */
export async function requireReadableFile(deps: Deps, viewer: Viewer | null, id: unknown) {
  const file = typeof id === 'string' && id.length <= 64 ? await repo.findFile(deps.db, id) : undefined;
  if (!file || file.deletedAt) throw notFound();
  await requireRoomAccess(deps.db, viewer, file.room_id, 'read');
  return file;
}

export const getFileDetail = (deps: Deps, viewer: Viewer | null, args: { id?: unknown }) =>
  requireReadableFile(deps, viewer, args.id);

const familySchema = z
  .enum(['image', 'audio', 'video', 'document'], { error: MESSAGES.fileFamilyInvalid })
  .nullish()
  .transform((v) => v ?? undefined);

const listSchema = z.object({
  room_id: z.string().max(64),
  type: familySchema,
  limit: z.number().int().nullish(),
  nextToken: z.string().max(1024).nullish(),
});

/** getFilesFunction: a room's files, newest first, optionally one family (image, audio, video, document). */
export async function listRoomFiles(deps: Deps, viewer: Viewer | null, args: unknown) {
  const input = parseInput(listSchema, args);
  await requireRoomAccess(deps.db, viewer, input.room_id, 'read');
  return repo.listFiles(deps.db, { room_id: input.room_id }, input.type, pageLimit(input.limit), input.nextToken);
}

/** getFileTask: the files attached to a task. */
export async function listTaskFiles(deps: Deps, viewer: Viewer | null, args: { id?: unknown; limit?: number | null; nextToken?: string | null }) {
  const roomId = typeof args.id === 'string' && args.id.length <= 64 ? await repo.roomOfTarget(deps.db, 'task_id', args.id) : undefined;
  if (!roomId) throw notFound();
  await requireRoomAccess(deps.db, viewer, roomId, 'read');
  return repo.listFiles(deps.db, { room_id: roomId, task_id: args.id as string }, undefined, pageLimit(args.limit), args.nextToken);
}

const volumeSchema = z.object({ room_id: z.string().max(64).nullish(), user_id: z.string().max(64).nullish(), type: familySchema });

/**
 * getVolumeFileFunction: totals of files not deleted, in a room (members), by a user (the user or an
 * administrator), or both; with neither, the viewer's own.
 */
export async function fileVolume(deps: Deps, viewerOrNull: Viewer | null, args: unknown) {
  const viewer = requireViewer(viewerOrNull);
  const input = parseInput(volumeSchema, args);
  if (input.room_id) await requireRoomAccess(deps.db, viewer, input.room_id, 'read');
  const userId = input.user_id ?? (input.room_id ? undefined : viewer.id);
  if (userId) requireCanSeeVolumeOf(viewer, userId);
  return repo.fileVolume(deps.db, { room_id: input.room_id ?? undefined, user_id: userId }, input.type);
}

const idSchema = z.object({ id: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(64) });

async function requireDeletableFile(deps: Deps, viewerOrNull: Viewer | null, input: unknown, allowDeleted: boolean) {
  const { id } = parseInput(idSchema, input);
  const file = await repo.findFile(deps.db, id);
  if (!file || file.purgedAt || (file.deletedAt && !allowDeleted)) throw notFound();
  const { viewer, membership } = await requireRoomAccess(deps.db, viewerOrNull, file.room_id, 'read');
  requireCanDeleteFile(viewer, membership, file);
  return { viewer, file };
}

/** softDeleteFileFunction: hidden from listings and out of the quotas; the bytes stay until a hard delete. */
export async function softDeleteFile(deps: Deps, viewerOrNull: Viewer | null, input: unknown) {
  const { viewer, file } = await requireDeletableFile(deps, viewerOrNull, input, false);
  await repo.markDeleted(deps.db, file.id, viewer.id, isoNow(deps.clock));
  return (await repo.findFile(deps.db, file.id))!;
}

/** hardDeleteFileFunction: soft-deletes if needed, then removes the bytes; the row stays as a record. */
export async function hardDeleteFile(deps: Deps, viewerOrNull: Viewer | null, input: unknown) {
  const { viewer, file } = await requireDeletableFile(deps, viewerOrNull, input, true);
  await repo.markDeleted(deps.db, file.id, viewer.id, isoNow(deps.clock));
  await removeObjects(deps.storage, [file.key, file.thumbnail_key]);
  await repo.markPurged(deps.db, file.id, isoNow(deps.clock));
  return (await repo.findFile(deps.db, file.id))!;
}

const updateSchema = z
  .array(attachSchema.extend({ id: z.string().min(1, MESSAGES.required).max(64), name: z.string().nullish() }))
  .min(1, MESSAGES.required)
  .max(MAX_BATCH, MESSAGES.tooManyFiles(MAX_BATCH));

/**
 * updateFileFunction: renames files and attaches them to a message, task, board or task comment of their own
 * room; all or nothing. The uploader or a room admin may do it.
 */
export async function updateFiles(deps: Deps, viewerOrNull: Viewer | null, input: unknown) {
  const items = parseInput(updateSchema, input);
  const now = isoNow(deps.clock);
  const changes: Array<{ id: string; set: Parameters<typeof repo.updateFileRow>[2] }> = [];
  for (const item of items) {
    const file = await repo.findFile(deps.db, item.id);
    if (!file || file.deletedAt) throw notFound();
    const { viewer, membership } = await requireRoomAccess(deps.db, viewerOrNull, file.room_id, 'uploadFiles');
    requireCanDeleteFile(viewer, membership, file);
    await requireTargetsInRoom(deps, file.room_id, item);
    const set: Parameters<typeof repo.updateFileRow>[2] = {};
    if (item.name != null) {
      const name = displayName(item.name);
      // A rename keeps the type: the content was checked against the original extension.
      if (name.split('.').pop()?.toLowerCase() !== file.name.split('.').pop()?.toLowerCase()) {
        throw badInput(MESSAGES.fileTypeNotAccepted, { field: 'name' });
      }
      set.name = name;
    }
    for (const target of ATTACH_TARGETS) if (item[target]) set[target] = item[target];
    changes.push({ id: file.id, set });
  }
  await deps.db.transaction().execute(async (trx) => {
    for (const change of changes) await repo.updateFileRow(trx, change.id, change.set, now);
  });
  return Promise.all(changes.map(async (change) => (await repo.findFile(deps.db, change.id))!));
}

/**
 * For the messages and tasks modules: soft-deletes a deleted message's or task's files inside their
 * transaction, so the files leave listings and quotas with it.
 */
export async function softDeleteFilesOf(
  db: Deps['db'],
  owner: repo.FileOwner,
  userId: string,
  now: string,
) {
  await repo.markDeletedByOwner(db, owner, userId, now);
}


/** A file of an import, as it was exported: where it is attached, by whom and when. */
export interface ImportedFile {
  name: string;
  type: string;
  room_id: string;
  board_id: string | null;
  task_id: string | null;
  message_id: string | null;
  user_created_id: string;
  width: number | null;
  height: number | null;
  createdAt: string;
}

/**
 * For the imports module: stores a file's bytes and records it, attached as it was, inside the import's
 * transaction. The caller has authorised the import (administrators only) and checked every reference.
 */
export async function storeImportedFile(trx: Transaction<DB>, deps: Pick<Deps, 'clock' | 'storage'>, file: ImportedFile, bytes: Uint8Array): Promise<string> {
  const id = newId();
  const key = `files/${id}`;
  const size = await deps.storage.put(key, Readable.from([Buffer.from(bytes)]), file.type);
  await repo.insertFile(trx, { id, key, size, memo_id: null, user_deleted_id: null, thumbnail_key: null, deletedAt: null, purgedAt: null, ...file, name: file.name.slice(0, LIMITS.shortText), updatedAt: isoNow(deps.clock) });
  return id;
}

/**
 * For the messages module: attaches the sender's own unattached uploads of the room to a new message, inside its
 * transaction. Answers the attached files in the order a message lists them, or null when one could not be attached
 * (then the caller refuses the post, and its transaction writes nothing).
 */
export async function attachToMessage(trx: Transaction<DB>, userId: string, message: { id: string; room_id: string }, fileIds: string[], now: string) {
  const attached = await trx
    .updateTable('files')
    .set({ message_id: message.id, updatedAt: now })
    .where('id', 'in', fileIds)
    .where('room_id', '=', message.room_id)
    .where('user_created_id', '=', userId)
    .where('message_id', 'is', null)
    .where('deletedAt', 'is', null)
    .returningAll()
    .execute();
  if (attached.length !== fileIds.length) return null;
  return attached.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * For the boards module: makes these files of the task's room (none deleted) its attachments, inside its
 * transaction; files attached now but left out are detached. Answers false, changing nothing, when one is not there.
 */
export async function setTaskFiles(trx: Transaction<DB>, task: { id: string; board_id: string; room_id: string }, fileIds: string[], now: string) {
  if (fileIds.length > 0) {
    const found = await trx
      .selectFrom('files')
      .select('id')
      .where('id', 'in', fileIds)
      .where('room_id', '=', task.room_id)
      .where('deletedAt', 'is', null)
      .execute();
    if (found.length !== fileIds.length) return false;
  }
  let detach = trx.updateTable('files').set({ task_id: null, updatedAt: now }).where('task_id', '=', task.id);
  if (fileIds.length > 0) detach = detach.where('id', 'not in', fileIds);
  await detach.execute();
  if (fileIds.length > 0) {
    await trx.updateTable('files').set({ task_id: task.id, board_id: task.board_id, updatedAt: now }).where('id', 'in', fileIds).execute();
  }
  return true;
}

/** For the admin jobs: moves task attachments to their task's board and room, in one transaction. */
export async function placeTaskFiles(
  deps: Pick<Deps, 'db'>,
  moves: readonly { id: string; task_id: string; board_id: string; room_id: string }[],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const { id, ...place } of moves) await repo.correctFileRow(trx, id, place);
  });
}

/** For the admin jobs: records the MIME types recognised from files' stored contents, in one transaction. */
export async function setFileTypes(deps: Pick<Deps, 'db'>, types: readonly { id: string; type: string }[]): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const { id, type } of types) await repo.correctFileRow(trx, id, { type });
  });
}

/**
 * For the admin jobs: records files' sizes as measured in storage, in one transaction; a file whose stored
 * object is gone (size null) is purged, so it leaves listings and quotas.
 */
export async function recordStoredSizes(deps: Pick<Deps, 'db' | 'clock'>, sizes: readonly { id: string; size: number | null }[]): Promise<void> {
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    for (const { id, size } of sizes) await (size === null ? repo.markMissing(trx, id, now) : repo.correctFileRow(trx, id, { size }));
  });
}
