import type { Transaction } from 'kysely';
import { z } from 'zod';
import { BOARD_ACTION, LIMITS, MESSAGES, TASK_ACTION, TASK_STATUS, isDoneColumnName, rules, statusIn } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { requireRoomAccess } from '../rooms';
import { setTaskFiles, softDeleteFilesOf } from '../files';
import { accessBoard, accessTask } from './policy';
import {
  type BoardRow,
  type TaskRow,
  doneBoardOf,
  firstOpenBoardOf,
  keysAfter,
  lastBoardKey,
  lockRow,
  membersAmong,
  orderKeyFor,
  replaceAssignees,
  replaceTaskTags,
  roomTagsAmong,
} from './repo';

export const boardTopic = (roomId: string) => `room:${roomId}:boards`;
export const taskTopic = (roomId: string) => `room:${roomId}:tasks`;

/** What onUpdateOrderTask delivers (and updateOrderTask answers). */
export interface TaskEvent {
  room_id: string;
  tasks: TaskRow[];
  action: string;
  board_id: string;
  user_id: string;
}

/** What onUpdateBoard delivers. Actions: the spec's remove, clone, archive, plus add, edit and order. */
export interface BoardEvent {
  room_id: string;
  action: string;
  board_id: string;
  boards: BoardRow[];
  user_id: string;
}

export const BOARD_EVENT = { ...BOARD_ACTION, add: 'add', edit: 'edit', order: 'order' } as const;

export async function publishTaskEvents(deps: Deps, events: TaskEvent[]) {
  for (const event of events) await deps.pubsub.publish(taskTopic(event.room_id), { onUpdateOrderTask: event });
}

export async function publishBoardEvent(deps: Deps, event: BoardEvent) {
  await deps.pubsub.publish(boardTopic(event.room_id), { onUpdateBoard: event });
}

// ---- validation -------------------------------------------------------------------------------------------

const dateField = z
  .string()
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { message: MESSAGES.invalidDate })
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** Rejects an end date before the start date, looking at the stored values for fields left out. */
function checkDates(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && Date.parse(end) < Date.parse(start)) throw badInput(MESSAGES.endBeforeStart, { field: 'endDate' });
}

const boardFields = {
  color: rules.color().nullish(),
  labels: z.array(z.string().trim().max(LIMITS.shortText, { message: MESSAGES.tooLong(LIMITS.shortText) })).max(50).nullish(),
  label: rules.optional(),
  startDate: dateField,
  endDate: dateField,
  user_manage_id: z.string().max(64).nullish(),
};

const createBoardInput = z.object({ room_id: z.string(), name: rules.required(), ...boardFields });
const updateBoardInput = z.object({ id: z.string(), name: rules.required().optional(), ...boardFields });
const positionInput = z.object({
  id: z.string(),
  after_id: z.string().nullish(),
  before_id: z.string().nullish(),
});

const taskFields = {
  // Left out stays undefined (an update keeps the stored text); sent blank clears it.
  description: rules.optional(LIMITS.description).optional(),
  startDate: dateField,
  endDate: dateField,
  status: z.number().int().min(0).max(1000).nullish(),
  usersAssignee: z.array(z.string().max(64)).max(100).nullish(),
};
const createTaskInput = z.object({ board_id: z.string(), name: rules.taskName(), ...taskFields });
const updateTaskInput = z.object({
  id: z.string(),
  name: rules.taskName().optional(),
  ...taskFields,
  tag_ids: z.array(z.string().max(64)).max(100).nullish(),
});
const moveTaskInput = positionInput.extend({ board_id: z.string() });

/** Only fields the caller sent: undefined leaves a column as it is, null clears it. */
function sent<T extends Record<string, unknown>, K extends keyof T>(values: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (values[key] !== undefined) out[key] = values[key];
  return out;
}

async function requireMembers(trx: Transaction<DB>, roomId: string, userIds: string[], field: string) {
  const unique = [...new Set(userIds)];
  const members = await membersAmong(trx, roomId, unique);
  if (members.size !== unique.length) throw badInput(MESSAGES.notRoomMember, { field });
  return unique;
}

