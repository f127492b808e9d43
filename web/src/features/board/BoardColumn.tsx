import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useSortable, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { useTranslation } from '../../i18n';
import { BoardMenu } from './BoardMenu';
import type { Filters } from './BoardTools';
import { hasFilters, passesFilters } from './filters';
import { formatDay, readableTextColor } from './format';
import { TaskCard } from './TaskCard';
import classes from './TaskCard.module.css';
import type { Board, Tag, Task } from './types';

export const boardDragId = (boardId: string) => `board:${boardId}`;

/** Longer columns render only the cards in view, so a room with thousands of tasks stays quick. */
export const VIRTUALISE_FROM = 60;

/** A column's width and the gap after it (the row's gap "sm"), in px. */
export const COLUMN_PITCH = 280 + 12;

interface SortableTaskProps {
  task: Task;
  canDrag: boolean;
  /** Whether a dragged card can land on this one; see BoardColumnProps.dropTarget. */
  canDrop: boolean;
  canEdit: boolean;
  roomTags: ReadonlyMap<string, Tag>;
  onOpen(task: Task): void;
  onMove(task: Task): void;
}

/**
 * dnd-kit's transform as CSS: none when the card stays in place, and a 2D translate otherwise. Its own helper
 * writes a 3D translate, even of zero, which gives every card of the hovered column a compositor layer of its
 * own and makes the browser lay out its layers again on each change.
 */
function translate(transform: { x: number; y: number } | null): string | undefined {
  if (!transform || (transform.x === 0 && transform.y === 0)) return undefined;
  return `translate(${Math.round(transform.x)}px, ${Math.round(transform.y)}px)`;
}

const SortableTask = memo(function SortableTask({ task, canDrag, canDrop, canEdit, roomTags, onOpen, onMove }: SortableTaskProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { type: 'task', boardId: task.board_id },
    disabled: { draggable: !canDrag, droppable: !canDrop },
  });
  // Every card's hook runs when the hovered card changes; unchanged props let the card itself skip rendering.
  const moved = translate(transform);
  const style = useMemo(() => ({ transform: moved, transition }), [moved, transition]);
  const handleProps = useMemo(() => (canDrag ? { ...attributes, ...listeners } : undefined), [canDrag, attributes, listeners]);
  return (
    <TaskCard
      task={task}
      cardRef={setNodeRef}
      style={style}
      handleProps={handleProps}
      dragging={isDragging}
      canEdit={canEdit}
      roomTags={roomTags}
      onOpen={onOpen}
      onMove={onMove}
    />
  );
});

/**
 * The previous array while its items are the same ones in the same order. dnd-kit compares its sortable items by
 * identity: a new array of the same ids resets every card's transition, which the browser then redraws.
 */
function useSameArray<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  const same = previous.current.length === items.length && previous.current.every((item, i) => item === items[i]);
  useEffect(() => {
    if (!same) previous.current = items;
  });
  return same ? previous.current : items;
}

interface ColumnCardsProps {
  boardName: string;
  tasks: readonly Task[];
  drawCards: boolean;
  canDrag: boolean;
  dropTarget: boolean;
  canEdit: boolean;
  tags: ReadonlyMap<string, Tag>;
  onOpenTask(task: Task): void;
  onMoveTask(task: Task): void;
}

/**
 * A column's cards, apart from its header: the column's own sortable hook renders the column on every change of
 * the dragged or hovered item, and its cards need not follow.
 */
const ColumnCards = memo(function ColumnCards({ boardName, tasks, drawCards, canDrag, dropTarget, canEdit, tags, onOpenTask, onMoveTask }: ColumnCardsProps) {
  const { t } = useTranslation();
  const ids = useSameArray(useMemo(() => (drawCards ? tasks.map((task) => task.id) : []), [drawCards, tasks]));
  const itemContent = useCallback(
    (_index: number, task: Task) => (
      <div role="listitem" className={classes.virtualItem}>
        <SortableTask task={task} canDrag={canDrag} canDrop={dropTarget} canEdit={canEdit} roomTags={tags} onOpen={onOpenTask} onMove={onMoveTask} />
      </div>
    ),
    [canDrag, dropTarget, canEdit, tags, onOpenTask, onMoveTask],
  );
  return (
    <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
      {!drawCards ? (
        <Box style={{ flex: 1, minHeight: 40 }} />
      ) : tasks.length >= VIRTUALISE_FROM ? (
        <Virtuoso
          style={{ flex: 1, minHeight: 200 }}
          data={tasks}
          computeItemKey={(_index, task) => task.id}
          role="list"
          aria-label={t('board.column.tasks', { name: boardName })}
          increaseViewportBy={200}
          itemContent={itemContent}
        />
      ) : (
        <Stack gap={6} px="xs" pb="xs" mih={40} style={{ overflowY: 'auto' }} role="list" aria-label={t('board.column.tasks', { name: boardName })}>
          {tasks.map((task) => (
            <div role="listitem" key={task.id}>
              <SortableTask task={task} canDrag={canDrag} canDrop={dropTarget} canEdit={canEdit} roomTags={tags} onOpen={onOpenTask} onMove={onMoveTask} />
            </div>
          ))}
        </Stack>
      )}
    </SortableContext>
  );
});

