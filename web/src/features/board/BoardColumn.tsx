import { ActionIcon, Box, Button, TextInput, VisuallyHidden } from '@mantine/core';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { useTranslation } from '../../i18n';
import { BoardMenu } from './BoardMenu';
import { boardDragId, cardsStayInPlace, type CardData, type ColumnData } from './dnd';
import type { Filters } from './BoardTools';
import { hasFilters, passesFilters } from './filters';
import { readableTextColor } from './format';
import { checks, formatDate } from '@musubi/shared/client';
import { TaskCard } from './TaskCard';
import columnClasses from './BoardColumn.module.css';
import classes from './TaskCard.module.css';
import type { Board, Tag, Task } from './types';

/** Longer columns render only the cards in view, so a room with thousands of tasks stays quick. */
export const VIRTUALISE_FROM = 60;

/** A card of one line with nothing below it and the gap after it, in px: a long column's first guess. */
const CARD_HEIGHT = 50;

/** A column's width and the gap after it (the row's gap "sm"), in px. */
export const COLUMN_PITCH = 280 + 12;

/**
 * The previous array while its items are the same ones in the same order, so a column's cards skip rendering
 * when a change elsewhere made a new array of the same tasks.
 */
function useSameArray<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  const same = previous.current.length === items.length && previous.current.every((item, i) => item === items[i]);
  useEffect(() => {
    if (!same) previous.current = items;
  });
  return same ? previous.current : items;
}

const taskKey = (_index: number, task: Task) => task.id;
const cardData: CardData = { type: 'task' };

interface SortableCardProps {
  task: Task;
  canDrag: boolean;
  /** While a column is dragged, cards are not places to drop it. */
  columnDragged: boolean;
  dropLine?: 'before' | 'after';
  canEdit: boolean;
  tags: ReadonlyMap<string, Tag>;
  onOpen(task: Task): void;
  onMove(task: Task): void;
}

/** A card as an item of its column's sortable context. */
const SortableCard = memo(function SortableCard({ task, canDrag, columnDragged, dropLine, canEdit, tags, onOpen, onMove }: SortableCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: task.id,
    data: cardData,
    disabled: { draggable: !canDrag, droppable: columnDragged },
    attributes: { roleDescription: t('board.dnd.taskRole') },
  });
  const drag = useMemo(() => (canDrag ? { attributes, listeners } : undefined), [canDrag, attributes, listeners]);
  return <TaskCard task={task} cardRef={setNodeRef} activatorRef={setActivatorNodeRef} drag={drag} dragging={isDragging} dropLine={dropLine} canEdit={canEdit} roomTags={tags} onOpen={onOpen} onMove={onMove} />;
});

/** Where a column draws the drop line: before the card at `index` of the cards other than the dragged one, or after the last. */
function dropLineOf(tasks: readonly Task[], draggedId: string | null, index: number | null) {
  if (index === null) return null;
  const others = tasks.filter((task) => task.id !== draggedId);
  if (others[index]) return { id: others[index].id, edge: 'before' as const };
  const last = others.at(-1);
  return last ? { id: last.id, edge: 'after' as const } : { id: null, edge: 'before' as const };
}

interface ColumnCardsProps {
  boardId: string;
  boardName: string;
  tasks: readonly Task[];
  drawCards: boolean;
  canDrag: boolean;
  columnDragged: boolean;
  /** The card dragged over this column, and the place it would land among the others: a line shows it. */
  draggedId: string | null;
  dropAt: number | null;
  canEdit: boolean;
  tags: ReadonlyMap<string, Tag>;
  onOpenTask(task: Task): void;
  onMoveTask(task: Task): void;
}

/**
 * A column's cards, apart from its header, in a sortable context of their own. They keep their place while a card
 * is dragged (the drag is drawn in dnd-kit's DragOverlay, so a card scrolled out of a long column's rendered part
 * still follows the pointer).
 */
const ColumnCards = memo(function ColumnCards(props: ColumnCardsProps) {
  const { boardId, boardName, tasks, drawCards, canDrag, columnDragged, draggedId, dropAt, canEdit, tags, onOpenTask, onMoveTask } = props;
  const { t } = useTranslation();
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const line = useMemo(() => dropLineOf(tasks, draggedId, dropAt), [tasks, draggedId, dropAt]);
  const card = useCallback(
    (task: Task) => (
      <SortableCard
        task={task}
        canDrag={canDrag}
        columnDragged={columnDragged}
        dropLine={line?.id === task.id ? line.edge : undefined}
        canEdit={canEdit}
        tags={tags}
        onOpen={onOpenTask}
        onMove={onMoveTask}
      />
    ),
    [canDrag, columnDragged, line, canEdit, tags, onOpenTask, onMoveTask],
  );
  const itemContent = useCallback(
    (_index: number, task: Task) => (
      <div role="listitem" className={classes.virtualItem}>
        {card(task)}
      </div>
    ),
    [card],
  );
  if (!drawCards) return <div style={{ flex: 1, minHeight: 40 }} />;
  return (
    <SortableContext id={boardId} items={ids} strategy={cardsStayInPlace}>
      {tasks.length >= VIRTUALISE_FROM ? (
        <Virtuoso
          style={{ flex: 1, minHeight: 200 }}
          data={tasks}
          computeItemKey={taskKey}
          role="list"
          aria-label={t('board.column.tasks', { name: boardName })}
          increaseViewportBy={200}
          defaultItemHeight={CARD_HEIGHT}
          itemContent={itemContent}
        />
      ) : (
        <div className={classes.list} role="list" aria-label={t('board.column.tasks', { name: boardName })}>
          {line && line.id === null && <span className={classes.emptyDropLine} data-testid="drop-line" />}
          {tasks.map((task) => (
            <div role="listitem" key={task.id}>
              {card(task)}
            </div>
          ))}
        </div>
      )}
    </SortableContext>
  );
});

