import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type PointerSensorOptions,
  type Sensor,
  type SensorProps,
  type TouchSensorOptions,
  type Translate,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import type { TFunction } from '../../i18n';
import { boardDragId } from './BoardColumn';
import { boardAnnouncements, boardInstructions, dropLineAt, DragStore, insertionIndex, TASK_DRAG, type CardBox } from './dnd';
import { positionOf, type BoardState } from './state';
import { TaskCard } from './TaskCard';
import classes from './TaskCard.module.css';
import type { Tag, Task } from './types';

const boardIdOfDrag = (id: string | number) => (String(id).startsWith('board:') ? String(id).slice('board:'.length) : null);

/** The gap between two cards of a column, in px (TaskCard.module.css: .list, .virtualItem). */
const CARD_GAP = 6;
/** The space between a column's side and its cards, in px (Mantine's spacing xs: .list, .virtualItem). */
const CARD_INSET = 10;

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

/**
 * The column at `at` (px from the start of the row's scrolled content) side to side: the one whose middle is
 * nearest, whatever the columns' heights.
 */
function columnAt(middles: readonly ColumnMiddle[], at: number): ColumnMiddle | null {
  let nearest: ColumnMiddle | null = null;
  for (const column of middles) if (!nearest || Math.abs(column.middle - at) < Math.abs(nearest.middle - at)) nearest = column;
  return nearest;
}

const noCollisions: Collision[] = [];

/**
 * A column's drag: dnd-kit scrolls the row (and the page), not a column. A lifted column keeps its size and place,
 * so there is no layout shift to make up for (dnd-kit would measure it again in the lift's commit to find out).
 * A card's drag scrolls the row and the column under the card itself (`useBoardDrag`).
 */
const autoScroll = { canScroll: (element: Element) => element.closest('[data-board-id]') === null, layoutShiftCompensation: false };

/**
 * A card has no drop target in dnd-kit: the board places it itself (useBoardDrag's `follow`), so nothing is
 * measured as its drag starts.
 */
const noDropTarget: CollisionDetection = () => noCollisions;

/** A column's element in the row. */
const columnIn = (row: HTMLElement, boardId: string) => row.querySelector<HTMLElement>(`[data-board-id="${CSS.escape(boardId)}"]`);

interface DrawnCard extends CardBox {
  left: number;
  width: number;
}

/** The cards of a column as drawn, top to bottom, without the dragged one. */
function drawnCards(column: Element | null, skip: string): DrawnCard[] {
  const boxes: DrawnCard[] = [];
  for (const card of column?.querySelectorAll<HTMLElement>('[data-task-id]') ?? []) {
    const id = card.dataset.taskId;
    if (!id || id === skip) continue;
    const { top, bottom, left, width } = card.getBoundingClientRect();
    boxes.push({ id, top, bottom, left, width });
  }
  return boxes;
}

/**
 * How fast to scroll a box toward the edge that `at` is near, in px a frame (negative toward the start): faster
 * nearer the edge, 0 away from the edges or where the box cannot scroll further.
 */