async function requireRoomTags(trx: Transaction<DB>, roomId: string, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  const found = await roomTagsAmong(trx, roomId, unique);
  if (found.size !== unique.length) throw badInput(MESSAGES.notRoomTag, { field: 'tag_ids' });
  return unique;
}

// ---- boards -----------------------------------------------------------------------------------------------

export async function createBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(createBoardInput, raw);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, input.room_id, 'editBoards');
  checkDates(input.startDate, input.endDate);
  const board = await deps.db.transaction().execute(async (trx) => {
    if (input.user_manage_id) await requireMembers(trx, input.room_id, [input.user_manage_id], 'user_manage_id');
    await lockRow(trx, deps.dialect, 'rooms', input.room_id);
    const now = isoNow(deps.clock);
    const row: BoardRow = {
      id: newId(),
      room_id: input.room_id,
      user_created_id: me.id,
      user_manage_id: input.user_manage_id ?? null,
      name: input.name,
      order: await orderKeyFor(trx, { table: 'boards', room_id: input.room_id }, {}, notFound),
      labels: JSON.stringify(input.labels ?? []),
      label: input.label,
      color: input.color ?? null,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      is_archive: 0,
      is_done: 0,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('boards').values(row).execute();
    return row;
  });
  await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.add, board_id: board.id, boards: [board], user_id: me.id });
  return board;
}

export async function updateBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(updateBoardInput, raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.id, 'editBoards');
  checkDates(input.startDate !== undefined ? input.startDate : board.startDate, input.endDate !== undefined ? input.endDate : board.endDate);
  const changes = sent(input, ['name', 'color', 'label', 'startDate', 'endDate', 'user_manage_id']);
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (input.user_manage_id) await requireMembers(trx, board.room_id, [input.user_manage_id], 'user_manage_id');
    return trx
      .updateTable('boards')
      .set({
        ...changes,
        ...(input.labels !== undefined ? { labels: JSON.stringify(input.labels ?? []) } : {}),
        updatedAt: isoNow(deps.clock),
      })
      .where('id', '=', board.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.edit, board_id: board.id, boards: [updated], user_id: me.id });
  return updated;
}

export async function moveBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(positionInput, raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.id, 'editBoards');
  const updated = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, deps.dialect, 'rooms', board.room_id);
    const order = await orderKeyFor(trx, { table: 'boards', room_id: board.room_id }, { movingId: board.id, ...input }, notFound);
    return trx
      .updateTable('boards')
      .set({ order, updatedAt: isoNow(deps.clock) })
      .where('id', '=', board.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.order, board_id: board.id, boards: [updated], user_id: me.id });
  return updated;
}

export async function archiveBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(z.object({ id: z.string(), is_archive: z.boolean() }), raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.id, 'editBoards');
  const updated = await deps.db
    .updateTable('boards')
    .set({ is_archive: input.is_archive ? 1 : 0, updatedAt: isoNow(deps.clock) })
    .where('id', '=', board.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.archive, board_id: board.id, boards: [updated], user_id: me.id });
  return updated;
}

/**
 * Marks the room's done column or unmarks it (decision 0310). Marking makes the tasks in it 完了 and those 完了
 * elsewhere 未着手 (the column is what people see); the column marked before stops being it. Unmarking leaves
 * every status as it is.
 */
