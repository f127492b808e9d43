/**
 * The boards module's face: access to a board, boards added from a template, moving a task (validated and
 * authorised, as updateOrderTask does), and the maintenance jobs' repairs.
 */
export { accessBoard } from './policy';
export { keysAfter, setBoardLabels, setTaskOrders } from './repo';
export type { BoardRow, ChecklistItemRow, ChecklistRow, MemoRow, TaskRow } from './repo';
export type { TaskHistoryRow } from './queries';
export { appendBoards, createBoard, createTask, moveTask, outlineBoards, updateTask } from './service';