function edgeSpeed(at: number, start: number, end: number, edge: number, canBack: boolean, canOn: boolean): number {
  if (at > end - edge && canOn) return Math.ceil(((Math.min(at, end) - (end - edge)) / edge) * 16);
  if (at < start + edge && canBack) return -Math.ceil(((start + edge - Math.max(at, start)) / edge) * 16);
  return 0;
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

interface Follower {
  /** Takes each move of a card's drag by the pointer or by touch: where the pointer is, on screen. */
  follow(pointer: Translate): void;
}

/**
 * A card's pointer sensor: each move goes to the board, not to dnd-kit, whose context then does not render between
 * the lift and the drop. The board draws the card under the pointer, places it among the cards and scrolls.
 */
class CardPointerSensor extends PointerSensor {
  constructor(props: SensorProps<PointerSensorOptions & Follower>) {
    super({ ...props, onMove: props.options.follow });
  }
}

/** A card's touch sensor, as the pointer's. */
class CardTouchSensor extends TouchSensor {
  constructor(props: SensorProps<TouchSensorOptions & Follower>) {
    super({ ...props, onMove: props.options.follow });
  }
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
 * it (the pointer sensor's 5 px, or the Space key, come after). It alone of the cards renders as a drag starts
 * and ends, and on each arrow of a keyboard's drag.
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

/**
 * The layer the card under the pointer is drawn in: fixed over the page, three screens wide and high, with the
 * card in the middle screen, and scrolled so that the card is under the pointer. The compositor moves a layer by
 * its scroll offset alone; moving it by a transform has the browser lay out every layer of the page again, each
 * frame (docs/decisions/0108-board-drag-followed-by-the-board.md).
 */
export class FollowingLayer {
  private scroller: HTMLElement | null = null;
  /** Where the card is drawn in the layer's scrolled space: one screen right and down. */
  origin = { x: 0, y: 0 };
  width = 0;
  height = 0;
  /** Where the card's top left corner is on screen. */
  private at = { x: 0, y: 0 };

  /** Takes a card's size and place on screen as its drag starts. */
  begin(card: DOMRect) {
    this.origin = { x: window.innerWidth, y: window.innerHeight };
    this.width = card.width;
    this.height = card.height;
    this.moveTo(card.left, card.top);
  }

  moveTo(x: number, y: number) {
    this.at = { x, y };
    this.scroller?.scrollTo(this.origin.x - x, this.origin.y - y);
  }

  /** Moves what the layer draws a screen up and left, out of view. */
  hide() {
    this.moveTo(-this.origin.x, -this.origin.y);
  }

  attach = (scroller: HTMLElement | null) => {
    this.scroller = scroller;
    this.moveTo(this.at.x, this.at.y);
  };
}

/**
 * A FollowingLayer's element, hidden from screen readers: three screens of space, with `children` placed in the
 * middle one.
 */
function LayerFrame({ layer, className, style, children, testId }: { layer: FollowingLayer; className?: string; style?: CSSProperties; children: ReactNode; testId?: string }) {
  const { x, y } = layer.origin;
  return (
    <div ref={layer.attach} className={[classes.layer, className].filter(Boolean).join(' ')} style={style} aria-hidden data-testid={testId}>
      <div style={{ width: x * 3, height: y * 3 }}>{children}</div>
    </div>
  );
}

/**
 * The card under the pointer during a drag by the pointer or by touch, read from the store: a drag does not render
 * the board's view. Hidden from screen readers, which hear the drag's announcements; a keyboard's drag shows the
 * card lifted in its place instead.
 */
export function DraggedCard({ store, layer, roomTags }: { store: DragStore<Task>; layer: FollowingLayer; roomTags: ReadonlyMap<string, Tag> }) {
  const task = useSyncExternalStore(store.subscribe, () => (store.inPlace || store.landed ? null : store.task));
  if (!task) return null;
  const { origin, width } = layer;
  return (
    <LayerFrame layer={layer} className={classes.follower}>
      <div className={classes.followed} style={{ left: origin.x, top: origin.y, width }}>
        <TaskCard task={task} canEdit={false} roomTags={roomTags} onOpen={noop} onMove={noop} />
      </div>
    </LayerFrame>
  );
}

/**
 * The line that shows where the card under the pointer would land, in a layer of its own moved as the card's
 * (FollowingLayer): the columns are not drawn again while the card moves over them, only at the drop.
 */
export class DropLine extends FollowingLayer {
  private line: HTMLElement | null = null;

  /** The column the line is drawn in: the line's element says it (`data-board-id`), for tests. */
  shownIn = '';

  /**
   * The part of the screen the line is drawn in (a CSS clip of its layer): the row's, so that a column half out of
   * the row does not draw its line over what is beside it. The layer clips the line, not the line's own width,
   * which would have the browser lay out, paint and lay into layers the page again on each frame of a scrolling
   * row, as the column comes into view.
   */
  clip = 'none';

  /** Draws the line only within a box on screen: the row's, as a drag starts. */
  clipTo(box: DOMRect) {
    this.clip = `inset(${box.top}px ${window.innerWidth - box.right}px ${window.innerHeight - box.bottom}px ${box.left}px)`;
  }

  /** Draws the line in a column, at `y` on screen, from `x` and `width` wide. */
  showAt(boardId: string, x: number, y: number, width: number) {
    if (this.line && width !== this.width) this.line.style.width = `${width}px`;
    if (this.line && boardId !== this.shownIn) this.line.dataset.boardId = boardId;
    this.width = width;
    this.shownIn = boardId;
    this.moveTo(x, y);
  }

  override hide() {
    this.shownIn = '';
    this.line?.removeAttribute('data-board-id');
    super.hide();
  }

  attachLine = (line: HTMLElement | null) => {
    this.line = line;
  };
}

/** The drop line of a drag by the pointer or by touch (DragStore's `lineDrawn`), placed by `useBoardDrag`. */
export function DropLineLayer({ store, line }: { store: DragStore<Task>; line: DropLine }) {
  const drawn = useSyncExternalStore(store.subscribe, () => store.lineDrawn);
  if (!drawn) return null;
  const { origin, width } = line;
  return (
    <LayerFrame layer={line} className={classes.dropLayer} style={{ clipPath: line.clip }} testId="drop-line">
      <div ref={line.attachLine} className={classes.dropLine} style={{ left: origin.x, top: origin.y, width }} data-board-id={line.shownIn || undefined} />
    </LayerFrame>
  );
}

interface DragRoom {
  state: BoardState;
  setDragging(value: boolean): void;
  moveTask(taskId: string, toBoardId: string, toIndex: number): Promise<void>;
  moveBoard(boardId: string, toIndex: number): Promise<void>;
}

/**
 * Dragging on a room's board (docs/decisions/0103-board-drag-one-draggable.md, 0108, 0109). Cards are plain
 * elements: the row of columns takes a press or a Space on a card and starts the one card draggable from it.
 * dnd-kit starts, ends and cancels the drag and reads the keys; the pointer's moves come to the board, which moves
 * the card under the pointer (FollowingLayer). The board finds the column under the card side to side and the
 * card's height among the cards drawn there (by the pointer), or the next place (by the arrows). By the pointer a
 * line shows that place (DropLine) and the card is drawn there as it lands; by the arrows the card itself moves
 * there (DragStore, read by the columns concerned). The move is sent at the drop. Columns are sortable items of
 * dnd-kit's.
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
  /** The element of the card last pressed or focused. */
  const pressed = useRef<HTMLElement | null>(null);
  const [layer] = useState(() => new FollowingLayer());
  const [line] = useState(() => new DropLine());
  /** Where the pointer holds the dragged card, from the card's top left corner. */
  const grip = useRef<Translate>({ x: 0, y: 0 });
  /** The pointer during a card's drag by the pointer or by touch. */
  const pointer = useRef<Translate | null>(null);
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
        const cards = drawnCards(columnIn(row, boardId), taskId);
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

  /**
   * A drag by the pointer or by touch, followed by the board: the card under the pointer moves with it, a line
   * shows the place it would take among the cards of the column under it, and a card held near the left or right
   * of the row, or near the top or bottom of that column, scrolls that way each frame, faster nearer the edge.
   */
  const pointerDrag = useMemo(() => {
    const scroll = { frame: 0, dx: 0, dy: 0, row: null as HTMLElement | null, column: null as HTMLElement | null };
    // Each column's ids without the dragged card, as of one state: read on every pointer move, made once a column.
    const others = { state: null as BoardState | null, ids: new Map<string, string[]>() };
    const othersOf = (boardId: string, taskId: string) => {
      const { state } = roomRef.current;
      if (others.state !== state) Object.assign(others, { state, ids: new Map() });
      let ids = others.ids.get(boardId);
      if (!ids) others.ids.set(boardId, (ids = othersIn(state, boardId, taskId)));
      return ids;
    };
    const place = () => {
      const row = rowRef.current;
      const taskId = store.task?.id;
      const at = pointer.current;
      if (!row || !taskId || !at) return;
      const rowBox = row.getBoundingClientRect();
      const middle = { x: at.x - grip.current.x + layer.width / 2, y: at.y - grip.current.y + layer.height / 2 };
      const boardId = columnAt(middles.current, middle.x - rowBox.left + row.scrollLeft)?.boardId;
      if (!boardId) return;
      const ids = othersOf(boardId, taskId);
      const section = columnIn(row, boardId);
      const cards = drawnCards(section, taskId);
      const index = insertionIndex(ids, cards, middle.y);
      store.move({ boardId, index });
      const column = section?.querySelector<HTMLElement>('[role="list"]') ?? null;
      const list = column?.getBoundingClientRect();
      scroll.row = row;
      scroll.column = column;
      scroll.dx = edgeSpeed(at.x, rowBox.left, rowBox.right, Math.min(120, rowBox.width / 5), row.scrollLeft > 0, row.scrollLeft < row.scrollWidth - row.clientWidth - 1);
      scroll.dy = 0;
      if (column && list) {
        scroll.dy = edgeSpeed(middle.y, list.top, list.bottom, Math.min(80, list.height / 4), column.scrollTop > 0, column.scrollTop < column.scrollHeight - column.clientHeight - 1);
      }
      // Where it was taken from, the gap shows it; elsewhere the line, kept within the column's list.
      const origin = store.origin;
      if (!column || !list || (origin?.boardId === boardId && origin.index === index)) line.hide();
      else {
        const y = dropLineAt(ids, cards, index, CARD_GAP) ?? list.top + CARD_GAP;
        const side = cards[0] ?? { left: list.left + CARD_INSET, width: column.clientWidth - 2 * CARD_INSET };
        line.showAt(boardId, side.left, Math.min(Math.max(y, list.top), list.bottom), side.width);
      }
      if ((scroll.dx || scroll.dy) && !scroll.frame) scroll.frame = requestAnimationFrame(step);
    };
    const step = () => {
      scroll.frame = 0;
      const { row, column, dx, dy } = scroll;
      if (!dragging.current || !row) return;
      const was = { left: row.scrollLeft, top: column?.scrollTop };
      if (dx) row.scrollLeft += dx;
      if (column && dy) column.scrollTop += dy;
      // At the ends: nothing more to scroll, and nothing to place again.
      if (row.scrollLeft !== was.left || column?.scrollTop !== was.top) place();
    };
    return {
      follow: (at: Translate) => {
        pointer.current = at;
        layer.moveTo(at.x - grip.current.x, at.y - grip.current.y);
        place();
      },
      stop: () => {
        cancelAnimationFrame(scroll.frame);
        Object.assign(scroll, { frame: 0, dx: 0, dy: 0, row: null, column: null });
        Object.assign(others, { state: null, ids: new Map() });
        pointer.current = null;
      },
    };
  }, [store, layer, line]);
  const { follow } = pointerDrag;

  const cardSensors = useSensors(
    useSensor(CardPointerSensor, useMemo(() => ({ ...pointerOptions, follow }), [follow])),
    useSensor(CardTouchSensor, useMemo(() => ({ ...touchOptions, follow }), [follow])),
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
      pressed.current = card;
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
   * every column's hooks, on the frame the card lands in a column.
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
  /** Runs work put off, unless it was forgotten or run already. */
  const run = useCallback((pending: { frame: number; work: () => void }) => {
    if (nextFrame.current !== pending) return;
    nextFrame.current = null;
    cancelAnimationFrame(pending.frame);
    pending.work();
  }, []);
  /**
   * Runs the work put off now, and what that puts off in turn: before a new drag starts, and when the view
   * unmounts.
   */
  const runLater = useCallback(() => {
    while (nextFrame.current) run(nextFrame.current);
  }, [run]);
  /** Puts work off to the next frame: asked for in an animation frame callback, or else in an event or a task. */
  const later = useCallback(
    (work: () => void, fromFrame = false) => {
      forgetLater();
      const pending = { frame: 0, work };
      nextFrame.current = pending;
      // Asked for before this frame's animation frame callbacks, one frame would be this one.
      pending.frame = requestAnimationFrame(fromFrame ? () => run(pending) : () => (pending.frame = requestAnimationFrame(() => run(pending))));
    },
    [forgetLater, run],
  );
  useEffect(() => runLater, [runLater]);

  /** Runs each step in a frame of its own, from the frame `later` puts work off to. */
  const stepByFrame = useCallback(
    (steps: (() => void)[]) => {
      const next = (fromFrame: boolean) => {
        const step = steps.shift();
        if (!step) return;
        later(() => {
          step();
          next(true);
        }, fromFrame);
      };
      next(false);
    },
    [later],
  );

  /** A pointer's lift waits for dnd-kit's start to commit before it is put off (TaskDragSource). */
  const lifting = useRef(false);
  const onLifted = useCallback(() => {
    if (!lifting.current) return;
    lifting.current = false;
    stepByFrame([() => store.show(), () => store.drawLine()]);
  }, [stepByFrame, store]);

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
        const card = pressed.current?.getBoundingClientRect();
        const from = getEventCoordinates(activatorEvent);
        if (card && from) {
          grip.current = { x: from.x - card.left, y: from.y - card.top };
          layer.begin(card);
          line.begin(card);
          if (rowRef.current) line.clipTo(rowRef.current.getBoundingClientRect());
          line.hide();
        }
        store.hold(task, at);
        lifting.current = true;
      }
    }
  };

  const finish = () => {
    lifting.current = false;
    pointerDrag.stop();
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
    if (keyboard.current) {
      drop();
      return;
    }
    // Until then the card is drawn under the pointer, as while dragged. Then, a step a frame, the card is drawn
    // where it lands, its gap closed where it was taken from, and the move applied to the columns: the column it
    // enters and the one it leaves are each drawn again in a frame of their own.
    stepByFrame([() => store.land(), () => store.leave(), drop]);
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
    layer,
    line,
    /**
     * Two contexts: a card's holds only the card's draggable, so a card's lift and drop render neither the columns'
     * hooks nor make React look for the context's readers through the row of columns. A card's drag scrolls what
     * it needs itself (`pointerDrag`); a keyboard's, through dnd-kit's keyboard sensor.
     */
    cardContext: { id: instructionsId, sensors: cardSensors, collisionDetection: noDropTarget, autoScroll: false, accessibility, onDragStart, onDragEnd, onDragCancel },
    columnContext: { id: columnsId, sensors: columnSensors, collisionDetection: closestCenter, autoScroll, accessibility, onDragStart, onDragEnd, onDragCancel },
  };
}