export async function setDoneBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(z.object({ id: z.string().max(64), is_done: z.boolean() }), raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.id, 'removeBoards');
  const { boards, tasks } = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, deps.dialect, 'rooms', board.room_id);
    const now = isoNow(deps.clock);
    const before = await doneBoardOf(trx, board.room_id);
    const changed: BoardRow[] = [];
    if (!input.is_done) {
      if (before === board.id) {
        changed.push(await trx.updateTable('boards').set({ is_done: 0, updatedAt: now }).where('id', '=', board.id).returningAll().executeTakeFirstOrThrow());
      }
      return { boards: changed, tasks: [] };
    }
    if (before === board.id) return { boards: changed, tasks: [] };
    if (before) {
      changed.push(await trx.updateTable('boards').set({ is_done: 0, updatedAt: now }).where('id', '=', before).returningAll().executeTakeFirstOrThrow());
    }
    changed.unshift(await trx.updateTable('boards').set({ is_done: 1, updatedAt: now }).where('id', '=', board.id).returningAll().executeTakeFirstOrThrow());
    const completed = await trx
      .updateTable('tasks')
      .set({ status: TASK_STATUS.done, updatedAt: now })
      .where('board_id', '=', board.id)
      .where('status', '!=', TASK_STATUS.done)
      .returningAll()
      .execute();
    const reopened = await trx
      .updateTable('tasks')
      .set({ status: 0, updatedAt: now })
      .where('room_id', '=', board.room_id)
      .where('board_id', '!=', board.id)
      .where('status', '=', TASK_STATUS.done)
      .returningAll()
      .execute();
    return { boards: changed, tasks: [...completed, ...reopened] };
  });
  const updated = boards.find((b) => b.id === board.id) ?? board;
  if (boards.length > 0) {
    await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.edit, board_id: board.id, boards, user_id: me.id });
  }
  const byBoard = new Map<string, TaskRow[]>();
  for (const task of tasks) byBoard.set(task.board_id, [...(byBoard.get(task.board_id) ?? []), task]);
  await publishTaskEvents(
    deps,
    [...byBoard].map(([boardId, rows]) => ({ room_id: board.room_id, tasks: rows, action: TASK_ACTION.moved, board_id: boardId, user_id: me.id })),
  );
  return updated;
}

/**
 * A deep copy: the board, then its tasks with their assignees, tags and checklists, in their order, placed right
 * after the source.
 */
export async function cloneBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(z.object({ id: z.string(), name: rules.required().nullish() }), raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.id, 'editBoards');
  const copy = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, deps.dialect, 'rooms', board.room_id);
    const now = isoNow(deps.clock);
    const row: BoardRow = {
      ...board,
      id: newId(),
      name: input.name ?? board.name,
      user_created_id: me.id,
      order: await orderKeyFor(trx, { table: 'boards', room_id: board.room_id }, { after_id: board.id }, notFound),
      is_archive: 0,
      is_done: 0,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('boards').values(row).execute();
    const tasks = await trx.selectFrom('tasks').selectAll().where('board_id', '=', board.id).orderBy('order').execute();
    if (tasks.length > 0) {
      const ids = new Map(tasks.map((t) => [t.id, newId()]));
      await trx
        .insertInto('tasks')
        .values(tasks.map((t) => ({ ...t, id: ids.get(t.id)!, board_id: row.id, status: board.is_done ? 0 : t.status, createdAt: now, updatedAt: now })))
        .execute();
      const assignees = await trx.selectFrom('task_assignees').selectAll().where('task_id', 'in', [...ids.keys()]).execute();
      if (assignees.length > 0) {
        await trx
          .insertInto('task_assignees')
          .values(assignees.map((a) => ({ task_id: ids.get(a.task_id)!, user_id: a.user_id, createdAt: now })))
          .execute();
      }
      const tags = await trx.selectFrom('task_tags').selectAll().where('task_id', 'in', [...ids.keys()]).execute();
      if (tags.length > 0) {
        await trx
          .insertInto('task_tags')
          .values(tags.map((t) => ({ task_id: ids.get(t.task_id)!, tag_id: t.tag_id, createdAt: now })))
          .execute();
      }
      await copyChecklists(trx, ids, now);
    }
    return row;
  });
  await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.clone, board_id: copy.id, boards: [copy], user_id: me.id });
  return copy;
}

