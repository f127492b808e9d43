import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { boardDragId, type ColumnData } from './dnd';
import type { Filters } from './filters';
import { hasFilters, passesFilters } from './filters';
import columnClasses from './BoardColumn.module.css';
import type { Board, Tag, Task } from './types';
import { AddTask } from './column/AddTask';
import { ColumnCards, VIRTUALISE_FROM } from './column/ColumnCards';
import { ColumnHeader } from './column/ColumnHeader';
import { useSameArray } from './column/useSameArray';

/** A column's width and the gap after it (the row's gap "sm"), in px. */
export const COLUMN_PITCH = 280 + 12;

export interface BoardColumnProps {
  board: Board;
  /** The column's task ids in order, and the rows. */
  ids: readonly string[];
  rows: ReadonlyMap<string, Task>;
  filters: Filters;
  tags: Map<string, Tag>;
  canDrag: boolean;
  canEdit: boolean;
  canRemoveBoards: boolean;
  /** False while the column waits its turn to draw its cards (it is beyond the first screen). */
  drawCards: boolean;
  /** A column is being dragged. */
  columnDragged: boolean;
  /** The card dragged over this column, and where it would land (dropped elsewhere: null). */
  draggedId: string | null;
  dropAt: number | null;
  onEditBoard(board: Board): void;
  onOpenTask(task: Task): void;
  onMoveTask(task: Task): void;
  onCreateTask(boardId: string, name: string): Promise<boolean>;
}

/**
 * Columns re-render only when their own ids or rows change: a drag or an event in one column leaves the other
 * nineteen alone. The rows map is new after any task's change, but a column's ids array is replaced whenever one
 * of its rows changes (state.ts), so the same array means the same rows.
 */
function sameColumn(a: BoardColumnProps, b: BoardColumnProps): boolean {
  for (const key of Object.keys(a) as (keyof BoardColumnProps)[]) {
    if (key !== 'rows' && a[key] !== b[key]) return false;
  }
  return true;
}

/** One column, an item of the row's sortable context: colour, name, dates and count above its cards; a field to add a task below. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { board, ids, rows, filters, tags, canDrag, canEdit, canRemoveBoards, drawCards, columnDragged, draggedId, dropAt, onEditBoard, onOpenTask, onMoveTask, onCreateTask } = props;
  const { t } = useTranslation();
  const all = useMemo(() => ids.map((id) => rows.get(id)).filter((task): task is Task => Boolean(task)), [ids, rows]);
  const tasks = useSameArray(useMemo(() => (hasFilters(filters) ? all.filter((task) => passesFilters(task, filters)) : all), [all, filters]));
  const data = useMemo<ColumnData>(() => ({ type: 'board', boardId: board.id, taskIds: ids }), [board.id, ids]);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: boardDragId(board.id),
    data,
    disabled: !canDrag,
    attributes: { roleDescription: t('board.dnd.boardRole') },
  });
  const handle = useMemo(() => (canDrag ? { attributes, listeners } : undefined), [canDrag, attributes, listeners]);

  return (
    <section
      ref={setNodeRef}
      className={tasks.length >= VIRTUALISE_FROM ? `${columnClasses.column} ${columnClasses.long}` : columnClasses.column}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : undefined, borderTopColor: board.color ?? undefined }}
      data-testid="board-column"
      data-board-id={board.id}
      aria-label={board.name}
    >
      <ColumnHeader board={board} shown={tasks.length} total={all.length} handle={handle} canEdit={canEdit} canRemoveBoards={canRemoveBoards} tags={tags} onEditBoard={onEditBoard} />
      <ColumnCards
        boardId={board.id}
        boardName={board.name}
        tasks={tasks}
        drawCards={drawCards}
        canDrag={canDrag}
        columnDragged={columnDragged}
        draggedId={draggedId}
        dropAt={dropAt}
        canEdit={canEdit}
        tags={tags}
        onOpenTask={onOpenTask}
        onMoveTask={onMoveTask}
      />
      {canEdit && <AddTask boardId={board.id} onCreateTask={onCreateTask} />}
    </section>
  );
}, sameColumn);