interface ColumnHeaderProps {
  board: Board;
  /** How many cards pass the filters, of the column's total. */
  shown: number;
  total: number;
  /** The column's drag handle props; absent when the viewer cannot move boards. */
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  canEdit: boolean;
  isAdmin: boolean;
  tags: ReadonlyMap<string, Tag>;
  onEditBoard(board: Board): void;
}

/** A column's handle, name, dates, count, menu and labels. */
const ColumnHeader = memo(function ColumnHeader({ board, shown, total, handleProps, canEdit, isAdmin, tags, onEditBoard }: ColumnHeaderProps) {
  const { t } = useTranslation();
  const dates = [board.startDate, board.endDate].some(Boolean) ? `${formatDay(board.startDate)} 〜 ${formatDay(board.endDate)}` : null;
  return (
    <>
      <Group justify="space-between" wrap="nowrap" p="xs" gap={4}>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {handleProps && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.column.drag', { name: board.name })} {...handleProps} aria-roledescription={t('board.dnd.boardRole')}>
              <IconGripVertical size={14} />
            </ActionIcon>
          )}
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate="end" component="h3" m={0}>
              {board.name}
            </Text>
            {dates && (
              <Text size="xs" c="dimmed">
                {dates}
              </Text>
            )}
          </Box>
          <Badge size="sm" variant="light" color="gray" aria-label={t('board.column.count', { count: total })} data-testid="task-count">
            {shown === total ? total : `${shown}/${total}`}
          </Badge>
        </Group>
        {canEdit && <BoardMenu board={board} isAdmin={isAdmin} onEdit={onEditBoard} />}
      </Group>
      {board.labels.length > 0 && (
        <Group gap={4} px="xs" pb={4}>
          {board.labels.map((id) => tags.get(id)).filter((tag): tag is Tag => Boolean(tag)).map((tag) => (
            <Badge key={tag.id} size="xs" radius="sm" tt="none" styles={{ root: { background: tag.color, color: readableTextColor(tag.color) } }}>
              {tag.name}
            </Badge>
          ))}
        </Group>
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
  rows: ReadonlyMap<string, Task>;
  filters: Filters;
  tags: Map<string, Tag>;
  canDrag: boolean;
  canEdit: boolean;
  isAdmin: boolean;
  /** False while the column waits its turn to draw its cards (it is beyond the first screen). */
  drawCards: boolean;
  /**
   * Whether a dragged card can land on this column's cards: true only in the dragged card's column and the one
   * under the pointer. dnd-kit measures every droppable again whenever one is added or removed during a drag,
   * which a card crossing columns does, and 300 cards made those frames long (docs/benchmarks.md).
   */
  dropTarget: boolean;
  onEditBoard(board: Board): void;
  onOpenTask(task: Task): void;
  onMoveTask(task: Task): void;
  onCreateTask(boardId: string, name: string): Promise<boolean>;
}

/**
 * Columns re-render only when their own ids or rows change: a drag or an event in one column leaves the other
 * nineteen alone.
 */
function sameColumn(a: BoardColumnProps, b: BoardColumnProps): boolean {
  for (const key of Object.keys(a) as (keyof BoardColumnProps)[]) {
    if (key !== 'rows' && a[key] !== b[key]) return false;
  }
  return a.rows === b.rows || a.ids.every((id) => a.rows.get(id) === b.rows.get(id));
}

/** One column: colour, name, dates and count above its cards; a field to add a task below. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { board, ids, rows, filters, tags, canDrag, canEdit, isAdmin, drawCards, dropTarget, onEditBoard, onOpenTask, onMoveTask, onCreateTask } = props;
  const all = ids.map((id) => rows.get(id)).filter((task): task is Task => Boolean(task));
  const tasks = useSameArray(hasFilters(filters) ? all.filter((task) => passesFilters(task, filters)) : all);
  const total = all.length;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: boardDragId(board.id),
    data: { type: 'board', boardId: board.id },
    disabled: !canDrag,
  });
  const handleProps = useMemo(() => (canDrag ? { ...attributes, ...listeners } : undefined), [canDrag, attributes, listeners]);
  const color = board.color ?? 'var(--mantine-color-gray-4)';

  // The column renders again each time the dragged or hovered item changes (its sortable hook); its header,
  // cards and field are components of their own that do not.
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      w={280}
      miw={280}
      bg="var(--mantine-color-gray-light)"
      style={{ transform: translate(transform), transition, opacity: isDragging ? 0.6 : 1, borderTop: `4px solid ${color}`, alignSelf: 'flex-start', maxHeight: '100%', height: tasks.length >= VIRTUALISE_FROM ? '100%' : undefined, display: 'flex', flexDirection: 'column' }}
      data-testid="board-column"
      data-board-id={board.id}
      aria-label={board.name}
      component="section"
    >
      <ColumnHeader board={board} shown={tasks.length} total={total} handleProps={handleProps} canEdit={canEdit} isAdmin={isAdmin} tags={tags} onEditBoard={onEditBoard} />
      <ColumnCards
        boardName={board.name}
        tasks={tasks}
        drawCards={drawCards}
        canDrag={canDrag}
        dropTarget={dropTarget}
        canEdit={canEdit}
        tags={tags}
        onOpenTask={onOpenTask}
        onMoveTask={onMoveTask}
      />
      {canEdit && <AddTask boardId={board.id} onCreateTask={onCreateTask} />}
    </Paper>
  );
}, sameColumn);
