import type { Kysely, Selectable } from 'kysely';
import { dueBounds, MESSAGES, TASK_STATUS, taskFilterSchema } from '@musubi/shared';
import type { DB, TaskEventsTable } from '../../db/types';
import { type ChildOrder, type ChildPage, childPages } from '../../graphql/batch';
import type { Deps, Viewer } from '../../deps';
import { containsText } from '../../lib/contains';
import { badInput, parseInput } from '../../lib/errors';
import { LARGER_PAGES, type Page, pageByKeys, pageLimit } from '../../lib/paging';
import { requireRoomAccess } from '../rooms';
import { requireViewer } from '../users';
import { accessBoard, accessTask } from './policy';
import { type BoardRow, type ChecklistItemRow, type ChecklistRow, roomTagsAmong, type TaskRow } from './repo';

export async function getBoard(deps: Deps, viewer: Viewer | null, id: string): Promise<BoardRow> {
  return (await accessBoard(deps.db, viewer, id, 'read')).board;
}

export async function getTask(deps: Deps, viewer: Viewer | null, id: string): Promise<TaskRow> {
  return (await accessTask(deps.db, viewer, id, 'read')).task;
}

/** Boards and tasks stand in their fractional order keys' order, ties by id. */
const IN_ORDER = { columns: ['order', 'id'], shape: ['string', 'string'], direction: 'asc' } as const;

/** A room's boards in their order: the main listing (is_archive false, the default) or the archived ones. */
export async function listBoardsByRoom(
  deps: Deps,
  viewer: Viewer | null,
  args: { room_id: string; is_archive?: boolean | null; limit?: number | null; nextToken?: string | null },
): Promise<Page<BoardRow>> {
  await requireRoomAccess(deps.db, viewer, args.room_id, 'read');
  const query = deps.db
    .selectFrom('boards')
    .selectAll()
    .where('room_id', '=', args.room_id)
    .where('is_archive', '=', args.is_archive ? 1 : 0);
  return pageByKeys(query, { ...IN_ORDER, limit: pageLimit(args.limit), nextToken: args.nextToken });
}

/** Boards in the main listing of every room the caller belongs to, room by room. */
export async function listBoardsOfMyRooms(
  deps: Deps,
  viewer: Viewer | null,
  args: { limit?: number | null; nextToken?: string | null },
): Promise<Page<BoardRow>> {
  const me = requireViewer(viewer);
  const query = deps.db
    .selectFrom('boards')
    .innerJoin('user_rooms', 'user_rooms.room_id', 'boards.room_id')
    .selectAll('boards')
    .where('user_rooms.user_id', '=', me.id)
    .where('boards.is_archive', '=', 0);
  return pageByKeys(query, {
    columns: ['boards.room_id', 'boards.order', 'boards.id'],
    shape: ['string', 'string', 'string'],
    direction: 'asc',
    limit: pageLimit(args.limit),
    nextToken: args.nextToken,
  });
}

/**
 * Every task of a room's boards that passes a board's filter, in one answer of up to a thousand (decision 0323):
 * by assignee, by a tag of the room, by due window (Tokyo days, as the board shows them) and by a text in the name
 * or description. The boards in the main listing, or the archived ones when asked. Each task carries its board
 * and order key, so the board places it in its column; sorted by board, then in the column's order.
 */
