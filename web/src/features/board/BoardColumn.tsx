import { ActionIcon, Box, Button, TextInput } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { useTranslation } from '../../i18n';
import { BoardMenu } from './BoardMenu';
import { NOT_HERE, withDragged, type DragStore } from './dnd';
import type { Filters } from './BoardTools';
import { hasFilters, passesFilters } from './filters';
import { formatDay, readableTextColor } from './format';
import type { TaskRows } from './rows';
import { TaskCard } from './TaskCard';
import columnClasses from './BoardColumn.module.css';
import classes from './TaskCard.module.css';
import type { Board, Tag, Task } from './types';

export const boardDragId = (boardId: string) => `board:${boardId}`;

/** Longer columns render only the cards in view, so a room with thousands of tasks stays quick. */
export const VIRTUALISE_FROM = 60;

/** A card of one line with nothing below it and the gap after it, in px: a long column's first guess. */
const CARD_HEIGHT = 50;

/** A column's width and the gap after it (the row's gap "sm"), in px. */
export const COLUMN_PITCH = 280 + 12;

/**
 * dnd-kit's transform as CSS: none when the column stays in place, and a 2D translate otherwise. Its own helper
 * writes a 3D translate, even of zero, which gives every column a compositor layer of its own.
 */
function translate(transform: { x: number; y: number } | null): string | undefined {
  if (!transform || (transform.x === 0 && transform.y === 0)) return undefined;
  return `translate(${Math.round(transform.x)}px, ${Math.round(transform.y)}px)`;
}

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

interface NodeTarget {
  node: HTMLElement | null;
  bind: ((node: HTMLElement | null) => void) | null;
}

const taskKey = (_index: number, task: Task) => task.id;

interface ColumnCardProps {
  task: Task;
  boardId: string;
  drag: DragStore<Task>;
  dragRef: (node: HTMLElement | null) => void;
  dragInstructionsId?: string;
  canEdit: boolean;
  tags: ReadonlyMap<string, Tag>;
  onOpen(task: Task): void;
  onMove(task: Task): void;
}

/**
 * A card of a column, which reads from the drag whether it is the dragged one: a lift, and a drag by the pointer
 * until its drop, render that card alone of the column.
 */
const ColumnCard = memo(function ColumnCard({ task, boardId, drag, dragRef, dragInstructionsId, canEdit, tags, onOpen, onMove }: ColumnCardProps) {
  const look = useSyncExternalStore(drag.subscribe, () => (drag.task?.id === task.id ? drag.lookIn(boardId) : undefined));
  return (
    <TaskCard
      task={task}
      dragInstructionsId={dragInstructionsId}
      cardRef={look ? dragRef : undefined}
      dragging={look}
      canEdit={canEdit}
      roomTags={tags}
      onOpen={onOpen}
      onMove={onMove}
    />
  );
});

interface ColumnCardsProps {
  boardId: string;
  boardName: string;
  tasks: readonly Task[];
  drawCards: boolean;
  /** The drag instructions' id when the viewer can drag cards. */
  dragInstructionsId?: string;
  /** The card dragged, and where: the column shows it at its place there, drawn as the gap it leaves. */
  drag: DragStore<Task>;
  /** Binds the dragged card's element to the drag as it mounts (in another column, when it moves there). */
  dragRef: (node: HTMLElement | null) => void;
  canEdit: boolean;
  tags: ReadonlyMap<string, Tag>;
  onOpenTask(task: Task): void;
  onMoveTask(task: Task): void;
}

/**
 * A column's cards, apart from its header: plain cards without a drag hook each, so a drag renders no card but
 * the dragged one, and the column's own sortable hook does not render them either.
 */