/** What a column's handle takes from its sortable: the attributes for screen readers and the sensors' listeners. */
interface ColumnHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

interface ColumnHeaderProps {
  board: Board;
  /** How many cards pass the filters, of the column's total. */
  shown: number;
  total: number;
  /** Given when the viewer can drag the column. */
  handle?: ColumnHandle;
  canEdit: boolean;
  isAdmin: boolean;
  tags: ReadonlyMap<string, Tag>;
  onEditBoard(board: Board): void;
}

/** A column's handle, name, dates, count, menu and labels: plain elements, as on the cards (a board draws one a column). */
const ColumnHeader = memo(function ColumnHeader({ board, shown, total, handle, canEdit, isAdmin, tags, onEditBoard }: ColumnHeaderProps) {
  const { t } = useTranslation();
  const dates = [board.startDate, board.endDate].some(Boolean) ? `${board.startDate ? formatDate(board.startDate) : ''} 〜 ${board.endDate ? formatDate(board.endDate) : ''}` : null;
  return (
    <>
      <div className={columnClasses.header}>
        <div className={columnClasses.title}>
          {handle && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.column.drag', { name: board.name })} {...handle.attributes} {...handle.listeners}>
              <IconGripVertical size={14} />
            </ActionIcon>
          )}
          <div className={columnClasses.name}>
            <h2 className={columnClasses.heading}>{board.name}</h2>
            {dates && <p className={columnClasses.dates}>{dates}</p>}
          </div>
          {/* The figure is for the eye; a screen reader reads the count in words. */}
          <span className={columnClasses.count} aria-hidden data-testid="task-count">
            {shown === total ? total : `${shown}/${total}`}
          </span>
          <VisuallyHidden component="span">{t('board.column.count', { count: total })}</VisuallyHidden>
        </div>
        {canEdit && <BoardMenu board={board} isAdmin={isAdmin} onEdit={onEditBoard} />}
      </div>
      {board.labels.length > 0 && (
        <div className={columnClasses.labels}>
          {board.labels.map((id) => tags.get(id)).filter((tag): tag is Tag => Boolean(tag)).map((tag) => (
            <span key={tag.id} className={classes.badge} style={{ background: tag.color, color: readableTextColor(tag.color) }}>
              {tag.name}
            </span>
          ))}
        </div>
      )}
    </>
  );
});

/** The column drawn under the pointer while it is dragged: its header, in the column's look. */
export function ColumnPreview({ board, count }: { board: Board; count: number }) {
  return (
    <section className={`${columnClasses.column} ${columnClasses.preview}`} style={{ borderTopColor: board.color ?? undefined }} aria-hidden>
      <ColumnHeader board={board} shown={count} total={count} canEdit={false} isAdmin={false} tags={noTags} onEditBoard={noop} />
    </section>
  );
}

const noTags: ReadonlyMap<string, Tag> = new Map();
const noop = () => undefined;

/** The server's rule for a task name (the spec's requiredTask message), checked before anything is sent. */
const taskNameProblem = checks.taskName();

/** 「タスクを追加」 under a column, and the field it opens. */
export const AddTask = memo(function AddTask({ boardId, onCreateTask }: { boardId: string; onCreateTask(boardId: string, name: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = taskNameProblem(name);
    setError(problem);
    if (problem) return;
    if (await onCreateTask(boardId, name.trim())) setName('');
  };
  const close = () => {
    setAdding(false);
    setError(null);
  };
  return (
    <Box px="xs" pb="xs">
      {adding ? (
        <TextInput
          autoFocus
          size="xs"
          aria-label={t('board.task.newName')}
          placeholder={t('board.task.newName')}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) void submit();
            if (event.key === 'Escape') close();
          }}
          // Left empty without a message: closed. With the message showing, it stays so the message is read.
          onBlur={() => !name && !error && close()}
        />
      ) : (
        <Button variant="subtle" size="xs" fullWidth justify="flex-start" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          {t('board.task.add')}
        </Button>
      )}
    </Box>
  );
});

export interface BoardColumnProps {
  board: Board;
  /** The column's task ids in order, and the rows. */
  ids: readonly string[];
  rows: ReadonlyMap<string, Task>;
  filters: Filters;
  tags: Map<string, Tag>;
  canDrag: boolean;
  canEdit: boolean;
  isAdmin: boolean;
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
  const { board, ids, rows, filters, tags, canDrag, canEdit, isAdmin, drawCards, columnDragged, draggedId, dropAt, onEditBoard, onOpenTask, onMoveTask, onCreateTask } = props;
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
      <ColumnHeader board={board} shown={tasks.length} total={all.length} handle={handle} canEdit={canEdit} isAdmin={isAdmin} tags={tags} onEditBoard={onEditBoard} />
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
