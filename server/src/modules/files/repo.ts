import { type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { DB, FilesTable } from '../../db/types';
import { type Page, pageByCreatedAt } from '../../lib/paging';

export type FileRow = Selectable<FilesTable>;
type Db = Kysely<DB>;

/** Listing filter: a family of MIME types. Photoshop files are served as image/* but are documents to a user. */
export type FileFamily = 'image' | 'audio' | 'video' | 'document';
const PSD = 'image/vnd.adobe.photoshop';

function whereFamily<O>(query: SelectQueryBuilder<DB, 'files', O>, family: FileFamily | undefined) {
  if (!family) return query;
  if (family === 'image') return query.where('type', 'like', 'image/%').where('type', '!=', PSD);
  if (family !== 'document') return query.where('type', 'like', `${family}/%`);
  return query.where((eb) =>
    eb.or([
      eb.and([
        eb('type', 'not like', 'image/%'),
        eb('type', 'not like', 'audio/%'),
        eb('type', 'not like', 'video/%'),
      ]),
      eb('type', '=', PSD),
    ]),
  );
}

export const insertFile = (db: Db, row: Insertable<FilesTable>) => db.insertInto('files').values(row).execute();

/** A file by id, deleted or not; callers decide what a deleted file means to them. */
export const findFile = (db: Db, id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

/** A room's files that are not deleted, newest first. */
export async function listFiles(
  db: Db,
  scope: { room_id: string; task_id?: string },
  family: FileFamily | undefined,
  limit: number,
  token: string | null | undefined,
): Promise<Page<FileRow>> {
  let query = whereFamily(
    db.selectFrom('files').selectAll().where('room_id', '=', scope.room_id).where('deletedAt', 'is', null),
    family,
  );
  if (scope.task_id) query = query.where('task_id', '=', scope.task_id);
  return pageByCreatedAt(query, { direction: 'desc', limit, nextToken: token });
}

/** Count and bytes of the files that are not deleted, in a room and/or by an uploader. */
export async function fileVolume(
  db: Db,
  scope: { room_id?: string; user_id?: string },
  family?: FileFamily,
): Promise<{ total_file: number; total_file_size: number }> {
  let query = whereFamily(
    db
      .selectFrom('files')
      .select([sql<number>`count(*)`.as('total_file'), sql<number | string | null>`sum(size)`.as('total_file_size')])
      .where('deletedAt', 'is', null),
    family,
  );
  if (scope.room_id) query = query.where('room_id', '=', scope.room_id);
  if (scope.user_id) query = query.where('user_created_id', '=', scope.user_id);
  const row = await query.executeTakeFirstOrThrow();
  return { total_file: Number(row.total_file), total_file_size: Number(row.total_file_size ?? 0) };
}

export const markDeleted = (db: Db, id: string, userId: string, now: string) =>
  db
    .updateTable('files')
    .set({ deletedAt: now, user_deleted_id: userId, updatedAt: now })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .execute();

export const markPurged = (db: Db, id: string, now: string) =>
  db.updateTable('files').set({ purgedAt: now, thumbnail_key: null, updatedAt: now }).where('id', '=', id).execute();

export const updateFileRow = (
  db: Db,
  id: string,
  changes: Partial<Pick<FileRow, 'name' | 'message_id' | 'task_id' | 'board_id' | 'memo_id'>>,
  now: string,
) => db.updateTable('files').set({ ...changes, updatedAt: now }).where('id', '=', id).execute();

/** Fields the maintenance jobs correct: where a task's attachment sits, its recognised type, its stored size. */
export const correctFileRow = (
  db: Db,
  id: string,
  changes: Partial<Pick<FileRow, 'task_id' | 'board_id' | 'room_id' | 'type' | 'size'>>,
) => db.updateTable('files').set(changes).where('id', '=', id).execute();

/** Marks a file whose stored object is gone as deleted and purged, so it leaves listings and quotas. */
export const markMissing = (db: Db, id: string, now: string) =>
  db.updateTable('files').set({ deletedAt: now, purgedAt: now, updatedAt: now }).where('id', '=', id).execute();

/** The room a message, task, board or task comment belongs to, to keep attachments inside one room. */
export async function roomOfTarget(
  db: Db,
  target: 'message_id' | 'task_id' | 'board_id' | 'memo_id',
  id: string,
): Promise<string | undefined> {
  switch (target) {
    case 'message_id':
      return (await db.selectFrom('messages').select('room_id').where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst())?.room_id;
    case 'task_id':
      return (await db.selectFrom('tasks').select('room_id').where('id', '=', id).executeTakeFirst())?.room_id;
    case 'board_id':
      return (await db.selectFrom('boards').select('room_id').where('id', '=', id).executeTakeFirst())?.room_id;
    case 'memo_id':
      return (
        await db
          .selectFrom('memo_tasks')
          .innerJoin('tasks', 'tasks.id', 'memo_tasks.task_id')
          .select('tasks.room_id')
          .where('memo_tasks.id', '=', id)
          .executeTakeFirst()
      )?.room_id;
  }
}

/** Soft-deletes every live file attached to a message or a task (used when that message or task is deleted). */
/**
 * Files soft-deleted with their owner: a task, a board and its tasks, or the messages of a room that one change
 * (one room sequence number) deleted.
 */
export type FileOwner = { task_id: string } | { board_id: string } | { deletedMessages: { room_id: string; change_seq: number } };

export const markDeletedByOwner = (db: Db, owner: FileOwner, userId: string, now: string) => {
  let query = db
    .updateTable('files')
    .set({ deletedAt: now, user_deleted_id: userId, updatedAt: now })
    .where('deletedAt', 'is', null);
  if ('deletedMessages' in owner) {
    const { room_id, change_seq } = owner.deletedMessages;
    query = query.where('message_id', 'in', (eb) =>
      eb.selectFrom('messages').select('id').where('room_id', '=', room_id).where('change_seq', '=', change_seq),
    );
  } else if ('task_id' in owner) query = query.where('task_id', '=', owner.task_id);
  else {
    const boardId = owner.board_id;
    query = query.where((eb) =>
      eb.or([
        eb('board_id', '=', boardId),
        eb('task_id', 'in', eb.selectFrom('tasks').select('id').where('board_id', '=', boardId)),
      ]),
    );
  }
  return query.execute();
};
