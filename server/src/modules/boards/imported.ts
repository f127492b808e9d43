import { TASK_ACTION, TASK_STATUS, isDoneColumnName, statusIn } from '@musubi/shared';
import type { Transaction } from 'kysely';
import { afterCommit } from '../../db/after-commit';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type BoardRow, type TaskRow, doneBoardOf, keysAfter, lastBoardKey, membersAmong, orderKeyFor } from './repo';
import { BOARD_EVENT, publishBoardEvent, publishTaskEvents } from './service';

/**
 * Writes of an import into a room's board (decision 0318), inside the import's transaction: the caller has
 * authorised the importer for the room and cut every text to its rule. An import into a room people use announces
 * each batch's columns and tasks once it commits (announceImported, decision 0333); one into new rooms need not.
 */

/**
 * A column after the room's others. In a room without a done column, the one marked done, or else an open one
 * evidently named so, becomes it.
 */
export async function createImportedColumn(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  roomId: string,
  userId: string,
  column: { name: string; archived: boolean; done?: boolean },
): Promise<BoardRow> {
  const now = isoNow(deps.clock);
  // A Musubi export says which column is done; other exports are read by the column's name.
  const done = (column.done ?? (!column.archived && isDoneColumnName(column.name))) && !(await doneBoardOf(trx, roomId));
  const row: BoardRow = {
    id: newId(),
    room_id: roomId,
    user_created_id: userId,
    user_manage_id: null,
    name: column.name,
    order: keysAfter(await lastBoardKey(trx, roomId), 1)[0]!,
    labels: '[]',
    label: null,
    color: null,
    startDate: null,
    endDate: null,
    is_archive: column.archived ? 1 : 0,
    is_done: done ? 1 : 0,
    createdAt: now,
    updatedAt: now,
  };
  await trx.insertInto('boards').values(row).execute();
  return row;
}

export interface ImportedTask {
  name: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  /** Marked complete in the export: 完了, unless the room's done column decides otherwise (decision 0310). */
  complete: boolean;
  /** The status as a Musubi export holds it, in place of `complete`; the room's done column still decides. */
  status?: number;
  createdAt: string;
  /** Accounts to assign; those who are not members of the room are left out. */
  assignees: string[];
  tagIds: string[];
  checklists: Array<{ name: string; items: Array<{ name: string; done: boolean; assignee: string | null }> }>;
}

/** A task at the end of its column, with its assignees, labels and checklists, and its history's first line. */
export async function createImportedTask(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  column: Pick<BoardRow, 'id' | 'room_id'>,
  userId: string,
  task: ImportedTask,
): Promise<TaskRow> {
  const now = isoNow(deps.clock);
  const members = await membersAmong(trx, column.room_id, [...new Set([...task.assignees, ...task.checklists.flatMap((c) => c.items.map((i) => i.assignee ?? ''))])]);
  const row: TaskRow = {
    id: newId(),
    board_id: column.id,
    room_id: column.room_id,
    user_created_id: userId,
    name: task.name,
    description: task.description,
    order: await orderKeyFor(trx, { table: 'tasks', board_id: column.id }, {}, notFound),
    startDate: task.startDate,
    endDate: task.endDate,
    status: statusIn(column.id, await doneBoardOf(trx, column.room_id), task.status ?? (task.complete ? TASK_STATUS.done : TASK_STATUS.open)),
    createdAt: task.createdAt,
    updatedAt: now,
  };
  await trx.insertInto('tasks').values(row).execute();
  const assignees = [...new Set(task.assignees)].filter((id) => members.has(id));
  if (assignees.length > 0) await trx.insertInto('task_assignees').values(assignees.map((user_id) => ({ task_id: row.id, user_id, createdAt: now }))).execute();
  const tagIds = [...new Set(task.tagIds)];
  if (tagIds.length > 0) await trx.insertInto('task_tags').values(tagIds.map((tag_id) => ({ task_id: row.id, tag_id, createdAt: now }))).execute();
  const checklistKeys = keysAfter(null, task.checklists.length);
  for (const [index, checklist] of task.checklists.entries()) {
    const checklistId = newId();
    await trx.insertInto('task_checklists').values({ id: checklistId, task_id: row.id, name: checklist.name, order: checklistKeys[index]!, createdAt: now, updatedAt: now }).execute();
    if (checklist.items.length === 0) continue;
    const itemKeys = keysAfter(null, checklist.items.length);
    await trx
      .insertInto('task_checklist_items')
      .values(
        checklist.items.map((item, i) => ({
          id: newId(),
          checklist_id: checklistId,
          task_id: row.id,
          name: item.name,
          is_done: item.done ? 1 : 0,
          user_assignee_id: item.assignee && members.has(item.assignee) ? item.assignee : null,
          order: itemKeys[i]!,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
  await trx
    .insertInto('task_events')
    .values({ id: newId(), task_id: row.id, room_id: row.room_id, user_id: userId, action: TASK_ACTION.added, from_board_id: null, to_board_id: column.id, subject: null, createdAt: now })
    .execute();
  return row;
}

/** A comment on a task, by its author at its time; no copy in the chat (it is the past). */
export async function createImportedComment(trx: Transaction<DB>, taskId: string, comment: { userId: string; content: string; createdAt: string }): Promise<string> {
  const id = newId();
  await trx
    .insertInto('memo_tasks')
    .values({ id, task_id: taskId, content: comment.content, isMessage: 0, message_id: null, user_created_id: comment.userId, createdAt: comment.createdAt, updatedAt: comment.createdAt })
    .execute();
  return id;
}

/**
 * Once the import's transaction has committed, tells the boards open on the room of the columns and tasks it wrote:
 * the events of a column added and of tasks added, one a column, as when people add them (decision 0333).
 */
export async function announceImported(trx: Transaction<DB>, deps: Deps, userId: string, written: { columns: BoardRow[]; tasks: TaskRow[] }) {
  if (written.columns.length === 0 && written.tasks.length === 0) return;
  const columns = [...written.columns];
  const tasksOf = new Map<string, TaskRow[]>();
  for (const task of written.tasks) tasksOf.set(task.board_id, [...(tasksOf.get(task.board_id) ?? []), task]);
  await afterCommit(trx, async () => {
    for (const board of columns) await publishBoardEvent(deps, { room_id: board.room_id, action: BOARD_EVENT.add, board_id: board.id, boards: [board], user_id: userId });
    await publishTaskEvents(
      deps,
      [...tasksOf].map(([board_id, tasks]) => ({ room_id: tasks[0]!.room_id, tasks, action: TASK_ACTION.added, board_id, user_id: userId })),
    );
  });
}