export async function listTasks(
  deps: Deps,
  viewer: Viewer | null,
  args: { filter: unknown; limit?: number | null; nextToken?: string | null },
): Promise<Page<TaskRow>> {
  const filter = parseInput(taskFilterSchema, args.filter);
  await requireRoomAccess(deps.db, viewer, filter.room_id, 'read');
  if (filter.tag_id && !(await roomTagsAmong(deps.db, filter.room_id, [filter.tag_id])).has(filter.tag_id)) {
    throw badInput(MESSAGES.notRoomTag, { field: 'filter.tag_id' });
  }
  let query = deps.db
    .selectFrom('tasks')
    .innerJoin('boards', 'boards.id', 'tasks.board_id')
    .selectAll('tasks')
    .where('tasks.room_id', '=', filter.room_id)
    .where('boards.is_archive', '=', filter.is_archive ? 1 : 0);
  const { assignee_id: assigneeId, tag_id: tagId, text } = filter;
  if (assigneeId) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('task_assignees').select('task_id').whereRef('task_assignees.task_id', '=', 'tasks.id').where('task_assignees.user_id', '=', assigneeId)),
    );
  }
  if (tagId) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('task_tags').select('task_id').whereRef('task_tags.task_id', '=', 'tasks.id').where('task_tags.tag_id', '=', tagId)),
    );
  }
  if (filter.due === 'none') query = query.where('tasks.endDate', 'is', null);
  if (filter.due === 'overdue') {
    query = query.where('tasks.endDate', '<', dueBounds(deps.clock.now()).today).where('tasks.status', '!=', TASK_STATUS.done);
  }
  if (filter.due === 'week') {
    const { today, weekEnd } = dueBounds(deps.clock.now());
    query = query.where('tasks.endDate', '>=', today).where('tasks.endDate', '<', weekEnd);
  }
  if (text) query = query.where((eb) => eb.or([containsText('tasks.name', text), containsText('tasks.description', text)]));
  return pageByKeys(query, {
    columns: ['tasks.board_id', 'tasks.order', 'tasks.id'],
    shape: ['string', 'string', 'string'],
    direction: 'asc',
    limit: pageLimit(args.limit, LARGER_PAGES['Query.listTasks']),
    nextToken: args.nextToken,
  });
}

/** A board's tasks in their order (tasksOfBoard), for many boards at once (graphql/batch.ts). */
const TASK_ORDER: ChildOrder<TaskRow> = { table: 'tasks', parent: 'board_id', order: [['order', 'asc'], ['id', 'asc']], keysOf: (r) => [r.order, r.id] };

/** The tasks of a listing's boards: their first pages in one statement. The boards were authorised when loaded. */
export const tasksOfBoards = (db: Kysely<DB>, pages: readonly ChildPage[]) =>
  childPages(db, TASK_ORDER, pages, (boardId, limit, nextToken) => tasksOfBoard(db, boardId, { limit, nextToken }));

/** A board's tasks in their order. The board was already authorised when it was loaded. */
export async function tasksOfBoard(
  db: Kysely<DB>,
  boardId: string,
  args: { limit?: number | null; nextToken?: string | null },
): Promise<Page<TaskRow>> {
  const query = db.selectFrom('tasks').selectAll().where('board_id', '=', boardId);
  return pageByKeys(query, { ...IN_ORDER, limit: pageLimit(args.limit), nextToken: args.nextToken });
}


/** Assignees of many tasks in one query, in the order they were assigned. */
export async function assigneesOf(db: Kysely<DB>, taskIds: readonly string[]) {
  if (taskIds.length === 0) return new Map<string, never[]>();
  const rows = await db
    .selectFrom('task_assignees')
    .innerJoin('users', 'users.id', 'task_assignees.user_id')
    .selectAll('users')
    .select('task_assignees.task_id')
    .where('task_assignees.task_id', 'in', taskIds)
    .orderBy('task_assignees.createdAt')
    .execute();
  return groupBy(rows, (r) => r.task_id);
}

/** Tags of many tasks in one query, in the room's tag order (oldest tag first). */
export async function tagsOf(db: Kysely<DB>, taskIds: readonly string[]) {
  if (taskIds.length === 0) return new Map<string, never[]>();
  const rows = await db
    .selectFrom('task_tags')
    .innerJoin('tags', 'tags.id', 'task_tags.tag_id')
    .selectAll('tags')
    .select('task_tags.task_id')
    .where('task_tags.task_id', 'in', taskIds)
    .orderBy('tags.createdAt')
    .orderBy('tags.id')
    .execute();
  return groupBy(rows, (r) => r.task_id);
}

