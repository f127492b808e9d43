import { generateKeyBetween } from 'fractional-indexing';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BoardsTable, DB, MemoTasksTable, TaskChecklistItemsTable, TaskChecklistsTable, TasksTable } from '../../db/types';
import type { Dialect } from '../../db';

export type BoardRow = Selectable<BoardsTable>;
export type TaskRow = Selectable<TasksTable>;
export type MemoRow = Selectable<MemoTasksTable>;
export type ChecklistRow = Selectable<TaskChecklistsTable>;
export type ChecklistItemRow = Selectable<TaskChecklistItemsTable>;
type Db = Kysely<DB> | Transaction<DB>;

export const findBoard = (db: Db, id: string) =>
  db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirst();

export const findTask = (db: Db, id: string) =>
  db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();

export const findMemo = (db: Db, id: string) =>
  db.selectFrom('memo_tasks').selectAll().where('id', '=', id).executeTakeFirst();

export const findChecklist = (db: Db, id: string) =>
  db.selectFrom('task_checklists').selectAll().where('id', '=', id).executeTakeFirst();

export const findChecklistItem = (db: Db, id: string) =>
  db.selectFrom('task_checklist_items').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Serialises writers of one ordering scope (a room's boards, a board's tasks, a task's checklists) on PostgreSQL, so two clients
 * dropping into the same gap read each other's key. SQLite already runs one write transaction at a time.
 */
export async function lockRow(trx: Db, dialect: Dialect, table: 'rooms' | 'boards' | 'tasks', id: string) {
  if (dialect === 'postgres') await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}

/** Where an ordered row lives: a board's tasks or a room's boards. Both tables key their order the same way. */
export type OrderScope = { table: 'tasks'; board_id: string } | { table: 'boards'; room_id: string };

function scopeRows(db: Db, scope: OrderScope, skipId: string | undefined) {
  // Both tables have id and order; typing the query as the tasks table keeps one code path for both.
  const [table, column, value] =
    scope.table === 'tasks' ? (['tasks', 'board_id', scope.board_id] as const) : (['boards', 'room_id', scope.room_id] as const);
  let query = db
    .selectFrom(table as 'tasks')
    .select(['id', 'order'])
    .where(column as 'board_id', '=', value);
  if (skipId) query = query.where('id', '!=', skipId);
  return query;
}

/**
 * The key for a row placed just after `afterId` (or just before `beforeId`, or at the end) within its scope,
 * leaving out the row being moved. The neighbours are read inside the caller's transaction, after the scope is
 * locked, so a key that landed in the same gap meanwhile is respected: the row goes right after `afterId`,
 * before whatever follows it now, and two drops into one gap both land in a stable order.
 */
export async function orderKeyFor(
  db: Db,
  scope: OrderScope,
  position: { movingId?: string; after_id?: string | null; before_id?: string | null },
  missing: () => Error,
): Promise<string> {
  const rows = () => scopeRows(db, scope, position.movingId);
  if (position.after_id) {
    const after = await rows().where('id', '=', position.after_id).executeTakeFirst();
    if (!after) throw missing();
    const next = await rows().where('order', '>', after.order).orderBy('order').limit(1).executeTakeFirst();
    return generateKeyBetween(after.order, next?.order ?? null);
  }
  if (position.before_id) {
    const before = await rows().where('id', '=', position.before_id).executeTakeFirst();
    if (!before) throw missing();
    const previous = await rows().where('order', '<', before.order).orderBy('order', 'desc').limit(1).executeTakeFirst();
    return generateKeyBetween(previous?.order ?? null, before.order);
  }
  const last = await rows().orderBy('order', 'desc').limit(1).executeTakeFirst();
  return generateKeyBetween(last?.order ?? null, null);
}

/**
 * The key for a row placed just after `after_id` (or just before `before_id`, or at the end) among its siblings,
 * given in order without the row being moved: a checklist's few siblings are read whole.
 */
export function keyAmong(
  siblings: readonly { id: string; order: string }[],
  position: { after_id?: string | null; before_id?: string | null },
  missing: () => Error,
): string {
  if (position.after_id) {
    const at = siblings.findIndex((row) => row.id === position.after_id);
    if (at < 0) throw missing();
    return generateKeyBetween(siblings[at]!.order, siblings[at + 1]?.order ?? null);
  }
  if (position.before_id) {
    const at = siblings.findIndex((row) => row.id === position.before_id);
    if (at < 0) throw missing();
    return generateKeyBetween(siblings[at - 1]?.order ?? null, siblings[at]!.order);
  }
  return generateKeyBetween(siblings.at(-1)?.order ?? null, null);
}

/** Keys for n rows appended after `last`, in order. */
export function keysAfter(last: string | null, n: number): string[] {
  const keys: string[] = [];
  let previous = last;
  for (let i = 0; i < n; i++) {
    previous = generateKeyBetween(previous, null);
    keys.push(previous);
  }
  return keys;
}

export async function lastBoardKey(db: Db, roomId: string): Promise<string | null> {
  const row = await db
    .selectFrom('boards')
    .select('order')
    .where('room_id', '=', roomId)
    .orderBy('order', 'desc')
    .executeTakeFirst();
  return row?.order ?? null;
}

export async function membersAmong(db: Db, roomId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_rooms')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function replaceAssignees(db: Db, taskId: string, userIds: string[], now: string) {
  await db.deleteFrom('task_assignees').where('task_id', '=', taskId).execute();
  if (userIds.length > 0) {
    await db
      .insertInto('task_assignees')
      .values(userIds.map((user_id) => ({ task_id: taskId, user_id, createdAt: now })))
      .execute();
  }
}

/** Which of these tags belong to the room (default tags without a room do not). */
export async function roomTagsAmong(db: Db, roomId: string, tagIds: string[]): Promise<Set<string>> {
  if (tagIds.length === 0) return new Set();
  const rows = await db.selectFrom('tags').select('id').where('room_id', '=', roomId).where('id', 'in', tagIds).execute();
  return new Set(rows.map((r) => r.id));
}

export async function replaceTaskTags(db: Db, taskId: string, tagIds: string[], now: string) {
  await db.deleteFrom('task_tags').where('task_id', '=', taskId).execute();
  if (tagIds.length > 0) {
    await db
      .insertInto('task_tags')
      .values(tagIds.map((tag_id) => ({ task_id: taskId, tag_id, createdAt: now })))
      .execute();
  }
}

/** Sets boards' label lists in one transaction (the admin label job). */
export async function setBoardLabels(db: Kysely<DB>, changes: readonly { id: string; labels: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { id, labels } of changes) await trx.updateTable('boards').set({ labels }).where('id', '=', id).execute();
  });
}

/** Sets tasks' order keys in one transaction (the admin task order job). */
export async function setTaskOrders(db: Kysely<DB>, changes: readonly { id: string; order: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { id, order } of changes) await trx.updateTable('tasks').set({ order }).where('id', '=', id).execute();
  });
}

/** The room's done column, if it has one (decision 0310). */
export async function doneBoardOf(db: Db, roomId: string): Promise<string | undefined> {
  const row = await db.selectFrom('boards').select('id').where('room_id', '=', roomId).where('is_done', '=', 1).executeTakeFirst();
  return row?.id;
}

/** The room's first column in order that is not its done column: where a reopened task goes. */
export async function firstOpenBoardOf(db: Db, roomId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('boards')
    .select('id')
    .where('room_id', '=', roomId)
    .where('is_done', '=', 0)
    .where('is_archive', '=', 0)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}