/** Copies the checklists and items of the tasks `taskIds` maps, onto their copies, ticks and assignees kept. */
async function copyChecklists(trx: Transaction<DB>, taskIds: Map<string, string>, now: string) {
  const checklists = await trx.selectFrom('task_checklists').selectAll().where('task_id', 'in', [...taskIds.keys()]).execute();
  if (checklists.length === 0) return;
  const ids = new Map(checklists.map((c) => [c.id, newId()]));
  await trx
    .insertInto('task_checklists')
    .values(checklists.map((c) => ({ ...c, id: ids.get(c.id)!, task_id: taskIds.get(c.task_id)!, createdAt: now, updatedAt: now })))
    .execute();
  const items = await trx.selectFrom('task_checklist_items').selectAll().where('checklist_id', 'in', [...ids.keys()]).execute();
  if (items.length === 0) return;
  await trx
    .insertInto('task_checklist_items')
    .values(items.map((i) => ({ ...i, id: newId(), checklist_id: ids.get(i.checklist_id)!, task_id: taskIds.get(i.task_id)!, createdAt: now, updatedAt: now })))
    .execute();
}

export async function removeBoard(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<BoardRow> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.id, 'removeBoards');
  await deps.db.transaction().execute(async (trx) => {
    // Their files leave the room's listings; tasks, assignees, events and comments cascade with the board.
    await softDeleteFilesOf(trx, { board_id: board.id }, me.id, isoNow(deps.clock));
    await trx.deleteFrom('boards').where('id', '=', board.id).execute();
  });
  await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.remove, board_id: board.id, boards: [board], user_id: me.id });
  return board;
}

// ---- tasks ------------------------------------------------------------------------------------------------

export async function createTask(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(createTaskInput, raw);
  const { board, viewer: me } = await accessBoard(deps.db, viewer, input.board_id, 'editBoards');
  checkDates(input.startDate, input.endDate);
  const task = await deps.db.transaction().execute(async (trx) => {
    const assignees = await requireMembers(trx, board.room_id, input.usersAssignee ?? [], 'usersAssignee');
    // A task created as 完了 goes into the room's done column; one created in the done column is 完了.
    const doneId = await doneBoardOf(trx, board.room_id);
    const boardId = doneId && input.status === TASK_STATUS.done ? doneId : board.id;
    await lockRow(trx, deps.dialect, 'boards', boardId);
    const now = isoNow(deps.clock);
    const row: TaskRow = {
      id: newId(),
      board_id: boardId,
      room_id: board.room_id,
      user_created_id: me.id,
      name: input.name,
      description: input.description ?? null,
      order: await orderKeyFor(trx, { table: 'tasks', board_id: boardId }, {}, notFound),
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      status: statusIn(boardId, doneId, input.status ?? 0),
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('tasks').values(row).execute();
    await replaceAssignees(trx, row.id, assignees, now);
    await recordTaskEvent(trx, row, me.id, TASK_ACTION.added, null, boardId, now);
    return row;
  });
  await publishTaskEvents(deps, [{ room_id: task.room_id, tasks: [task], action: TASK_ACTION.added, board_id: task.board_id, user_id: me.id }]);
  return task;
}

export async function updateTask(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(updateTaskInput, raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.id, 'editBoards');
  checkDates(input.startDate !== undefined ? input.startDate : task.startDate, input.endDate !== undefined ? input.endDate : task.endDate);
  const { updated, events } = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    if (input.usersAssignee != null) {
      const assignees = await requireMembers(trx, task.room_id, input.usersAssignee, 'usersAssignee');
      await replaceAssignees(trx, task.id, assignees, now);
    }
    if (input.tag_ids != null) {
      const tagIds = await requireRoomTags(trx, task.room_id, input.tag_ids);
      await replaceTaskTags(trx, task.id, tagIds, now);
    }
    const place = input.status != null ? await placeForStatus(trx, task, input.status) : null;
    if (place) await lockRow(trx, deps.dialect, 'boards', place);
    const row = await trx
      .updateTable('tasks')
      .set({
        ...sent(input, ['name', 'description', 'startDate', 'endDate']),
        ...(input.status != null ? { status: input.status } : {}),
        ...(place ? { board_id: place, order: await orderKeyFor(trx, { table: 'tasks', board_id: place }, { movingId: task.id }, notFound) } : {}),
        updatedAt: now,
      })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const base = { room_id: task.room_id, tasks: [row], user_id: me.id };
    if (!place) return { updated: row, events: [{ ...base, action: TASK_ACTION.moved, board_id: task.board_id }] };
    await recordTaskEvent(trx, row, me.id, TASK_ACTION.moved, task.board_id, place, now);
    return {
      updated: row,
      events: [
        { ...base, action: TASK_ACTION.removed, board_id: task.board_id },
        { ...base, action: TASK_ACTION.added, board_id: place },
      ],
    };
  });
  await publishTaskEvents(deps, events);
  return updated;
}

