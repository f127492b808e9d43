import {
  closestCenter,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject, type SyntheticEvent } from 'react';
import type { TFunction } from '../../i18n';
import { boardDragId } from './BoardColumn';
import { boardAnnouncements, boardInstructions, boardOfListDrop, DragStore, insertionIndex, listDropId, TASK_DRAG, type CardBox } from './dnd';
import { positionOf, type BoardState } from './state';
import { TaskCard } from './TaskCard';
import type { Tag, Task } from './types';

const boardIdOfDrag = (id: string | number) => (String(id).startsWith('board:') ? String(id).slice('board:'.length) : null);

/** The gap between two cards of a column, in px (TaskCard.module.css: .list, .virtualItem). */
const CARD_GAP = 6;

/** A card is over the column whose list's middle is nearest its own side to side, whatever the lists' heights. */
function nearestList({ collisionRect, droppableContainers, droppableRects }: Parameters<CollisionDetection>[0]): string | null {
  const middle = collisionRect.left + collisionRect.width / 2;
  let nearest: string | null = null;
  let distance = Infinity;
  for (const container of droppableContainers) {
    const rect = container.data.current?.type === 'list' ? droppableRects.get(container.id) : undefined;
    if (!rect || Math.abs(rect.left + rect.width / 2 - middle) >= distance) continue;
    distance = Math.abs(rect.left + rect.width / 2 - middle);
    nearest = boardOfListDrop(container.id);
  }
  return nearest;
}

const noCollisions: Collision[] = [];

/** The cards of a column as drawn, top to bottom, without the dragged one. */
function drawnCards(row: HTMLElement, boardId: string, skip: string): CardBox[] {
  const column = row.querySelector(`[data-board-id="${CSS.escape(boardId)}"]`);
  const boxes: CardBox[] = [];
  for (const card of column?.querySelectorAll<HTMLElement>('[data-task-id]') ?? []) {
    const id = card.dataset.taskId;
    if (!id || id === skip) continue;
    const { top, bottom } = card.getBoundingClientRect();
    boxes.push({ id, top, bottom });
  }
  return boxes;
}

/** A column's task ids without the dragged one: the indexes a Slot counts. */
function othersIn(state: BoardState, boardId: string, taskId: string): string[] {
  return (state.columns.get(boardId) ?? []).filter((id) => id !== taskId);
}

const pointerOptions = { activationConstraint: { distance: 5 } };
const touchOptions = { activationConstraint: { delay: 250, tolerance: 5 } };
const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };
const taskData = { type: 'task' };

interface DragSource {
  listeners: ReturnType<typeof useDraggable>['listeners'];
  /** Makes a card the dragged element, and the element a keyboard drag starts from. */
  bind(node: HTMLElement): void;
}

/**
 * The one draggable of every card, without DOM: a card is bound to it as it is pressed or focused (the pointer
 * sensor's 5 px, or the Space key, come after). It alone of the cards renders on each move of a drag.
 */
export function TaskDragSource({ disabled, source }: { disabled: boolean; source: RefObject<DragSource | null> }) {
  const { listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: TASK_DRAG, data: taskData, disabled });
  useLayoutEffect(() => {
    source.current = {
      listeners,
      bind: (node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      },
    };
  }, [source, listeners, setNodeRef, setActivatorNodeRef]);
  return null;
}

const noop = () => undefined;
const overlayStyle = { willChange: 'transform' };

/**
 * The dragged card under the pointer. A layer of its own: following the pointer then moves the layer instead of
 * redrawing the board. It reads the dragged card from the store, so a drag does not render the board's view. No
 * drop animation: the card is already drawn in its place, and dnd-kit's animation hides the card it flies to
 * until it ends, which with one draggable for every card a drag started meanwhile (Space on the next card) left
 * hidden.
 */
export function DraggedCard({ store, roomTags }: { store: DragStore<Task>; roomTags: ReadonlyMap<string, Tag> }) {
  const task = useSyncExternalStore(store.subscribe, () => store.task);
  return <DragOverlay style={overlayStyle} dropAnimation={null}>{task ? <TaskCard task={task} dragging={false} canEdit={false} roomTags={roomTags} onOpen={noop} onMove={noop} /> : null}</DragOverlay>;
}

interface DragRoom {
  state: BoardState;
  setDragging(value: boolean): void;
  moveTask(taskId: string, toBoardId: string, toIndex: number): Promise<void>;
  moveBoard(boardId: string, toIndex: number): Promise<void>;
}

