import {
  closestCenter,
  KeyboardCode,
  type Active,
  type Announcements,
  type ClientRect,
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type SortingStrategy } from '@dnd-kit/sortable';
import type { TFunction } from '../../i18n';

/**
 * The pieces of the board's drag and drop that are not React: what each draggable carries, where a dragged card
 * would land, how dnd-kit finds what is under it, how the arrows move it, and what screen readers hear.
 */

/** A column's sortable id; a card's is its task id. */
export const boardDragId = (boardId: string) => `board:${boardId}`;

/** What a column's sortable carries: its board, and its cards' ids (a column without cards drawn is still a target). */
export interface ColumnData {
  type: 'board';
  boardId: string;
  taskIds: readonly string[];
}

/** What a card's sortable carries. dnd-kit's sortable adds its column (`containerId`), the column's ids and its index. */
export interface CardData {
  type: 'task';
}

type Data = Record<string, unknown> | undefined;

export const isColumn = (data: Data): data is Data & ColumnData => data?.type === 'board';
export const isCard = (data: Data): data is Data & CardData => data?.type === 'task';

/** Where a dragged card sits: a column, and its index there counted without the card itself. */
export interface Slot {
  boardId: string;
  index: number;
}

interface SortableOf {
  containerId: UniqueIdentifier;
  items: UniqueIdentifier[];
}

const sortableOf = (data: Data) => (data?.sortable as SortableOf | undefined) ?? null;

const middleY = (rect: ClientRect) => rect.top + rect.height / 2;

/**
 * Where the dragged card (`active`) would land over `over`: before the card it is over, or after it once its middle
 * is below that card's middle; at the end of a column it is over without a card under it; where it was when it is
 * over its own place.
 */
export function slotOf(active: Active, over: Over | null): Slot | null {
  if (!over) return null;
  const data = over.data.current;
  if (isColumn(data)) return { boardId: data.boardId, index: data.taskIds.filter((id) => id !== active.id).length };
  const sortable = sortableOf(data);
  if (!sortable) return null;
  const boardId = String(sortable.containerId);
  if (over.id === active.id) return { boardId, index: sortable.items.indexOf(active.id) };
  const index = sortable.items.filter((id) => id !== active.id).indexOf(over.id);
  const dragged = active.rect.current.translated;
  const below = dragged !== null && middleY(dragged) > middleY(over.rect);
  return { boardId, index: below ? index + 1 : index };
}

/** Where the dragged column would land: the place of the column it is over, as dnd-kit's sortable moves it. */
export function columnIndexOf(over: Over | null): number | null {
  const sortable = sortableOf(over?.data.current);
  return sortable && over ? sortable.items.indexOf(over.id) : null;
}

/** Cards keep their place while one is dragged: a line shows where it would land (TaskCard's `dropLine`). */
export const cardsStayInPlace: SortingStrategy = () => null;

const columnsOf = (containers: DroppableContainer[]) => containers.filter((c) => isColumn(c.data.current));

/**
 * A column's drag: the column whose middle is nearest. A card's: the column under the pointer side to side (by
 * the keyboard, under the card's middle), or the nearest; then the card nearest the dragged one's middle in that
 * column, or the column itself when none of its cards is drawn.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const { active, droppableContainers, droppableRects, pointerCoordinates, collisionRect } = args;
  const columns = columnsOf(droppableContainers);
  if (isColumn(active.data.current)) return closestCenter({ ...args, droppableContainers: columns });
  const x = pointerCoordinates?.x ?? collisionRect.left + collisionRect.width / 2;
  const under =
    columns.find((column) => {
      const rect = droppableRects.get(column.id);
      return rect !== undefined && rect.left <= x && x <= rect.right;
    }) ?? droppableContainers.find((c) => c.id === closestCenter({ ...args, droppableContainers: columns })[0]?.id);
  const boardId = under?.data.current?.boardId;
  if (!under || typeof boardId !== 'string') return [];
  const cards = droppableContainers.filter((c) => sortableOf(c.data.current)?.containerId === boardId);
  const nearest = closestCenter({ ...args, droppableContainers: cards });
  return nearest.length > 0 ? nearest : [{ id: under.id }];
};

/**
 * A collision detection that answers with the nearest target alone, and with the same array while that target
 * stays: dnd-kit hands the array to every sortable hook through its context, so a new one on each move of the
 * pointer would render every mounted card and column for nothing (dnd-kit reads only the first).
 */
