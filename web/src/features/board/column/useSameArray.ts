import { useEffect, useRef } from 'react';

/**
 * The previous array while its items are the same ones in the same order, so a column's cards skip rendering
 * when a change elsewhere made a new array of the same tasks.
 */
export function useSameArray<T>(items: readonly T[]): readonly T[] {
  const previous = useRef(items);
  const same = previous.current.length === items.length && previous.current.every((item, i) => item === items[i]);
  useEffect(() => {
    if (!same) previous.current = items;
  });
  return same ? previous.current : items;
}
