import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { lazy, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';
import { OpenedOnce } from '../../../components/OpenedOnce';
import { onConnectionChange } from '../../../graphql/client';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import { roomTitle } from '../../../rooms/roomTitle';
import { ImageViewerProvider, useAttachments } from '../../files';
import { MembersByNumber } from '../message/MessageText';
import type { ChatUser, Membership } from '../types';
import { useDraft } from '../useDraft';
import { useOutbox } from '../useOutbox';
import { useRoomMessages } from '../useRoomMessages';
import { DropHint, useFileDrop } from './FileDrop';
import { RoomComposer } from './RoomComposer';
import { FIRST_INDEX, timelineRows, type Row } from './rows';
import { TimelineList } from './TimelineList';
import { useCompactMessages } from '../density';
import { TimelineRow } from './TimelineRow';
import { useJumpToMessage } from './useJumpToMessage';
import { useMarkRead } from './useMarkRead';
import { useMessageActions, type Answer } from './useMessageActions';
import { useNewMessagesAnnouncement } from './useNewMessagesAnnouncement';
import { useRoomMembers } from './useRoomMembers';
import { whenIdle } from '../../../app/idle';

// Making a task loads its dialog when first asked for. A deletion is asked for offline too: its dialog is fetched
// once the room is idle, so it is at hand (and kept by the service worker) before the server goes away.
const MakeTaskDialog = lazy(() => import('../MakeTaskDialog').then((m) => ({ default: m.MakeTaskDialog })));
const loadDeleteMessageDialog = () => import('./DeleteMessageDialog');
const DeleteMessageDialog = lazy(() => loadDeleteMessageDialog().then((m) => ({ default: m.DeleteMessageDialog })));

interface Props {
  membership: Membership;
  viewer: ChatUser;
  /**
   * Whether this is the room on screen. A kept room holds its timeline but no subscription and no composer: it
   * catches up from where it was left when shown again, so a visit leaves nothing live behind.
   */
  active: boolean;
  /** The message a link points at (?message=). */
  target: string | null;
}

/** One room's timeline, composer and the actions on messages. */
export const RoomTimeline = memo(function RoomTimeline({ membership, viewer, active, target }: Props) {
  const { t } = useTranslation();
  const roomId = membership.room_id;
  const timeline = useRoomMessages(roomId, membership.last_read_seq, active, membership.unread_messages);
  const { merge: mergeMessages, loadOlder } = timeline;
  const virtuoso = useRef<VirtuosoHandle>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  // False until the timeline reports its position: a room opened at its first unread message is not read yet.
  const [atBottom, setAtBottom] = useState(false);
  const attachments = useAttachments(roomId);
  const { members, membersByNumber, others } = useRoomMembers(roomId, viewer.id, membership.room?.totalUser, active);
  const draft = useDraft(roomId, viewer.id, active);
  // The viewer's posts not stored yet (outbox.ts), kept in the browser and sent by themselves.
  const outbox = useOutbox(viewer.id, roomId, mergeMessages);
  const [connected, setConnected] = useState(true);
  // An error shown while the server was away is stale once it is back.
  useEffect(
    () =>
      onConnectionChange((now) => {
        setConnected(now);
        if (now) setError(null);
      }),
    [],
  );
  useEffect(() => whenIdle(() => void loadDeleteMessageDialog().catch(() => undefined), 5_000), []);

  const canPost = membership.viewerCan?.post ?? false;
  const canModerate = membership.viewerCan?.moderateMessages ?? false;
  const drop = useFileDrop(canPost, attachments.add);

  const rows: Row[] = useMemo(() => timelineRows(timeline.messages, outbox.posts), [timeline.messages, outbox.posts]);
  const waitingCount = outbox.posts.filter((p) => p.status !== 'failed').length;
  const held = outbox.held || !connected;
  // The room's images in the timeline's order, for the image viewer.
  const images = useMemo(
    () => timeline.messages.flatMap((m) => (m.deletedAt ? [] : (m.files?.items ?? []).filter((f) => f.thumbnailUrl))),
    [timeline.messages],
  );
  const firstUnreadIndex = timeline.firstUnreadSeq === null ? -1 : timeline.messages.findIndex((m) => m.seq === timeline.firstUnreadSeq);
  // A room opening at its first unread message starts its timeline there and adds the rows above when the top is
  // first reached: Virtuoso's scroll to an initial index keeps the list hidden for several frames.
  const [rowsAbove, setRowsAbove] = useState<number | null>(null);
  if (timeline.loaded && rowsAbove === null) setRowsAbove(!target && firstUnreadIndex > 0 ? firstUnreadIndex : 0);
  const hiddenAbove = rowsAbove ?? 0;
  const showRowsAbove = useCallback(() => setRowsAbove(0), []);

  const lastSeq = timeline.messages[timeline.messages.length - 1]?.seq ?? 0;
  useMarkRead(membership, lastSeq, { active, loaded: timeline.loaded, atBottom });
  const announcement = useNewMessagesAnnouncement(timeline.messages, { loaded: timeline.loaded, lastSeq, active, viewerId: viewer.id, members });

  const report = (result: Answer) => setError(result.error ? readError(result.error).message : null);
  const message = useMessageActions({
    merge: mergeMessages,
    indexOf: (messageId) => rows.findIndex((r) => r.kind === 'message' && r.message.id === messageId) - hiddenAbove,
    virtuoso,
    composer: composerRef,
    report,
  });

  useJumpToMessage(target, virtuoso, { loaded: timeline.loaded, rows, hiddenAbove, showRowsAbove, hasOlder: timeline.hasOlder, loadOlder });

  const [compact] = useCompactMessages();
  const renderRow = (index: number, row: Row) => {
    const position = index - (FIRST_INDEX - timeline.prepended);
    const replyId = row.kind === 'message' ? row.message.reply_message_id : null;
    return (
      <TimelineRow
        row={row}
        previous={position > 0 ? rows[position - 1] : undefined}
        belowFirst={position > 0}
        firstUnreadSeq={timeline.firstUnreadSeq}
        target={target}
        lastSeq={lastSeq}
        viewer={viewer}
        canModerate={canModerate}
        canPost={canPost}
        members={members}
        replyTo={replyId ? (timeline.byId.get(replyId) ?? null) : null}
        actions={message.actions}
        held={held}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
        compact={compact}
      />
    );
  };

  return (
    <Stack gap="xs" pos="relative" style={{ flex: 1, minHeight: 0 }} {...drop.handlers}>
      {drop.dragging && <DropHint />}
      <ImageViewerProvider images={images}>
        <MembersByNumber.Provider value={membersByNumber}>
          <TimelineList
            virtuoso={virtuoso}
            label={t('chat.timeline.label', { name: roomTitle(membership.room) })}
            loaded={timeline.loaded}
            rows={rows}
            hiddenAbove={hiddenAbove}
            prepended={timeline.prepended}
            firstUnreadIndex={firstUnreadIndex}
            viewerId={viewer.id}
            onStartReached={() => (hiddenAbove > 0 ? setRowsAbove(0) : void timeline.loadOlder())}
            onAtBottomChange={setAtBottom}
            renderRow={renderRow}
          />
        </MembersByNumber.Provider>
      </ImageViewerProvider>
      <VisuallyHidden role="status" data-testid="new-messages-announcement">
        {announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" data-testid="outbox-announcement">
        {active && held && waitingCount > 0 ? t('chat.timeline.queuedCount', { count: waitingCount }) : ''}
      </VisuallyHidden>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {active && (
        <RoomComposer
          membership={membership}
          composerRef={composerRef}
          others={others}
          members={members}
          draft={draft}
          attachments={attachments}
          replyTo={message.replyTo}
          clearReply={() => message.setReplyTo(null)}
          editing={message.editing}
          quote={message.quote}
          cancelContext={message.cancelContext}
          saveEdit={message.saveEdit}
          enqueue={outbox.enqueue}
        />
      )}
      <OpenedOnce opened={message.deleting !== null}>
        <DeleteMessageDialog message={message.deleting} members={members} onCancel={message.cancelDelete} onConfirm={() => void message.confirmDelete()} />
      </OpenedOnce>
      <OpenedOnce opened={message.makingTask !== null}>
        <MakeTaskDialog message={message.makingTask} onClose={message.closeMakeTask} />
      </OpenedOnce>
    </Stack>
  );
});