/**
 * Where a status change takes the task (decision 0310), or null when it stays: set to 完了, into the room's done
 * column; set to anything else while in the done column, out to the room's first other column.
 */
async function placeForStatus(trx: Transaction<DB>, task: TaskRow, status: number): Promise<string | null> {
  const doneId = await doneBoardOf(trx, task.room_id);
  if (!doneId) return null;
  if (status === TASK_STATUS.done) return task.board_id === doneId ? null : doneId;
  if (task.board_id !== doneId) return null;
  const open = await firstOpenBoardOf(trx, task.room_id);
  if (!open) throw badInput(MESSAGES.noOpenColumn, { field: 'status' });
  return open;
}

/**
 * Moves one task into `board_id` between `after_id` and `before_id`. The server picks the key from the
 * neighbours as they are now, so the move writes exactly one task row; a move to another board also tells
 * the old board's viewers the task was removed from it.
 */
export async function moveTask(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskEvent> {
  const input = parseInput(moveTaskInput, raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.id, 'editBoards');
  const events = await deps.db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('boards').select(['id', 'room_id']).where('id', '=', input.board_id).executeTakeFirst();
    if (!target || target.room_id !== task.room_id) throw notFound();
    await lockRow(trx, deps.dialect, 'boards', target.id);
    const order = await orderKeyFor(trx, { table: 'tasks', board_id: target.id }, { movingId: task.id, ...input }, notFound);
    const now = isoNow(deps.clock);
    const status = statusIn(target.id, await doneBoardOf(trx, task.room_id), task.status);
    const moved = await trx
      .updateTable('tasks')
      .set({ board_id: target.id, order, status, updatedAt: now })
      .where('id', '=', task.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const base = { room_id: task.room_id, tasks: [moved], user_id: me.id };
    if (task.board_id === target.id) return [{ ...base, action: TASK_ACTION.moved, board_id: target.id }];
    await recordTaskEvent(trx, moved, me.id, TASK_ACTION.moved, task.board_id, target.id, now);
    return [
      { ...base, action: TASK_ACTION.removed, board_id: task.board_id },
      { ...base, action: TASK_ACTION.added, board_id: target.id },
    ];
  });
  await publishTaskEvents(deps, events);
  return events[events.length - 1]!;
}

export async function removeTask(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.id, 'editBoards');
  await deps.db.transaction().execute(async (trx) => {
    await softDeleteFilesOf(trx, { task_id: task.id }, me.id, isoNow(deps.clock));
    await trx.deleteFrom('tasks').where('id', '=', task.id).execute();
  });
  await publishTaskEvents(deps, [{ room_id: task.room_id, tasks: [task], action: TASK_ACTION.removed, board_id: task.board_id, user_id: me.id }]);
  return task;
}

/** Sets which of the room's files are attached to the task; files attached now but left out are detached. */
export async function updateFileTask(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(z.object({ id: z.string(), file_ids: z.array(z.string().max(64)).max(100) }), raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.id, 'editBoards');
  const ids = [...new Set(input.file_ids)];
  const updated = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    if (!(await setTaskFiles(trx, task, ids, now))) throw notFound();
    return trx.updateTable('tasks').set({ updatedAt: now }).where('id', '=', task.id).returningAll().executeTakeFirstOrThrow();
  });
  await publishTaskEvents(deps, [{ room_id: task.room_id, tasks: [updated], action: TASK_ACTION.moved, board_id: task.board_id, user_id: me.id }]);
  return updated;
}

