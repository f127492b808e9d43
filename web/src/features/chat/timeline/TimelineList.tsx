import { Box, Center, Loader, Text } from '@mantine/core';
import { useCallback, useRef, type ReactNode, type RefObject } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useTranslation } from '../../../i18n';
import { FIRST_INDEX, type Row } from './rows';

/** How long after the viewer's own row is added the timeline follows it as it grows, even before reaching the end. */
const FOLLOW_OWN_ROW_MS = 3_000;

interface Props {
  virtuoso: RefObject<VirtuosoHandle | null>;
  /** The region's accessible name (the room's). */
  label: string;
  loaded: boolean;
  rows: Row[];
  /** Rows not yet added above the first unread message, where the room opened. */
  hiddenAbove: number;
  /** How many rows older pages have added at the top. */
  prepended: number;
  /** The first unread message's index in the rows, or -1. */
  firstUnreadIndex: number;
  viewerId: string;
  onStartReached(): void;
  onAtBottomChange(atBottom: boolean): void;
  renderRow(index: number, row: Row): ReactNode;
}

/**
 * The scrolling list of the timeline (Virtuoso), with its loading and empty states. It opens at the first unread
 * message or at the end, keeps its place as older pages are prepended, follows new rows at the end, and brings the
 * viewer's own message into view.
 */
export function TimelineList({ virtuoso, label, loaded, rows, hiddenAbove, prepended, firstUnreadIndex, viewerId, onStartReached, onAtBottomChange, renderRow }: Props) {
  const { t } = useTranslation();
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // Whether the list is at its end, read by its own callbacks between renders.
  const atBottomNow = useRef(false);
  // When the viewer's own row was last added. It may grow (its stamp bar comes with the server's answer) before the
  // scroll to it has reached the end; followed only from the end, the timeline would stop short of it.
  const ownRowAddedAt = useRef(Number.NEGATIVE_INFINITY);
  const atBottomStateChange = useCallback(
    (bottom: boolean) => {
      atBottomNow.current = bottom;
      onAtBottomChange(bottom);
    },
    [onAtBottomChange],
  );

  return (
    <Box style={{ flex: 1, minHeight: 0 }} aria-label={label} role="region">
      {!loaded ? (
        <Center h="100%">
          <Loader size="sm" role="status" aria-label={t('chat.timeline.loading')} />
        </Center>
      ) : rows.length === 0 ? (
        <Center h="100%">
          <Text c="dimmed" size="sm">
            {t('chat.timeline.empty')}
          </Text>
        </Center>
      ) : (
        <Virtuoso
          ref={virtuoso}
          style={{ height: '100%' }}
          data={hiddenAbove > 0 ? rows.slice(hiddenAbove) : rows}
          firstItemIndex={FIRST_INDEX - prepended + hiddenAbove}
          initialTopMostItemIndex={hiddenAbove > 0 ? 0 : firstUnreadIndex >= 0 ? { index: firstUnreadIndex, align: 'start' } : { index: 'LAST', align: 'end' }}
          computeItemKey={(_, row) => (row.kind === 'message' ? row.message.id : row.message.client_key)}
          startReached={onStartReached}
          // New rows follow at the bottom, and the viewer's own message always comes into view (an image that
          // loaded meanwhile may have pushed the end out of it).
          followOutput={(bottom) => {
            const last = rowsRef.current[rowsRef.current.length - 1];
            const mine = last?.kind === 'pending' || last?.message.user_id === viewerId;
            if (mine) ownRowAddedAt.current = performance.now();
            return bottom || mine ? 'smooth' : false;
          }}
          atBottomStateChange={atBottomStateChange}
          atBottomThreshold={40}
          // followOutput follows rows added, not rows that grow (a sent message gains its stamp bar, an image
          // its preview): a reader at the end stays at the end.
          totalListHeightChanged={() => {
            const followingOwn = performance.now() - ownRowAddedAt.current < FOLLOW_OWN_ROW_MS;
            // At once, not smoothly: a smooth scroll keeps the end it set out for, short of a row that grows
            // again on the way.
            if (atBottomNow.current || followingOwn) virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end' });
          }}
          itemContent={renderRow}
        />
      )}
    </Box>
  );
}
