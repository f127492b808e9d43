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
  type Sensor,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject, type SyntheticEvent } from 'react';
import type { TFunction } from '../../i18n';
import { boardDragId } from './BoardColumn';
import { boardAnnouncements, boardInstructions, DragStore, insertionIndex, TASK_DRAG, type CardBox } from './dnd';
import { positionOf, type BoardState } from './state';
import { TaskCard } from './TaskCard';
import type { Tag, Task } from './types';

const boardIdOfDrag = (id: string | number) => (String(id).startsWith('board:') ? String(id).slice('board:'.length) : null);

/** The gap between two cards of a column, in px (TaskCard.module.css: .list, .virtualItem). */
const CARD_GAP = 6;

/** A column's middle side to side, in px from the start of the row's scrolled content. */
interface ColumnMiddle {
  boardId: string;
  middle: number;
}

/** The columns are the row's children: reading them does not walk the thousands of elements of their cards. */
function columnMiddles(row: HTMLElement): ColumnMiddle[] {
  const start = row.getBoundingClientRect().left - row.scrollLeft;
  const middles: ColumnMiddle[] = [];
  for (const column of row.children) {
    const boardId = column instanceof HTMLElement ? column.dataset.boardId : undefined;
    if (!boardId) continue;
    const { left, width } = column.getBoundingClientRect();
    middles.push({ boardId, middle: left + width / 2 - start });
  }
  return middles;
}

/** The column under `x` (on screen) side to side: the one whose middle is nearest, whatever the columns' heights. */
function columnAt(row: HTMLElement, middles: readonly ColumnMiddle[], x: number): ColumnMiddle | null {
  const at = x - row.getBoundingClientRect().left + row.scrollLeft;
  let nearest: ColumnMiddle | null = null;
  for (const column of middles) if (!nearest || Math.abs(column.middle - at) < Math.abs(nearest.middle - at)) nearest = column;
  return nearest;
}

const noCollisions: Collision[] = [];

/**
 * dnd-kit scrolls the row (and the page), not a column: the board scrolls the column under a dragged card. A
 * lifted card keeps its size and place, so there is no layout shift to make up for (dnd-kit would measure the card
 * again in the lift's commit to find out).
 */
const autoScroll = { canScroll: (element: Element) => element.closest('[data-board-id]') === null, layoutShiftCompensation: false };

/**
 * A card has no drop target in dnd-kit: the board places it itself (useBoardDrag's `follow`), so nothing is
 * measured as its drag starts.
 */
const noDropTarget: CollisionDetection = () => noCollisions;

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
const columnKeyboard = { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes };
const taskData = { type: 'task' };

interface Held {
  /** Whether a drag, of either context, is on: a column's drag does not start then. */
  held(): boolean;
}

/**
 * A column's sensor that does not start while a card is held. Cards and columns have a context each, so without
 * it a Space on a column's handle during a card's keyboard drag (Tab reaches the handles) would drop the card and
 * lift the column at once.
 */
function unlessHeld<T extends object>(base: Sensor<T>): Sensor<T & Held> {
  const activators = base.activators.map(({ eventName, handler }) => ({
    eventName,
    handler: (event: unknown, options: T & Held, context: Parameters<typeof handler>[2]) => !options.held() && handler(event, options, context),
  }));
  return Object.assign(class extends base {}, { activators });
}

const ColumnPointerSensor = unlessHeld(PointerSensor);
const ColumnTouchSensor = unlessHeld(TouchSensor);
const ColumnKeyboardSensor = unlessHeld(KeyboardSensor);

interface DragSource {
  listeners: ReturnType<typeof useDraggable>['listeners'];
  /** Makes a card the dragged element, and the element a keyboard drag starts from. */
  bind(node: HTMLElement): void;
}

/**
 * The one draggable of every card, without DOM: a card is bound to it as a pointer, a touch or a key goes down on
 * it (the pointer sensor's 5 px, or the Space key, come after). It alone of the cards renders on each move.
 * `onLifted` runs in the commit of dnd-kit's start: a pointer's move starts the drag, but dnd-kit's context renders
 * in a task of its own after it, often in the next frame.
 */
