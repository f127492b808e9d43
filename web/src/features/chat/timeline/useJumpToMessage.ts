import { useEffect, useRef, type RefObject } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import type { Row } from './rows';

/** How many older pages a link to a message may load to reach it. */
const MAX_PAGES_TO_TARGET = 40;

interface JumpState {
  loaded: boolean;
  rows: Row[];
  /** Rows not yet added above the first unread message: a link shows them all first. */
  hiddenAbove: number;
  showRowsAbove(): void;
  hasOlder: boolean;
  loadOlder(): Promise<unknown>;
}

/**
 * ?message= (a search result, a notification or a copied link) opens the room at that message, loading older
 * pages until it is in the timeline.
 */
export function useJumpToMessage(target: string | null, virtuoso: RefObject<VirtuosoHandle | null>, { loaded, rows, hiddenAbove, showRowsAbove, hasOlder, loadOlder }: JumpState) {
  const jumped = useRef<string | null>(null);
  const olderPagesForTarget = useRef(0);
  useEffect(() => {
    if (!target || !loaded || jumped.current === target) return;
    if (hiddenAbove > 0) return showRowsAbove();
    const position = rows.findIndex((r) => r.kind === 'message' && r.message.id === target);
    if (position >= 0) {
      jumped.current = target;
      const handle = requestAnimationFrame(() => virtuoso.current?.scrollToIndex({ index: position, align: 'center' }));
      return () => cancelAnimationFrame(handle);
    }
    if (hasOlder && olderPagesForTarget.current < MAX_PAGES_TO_TARGET) {
      olderPagesForTarget.current += 1;
      void loadOlder();
    }
  }, [target, loaded, rows, hiddenAbove, hasOlder, loadOlder, showRowsAbove, virtuoso]);
}
