import { Box, Button, Center, Divider, Group, Loader, Modal, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatDateTime } from '@musubi/shared';
import { ROOM_KIND } from '@musubi/shared/client';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useSearchParams } from 'react-router';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useClient, useQuery } from 'urql';
import { readError } from '../../graphql/errors';
import { Composer, type ComposerSubmit } from './Composer';
import { DELETE_MESSAGE, MARK_READ, ROOM_MEMBERS, UPDATE_MESSAGE } from './documents';
import { MakeTaskDialog } from './MakeTaskDialog';
import { MessageItem, PendingItem, type MessageActions } from './MessageItem';
import { AttachmentTray } from '../files/AttachmentTray';
import { ImageViewerProvider } from '../files/ImageViewer';
import { useAttachments } from '../files/useAttachments';
import { roomTitle } from './roomTitle';
import { useRooms } from './rooms';
import { ROLE, type ChatMessage, type ChatUser, type Membership, type PendingMessage } from './types';
import { useDraft } from './useDraft';
import { useRoomMessages } from './useRoomMessages';

/** Virtuoso needs a first index that only ever decreases as older pages are prepended. */
const FIRST_INDEX = 1_000_000;
/** How many older pages a link to a message may load to reach it. */
const MAX_PAGES_TO_TARGET = 40;
/** How much of a new message is announced to a screen reader. */
const ANNOUNCED_CHARS = 140;
/** How many recently opened rooms stay mounted, hidden, so that switching back to one shows it as it was left. */
const KEPT_ROOMS = 3;
/** How long after the viewer's own row is added the timeline follows it as it grows, even before reaching the end. */
const FOLLOW_OWN_ROW_MS = 3_000;

/** A room kept mounted; a new generation remounts it (it opens afresh at its first unread message). */
interface KeptRoom {
  roomId: string;
  generation: number;
  usedAt: number;
  /** Its unread count when another room was opened: more on return means messages arrived while it was hidden. */
  unreadWhenLeft: number;
}

/**
 * The rooms to keep after going from `left` to `opened`: the opened room is added, or remounted when messages
 * arrived while it was hidden (so it opens at the first of them, as a room opened afresh), and the least recently
 * used beyond KEPT_ROOMS is dropped. The order of the others never changes, because moving a scrolled element in
 * the document loses its scroll position.
 */
function keepRoom(kept: KeptRoom[], opened: Membership, left: Membership | undefined): KeptRoom[] {
  const marked = left ? kept.map((k) => (k.roomId === left.room_id ? { ...k, unreadWhenLeft: left.unread_messages } : k)) : kept;
  const previous = marked.find((k) => k.roomId === opened.room_id);
  const generation = !previous ? 0 : opened.unread_messages > previous.unreadWhenLeft ? previous.generation + 1 : previous.generation;
  const entry = { roomId: opened.room_id, generation, usedAt: Math.max(0, ...marked.map((k) => k.usedAt)) + 1, unreadWhenLeft: opened.unread_messages };
  const next = previous ? marked.map((k) => (k === previous ? entry : k)) : [...marked, entry];
  if (next.length <= KEPT_ROOMS) return next;
  const oldest = next.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
  return next.filter((k) => k !== oldest);
}

type Row = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; message: PendingMessage };


interface ConversationProps {
  membership: Membership;
  viewer: ChatUser;
}

/**
 * The open room's timeline and composer. The timelines of the last KEPT_ROOMS rooms stay mounted (see keepRoom),
 * without their subscriptions and composers; the room's header and side panels are RoomHeader's.
 */
export function Conversation({ membership, viewer }: ConversationProps) {
  const roomId = membership.room_id;
  const { memberships } = useRooms();
  const [kept, setKept] = useState<KeptRoom[]>([]);
  const [shownRoomId, setShownRoomId] = useState<string | null>(null);
  if (shownRoomId !== roomId) {
    // Adjusting state while rendering: the newly opened room is shown in this same render.
    setShownRoomId(roomId);
    setKept(keepRoom(kept, membership, memberships.find((m) => m.room_id === shownRoomId)));
  }
  // The same viewer object across renders, so the kept rooms' timelines do not render again for nothing.
  const stableViewer = useMemo(() => ({ id: viewer.id, name: viewer.name, image: viewer.image }), [viewer.id, viewer.name, viewer.image]);
  const [params] = useSearchParams();
  const target = params.get('message');

  return (
    <Box pos="relative" h="100%">
      {kept.map((k) => {
        const active = k.roomId === roomId;
        const keptMembership = active ? membership : memberships.find((m) => m.room_id === k.roomId);
        if (!keptMembership) return null;
        return (
          <Box
            key={`${k.roomId}:${k.generation}`}
            pos="absolute"
            inset={0}
            display="flex"
            style={{ flexDirection: 'column', visibility: active ? 'visible' : 'hidden' }}
            inert={!active}
            data-room-timeline={k.roomId}
          >
            <RoomTimeline membership={keptMembership} viewer={stableViewer} active={active} target={active ? target : null} />
          </Box>
        );
      })}
    </Box>
  );
}

