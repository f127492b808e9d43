import { Box, Divider } from '@mantine/core';
import { formatDate } from '../../../i18n/format';
import { useTranslation } from '../../../i18n';
import { MessageItem, type MessageActions } from '../message/MessageItem';
import { PendingItem } from '../message/PendingItem';
import { continuesBlock } from '../density';
import type { ChatMessage, ChatUser } from '../types';
import type { Row } from './rows';

interface Props {
  row: Row;
  /** The row above, for the day separator; none for the first. */
  previous: Row | undefined;
  /** Whether the row is below the first of the timeline (the unread marker never tops it). */
  belowFirst: boolean;
  firstUnreadSeq: number | null;
  /** The message a link points at, highlighted. */
  target: string | null;
  lastSeq: number;
  viewer: ChatUser;
  canModerate: boolean;
  canPost: boolean;
  members: Map<string, ChatUser>;
  /** The message this row's message replies to, when the timeline holds it. */
  replyTo: ChatMessage | null;
  actions: MessageActions;
  /** Whether queued posts wait (the server away, or the queue held). */
  held: boolean;
  onRetry(clientKey: string): void;
  onDiscard(clientKey: string): void;
  /** The compact display (density.ts): one author's consecutive messages grouped. */
  compact: boolean;
}

/** One row of the timeline: a day separator when the day changes, the unread marker, then the message or queued post. */
export function TimelineRow({ row, previous, belowFirst, firstUnreadSeq, target, lastSeq, viewer, canModerate, canPost, members, replyTo, actions, held, onRetry, onDiscard, compact }: Props) {
  const { t } = useTranslation();
  const day = formatDate(row.message.createdAt);
  const newDay = !previous || formatDate(previous.message.createdAt) !== day;
  const unreadMark = row.kind === 'message' && row.message.seq === firstUnreadSeq && belowFirst;
  const grouped =
    compact && row.kind === 'message' && previous?.kind === 'message' && !unreadMark && continuesBlock(row.message, previous.message, !newDay);
  return (
    // flow-root keeps the day separator's margin inside the row, where the timeline measures the row's height.
    <Box px="xs" pb={compact ? 0 : 2} style={{ display: 'flow-root' }}>
      {newDay && <Divider my="xs" label={day} labelPosition="center" data-testid="day-separator" />}
      {unreadMark && (
        <Divider my={4} color="red" label={t('chat.timeline.unreadFrom')} labelPosition="center" />
      )}
      {row.kind === 'message' ? (
        <MessageItem
          message={row.message}
          highlighted={row.message.id === target}
          newest={row.message.seq === lastSeq}
          viewerId={viewer.id}
          canModerate={canModerate}
          canPost={canPost}
          members={members}
          replyTo={replyTo}
          actions={actions}
          compact={compact}
          grouped={grouped}
        />
      ) : (
        <PendingItem
          message={row.message}
          author={viewer}
          held={held}
          onRetry={() => onRetry(row.message.client_key)}
          onDiscard={() => onDiscard(row.message.client_key)}
        />
      )}
    </Box>
  );
}