/** The non-deleted files of many tasks, shaped as the spec's task file. */
export async function filesOf(db: Kysely<DB>, taskIds: readonly string[]) {
  if (taskIds.length === 0) return new Map<string, never[]>();
  const rows = await db
    .selectFrom('files')
    .leftJoin('users', 'users.id', 'files.user_created_id')
    .select([
      'files.task_id',
      'files.id as file_id',
      'files.name',
      'files.size',
      'files.type',
      'users.name as user_upload_name',
      'files.user_created_id as user_upload_id',
      'files.createdAt',
    ])
    .where('files.task_id', 'in', taskIds)
    .where('files.deletedAt', 'is', null)
    .orderBy('files.createdAt')
    .execute();
  return groupBy(rows, (r) => r.task_id!);
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** One recorded move of a task (TaskEvent in the schema), with the boards' names while they are still there. */
export type TaskHistoryRow = Omit<Selectable<TaskEventsTable>, 'room_id'> & {
  from_board_name: string | null;
  to_board_name: string | null;
};

/** Each task's recorded moves with the boards' names (still there) and who moved it, oldest first. */
export async function historyOf(db: Kysely<DB>, taskIds: readonly string[]): Promise<Map<string, TaskHistoryRow[]>> {
  if (taskIds.length === 0) return new Map<string, TaskHistoryRow[]>();
  const rows = await db
    .selectFrom('task_events')
    .leftJoin('boards as from_board', 'from_board.id', 'task_events.from_board_id')
    .leftJoin('boards as to_board', 'to_board.id', 'task_events.to_board_id')
    .select([
      'task_events.id',
      'task_events.task_id',
      'task_events.action',
      'task_events.from_board_id',
      'task_events.to_board_id',
      'task_events.subject',
      'task_events.user_id',
      'task_events.createdAt',
      'from_board.name as from_board_name',
      'to_board.name as to_board_name',
    ])
    .where('task_events.task_id', 'in', taskIds)
    .orderBy('task_events.createdAt')
    .orderBy('task_events.id')
    .execute();
  return groupBy(rows, (r) => r.task_id);
}

/** The checklists of many tasks in one query, each task's in their order. */
export async function checklistsOf(db: Kysely<DB>, taskIds: readonly string[]): Promise<Map<string, ChecklistRow[]>> {
  if (taskIds.length === 0) return new Map<string, ChecklistRow[]>();
  const rows = await db
    .selectFrom('task_checklists')
    .selectAll()
    .where('task_id', 'in', taskIds)
    .orderBy('task_id')
    .orderBy('order')
    .orderBy('id')
    .execute();
  return groupBy(rows, (r) => r.task_id);
}

/** The items of many checklists in one query, each checklist's in their order. */
export async function checklistItemsOf(db: Kysely<DB>, checklistIds: readonly string[]): Promise<Map<string, ChecklistItemRow[]>> {
  if (checklistIds.length === 0) return new Map<string, ChecklistItemRow[]>();
  const rows = await db
    .selectFrom('task_checklist_items')
    .selectAll()
    .where('checklist_id', 'in', checklistIds)
    .orderBy('checklist_id')
    .orderBy('order')
    .orderBy('id')
    .execute();
  return groupBy(rows, (r) => r.checklist_id);
}

export interface ChecklistProgress {
  done: number;
  total: number;
}

/** How many of each task's checklist items are ticked, of how many, for a page of tasks in one query. */
export async function checklistProgressOf(db: Kysely<DB>, taskIds: readonly string[]): Promise<Map<string, ChecklistProgress>> {
  const progress = new Map<string, ChecklistProgress>();
  if (taskIds.length === 0) return progress;
  const rows = await db
    .selectFrom('task_checklist_items')
    .select((eb) => ['task_id', eb.fn.countAll<number | string>().as('total'), eb.fn.sum<number | string | null>('is_done').as('done')])
    .where('task_id', 'in', taskIds)
    .groupBy('task_id')
    .execute();
  // PostgreSQL answers a count and a sum as text (bigint and numeric).
  for (const row of rows) progress.set(row.task_id, { done: Number(row.done ?? 0), total: Number(row.total) });
  return progress;
}
