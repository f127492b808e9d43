import type { Transaction } from 'kysely';
import { z } from 'zod';
import { CHECKLIST_ACTION, CHECKLIST_LIMITS, MESSAGES, TASK_ACTION, rules } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, limitExceeded, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { accessChecklist, accessChecklistItem, accessTask } from './policy';
import { type TaskRow, findChecklist, findTask, keyAmong, lockRow, membersAmong } from './repo';
import { publishTaskEvents } from './service';

/**
 * Checklists on a task (decision 0315). Each change is authorised as editing the task is, writes in one
 * transaction with the task locked (its counts and keys read afresh), touches the task's updatedAt, records the
 * changes worth a line in the task's history, and publishes the task again so the board's viewers see it live.
 */

const id = z.string().min(1).max(64);
const position = { after_id: id.nullish(), before_id: id.nullish() };
const createChecklistInput = z.object({ task_id: id, name: rules.checklistName() });
const renameChecklistInput = z.object({ id, name: rules.checklistName() });
const moveInput = z.object({ id, ...position });
const idInput = z.object({ id });
const createItemInput = z.object({ checklist_id: id, name: rules.checklistItemName(), user_assignee_id: id.nullish() });
const updateItemInput = z.object({
  id,
  name: rules.checklistItemName().optional(),
  is_done: z.boolean().nullish(),
  // null takes the item's assignee off; left out, the assignee stays.
  user_assignee_id: id.nullish(),
});

type Change = (trx: Transaction<DB>, record: (action: string, subject: string) => Promise<void>) => Promise<void>;

/** Runs one change of the task's checklists, then publishes the task as its board shows it. */
async function changeTask(deps: Deps, task: TaskRow, userId: string, change: Change): Promise<TaskRow> {
  const updated = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, deps.dialect, 'tasks', task.id);
    // Removed meanwhile by someone else: nothing to change.
    if (!(await findTask(trx, task.id))) throw notFound();
    const now = isoNow(deps.clock);
    const record = async (action: string, subject: string) => {
      await trx
        .insertInto('task_events')
        .values({ id: newId(), task_id: task.id, room_id: task.room_id, user_id: userId, action, subject, from_board_id: null, to_board_id: null, createdAt: now })
        .execute();
    };
    await change(trx, record);
    return trx.updateTable('tasks').set({ updatedAt: now }).where('id', '=', task.id).returningAll().executeTakeFirstOrThrow();
  });
  await publishTaskEvents(deps, [{ room_id: updated.room_id, tasks: [updated], action: TASK_ACTION.moved, board_id: updated.board_id, user_id: userId }]);
  return updated;
}

const checklistsOfTask = (trx: Transaction<DB>, taskId: string) =>
  trx.selectFrom('task_checklists').select(['id', 'order']).where('task_id', '=', taskId).orderBy('order').orderBy('id').execute();

const itemsOfChecklist = (trx: Transaction<DB>, checklistId: string) =>
  trx.selectFrom('task_checklist_items').select(['id', 'order']).where('checklist_id', '=', checklistId).orderBy('order').orderBy('id').execute();

async function requireMember(trx: Transaction<DB>, roomId: string, userId: string | null | undefined) {
  if (userId && (await membersAmong(trx, roomId, [userId])).size === 0) throw badInput(MESSAGES.notRoomMember, { field: 'user_assignee_id' });
}

// ---- checklists -------------------------------------------------------------------------------------------

export async function createChecklist(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(createChecklistInput, raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.task_id, 'editBoards');
  return changeTask(deps, task, me.id, async (trx, record) => {
    const siblings = await checklistsOfTask(trx, task.id);
    if (siblings.length >= CHECKLIST_LIMITS.perTask) {
      throw limitExceeded(MESSAGES.checklistLimit(CHECKLIST_LIMITS.perTask), { limit: 'checklists', max: CHECKLIST_LIMITS.perTask });
    }
    const now = isoNow(deps.clock);
    await trx
      .insertInto('task_checklists')
      .values({ id: newId(), task_id: task.id, name: input.name, order: keyAmong(siblings, {}, notFound), createdAt: now, updatedAt: now })
      .execute();
    await record(CHECKLIST_ACTION.added, input.name);
  });
}

export async function renameChecklist(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(renameChecklistInput, raw);
  const { checklist, task, viewer: me } = await accessChecklist(deps.db, viewer, input.id);
  return changeTask(deps, task, me.id, async (trx) => {
    await trx.updateTable('task_checklists').set({ name: input.name, updatedAt: isoNow(deps.clock) }).where('id', '=', checklist.id).execute();
  });
}

