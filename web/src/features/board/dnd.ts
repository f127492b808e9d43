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

/**
 * Where to draw the line that shows where a card held by the pointer would land, in px from the top of the
 * screen: in the gap before the card it would go before, or after the card it would follow, among the cards drawn
 * (`cards`, without the dragged one; `ids` as for insertionIndex). Null when neither is drawn: an empty column.
 */
export function dropLineAt(ids: readonly string[], cards: readonly CardBox[], index: number, gap: number): number | null {
  const before = cards.find((card) => card.id === ids[index]);
  if (before) return before.top - gap / 2;
  const after = index > 0 ? cards.find((card) => card.id === ids[index - 1]) : undefined;
  return after ? after.bottom + gap / 2 : null;
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

/** What a column shows of a card drag (DragStore.indexIn): its cards as stored, or without the dragged card. */
export const NOT_HERE = -1;
export const LEFT_HERE = -2;

/**
 * The dragged card and where it sits, outside React's state: each column reads what concerns it, so moving the
 * card renders only the columns concerned, not the board.
 */
export class DragStore<T extends { id: string } = { id: string }> {
  private readonly listeners = new Set<() => void>();
  task: T | null = null;
  /** Where the card was taken from. */
  origin: Slot | null = null;
  /** Where it lands if dropped now. */
  slot: Slot | null = null;
  /**
   * How the dragged card is drawn: by the keyboard, lifted in its place, which moves with the arrows (`start`); by
   * the pointer, as a gap in the place it was taken from and the card under the pointer (`hold`), while a line
   * shows where it would land (useBoardDrag): the columns are not drawn again until the drop.
   */
  inPlace = false;
  /**
   * A pointer's drop, drawn a step a frame before the move is applied to the columns: the card at its new place
   * (`land`), then its gap closed where it was taken from (`leave`).
   */
  landed = false;
  left = false;
  /**
   * Whether the line that shows where a pointer's card would land is on the page: from the frame after the card
   * under the pointer is drawn (each layer added takes a frame of its own) until the card lands.
   */
  lineDrawn = false;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Where a column draws the dragged card, when not where it is stored: its index there, LEFT_HERE in the column
   * it was taken from once drawn in another, NOT_HERE otherwise. A column draws its cards as stored at first,
   * and, by the pointer, until the card lands: the card itself tells how it looks (`lookIn`).
   */
  indexIn(boardId: string): number {
    const { task, origin, slot } = this;
    if (!task || !origin || !slot || !(this.inPlace || this.landed)) return NOT_HERE;
    if (slot.boardId === boardId) return slot.boardId === origin.boardId && slot.index === origin.index ? NOT_HERE : slot.index;
    // A pointer's card landed in another column leaves its gap there until `leave`.
    return origin.boardId === boardId && (!this.landed || this.left) ? LEFT_HERE : NOT_HERE;
  }

  /** How the dragged card looks in a column: lifted, as a gap, or as any card once landed there. */
  lookIn(boardId: string): 'lifted' | 'gap' | undefined {
    if (this.inPlace) return 'lifted';
    return this.landed && this.slot?.boardId === boardId ? undefined : 'gap';
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
    this.origin = at;
    this.slot = at;
    this.inPlace = false;
    this.landed = false;
    this.left = false;
    this.lineDrawn = false;
  }

  /** Draws the drag as it is now in the columns and the layers that read it. */
  show() {
    this.notify();
  }

  /**
   * Where the card would land now; false when there already. A card lifted in place is drawn there; a pointer's is
   * not drawn again until it lands.
   */
  move(to: Slot): boolean {
    const at = this.slot;
    if (!this.task || (at && at.boardId === to.boardId && at.index === to.index)) return false;
    this.slot = to;
    if (this.inPlace) this.notify();
    return true;
  }

  /** Adds the drop line of a pointer's drag, once the card under the pointer is drawn. */
  drawLine() {
    if (!this.task || this.inPlace || this.landed) return;
    this.lineDrawn = true;
    this.notify();
  }

  /** A pointer's drop: draws the card at the place it lands, without the line. */
  land() {
    if (!this.task || this.inPlace) return;
    this.landed = true;
    this.lineDrawn = false;
    this.notify();
  }

  /** Then closes its gap where it was taken from. */
  leave() {
    if (!this.landed) return;
    this.left = true;
    this.notify();
  }

  end() {
    this.task = null;
    this.origin = null;
    this.landed = false;
    this.left = false;
    this.lineDrawn = false;
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
