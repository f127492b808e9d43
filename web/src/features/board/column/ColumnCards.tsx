import { SortableContext, useSortable } from '@dnd-kit/sortable';
import { memo, useCallback, useMemo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { useTranslation } from '../../../i18n';
import { cardsStayInPlace, type CardData } from '../dnd';
import { TaskCard } from '../TaskCard';
import classes from '../TaskCard.module.css';
import type { Tag, Task } from '../types';

/** Longer columns render only the cards in view, so a room with thousands of tasks stays quick. */
export const VIRTUALISE_FROM = 60;

/** A card of one line with nothing below it and the gap after it, in px: a long column's first guess. */
const CARD_HEIGHT = 50;

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
export const ColumnCards = memo(function ColumnCards(props: ColumnCardsProps) {
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
