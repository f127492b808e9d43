import { statusIn } from '@musubi/shared/client';
import type { Board, BoardEvent, Task, TaskEvent } from './types';

/**
 * The board screen's model: the columns in order, each column's task ids in order, and the task rows.
 * Positions are kept as arrays so a move shows at once; rows from the server are placed by their order key.
 * A column's ids array is replaced whenever one of its rows changes, so a column that kept its array kept its
 * rows too: the screen compares one array per column instead of every row.
 */
export interface BoardState {
  boards: Board[];
  columns: ReadonlyMap<string, readonly string[]>;
  tasks: ReadonlyMap<string, Task>;
}

export const emptyState: BoardState = { boards: [], columns: new Map(), tasks: new Map() };

/** The rows with `tasks` put in, each in place of the row of its id. */
function withRows(rows: ReadonlyMap<string, Task>, tasks: readonly Task[]): ReadonlyMap<string, Task> {
  const next = new Map(rows);
  for (const task of tasks) next.set(task.id, task);
  return next;
}

/** The rows without those of `ids`. */
function withoutRows(rows: ReadonlyMap<string, Task>, ids: readonly string[]): ReadonlyMap<string, Task> {
  const next = new Map(rows);
  for (const id of ids) next.delete(id);
  return next;
}

/** Order keys compare bytewise (they are ASCII), then by id, as the server lists them. */
export function byOrder(a: { order: string; id: string }, b: { order: string; id: string }): number {
  if (a.order !== b.order) return a.order < b.order ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function buildState(boards: Board[], tasks: Task[]): BoardState {
  const sortedBoards = [...boards].sort(byOrder);
  const columns = new Map<string, string[]>(sortedBoards.map((b) => [b.id, []]));
  const rows = new Map(tasks.map((task) => [task.id, task]));
  for (const task of [...tasks].sort(byOrder)) columns.get(task.board_id)?.push(task.id);
  return { boards: sortedBoards, columns, tasks: rows };
}

/**
 * Adds many stored rows at once (later pages of a column): one change of the rows, each column touched re-sorted.
 */
export function mergeTasks(state: BoardState, rows: Task[]): BoardState {
  if (rows.length === 0) return state;
  const columns = new Map(state.columns);
  const touched = new Set<string>();
  for (const row of rows) {
    const old = state.tasks.get(row.id);
    if (old && old.board_id !== row.board_id) {
      columns.set(old.board_id, (columns.get(old.board_id) ?? []).filter((id) => id !== row.id));
    }
    touched.add(row.board_id);
  }
  const tasks = withRows(state.tasks, rows);
  for (const boardId of touched) {
    if (!columns.has(boardId)) continue;
    const ids = new Set(columns.get(boardId));
    for (const row of rows) if (row.board_id === boardId) ids.add(row.id);
    columns.set(boardId, [...ids].map((id) => tasks.get(id)!).sort(byOrder).map((task) => task.id));
  }
  return { ...state, columns, tasks };
}

function insertByOrder(ids: readonly string[], task: Task, rows: ReadonlyMap<string, Task>): string[] {
  const next = ids.filter((id) => id !== task.id);
  const at = next.findIndex((id) => {
    const other = rows.get(id);
    return other !== undefined && byOrder(task, other) < 0;
  });
  if (at === -1) next.push(task.id);
  else next.splice(at, 0, task.id);
  return next;
}

function withoutTask(state: BoardState, taskId: string): Map<string, readonly string[]> {
  const columns = new Map(state.columns);
  const old = state.tasks.get(taskId);
  for (const boardId of old ? [old.board_id] : [...columns.keys()]) {
    const ids = columns.get(boardId);
    if (ids?.includes(taskId)) columns.set(boardId, ids.filter((id) => id !== taskId));
  }
  return columns;
}

/** Leaves out the type names the client adds to queries and mutations, and not to subscriptions. */
const withoutTypeName = (key: string, value: unknown) => (key === '__typename' ? undefined : value);

/** Whether two rows of a task hold the same values, whichever way they came. */
const sameRow = (a: Task, b: Task) => JSON.stringify(a, withoutTypeName) === JSON.stringify(b, withoutTypeName);

/**
 * Puts a stored row where its board and order key say (creating, editing or moving it). A row the same as the one
 * shown changes nothing: the room's event for a move repeats the row its answer brought, and drawing the column
 * again for it would cost a long frame just after the drop.
 */
export function upsertTask(state: BoardState, task: Task): BoardState {
  const shown = state.tasks.get(task.id);
  if (shown && sameRow(shown, task)) return state;
  const columns = withoutTask(state, task.id);
  const tasks = withRows(state.tasks, [task]);
  const ids = columns.get(task.board_id);
  if (ids) columns.set(task.board_id, insertByOrder(ids, task, tasks));
  return { ...state, columns, tasks };
}

/** Takes a deleted tag off the cards carrying it (the server's rows lost it with the tag). */
export function dropTag(state: BoardState, tagId: string): BoardState {
  const carrying = [...state.tasks.values()].filter((task) => task.tags.some((tag) => tag.id === tagId));
  if (carrying.length === 0) return state;
  const columns = new Map(state.columns);
  for (const task of carrying) {
    const ids = state.columns.get(task.board_id);
    if (ids && columns.get(task.board_id) === ids) columns.set(task.board_id, [...ids]);
  }
  const tasks = withRows(state.tasks, carrying.map((task) => ({ ...task, tags: task.tags.filter((tag) => tag.id !== tagId) })));
  return { ...state, columns, tasks };
}

export function removeTask(state: BoardState, taskId: string): BoardState {
  if (!state.tasks.has(taskId)) return state;
  const columns = withoutTask(state, taskId);
  return { ...state, columns, tasks: withoutRows(state.tasks, [taskId]) };
}

export function applyTaskEvent(state: BoardState, event: TaskEvent): BoardState {
  let next = state;
  for (const task of event.tasks) {
    if (event.action === 'removed') {
      // A move to another board is "removed" then "added"; drop the row only if it still sits in the old board.
      const current = next.tasks.get(task.id);
      if (current && current.board_id === event.board_id) next = removeTask(next, task.id);
    } else {
      next = upsertTask(next, task);
    }
  }
  return next;
}

export function upsertBoard(state: BoardState, board: Board): BoardState {
  if (board.is_archive) return removeBoard(state, board.id);
  const boards = [...state.boards.filter((b) => b.id !== board.id), board].sort(byOrder);
  const columns = new Map(state.columns);
  if (!columns.has(board.id)) columns.set(board.id, []);
  return { ...state, boards, columns };
}

export function removeBoard(state: BoardState, boardId: string): BoardState {
  if (!state.columns.has(boardId)) return state;
  const columns = new Map(state.columns);
  const tasks = withoutRows(state.tasks, columns.get(boardId) ?? []);
  columns.delete(boardId);
  return { boards: state.boards.filter((b) => b.id !== boardId), columns, tasks };
}

/** Board events other than remove carry the stored rows; archived ones leave the main listing. */
export function applyBoardEvent(state: BoardState, event: BoardEvent): BoardState {
  if (event.action === 'remove') return removeBoard(state, event.board_id);
  return event.boards.reduce(upsertBoard, state);
}

export interface Placement {
  state: BoardState;
  after_id: string | null;
  before_id: string | null;
}

/** Moves a task to index `toIndex` of `toBoardId` (index counted without the task itself). */
export function placeTask(state: BoardState, taskId: string, toBoardId: string, toIndex: number): Placement | null {
  const task = state.tasks.get(taskId);
  const target = state.columns.get(toBoardId);
  if (!task || !target) return null;
  const columns = withoutTask(state, taskId);
  const ids = [...(columns.get(toBoardId) ?? [])];
  const index = Math.max(0, Math.min(toIndex, ids.length));
  ids.splice(index, 0, taskId);
  columns.set(toBoardId, ids);
  // The card's state follows its column at once, as the server will store it: never 未着手 inside 完了.
  const status = statusIn(toBoardId, state.boards.find((b) => b.is_done)?.id, task.status);
  return {
    state: { ...state, columns, tasks: withRows(state.tasks, [{ ...task, board_id: toBoardId, status }]) },
    after_id: ids[index - 1] ?? null,
    before_id: ids[index + 1] ?? null,
  };
}

/** Moves a column to index `toIndex` (counted without the column itself). */
export function placeBoard(state: BoardState, boardId: string, toIndex: number): Placement | null {
  const board = state.boards.find((b) => b.id === boardId);
  if (!board) return null;
  const boards = state.boards.filter((b) => b.id !== boardId);
  const index = Math.max(0, Math.min(toIndex, boards.length));
  boards.splice(index, 0, board);
  return {
    state: { ...state, boards },
    after_id: boards[index - 1]?.id ?? null,
    before_id: boards[index + 1]?.id ?? null,
  };
}

/** Where a task sits now: its board and index, to put it back if the server refuses a move. */
export function positionOf(state: BoardState, taskId: string): { boardId: string; index: number } | null {
  for (const [boardId, ids] of state.columns) {
    const index = ids.indexOf(taskId);
    if (index !== -1) return { boardId, index };
  }
  return null;
}
