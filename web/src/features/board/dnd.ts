import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from '../../i18n';

/**
 * The one draggable every card's drag goes through: cards are plain elements, and the card under the pointer or
 * the focus is bound to it as the drag starts (docs/decisions/0103-board-drag-one-draggable.md).
 */
export const TASK_DRAG = 'task';

/** Where a dragged card sits: a column, and its index there counted without the card itself. */
export interface Slot {
  boardId: string;
  index: number;
}

/** A card as drawn on screen, top to bottom in its column. */
export interface CardBox {
  id: string;
  top: number;
  bottom: number;
}

/**
 * Where a card held at height `y` goes among a column's other cards (`ids`, in order, without the dragged card),
 * from the cards drawn (`cards`, in order): before the first whose middle is below `y`, else after the last drawn
 * one; at the column's end when none is drawn. Comparing with the cards as drawn, with the dragged card's gap
 * among them, does not flip back and forth: a card the gap passes moves away from the pointer.
 */
export function insertionIndex(ids: readonly string[], cards: readonly CardBox[], y: number): number {
  const below = cards.find((card) => (card.top + card.bottom) / 2 > y);
  const at = below ? ids.indexOf(below.id) : -1;
  if (at !== -1) return at;
  const last = cards.at(-1);
  const after = last ? ids.indexOf(last.id) : -1;
  return after === -1 ? ids.length : after + 1;
}

export interface Whereabouts {
  /** What is dragged: a task's or a board's name. */
  nameOf(id: UniqueIdentifier): string;
  /** Where a dragged item sits as it is lifted, as words: 「進行中」の2番目. */
  placeOf(id: UniqueIdentifier): string;
  /** Where it would land now, over `over` (a card's place does not depend on it); '' when nowhere. */
  landingOf(id: UniqueIdentifier, over: UniqueIdentifier | null): string;
}

/**
 * Japanese announcements for screen readers while dragging with the keyboard or the pointer. A card moves
 * without dnd-kit knowing of a drop target under it (useBoardDrag), so each move by the keyboard is told when the
 * place it would land changes. A card's pointer drag tells its lift and its drop: its moves go to the board, not
 * through dnd-kit.
 */
export function boardAnnouncements(t: TFunction, where: Whereabouts): Announcements {
  let told = '';
  const moved = (id: UniqueIdentifier, over: UniqueIdentifier | null) => {
    const place = where.landingOf(id, over);
    if (!place || place === told) return undefined;
    told = place;
    return t('board.dnd.over', { name: where.nameOf(id), place });
  };
  return {
    onDragStart: ({ active }) => {
      told = where.placeOf(active.id);
      return t('board.dnd.lifted', { name: where.nameOf(active.id), place: told });
    },
    onDragMove: ({ active, over }) => moved(active.id, over?.id ?? null),
    onDragOver: ({ active, over }) => {
      if (where.landingOf(active.id, over?.id ?? null)) return moved(active.id, over?.id ?? null);
      told = '';
      return t('board.dnd.outside', { name: where.nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const place = where.landingOf(active.id, over?.id ?? null);
      return place ? t('board.dnd.dropped', { name: where.nameOf(active.id), place }) : t('board.dnd.cancelled', { name: where.nameOf(active.id) });
    },
    onDragCancel: ({ active }) => t('board.dnd.cancelled', { name: where.nameOf(active.id) }),
  };
}

export function boardInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('board.dnd.instructions') };
}

/** What a column shows of a card drag (DragStore.indexIn): no drag there, or the dragged card left it. */
export const NOT_HERE = -1;
export const LEFT_HERE = -2;

/**
 * The dragged card and where it sits, outside React's state: each column reads what concerns it, so moving the
 * card renders the column it leaves and the one it enters, not the board.
 */
export class DragStore<T extends { id: string } = { id: string }> {
  private readonly listeners = new Set<() => void>();
  task: T | null = null;
  origin: string | null = null;
  slot: Slot | null = null;
  /**
   * How the dragged card is drawn: by the keyboard, lifted in its place (`start`); by the pointer, as a gap in its
   * place and the card under the pointer (`hold`).
   */
  inPlace = false;
  /**
   * The column the card has just left for another, and its place there: that column keeps the card's gap until
   * `settle()`, a frame later, so that the two columns are not drawn again in the same frame.
   */
  trailing: Slot | null = null;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The dragged card's index in a column, LEFT_HERE in the column it was taken from, NOT_HERE otherwise. */
  indexIn(boardId: string): number {
    if (!this.task || !this.slot) return NOT_HERE;
    if (this.slot.boardId === boardId) return this.slot.index;
    if (this.trailing?.boardId === boardId) return this.trailing.index;
    return this.origin === boardId ? LEFT_HERE : NOT_HERE;
  }

  /** Takes `task` from `at` and shows it lifted in its place. */
  start(task: T, at: Slot) {
    this.hold(task, at);
    this.inPlace = true;
    this.show();
  }

  /**
   * Takes `task` from `at` without showing it yet: the drag's moves and drop read it, and `show()` shows it, as a
   * gap in its place and the card under the pointer.
   */
  hold(task: T, at: Slot) {
    this.task = task;
    this.origin = at.boardId;
    this.slot = at;
    this.inPlace = false;
    this.trailing = null;
  }

  /** Draws the drag as it is now in the columns and the overlay that read it. */
  show() {
    this.notify();
  }

  /** Moves the dragged card; false when it is there already. Into another column, the one it leaves trails. */
  move(to: Slot): boolean {
    const at = this.slot;
    if (!this.task || (at && at.boardId === to.boardId && at.index === to.index)) return false;
    if (at && at.boardId !== to.boardId) this.trailing = at;
    this.slot = to;
    this.notify();
    return true;
  }

  /** Closes the gap in the column the card last left. */
  settle() {
    if (!this.trailing) return;
    this.trailing = null;
    this.notify();
  }

  end() {
    this.task = null;
    this.origin = null;
    this.trailing = null;
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/** A column's cards as shown during a drag: the dragged card taken out, and put in at its index here. */
export function withDragged<T extends { id: string }>(items: readonly T[], dragged: T | null, at: number): readonly T[] {
  if (!dragged || at === NOT_HERE) return items;
  const others = items.filter((item) => item.id !== dragged.id);
  if (at >= 0) others.splice(Math.min(at, others.length), 0, dragged);
  return others;
}
