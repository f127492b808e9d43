/**
 * The boards module's face: access to a board, boards added from a template, moving a task (validated and
 * authorised, as updateOrderTask does), the maintenance jobs' repairs, and an import's writes into a room's board.
 */
export { accessBoard } from './policy';
export { keysAfter, setBoardLabels, setTaskOrders } from './repo';
export type { BoardRow, ChecklistItemRow, ChecklistRow, MemoRow, TaskRow } from './repo';
export type { TaskHistoryRow } from './queries';
export { appendBoards, createBoard, createTask, moveTask, outlineBoards, updateTask } from './service';
export { announceImported, createImportedColumn, createImportedComment, createImportedTask } from './imported';
export type { ImportedTask } from './imported';