/**
 * Dragging on a room's board (docs/decisions/0103-board-drag-one-draggable.md). Cards are plain elements: the row
 * of columns takes a press or a Space on a card and starts the one card draggable from it; each column's list is a
 * drop target. While a card is dragged, the screen shows a preview where it sits in the column under it, at the
 * height of the dragged card among the cards drawn there (by the pointer), or a card further (by the arrows);
 * the move is sent at the drop. Columns are sortable items of their own.
 */
export function useBoardDrag(room: DragRoom, t: TFunction) {
  const roomRef = useRef(room);
  roomRef.current = room;
  const [store] = useState(() => new DragStore<Task>());
  /** The card last pressed or focused: the one a drag starting now moves. */
  const dragged = useRef<string | null>(null);
  const keyboard = useRef(false);
  const dragging = useRef(false);
  const lastDrop = useRef(0);
  const rowRef = useRef<HTMLDivElement>(null);
  const source = useRef<DragSource | null>(null);
  const instructionsId = useId();

  /** Arrows during a keyboard drag: a card up or down, or across to the next column at the same height. */
  const keyboardCoordinates = useCallback<KeyboardCoordinateGetter>(
    (event, args) => {
      if (args.active !== TASK_DRAG) return sortableKeyboardCoordinates(event, args);
      const at = store.slot;
      const taskId = store.task?.id;
      const state = roomRef.current.state;
      const row = rowRef.current;
      const { collisionRect, droppableRects } = args.context;
      const from = args.currentCoordinates;
      if (!at || !taskId || !row || !collisionRect) return undefined;
      if (event.code === 'ArrowDown' || event.code === 'ArrowUp') {
        const down = event.code === 'ArrowDown';
        const ids = othersIn(state, at.boardId, taskId);
        const index = at.index + (down ? 1 : -1);
        if (index < 0 || index > ids.length) return undefined;
        // The dragged card passes one card: it moves by that card's height.
        const passed = row.querySelector(`[data-task-id="${CSS.escape(ids[down ? at.index : index]!)}"]`)?.getBoundingClientRect();
        const step = (passed?.height ?? collisionRect.height) + CARD_GAP;
        store.move({ boardId: at.boardId, index });
        return { x: from.x, y: from.y + (down ? step : -step) };
      }
      if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
        const order = state.boards.map((b) => b.id);
        const boardId = order[order.indexOf(at.boardId) + (event.code === 'ArrowRight' ? 1 : -1)];
        if (!boardId) return undefined;
        const ids = othersIn(state, boardId, taskId);
        const cards = drawnCards(row, boardId, taskId);
        const index = insertionIndex(ids, cards, from.y + collisionRect.height / 2);
        const after = cards.find((card) => card.id === ids[index]);
        const before = cards.find((card) => card.id === ids[index - 1]);
        const list = droppableRects.get(listDropId(boardId));
        store.move({ boardId, index });
        return {
          x: list ? list.left + (list.width - collisionRect.width) / 2 : from.x,
          y: after ? after.top : before ? before.bottom + CARD_GAP : (list?.top ?? from.y),
        };
      }
      return undefined;
    },
    [store],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, useMemo(() => ({ coordinateGetter: keyboardCoordinates, keyboardCodes }), [keyboardCoordinates])),
  );

  /** A column's place among the columns (over another, it takes that one's), or the dragged card's. */
  const landing = useCallback(
    (id: UniqueIdentifier, over: UniqueIdentifier | null) => {
      const s = roomRef.current.state;
      const boardId = boardIdOfDrag(id);
      if (boardId) {
        const at = over === null ? null : boardIdOfDrag(over);
        return at ? t('board.dnd.columnPlace', { position: s.boards.findIndex((b) => b.id === at) + 1, count: s.boards.length }) : '';
      }
      const at = store.slot;
      const board = at && s.boards.find((b) => b.id === at.boardId);
      return at && board ? t('board.dnd.taskPlace', { board: board.name, position: at.index + 1 }) : '';
    },
    [t, store],
  );

  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(t, {
        nameOf: (id) => {
          const s = roomRef.current.state;
          const boardId = boardIdOfDrag(id);
          if (boardId) return s.boards.find((b) => b.id === boardId)?.name ?? '';
          return (dragged.current && s.tasks.get(dragged.current)?.name) ?? '';
        },
        placeOf: (id) => landing(id, id),
        landingOf: landing,
      }),
      screenReaderInstructions: boardInstructions(t),
    }),
    [t, landing],
  );

  /** A press, a touch or a key on a card: it becomes the dragged card, and dnd-kit's sensor takes the event. */
  const rowHandlers = useMemo(() => {
    const start = (name: 'onPointerDown' | 'onTouchStart' | 'onKeyDown') => (event: SyntheticEvent<HTMLElement>) => {
      const listener = source.current?.listeners?.[name];
      if (!listener || dragging.current || !(event.target instanceof Element)) return;
      const card = event.target.closest<HTMLElement>('[data-task-id]');
      if (!card?.dataset.taskId || !event.currentTarget.contains(card)) return;
      dragged.current = card.dataset.taskId;
      source.current?.bind(card);
      listener(event);
    };
    // Before the column's own handle listener: whether the columns or their lists are the drop targets.
    const press = (event: SyntheticEvent<HTMLElement>) => {
      if (!dragging.current && event.target instanceof Element) store.pressed(event.target.closest('[data-column-handle]') !== null);
    };
    return {
      onPointerDownCapture: press,
      onTouchStartCapture: press,
      onKeyDownCapture: press,
      onPointerDown: start('onPointerDown'),
      onTouchStart: start('onTouchStart'),
      onKeyDown: start('onKeyDown'),
    };
  }, [store]);

  /** The dragged card's element, bound again when it mounts in another column. */
  const dragRef = useCallback((node: HTMLElement | null) => {
    if (node) source.current?.bind(node);
  }, []);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const state = roomRef.current.state;
    roomRef.current.setDragging(true);
    dragging.current = true;
    const task = dragged.current ? state.tasks.get(dragged.current) : undefined;
    const at = task && positionOf(state, task.id);
    if (active.data.current?.type === 'task' && task && at) {
      keyboard.current = activatorEvent instanceof KeyboardEvent;
      store.start(task, at);
    }
  };

  /** The column a dragged card is over, side to side. */
  const hovered = useRef<string | null>(null);

  /**
   * A column dragged finds the nearest column. A card tells dnd-kit of no drop target: dnd-kit's context, which
   * every column's hooks read, then does not change as the card crosses columns. The column under the card is
   * kept here, and the card placed by `follow`.
   */
  const collisionDetection = useCallback<CollisionDetection>((args) => {
    if (args.active.data.current?.type === 'board') return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.data.current?.type === 'board') });
    hovered.current = nearestList(args);
    return noCollisions;
  }, []);

  // A pointer drag: the column under the card, and its height among that column's cards.
  const follow = ({ active }: DragMoveEvent) => {
    if (active.data.current?.type !== 'task' || keyboard.current) return;
    const boardId = hovered.current;
    const rect = active.rect.current.translated;
    const row = rowRef.current;
    const taskId = store.task?.id;
    if (!boardId || !rect || !row || !taskId) return;
    const ids = othersIn(roomRef.current.state, boardId, taskId);
    store.move({ boardId, index: insertionIndex(ids, drawnCards(row, boardId, taskId), rect.top + rect.height / 2) });
  };

  const finish = () => {
    dragging.current = false;
    lastDrop.current = Date.now();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    finish();
    const taskId = store.task?.id;
    const at = store.slot;
    roomRef.current.setDragging(false);
    const movedBoard = boardIdOfDrag(active.id);
    if (over && movedBoard) {
      const index = roomRef.current.state.boards.findIndex((b) => boardDragId(b.id) === over.id);
      if (index !== -1) void roomRef.current.moveBoard(movedBoard, index);
    }
    // The move shows at once (useBoardRoom), in the same render as the columns leaving the drag.
    if (!movedBoard && taskId && at) void roomRef.current.moveTask(taskId, at.boardId, at.index);
    store.end();
  };

  const onDragCancel = () => {
    finish();
    roomRef.current.setDragging(false);
    store.end();
  };

  /** Whether a card or a column is being dragged (read when needed: a drag does not render the board). */
  const isDragging = useCallback(() => dragging.current, []);

  return {
    isDragging,
    store,
    /** When the last drag ended: the click that ends a drop is not a request to open the card. */
    lastDrop,
    rowRef,
    rowHandlers,
    dragRef,
    source,
    instructionsId,
    context: { id: instructionsId, sensors, collisionDetection, accessibility, onDragStart, onDragMove: follow, onDragEnd, onDragCancel },
  };
}
