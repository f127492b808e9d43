import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from '../../i18n';

export interface Whereabouts {
  /** What is dragged: a task's or a board's name. */
  nameOf(id: string | number): string;
  /** Where a dragged item sits now, as words: 「進行中」の2番目. */
  placeOf(id: string | number): string;
}

/** Japanese announcements for screen readers while dragging with the keyboard or the pointer. */
export function boardAnnouncements(t: TFunction, where: Whereabouts): Announcements {
  return {
    onDragStart: ({ active }) => t('board.dnd.lifted', { name: where.nameOf(active.id), place: where.placeOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('board.dnd.over', { name: where.nameOf(active.id), place: where.placeOf(active.id) }) : t('board.dnd.outside', { name: where.nameOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('board.dnd.dropped', { name: where.nameOf(active.id), place: where.placeOf(active.id) }) : t('board.dnd.cancelled', { name: where.nameOf(active.id) })),
    onDragCancel: ({ active }) => t('board.dnd.cancelled', { name: where.nameOf(active.id) }),
  };
}

export function boardInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('board.dnd.instructions') };
}
