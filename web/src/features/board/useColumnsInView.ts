import { useCallback, useEffect, useState } from 'react';
import { COLUMN_PITCH } from './BoardColumn';

/** The columns, by index, that draw their cards. */
export interface ColumnRange {
  first: number;
  last: number;
}

/**
 * Which columns draw their cards: those in the row's view and one more on each side, so the cards of a column
 * scrolled to are there as it comes in. The others show their header and count only, and mount nothing per card:
 * the board's work, whether drawing it, lifting a card (every target is measured) or moving one (every mounted
 * card's drag hook renders when the target changes), stays that of the columns in view, however many there are.
 * During a drag the range only widens, so no target the drag knows goes away under it; it narrows again after.
 */
export function useColumnsInView(row: HTMLElement | null, total: number, dragging: boolean): ColumnRange {
  const rangeOf = useCallback(
    (previous: ColumnRange | null): ColumnRange => {
      const width = row?.clientWidth || window.innerWidth;
      const left = row?.scrollLeft ?? 0;
      const first = Math.max(0, Math.floor(left / COLUMN_PITCH) - 1);
      const last = Math.min(total - 1, Math.floor((left + width) / COLUMN_PITCH) + 1);
      const next = dragging && previous ? { first: Math.min(first, previous.first), last: Math.max(last, previous.last) } : { first, last };
      return previous && previous.first === next.first && previous.last === next.last ? previous : next;
    },
    [row, total, dragging],
  );
  const [range, setRange] = useState<ColumnRange>(() => rangeOf(null));
  useEffect(() => {
    const update = () => setRange(rangeOf);
    update();
    row?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      row?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [row, rangeOf]);
  return range;
}