interface RoomTimelineProps extends ConversationProps {
  /**
   * Whether this is the room on screen. A kept room holds its timeline but no subscription and no composer: it
   * catches up from where it was left when shown again, so a visit leaves nothing live behind.
   */
  active: boolean;
  /** The message a link points at (?message=). */
  target: string | null;
}

/** One room's timeline, composer and the actions on messages. */
const RoomTimeline = memo(function RoomTimeline({ membership, viewer, active, target }: RoomTimelineProps) {
  const { t } = useTranslation();
  const client = useClient();
  const roomId = membership.room_id;
  const timeline = useRoomMessages(roomId, membership.last_read_seq, active, membership.unread_messages);
  const { merge: mergeMessages, loadOlder } = timeline;
  const virtuoso = useRef<VirtuosoHandle>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [quote, setQuote] = useState<{ text: string } | null>(null);
  // The message as it was when its deletion was asked for: the confirmation shows it and deletes it by its id.
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [makingTask, setMakingTask] = useState<ChatMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // False until the timeline reports its position: a room opened at its first unread message is not read yet.
  const [atBottom, setAtBottom] = useState(false);
  // The same, read by the timeline's own callbacks between renders.
  const atBottomNow = useRef(false);
  // When the viewer's own row was last added. It may grow (its stamp bar comes with the server's answer) before the
  // scroll to it has reached the end; followed only from the end, the timeline would stop short of it.
  const ownRowAddedAt = useRef(Number.NEGATIVE_INFINITY);
  const onAtBottomChange = useCallback((bottom: boolean) => {
    atBottomNow.current = bottom;
    setAtBottom(bottom);
  }, []);
  const attachments = useAttachments(roomId);
  const [dragging, setDragging] = useState(false);

  const [membersResult, refetchMembers] = useQuery({ query: ROOM_MEMBERS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  // A member added or gone, by anyone, changes the room's count: the members are read again (once shown).
  const totalUser = membership.room?.totalUser;
  const membersReadAt = useRef(totalUser);
  useEffect(() => {
    if (!active || membersReadAt.current === totalUser) return;
    membersReadAt.current = totalUser;
    refetchMembers({ requestPolicy: 'network-only' });
  }, [active, totalUser, refetchMembers]);
  const members = useMemo(() => {
    const items = membersResult.data?.userRoom.items ?? [];
    return new Map(items.filter((m) => m.user).map((m) => [m.user_id, m.user!]));
  }, [membersResult.data]);
  const others = useMemo(() => [...members.values()].filter((m) => m.id !== viewer.id), [members, viewer.id]);

  const draft = useDraft(roomId, viewer.id, active);

  const canPost = membership.role >= ROLE.user;
  const canModerate = membership.role === ROLE.admin;

  const rows: Row[] = useMemo(
    () => [
      ...timeline.messages.map((message): Row => ({ kind: 'message', message })),
      ...timeline.pending.map((message): Row => ({ kind: 'pending', message })),
    ],
    [timeline.messages, timeline.pending],
  );
  // The room's images in the timeline's order, for the image viewer.
  const images = useMemo(
    () => timeline.messages.flatMap((m) => (m.deletedAt ? [] : (m.files?.items ?? []).filter((f) => f.thumbnailUrl))),
    [timeline.messages],
  );
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const firstUnreadIndex = timeline.firstUnreadSeq === null ? -1 : timeline.messages.findIndex((m) => m.seq === timeline.firstUnreadSeq);
  // A room opening at its first unread message starts its timeline there and adds the rows above when the top is
  // first reached: Virtuoso's scroll to an initial index keeps the list hidden for several frames.
  const [rowsAbove, setRowsAbove] = useState<number | null>(null);
  if (timeline.loaded && rowsAbove === null) setRowsAbove(!target && firstUnreadIndex > 0 ? firstUnreadIndex : 0);
  const hiddenAbove = rowsAbove ?? 0;
  const hiddenAboveRef = useRef(hiddenAbove);
  hiddenAboveRef.current = hiddenAbove;

  const lastSeq = timeline.messages[timeline.messages.length - 1]?.seq ?? 0;
  // Reading the end of the room marks it read.
  useEffect(() => {
    if (!active || !timeline.loaded || !atBottom || document.hidden) return;
    if (membership.unread_messages === 0 && membership.last_read_seq >= lastSeq) return;
    void client.mutation(MARK_READ, { input: { room_id: roomId } }).toPromise();
  }, [active, timeline.loaded, atBottom, lastSeq, membership.unread_messages, membership.last_read_seq, client, roomId]);

  // New messages from others in the open room are announced politely: not the viewer's own, not the older pages
  // read on scrolling, not a stamp or an edit (those change a message already counted).
  const [announcement, setAnnouncement] = useState('');
  const announcedSeq = useRef<number | null>(null);
  useEffect(() => {
    if (!timeline.loaded) return;
    const after = announcedSeq.current;
    announcedSeq.current = Math.max(after ?? 0, lastSeq);
    if (after === null || lastSeq <= after || !active) return;
    const fresh = timeline.messages.filter((m) => m.seq > after && m.user_id !== viewer.id && !m.deletedAt);
    if (fresh.length === 0) return;
    const said = fresh.map((m) =>
      t('chat.timeline.announce', {
        name: m.user?.name ?? members.get(m.user_id)?.name ?? t('chat.timeline.unknownUser'),
        text: m.content.length > ANNOUNCED_CHARS ? `${m.content.slice(0, ANNOUNCED_CHARS)}…` : m.content,
      }),
    );
    setAnnouncement(said.join('\n'));
  }, [timeline.loaded, timeline.messages, lastSeq, active, viewer.id, members, t]);

  const report = (result: { error?: Parameters<typeof readError>[0] }) => setError(result.error ? readError(result.error).message : null);

  const actions: MessageActions = useMemo(
    () => ({
      onReply: (message) => {
        setEditing(null);
        setReplyTo(message);
        composerRef.current?.focus();
      },
      onQuote: (message) => {
        setEditing(null);
        setQuote({ text: `> ${message.content.split('\n').join('\n> ')}\n` });
        composerRef.current?.focus();
      },
      onEdit: (message) => {
        setReplyTo(null);
        setEditing(message);
        composerRef.current?.focus();
      },
      onDelete: (message) => setDeleting(message),
      onMakeTask: (message) => setMakingTask(message),
      onStamp: async (message, emotion) => {
        const result = await client.mutation(UPDATE_MESSAGE, { input: { id: message.id, emotion } }).toPromise();
        if (result.data) mergeMessages([result.data.updateMessageByRole]);
        report(result);
      },
      onJump: (messageId) => {
        const index = rowsRef.current.findIndex((r) => r.kind === 'message' && r.message.id === messageId) - hiddenAboveRef.current;
        if (index >= 0) virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'smooth' });
      },
    }),
    // Stable across new messages, so the memoised items of the timeline do not all render again.
    [client, mergeMessages],
  );

  const submit = async (value: ComposerSubmit) => {
    if (editing) {
      const target = editing;
      setEditing(null);
      const result = await client.mutation(UPDATE_MESSAGE, { input: { id: target.id, content: value.content } }).toPromise();
      if (result.data) timeline.merge([result.data.updateMessageByRole]);
      return report(result);
    }
    const reply = replyTo;
    const files = attachments.ready;
    setReplyTo(null);
    attachments.clear();
    // The server needs text: a message of attachments only says what it carries.
    const content = value.content || files.map((f) => f.name).join('\n');
    const failure = await timeline.send({ ...value, content, reply_message_id: reply?.id ?? null, files: files.map((f) => f.id) });
    if (failure) setError(readError(failure).message);
  };

  const confirmDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    const result = await client.mutation(DELETE_MESSAGE, { input: { id: target.id } }).toPromise();
    if (result.data) timeline.merge([result.data.deleteMessageByRole]);
    report(result);
  };

  // ?message= (a search result, a notification or a copied link) opens the room at that message, loading older
  // pages until it is in the timeline.
  const jumped = useRef<string | null>(null);
  const olderPagesForTarget = useRef(0);
  useEffect(() => {
    if (!target || !timeline.loaded || jumped.current === target) return;
    if (hiddenAbove > 0) return setRowsAbove(0);
    const position = rows.findIndex((r) => r.kind === 'message' && r.message.id === target);
    if (position >= 0) {
      jumped.current = target;
      const handle = requestAnimationFrame(() => virtuoso.current?.scrollToIndex({ index: position, align: 'center' }));
      return () => cancelAnimationFrame(handle);
    }
    if (timeline.hasOlder && olderPagesForTarget.current < MAX_PAGES_TO_TARGET) {
      olderPagesForTarget.current += 1;
      void loadOlder();
    }
  }, [target, timeline.loaded, rows, hiddenAbove, timeline.hasOlder, loadOlder]);

  const byId = timeline.byId;

  const renderRow = (index: number, row: Row) => {
    const position = index - (FIRST_INDEX - timeline.prepended);
    const previous = position > 0 ? rows[position - 1] : undefined;
    const day = formatDate(row.message.createdAt);
    const newDay = !previous || formatDate(previous.message.createdAt) !== day;
    return (
      // flow-root keeps the day separator's margin inside the row, where the timeline measures the row's height.
      <Box px="xs" pb={2} style={{ display: 'flow-root' }}>
        {newDay && (
          <Divider my="xs" label={day} labelPosition="center" data-testid="day-separator" />
        )}
        {row.kind === 'message' && row.message.seq === timeline.firstUnreadSeq && position > 0 && (
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
            replyTo={row.message.reply_message_id ? (byId.get(row.message.reply_message_id) ?? null) : null}
            actions={actions}
          />
        ) : (
          <PendingItem message={row.message} author={viewer} onRetry={() => timeline.retry(row.message.client_key)} onDiscard={() => timeline.discard(row.message.client_key)} />
        )}
      </Box>
    );
  };

  const contextLabel = editing
    ? t('chat.composer.editing')
    : replyTo
      ? t('chat.composer.replying', { name: replyTo.user?.name ?? members.get(replyTo.user_id)?.name ?? '' })
      : null;

  return (
    <Stack
      gap="xs"
      pos="relative"
      style={{ flex: 1, minHeight: 0 }}
      onDragOver={(event) => {
        if (!canPost || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        setDragging(false);
        if (!canPost || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        attachments.add([...event.dataTransfer.files]);
      }}
    >
      {dragging && (
        <Center
          pos="absolute"
          inset={0}
          style={{ zIndex: 10, pointerEvents: 'none', border: '2px dashed var(--mantine-color-blue-5)', borderRadius: 8, background: 'var(--mantine-color-blue-light)' }}
        >
          <Text fw={700}>{t('chat.files.dropHere')}</Text>
        </Center>
      )}
      <ImageViewerProvider images={images}>
        <Box style={{ flex: 1, minHeight: 0 }} aria-label={t('chat.timeline.label', { name: roomTitle(membership.room) })} role="region">
          {!timeline.loaded ? (
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
              firstItemIndex={FIRST_INDEX - timeline.prepended + hiddenAbove}
              initialTopMostItemIndex={hiddenAbove > 0 ? 0 : firstUnreadIndex >= 0 ? { index: firstUnreadIndex, align: 'start' } : { index: 'LAST', align: 'end' }}
              computeItemKey={(_, row) => (row.kind === 'message' ? row.message.id : row.message.client_key)}
              startReached={() => (hiddenAbove > 0 ? setRowsAbove(0) : void timeline.loadOlder())}
              // New rows follow at the bottom, and the viewer's own message always comes into view (an image that
              // loaded meanwhile may have pushed the end out of it).
              followOutput={(bottom) => {
                const last = rowsRef.current[rowsRef.current.length - 1];
                const mine = last?.kind === 'pending' || last?.message.user_id === viewer.id;
                if (mine) ownRowAddedAt.current = performance.now();
                return bottom || mine ? 'smooth' : false;
              }}
              atBottomStateChange={onAtBottomChange}
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
      </ImageViewerProvider>
      <VisuallyHidden role="status" data-testid="new-messages-announcement">
        {announcement}
      </VisuallyHidden>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {!active ? null : canPost ? (
        <Composer
          key={editing ? `edit-${editing.id}` : `new-${roomId}`}
          ref={composerRef}
          initialText={editing?.content}
          draft={editing ? null : draft.remote}
          insert={editing ? null : quote}
          members={others}
          mode={editing ? 'edit' : replyTo ? 'reply' : 'new'}
          contextLabel={contextLabel}
          onCancelContext={() => {
            setEditing(null);
            setReplyTo(null);
          }}
          onSubmit={(value) => void submit(value)}
          onDraft={draft.save}
          onFiles={editing ? undefined : attachments.add}
          attachments={editing ? null : <AttachmentTray attachments={attachments.attachments} onRemove={attachments.remove} />}
          hasAttachments={!editing && attachments.ready.length > 0}
          uploading={!editing && attachments.uploading}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {membership.room?.kind === ROOM_KIND.direct ? t('chat.composer.directClosed') : t('chat.composer.readOnly')}
        </Text>
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('chat.menu.deleteConfirm')} centered>
        {deleting && (
          <Paper withBorder p="xs" mb="md" data-testid="delete-preview" data-message-id={deleting.id}>
            <Group gap="xs" mb={4}>
              <Text size="sm" fw={700}>
                {deleting.user?.name ?? members.get(deleting.user_id)?.name ?? t('chat.timeline.unknownUser')}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={deleting.createdAt}>
                {formatDateTime(deleting.createdAt)}
              </Text>
            </Group>
            <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {deleting.content}
            </Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('chat.composer.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirmDelete()}>
            {t('chat.menu.delete')}
          </Button>
        </Group>
      </Modal>
      <MakeTaskDialog message={makingTask} onClose={() => setMakingTask(null)} />
    </Stack>
  );
});