const ColumnCards = memo(function ColumnCards({ boardId, boardName, tasks: stored, drawCards, dragInstructionsId, drag, dragRef, canEdit, tags, onOpenTask, onMoveTask }: ColumnCardsProps) {
  const { t } = useTranslation();
  const at = useSyncExternalStore(drag.subscribe, () => drag.indexIn(boardId));
  const dragged = at === NOT_HERE ? null : drag.task;
  // The same array while the cards drawn are the same: a drop then hands the list the array it has.
  const tasks = useSameArray(useMemo(() => withDragged(stored, dragged, at), [stored, dragged, at]));
  const card = useCallback(
    (task: Task) => (
      <ColumnCard
        task={task}
        boardId={boardId}
        drag={drag}
        dragRef={dragRef}
        dragInstructionsId={dragInstructionsId}
        canEdit={canEdit}
        tags={tags}
        onOpen={onOpenTask}
        onMove={onMoveTask}
      />
    ),
    [boardId, drag, dragRef, dragInstructionsId, canEdit, tags, onOpenTask, onMoveTask],
  );
  const itemContent = useCallback(
    (_index: number, task: Task) => (
      <div role="listitem" className={classes.virtualItem}>
        {card(task)}
      </div>
    ),
    [card],
  );
  return (
    <>
      {!drawCards ? (
        <div style={{ flex: 1, minHeight: 40 }} />
      ) : stored.length >= VIRTUALISE_FROM ? (
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
          {tasks.map((task) => (
            <div role="listitem" key={task.id}>
              {card(task)}
            </div>
          ))}
        </div>
      )}
    </>
  );
});

/** What a column's sortable hook changes in the column: its look while columns are dragged. */
interface ColumnDrag {
  transform?: string;
  transition?: string;
  isDragging: boolean;
}

const still: ColumnDrag = { isDragging: false };

const sameDrag = (a: ColumnDrag, b: ColumnDrag) => a.transform === b.transform && a.transition === b.transition && a.isDragging === b.isDragging;

/**
 * A column's sortable hook and its drag handle, in a component of its own. The hook reads the columns' dnd-kit
 * context, which changes as a column's drag starts, ends or moves over another column (a card's drag has a context
 * of its own); this renders then, and the column only when its look changes. The column's element is handed over
 * through `target`. The handle is drawn here, so that mounting a column does not render it twice (once to learn
 * the hook's props).
 */
function ColumnSortable({ board, canDrag, target, onChange }: { board: Board; canDrag: boolean; target: RefObject<NodeTarget>; onChange(drag: ColumnDrag): void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, active } = useSortable({
    id: boardDragId(board.id),
    data: { type: 'board', boardId: board.id },
    disabled: !canDrag,
  });
  const boardDragging = active?.data.current?.type === 'board';
  const moved = translate(transform);
  useLayoutEffect(() => {
    const current = target.current;
    current.bind = setNodeRef;
    setNodeRef(current.node);
    return () => {
      current.bind = null;
    };
  }, [target, setNodeRef]);
  // A card's drag leaves the columns in place: no transition written to them at its start and end.
  useLayoutEffect(() => onChange({ transform: moved, transition: boardDragging ? transition : undefined, isDragging }));
  if (!canDrag) return null;
  return (
    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.column.drag', { name: board.name })} {...attributes} {...listeners} aria-roledescription={t('board.dnd.boardRole')}>
      <IconGripVertical size={14} />
    </ActionIcon>
  );
}

interface ColumnHeaderProps {
  board: Board;
  /** How many cards pass the filters, of the column's total. */
  shown: number;
  total: number;
  canDrag: boolean;
  /** The column's element, for its sortable hook, and what the hook changes in the column's look. */
  target: RefObject<NodeTarget>;
  onSortable(drag: ColumnDrag): void;
  canEdit: boolean;
  isAdmin: boolean;
  tags: ReadonlyMap<string, Tag>;
  onEditBoard(board: Board): void;
}