export function TaskDragSource({ disabled, source, onLifted }: { disabled: boolean; source: RefObject<DragSource | null>; onLifted(): void }) {
  const { listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: TASK_DRAG, data: taskData, disabled });
  useLayoutEffect(() => {
    if (isDragging) onLifted();
  }, [isDragging, onLifted]);
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
 * of columns takes a press or a Space on a card and starts the one card draggable from it. dnd-kit moves the
 * overlay and reads the keys; the board finds the column under the card side to side and the card's height among
 * the cards drawn there (by the pointer), or the next place (by the arrows), and shows the card there (DragStore,
 * read by the two columns concerned). The move is sent at the drop. Columns are sortable items of dnd-kit's.
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
  const columnsId = useId();
  /** The columns side to side, measured as a card's drag starts. */
  const middles = useRef<ColumnMiddle[]>([]);

  /** Arrows during a keyboard drag: a card up or down, or across to the next column at the same height. */
  const keyboardCoordinates = useCallback<KeyboardCoordinateGetter>(
    (event, args) => {
      const at = store.slot;
      const taskId = store.task?.id;
      const state = roomRef.current.state;
      const row = rowRef.current;
      const { collisionRect } = args.context;
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
        const column = middles.current.find((c) => c.boardId === boardId);
        const start = row.getBoundingClientRect().left - row.scrollLeft;
        store.move({ boardId, index });
        return {
          x: column ? start + column.middle - collisionRect.width / 2 : from.x,
          y: after ? after.top : before ? before.bottom + CARD_GAP : from.y,
        };
      }
      return undefined;
    },
    [store],
  );

  const cardSensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, useMemo(() => ({ coordinateGetter: keyboardCoordinates, keyboardCodes }), [keyboardCoordinates])),
  );
  const held = useCallback(() => dragging.current, []);
  const columnSensors = useSensors(
    useSensor(ColumnPointerSensor, useMemo(() => ({ ...pointerOptions, held }), [held])),
    useSensor(ColumnTouchSensor, useMemo(() => ({ ...touchOptions, held }), [held])),
    useSensor(ColumnKeyboardSensor, useMemo(() => ({ ...columnKeyboard, held }), [held])),
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
    return {
      onPointerDown: start('onPointerDown'),
      onTouchStart: start('onTouchStart'),
      onKeyDown: start('onKeyDown'),
    };
  }, []);

  /**
   * A keyboard drag binds the dragged card's element again as it mounts in another column: dnd-kit's keyboard
   * sensor scrolls that element's column, and gives it the focus at the drop. A pointer drag leaves dnd-kit the
   * card it pressed: binding another element makes dnd-kit measure it and its scrolling ancestors, and render
   * every column's hooks, on the frame the card enters a column (the board scrolls that column itself).
   */
  const dragRef = useCallback((node: HTMLElement | null) => {
    if (node && keyboard.current) source.current?.bind(node);
  }, []);

  /**
   * Work put off to the next frame. A pointer's lift and drop each come in a frame that already holds dnd-kit's
   * own start or end, a render of its context: the board draws the lifted card, or applies the drop, in the frame
   * after, so that the two do not add up in one frame. The card moves with the pointer meanwhile; by the keyboard
   * nothing moves, and the lift and the drop stay in one frame.
   */
  const nextFrame = useRef<{ frame: number; work: () => void } | null>(null);
  /** Forgets the work put off: a drop or a cancel ends what a lift put off. */
  const forgetLater = useCallback(() => {
    if (nextFrame.current) cancelAnimationFrame(nextFrame.current.frame);
    nextFrame.current = null;
  }, []);
  /** Runs the work put off now, if any: before a new drag starts, and when the view unmounts. */
  const runLater = useCallback(() => {
    const pending = nextFrame.current;
    if (!pending) return;
    nextFrame.current = null;
    cancelAnimationFrame(pending.frame);
    pending.work();
  }, []);
  const later = useCallback(
    (work: () => void) => {
      forgetLater();
      const pending = { frame: 0, work };
      nextFrame.current = pending;
      pending.frame = requestAnimationFrame(() => {
        // Called before this frame's animation frame callbacks (in an event or a task): the frame after it.
        pending.frame = requestAnimationFrame(() => runLater());
      });
    },
    [forgetLater, runLater],
  );
  useEffect(() => runLater, [runLater]);

  /** A pointer's lift waits for dnd-kit's start to commit before it is put off (TaskDragSource). */
  const lifting = useRef(false);
  const onLifted = useCallback(() => {
    if (!lifting.current) return;
    lifting.current = false;
    later(() => store.show());
  }, [later, store]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    runLater();
    const state = roomRef.current.state;
    roomRef.current.setDragging(true);
    dragging.current = true;
    const task = dragged.current ? state.tasks.get(dragged.current) : undefined;
    const at = task && positionOf(state, task.id);
    if (active.data.current?.type === 'task' && task && at) {
      keyboard.current = activatorEvent instanceof KeyboardEvent;
      middles.current = rowRef.current ? columnMiddles(rowRef.current) : [];
      if (keyboard.current) store.start(task, at);
      else {
        store.hold(task, at);
        lifting.current = true;
      }
    }
  };

  const latest = useRef<DragMoveEvent | null>(null);
  const scroll = useRef({ frame: 0, speed: 0, scroller: null as HTMLElement | null });

  // A pointer drag: the column under the card, and its height among that column's cards.
  const place = ({ active }: DragMoveEvent) => {
    const rect = active.rect.current.translated;
    const row = rowRef.current;
    const taskId = store.task?.id;
    const boardId = row && rect ? columnAt(row, middles.current, rect.left + rect.width / 2)?.boardId : null;
    if (!boardId || !rect || !row || !taskId) return;
    const ids = othersIn(roomRef.current.state, boardId, taskId);
    store.move({ boardId, index: insertionIndex(ids, drawnCards(row, boardId, taskId), rect.top + rect.height / 2) });
    scrollColumn(row.querySelector(`[data-board-id="${CSS.escape(boardId)}"] [role="list"]`), rect.top + rect.height / 2);
  };

  /**
   * A card held near the top or the bottom of the column under it scrolls that column, faster nearer the edge
   * (dnd-kit scrolls only the row: its own scrolling follows the element a drag started from).
   */
  const scrollColumn = (scroller: HTMLElement | null, y: number) => {
    let speed = 0;
    if (scroller) {
      const { top, bottom } = scroller.getBoundingClientRect();
      const edge = Math.min(80, (bottom - top) / 4);
      const below = scroller.scrollTop < scroller.scrollHeight - scroller.clientHeight - 1;
      if (y > bottom - edge && below) speed = Math.ceil(((Math.min(y, bottom) - (bottom - edge)) / edge) * 16);
      else if (y < top + edge && scroller.scrollTop > 0) speed = -Math.ceil(((top + edge - Math.max(y, top)) / edge) * 16);
    }
    const state = scroll.current;
    state.scroller = scroller;
    state.speed = speed;
    if (!speed || state.frame) return;
    const step = () => {
      const { scroller: target, speed: by } = scroll.current;
      scroll.current.frame = 0;
      if (!target || !by || !dragging.current) return;
      const was = target.scrollTop;
      target.scrollTop += by;
      // At the end of the column: nothing more to scroll, and nothing to place again.
      if (target.scrollTop === was) return;
      scroll.current.frame = requestAnimationFrame(step);
      if (latest.current) place(latest.current);
    };
    state.frame = requestAnimationFrame(step);
  };

  const follow = (event: DragMoveEvent) => {
    if (event.active.data.current?.type !== 'task' || keyboard.current) return;
    latest.current = event;
    place(event);
  };

  const finish = () => {
    lifting.current = false;
    cancelAnimationFrame(scroll.current.frame);
    scroll.current = { frame: 0, speed: 0, scroller: null };
    latest.current = null;
    dragging.current = false;
    lastDrop.current = Date.now();
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    finish();
    const movedBoard = boardIdOfDrag(active.id);
    if (movedBoard) {
      roomRef.current.setDragging(false);
      const index = over ? roomRef.current.state.boards.findIndex((b) => boardDragId(b.id) === over.id) : -1;
      if (index !== -1) void roomRef.current.moveBoard(movedBoard, index);
      return;
    }
    const drop = () => {
      const taskId = store.task?.id;
      const at = store.slot;
      roomRef.current.setDragging(false);
      // The move shows at once (useBoardRoom), in the same render as the columns leaving the drag.
      if (taskId && at) void roomRef.current.moveTask(taskId, at.boardId, at.index);
      store.end();
    };
    // Until then the card is drawn in its place as while dragged, and the overlay is gone.
    if (keyboard.current) drop();
    else later(drop);
  };

  const onDragCancel = () => {
    forgetLater();
    finish();
    roomRef.current.setDragging(false);
    store.end();
  };

  return {
    /** Whether a card or a column is being dragged (read when needed: a drag does not render the board). */
    isDragging: held,
    store,
    /** When the last drag ended: the click that ends a drop is not a request to open the card. */
    lastDrop,
    rowRef,
    rowHandlers,
    dragRef,
    source,
    onLifted,
    instructionsId,
    /**
     * Two contexts: a card's holds only the card's draggable and the overlay, so a card's lift and drop render
     * neither the columns' hooks nor make React look for the context's readers through the row of columns.
     */
    cardContext: { id: instructionsId, sensors: cardSensors, collisionDetection: noDropTarget, autoScroll, accessibility, onDragStart, onDragMove: follow, onDragEnd, onDragCancel },
    columnContext: { id: columnsId, sensors: columnSensors, collisionDetection: closestCenter, autoScroll, accessibility, onDragStart, onDragEnd, onDragCancel },
  };
}
