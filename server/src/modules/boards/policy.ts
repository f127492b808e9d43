import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Viewer } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { requireRoomAccess, type RoomAction } from '../rooms';
import { findBoard, findChecklist, findChecklistItem, findMemo, findTask } from './repo';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The only way to load a board, task or comment for a user: the room's role decides (rooms/policy.ts), and a
 * row in a room the user is not in answers NOT_FOUND, like a row that does not exist.
 */
export async function accessBoard(db: Db, viewer: Viewer | null, id: string, action: RoomAction) {
  const board = await findBoard(db, id);
  const { viewer: me, membership } = await requireRoomAccess(db as Kysely<DB>, viewer, board?.room_id, action);
  if (!board) throw notFound();
  return { board, viewer: me, membership };
}

export async function accessTask(db: Db, viewer: Viewer | null, id: string, action: RoomAction) {
  const task = await findTask(db, id);
  const { viewer: me, membership } = await requireRoomAccess(db as Kysely<DB>, viewer, task?.room_id, action);
  if (!task) throw notFound();
  return { task, viewer: me, membership };
}

/** A comment is edited or deleted only by its author, who must still be allowed to edit the room's boards. */
export async function accessOwnMemo(db: Db, viewer: Viewer | null, id: string) {
  const memo = await findMemo(db, id);
  const task = memo ? await findTask(db, memo.task_id) : undefined;
  const { viewer: me } = await requireRoomAccess(db as Kysely<DB>, viewer, task?.room_id, 'editBoards');
  if (!memo || !task) throw notFound();
  if (memo.user_created_id !== me.id) throw forbidden();
  return { memo, task, viewer: me };
}

/** A checklist is the task's: whoever may edit the task (`editBoards`) may change it, and only they. */
export async function accessChecklist(db: Db, viewer: Viewer | null, id: string) {
  const checklist = await findChecklist(db, id);
  const task = checklist ? await findTask(db, checklist.task_id) : undefined;
  const { viewer: me } = await requireRoomAccess(db as Kysely<DB>, viewer, task?.room_id, 'editBoards');
  if (!checklist || !task) throw notFound();
  return { checklist, task, viewer: me };
}

export async function accessChecklistItem(db: Db, viewer: Viewer | null, id: string) {
  const item = await findChecklistItem(db, id);
  const task = item ? await findTask(db, item.task_id) : undefined;
  const { viewer: me } = await requireRoomAccess(db as Kysely<DB>, viewer, task?.room_id, 'editBoards');
  if (!item || !task) throw notFound();
  return { item, task, viewer: me };
}