async function recordTaskEvent(
  trx: Transaction<DB>,
  task: TaskRow,
  userId: string,
  action: string,
  from: string | null,
  to: string | null,
  now: string,
) {
  await trx
    .insertInto('task_events')
    .values({ id: newId(), task_id: task.id, room_id: task.room_id, user_id: userId, action, from_board_id: from, to_board_id: to, createdAt: now })
    .execute();
}

/** A board to add with its tasks, as a template keeps it. */
export interface BoardOutline {
  name: string;
  color: string | null;
  tasks: { name: string; description?: string | null }[];
}

/**
 * Adds boards with their tasks after the room's boards, with fresh ids and keys, in one transaction, and announces
 * each as cloned (a template copied into the room).
 */
export async function appendBoards(deps: Deps, viewer: Viewer | null, roomId: string, outlines: BoardOutline[]): Promise<BoardRow[]> {
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, roomId, 'editBoards');
  const boards = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, deps.dialect, 'rooms', roomId);
    const now = isoNow(deps.clock);
    const boardKeys = keysAfter(await lastBoardKey(trx, roomId), outlines.length);
    // In a room without a done column, the first column evidently named so becomes it (a template's 完了).
    const doneIndex = (await doneBoardOf(trx, roomId)) ? -1 : outlines.findIndex((b) => isDoneColumnName(b.name));
    const rows: BoardRow[] = outlines.map((b, i) => ({
      id: newId(),
      room_id: roomId,
      user_created_id: me.id,
      user_manage_id: null,
      name: b.name,
      order: boardKeys[i]!,
      labels: '[]',
      label: null,
      color: b.color ?? null,
      startDate: null,
      endDate: null,
      is_archive: 0,
      is_done: i === doneIndex ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    }));
    if (rows.length > 0) await trx.insertInto('boards').values(rows).execute();
    const tasks = rows.flatMap((board, i) => {
      const taskKeys = keysAfter(null, outlines[i]!.tasks.length);
      return outlines[i]!.tasks.map((t, j) => ({
        id: newId(),
        board_id: board.id,
        room_id: roomId,
        user_created_id: me.id,
        name: t.name,
        description: t.description ?? null,
        order: taskKeys[j]!,
        startDate: null,
        endDate: null,
        status: board.is_done ? TASK_STATUS.done : TASK_STATUS.open,
        createdAt: now,
        updatedAt: now,
      }));
    });
    if (tasks.length > 0) await trx.insertInto('tasks').values(tasks).execute();
    return rows;
  });
  for (const board of boards) {
    await publishBoardEvent(deps, { room_id: roomId, action: BOARD_ACTION.clone, board_id: board.id, boards: [board], user_id: me.id });
  }
  return boards;
}

/** A room's boards (not archived) in order, with their tasks in order: what a template keeps of them. */
export async function outlineBoards(deps: Deps, viewer: Viewer | null, roomId: string): Promise<Array<BoardOutline & { order: string }>> {
  await requireRoomAccess(deps.db, viewer, roomId, 'read');
  const boards = await deps.db
    .selectFrom('boards')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('is_archive', '=', 0)
    .orderBy('order')
    .execute();
  if (boards.length === 0) return [];
  const tasks = await deps.db
    .selectFrom('tasks')
    .select(['board_id', 'name', 'description'])
    .where('board_id', 'in', boards.map((b) => b.id))
    .orderBy('order')
    .execute();
  return boards.map((b) => ({
    name: b.name,
    order: b.order,
    color: b.color,
    tasks: tasks.filter((t) => t.board_id === b.id).map((t) => ({ name: t.name, description: t.description })),
  }));
}