/** A column's handle, name, dates, count, menu and labels: plain elements, as on the cards (a board draws one a column). */
const ColumnHeader = memo(function ColumnHeader({ board, shown, total, canDrag, target, onSortable, canEdit, isAdmin, tags, onEditBoard }: ColumnHeaderProps) {
  const { t } = useTranslation();
  const dates = [board.startDate, board.endDate].some(Boolean) ? `${formatDay(board.startDate)} 〜 ${formatDay(board.endDate)}` : null;
  return (
    <>
      <div className={columnClasses.header}>
        <div className={columnClasses.title}>
          <ColumnSortable board={board} canDrag={canDrag} target={target} onChange={onSortable} />
          <div className={columnClasses.name}>
            <h3 className={columnClasses.heading}>{board.name}</h3>
            {dates && <p className={columnClasses.dates}>{dates}</p>}
          </div>
          <span className={columnClasses.count} aria-label={t('board.column.count', { count: total })} data-testid="task-count">
            {shown === total ? total : `${shown}/${total}`}
          </span>
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

/** 「タスクを追加」 under a column, and the field it opens. */
const AddTask = memo(function AddTask({ boardId, onCreateTask }: { boardId: string; onCreateTask(boardId: string, name: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const submit = async () => {
    if (!name.trim()) return;
    if (await onCreateTask(boardId, name.trim())) setName('');
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
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) void submit();
            if (event.key === 'Escape') setAdding(false);
          }}
          onBlur={() => !name && setAdding(false)}
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
  rows: TaskRows;
  filters: Filters;
  tags: Map<string, Tag>;
  canDrag: boolean;
  canEdit: boolean;
  isAdmin: boolean;
  /** False while the column waits its turn to draw its cards (it is beyond the first screen). */
  drawCards: boolean;
  /** The drag instructions' id (DndContext's), given when the viewer can drag cards. */
  dragInstructionsId?: string;
  drag: DragStore<Task>;
  dragRef(node: HTMLElement | null): void;
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

/** One column: colour, name, dates and count above its cards; a field to add a task below. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { board, ids, rows, filters, tags, canDrag, canEdit, isAdmin, drawCards, dragInstructionsId, drag, dragRef, onEditBoard, onOpenTask, onMoveTask, onCreateTask } = props;
  const all = ids.map((id) => rows.get(id)).filter((task): task is Task => Boolean(task));
  const tasks = useSameArray(hasFilters(filters) ? all.filter((task) => passesFilters(task, filters)) : all);
  const total = all.length;
  const [{ transform, transition, isDragging }, setDragView] = useState(still);
  const onSortable = useCallback((next: ColumnDrag) => setDragView((current) => (sameDrag(current, next) ? current : next)), []);
  const target = useRef<NodeTarget>({ node: null, bind: null });
  const sectionRef = useCallback((node: HTMLElement | null) => {
    target.current.node = node;
    target.current.bind?.(node);
  }, []);

  return (
    <section
      ref={sectionRef}
      className={tasks.length >= VIRTUALISE_FROM ? `${columnClasses.column} ${columnClasses.long}` : columnClasses.column}
      style={{ transform, transition, opacity: isDragging ? 0.6 : undefined, borderTopColor: board.color ?? undefined }}
      data-testid="board-column"
      data-board-id={board.id}
      aria-label={board.name}
    >
      <ColumnHeader board={board} shown={tasks.length} total={total} canDrag={canDrag} target={target} onSortable={onSortable} canEdit={canEdit} isAdmin={isAdmin} tags={tags} onEditBoard={onEditBoard} />
      <ColumnCards
        boardId={board.id}
        boardName={board.name}
        tasks={tasks}
        drawCards={drawCards}
        dragInstructionsId={dragInstructionsId}
        drag={drag}
        dragRef={dragRef}
        canEdit={canEdit}
        tags={tags}
        onOpenTask={onOpenTask}
        onMoveTask={onMoveTask}
      />
      {canEdit && <AddTask boardId={board.id} onCreateTask={onCreateTask} />}
    </section>
  );
}, sameColumn);