export function nearestOnly(detect: CollisionDetection): CollisionDetection {
  let previous: Collision[] = [];
  return (args) => {
    const first = detect(args)[0];
    if (first?.id === previous[0]?.id) return previous;
    previous = first ? [first] : [];
    return previous;
  };
}

const arrows: string[] = [KeyboardCode.Down, KeyboardCode.Up, KeyboardCode.Left, KeyboardCode.Right];

/**
 * The arrows of a keyboard drag. A column moves among the columns as dnd-kit's sortable moves it. A card moves one
 * place up or down its column, or to the same place in the column to the left or right: the card is moved just
 * above the middle of the card it would go before, or just below the middle of the one it would follow, so that
 * `slotOf` finds that place again; into a column without cards, within that column at the card's height.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, over, collisionRect, droppableRects, droppableContainers } = args.context;
  if (!arrows.includes(event.code) || !active) return undefined;
  if (isColumn(active.data.current)) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const at = over ? slotOf(active, over) : null;
  if (!at || !collisionRect) return undefined;
  const columns = columnsOf(droppableContainers.getEnabled());
  // The columns as the row shows them: their sortable context's items.
  const order = (sortableOf(columns[0]?.data.current)?.items ?? []).map((id) => columns.find((c) => c.id === id)?.data.current?.boardId as string);
  const columnAt = (boardId: string) => columns.find((c) => (c.data.current as ColumnData).boardId === boardId);
  const othersIn = (boardId: string) => columnAt(boardId)?.data.current?.taskIds.filter((id: string) => id !== active.id) as string[] | undefined;

  let to: Slot;
  if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down) {
    const index = at.index + (event.code === KeyboardCode.Down ? 1 : -1);
    if (index < 0 || index > (othersIn(at.boardId)?.length ?? 0)) return undefined;
    to = { boardId: at.boardId, index };
  } else {
    const boardId = order[order.indexOf(at.boardId) + (event.code === KeyboardCode.Right ? 1 : -1)];
    if (!boardId) return undefined;
    to = { boardId, index: Math.min(at.index, othersIn(boardId)?.length ?? 0) };
  }

  const others = othersIn(to.boardId) ?? [];
  const half = collisionRect.height / 2;
  const next = droppableRects.get(others[to.index] ?? '');
  if (next) return { x: next.left, y: middleY(next) - half - 1 };
  const previous = droppableRects.get(others[to.index - 1] ?? '');
  if (previous) return { x: previous.left, y: middleY(previous) - half + 1 };
  // A column without cards: the card stays at its height, within the column.
  const column = columnAt(to.boardId);
  const empty = column && others.length === 0 ? droppableRects.get(column.id) : undefined;
  return empty ? { x: empty.left, y: Math.max(empty.top, Math.min(collisionRect.top, empty.bottom - collisionRect.height)) } : undefined;
};

/** The dragged item as the target it is over as its drag starts: its own place. */
export const ownPlace = (active: Active): Over => ({
  id: active.id,
  rect: active.rect.current.initial ?? { top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 },
  data: active.data,
  disabled: false,
});

export interface Whereabouts {
  /** What is dragged: a task's or a board's name. */
  nameOf(active: Active): string;
  /** Where it would land over `over`, as words (「進行中」の2番目, 5列中2列目); '' when nowhere. */
  placeOf(active: Active, over: Over | null): string;
}

/**
 * Japanese announcements for screen readers, whether the drag is by the keyboard, the mouse or touch: the lift,
 * each new place the item would land in, the drop and a cancel.
 */
export function boardAnnouncements(t: TFunction, where: Whereabouts): Announcements {
  let told = '';
  const moved = ({ active, over }: { active: Active; over: Over | null }) => {
    const place = where.placeOf(active, over);
    if (!place) {
      if (!told) return undefined;
      told = '';
      return t('board.dnd.outside', { name: where.nameOf(active) });
    }
    if (place === told) return undefined;
    told = place;
    return t('board.dnd.over', { name: where.nameOf(active), place });
  };
  return {
    onDragStart: ({ active }) => {
      told = where.placeOf(active, ownPlace(active));
      return t('board.dnd.lifted', { name: where.nameOf(active), place: told });
    },
    onDragMove: moved,
    onDragOver: moved,
    onDragEnd: ({ active, over }) => {
      const place = where.placeOf(active, over);
      return place ? t('board.dnd.dropped', { name: where.nameOf(active), place }) : t('board.dnd.cancelled', { name: where.nameOf(active) });
    },
    onDragCancel: ({ active }) => t('board.dnd.cancelled', { name: where.nameOf(active) }),
  };
}

export function boardInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('board.dnd.instructions') };
}