export async function moveChecklist(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(moveInput, raw);
  const { checklist, task, viewer: me } = await accessChecklist(deps.db, viewer, input.id);
  return changeTask(deps, task, me.id, async (trx) => {
    const siblings = (await checklistsOfTask(trx, task.id)).filter((row) => row.id !== checklist.id);
    const order = keyAmong(siblings, input, notFound);
    await trx.updateTable('task_checklists').set({ order, updatedAt: isoNow(deps.clock) }).where('id', '=', checklist.id).execute();
  });
}

export async function deleteChecklist(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(idInput, raw);
  const { checklist, task, viewer: me } = await accessChecklist(deps.db, viewer, input.id);
  return changeTask(deps, task, me.id, async (trx, record) => {
    // Its items go with it (the foreign key cascades).
    await trx.deleteFrom('task_checklists').where('id', '=', checklist.id).execute();
    await record(CHECKLIST_ACTION.removed, checklist.name);
  });
}

// ---- items ------------------------------------------------------------------------------------------------

export async function createChecklistItem(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(createItemInput, raw);
  const { checklist, task, viewer: me } = await accessChecklist(deps.db, viewer, input.checklist_id);
  return changeTask(deps, task, me.id, async (trx, record) => {
    // Deleted meanwhile by someone else: the lock on the task has waited for them.
    if (!(await findChecklist(trx, checklist.id))) throw notFound();
    await requireMember(trx, task.room_id, input.user_assignee_id);
    const siblings = await itemsOfChecklist(trx, checklist.id);
    if (siblings.length >= CHECKLIST_LIMITS.itemsPerChecklist) {
      throw limitExceeded(MESSAGES.checklistItemLimit(CHECKLIST_LIMITS.itemsPerChecklist), { limit: 'checklistItems', max: CHECKLIST_LIMITS.itemsPerChecklist });
    }
    const now = isoNow(deps.clock);
    await trx
      .insertInto('task_checklist_items')
      .values({
        id: newId(),
        checklist_id: checklist.id,
        task_id: task.id,
        name: input.name,
        is_done: 0,
        user_assignee_id: input.user_assignee_id ?? null,
        order: keyAmong(siblings, {}, notFound),
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await record(CHECKLIST_ACTION.itemAdded, input.name);
  });
}

/** Renames, ticks or unticks, assigns or unassigns an item; only a change of its tick is a line in the history. */
export async function updateChecklistItem(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(updateItemInput, raw);
  const { item, task, viewer: me } = await accessChecklistItem(deps.db, viewer, input.id);
  return changeTask(deps, task, me.id, async (trx, record) => {
    if (input.user_assignee_id !== undefined) await requireMember(trx, task.room_id, input.user_assignee_id);
    const isDone = input.is_done == null ? item.is_done : input.is_done ? 1 : 0;
    await trx
      .updateTable('task_checklist_items')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.user_assignee_id !== undefined ? { user_assignee_id: input.user_assignee_id } : {}),
        is_done: isDone,
        updatedAt: isoNow(deps.clock),
      })
      .where('id', '=', item.id)
      .execute();
    if (isDone !== item.is_done) await record(isDone ? CHECKLIST_ACTION.itemDone : CHECKLIST_ACTION.itemReopened, input.name ?? item.name);
  });
}

/** Moves an item within its checklist. */
export async function moveChecklistItem(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(moveInput, raw);
  const { item, task, viewer: me } = await accessChecklistItem(deps.db, viewer, input.id);
  return changeTask(deps, task, me.id, async (trx) => {
    const siblings = (await itemsOfChecklist(trx, item.checklist_id)).filter((row) => row.id !== item.id);
    const order = keyAmong(siblings, input, notFound);
    await trx.updateTable('task_checklist_items').set({ order, updatedAt: isoNow(deps.clock) }).where('id', '=', item.id).execute();
  });
}

export async function deleteChecklistItem(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<TaskRow> {
  const input = parseInput(idInput, raw);
  const { item, task, viewer: me } = await accessChecklistItem(deps.db, viewer, input.id);
  return changeTask(deps, task, me.id, async (trx, record) => {
    await trx.deleteFrom('task_checklist_items').where('id', '=', item.id).execute();
    await record(CHECKLIST_ACTION.itemRemoved, item.name);
  });
}
