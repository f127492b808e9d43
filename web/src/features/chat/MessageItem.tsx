import { ActionIcon, Avatar, Badge, Box, Button, Group, Menu, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconDots, IconMoodSmile } from '@tabler/icons-react';
import { formatRecent } from '@musubi/shared';
import { memo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { LazyMenu } from '../../components/LazyMenu';
import { LinkifiedText } from '../../components/LinkifiedText';
import { MessageFiles } from '../files/MessageFiles';
import { STAMPS } from './stamps';
import type { ChatMessage, ChatUser, PendingMessage } from './types';

export interface MessageActions {
  onReply(message: ChatMessage): void;
  onQuote(message: ChatMessage): void;
  onEdit(message: ChatMessage): void;
  onDelete(message: ChatMessage): void;
  onStamp(message: ChatMessage, emotion: string): void;
  onJump(messageId: string): void;
  onMakeTask(message: ChatMessage): void;
}

interface Props {
  message: ChatMessage;
  viewerId: string;
  /** Whether the viewer may delete other people's messages (room admin). */
  canModerate: boolean;
  /** Whether the viewer may post (stamps, replies) and edit the room's boards (make a task). */
  canPost: boolean;
  members: ReadonlyMap<string, ChatUser>;
  replyTo: ChatMessage | null;
  actions: MessageActions;
  /** The message a link or a search result pointed at. */
  highlighted?: boolean;
  /** The room's latest message: its images load first. */
  newest?: boolean;
}

/** How long a finger rests on a stamp before it shows who reacted instead of toggling it. */
const LONG_PRESS_MS = 500;

/** One stamp under a message: its image and count; hovering, focusing or a long press shows who reacted. */
function StampButton({ stamp, names, mine, onToggle }: { stamp: (typeof STAMPS)[number]; names: string[]; mine: boolean; onToggle(): void }) {
  const [showWho, setShowWho] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const stopPress = () => {
    if (pressTimer.current) clearTimeout(pressTimer.current);
    pressTimer.current = null;
  };
  return (
    <Tooltip label={names.join('、')} opened={showWho} withinPortal multiline maw={260}>
      <Button
        size="compact-xs"
        radius="xl"
        variant={mine ? 'filled' : 'light'}
        aria-pressed={mine}
        aria-label={`${stamp.alt} ${names.length}`}
        data-testid={`stamp-${stamp.id}`}
        leftSection={<img src={stamp.src} alt={stamp.alt} width={16} height={16} />}
        onMouseEnter={() => setShowWho(true)}
        onMouseLeave={() => setShowWho(false)}
        onFocus={() => setShowWho(true)}
        onBlur={() => setShowWho(false)}
        onTouchStart={() => {
          longPressed.current = false;
          stopPress();
          pressTimer.current = setTimeout(() => {
            longPressed.current = true;
            setShowWho(true);
          }, LONG_PRESS_MS);
        }}
        onTouchEnd={stopPress}
        onTouchMove={stopPress}
        onContextMenu={(event) => event.preventDefault()}
        onClick={() => {
          // The click that ends a long press only showed who reacted.
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          setShowWho(false);
          onToggle();
        }}
      >
        {names.length}
      </Button>
    </Tooltip>
  );
}

/** One message of the timeline: author, time, addressee, reply preview, body, stamps and its menu. */
export const MessageItem = memo(function MessageItem({ message, viewerId, canModerate, canPost, members, replyTo, actions, highlighted = false, newest = false }: Props) {
  const { t } = useTranslation();
  const author = message.user ?? members.get(message.user_id) ?? null;
  const authorName = author?.name ?? t('chat.timeline.unknownUser');
  const own = message.user_id === viewerId;
  const deleted = message.deletedAt !== null;
  const addressedToMe = !deleted && !own && (message.is_to_all || message.to_user_id === viewerId);
  const toName = message.to_user_id ? (members.get(message.to_user_id)?.name ?? t('chat.timeline.unknownUser')) : null;
  const stamps = STAMPS.map((e) => ({ ...e, users: message.emotions.filter((x) => x.emotion === e.id).map((x) => x.user_id) })).filter((s) => s.users.length > 0);

  return (
    <Paper
      px="sm"
      py={6}
      radius="sm"
      data-message-id={message.id}
      data-testid="message"
      data-addressed={addressedToMe ? 'true' : undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      bg={addressedToMe ? 'var(--mantine-color-yellow-light)' : undefined}
      style={highlighted ? { outline: '2px solid var(--mantine-color-blue-5)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {/* The author's name is shown beside it: the picture or letter is not read again. */}
        <Avatar src={author?.image ?? null} alt="" aria-hidden radius="xl" size="md">
          {authorName.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} size="sm">
                {authorName}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
                {formatRecent(message.createdAt)}
              </Text>
              {message.editedAt && !deleted && (
                <Text size="xs" c="dimmed">
                  {t('chat.timeline.edited')}
                </Text>
              )}
            </Group>
            {!deleted && (
              <LazyMenu
                position="bottom-end"
                target={
                  <ActionIcon variant="subtle" size="sm" aria-label={t('chat.menu.open')}>
                    <IconDots size={16} />
                  </ActionIcon>
                }
              >
                {canPost && <Menu.Item onClick={() => actions.onReply(message)}>{t('chat.menu.reply')}</Menu.Item>}
                {canPost && <Menu.Item onClick={() => actions.onQuote(message)}>{t('chat.menu.quote')}</Menu.Item>}
                {own && <Menu.Item onClick={() => actions.onEdit(message)}>{t('chat.menu.edit')}</Menu.Item>}
                <Menu.Item onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}/room?room=${message.room_id}&message=${message.id}`)}>
                  {t('chat.menu.copyLink')}
                </Menu.Item>
                {canPost && <Menu.Item onClick={() => actions.onMakeTask(message)}>{t('chat.menu.makeTask')}</Menu.Item>}
                {(own || canModerate) && (
                  <Menu.Item color="red" onClick={() => actions.onDelete(message)}>
                    {t('chat.menu.delete')}
                  </Menu.Item>
                )}
              </LazyMenu>
            )}
          </Group>
          {!deleted && (message.is_to_all || toName) && (
            <Group gap={4}>
              <Badge size="sm" color={addressedToMe ? 'orange' : 'gray'} variant={addressedToMe ? 'filled' : 'light'}>
                {message.is_to_all ? t('chat.timeline.toAll') : t('chat.timeline.to', { name: toName ?? '' })}
              </Badge>
            </Group>
          )}
          {!deleted && message.reply_message_id && (
            <UnstyledButton onClick={() => actions.onJump(message.reply_message_id!)} data-testid="reply-preview">
              <Box pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-blue-4)' }}>
                <Group gap={4} wrap="nowrap">
                  <IconArrowBackUp size={12} />
                  <Text size="xs" c="dimmed">
                    {t('chat.timeline.replyTo', { name: replyTo?.user?.name ?? members.get(replyTo?.user_id ?? '')?.name ?? '' })}
                  </Text>
                </Group>
                {replyTo && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {replyTo.deletedAt ? t('chat.timeline.deleted') : replyTo.content}
                  </Text>
                )}
              </Box>
            </UnstyledButton>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={deleted ? 'dimmed' : undefined} fs={deleted ? 'italic' : undefined} data-testid="message-content">
            {deleted ? t('chat.timeline.deleted') : <LinkifiedText text={message.content} />}
          </Text>
          {!deleted && message.files && <MessageFiles files={message.files.items} newest={newest} />}
          {!deleted && (stamps.length > 0 || canPost) && (
            <Group gap={4}>
              {stamps.map((stamp) => (
                <StampButton
                  key={stamp.id}
                  stamp={stamp}
                  names={stamp.users.map((id) => members.get(id)?.name ?? t('chat.timeline.unknownUser'))}
                  mine={stamp.users.includes(viewerId)}
                  onToggle={() => canPost && actions.onStamp(message, stamp.id)}
                />
              ))}
              {canPost && (
                <LazyMenu
                  position="top-start"
                  target={
                    <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={t('chat.menu.stamp')}>
                      <IconMoodSmile size={16} />
                    </ActionIcon>
                  }
                >
                  {STAMPS.map((e) => (
                    <Menu.Item key={e.id} onClick={() => actions.onStamp(message, e.id)} leftSection={<img src={e.src} alt="" width={20} height={20} />}>
                      {e.alt}
                    </Menu.Item>
                  ))}
                </LazyMenu>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
});

/** A message the server has not confirmed yet: shown at once, with retry when sending failed. */
export function PendingItem({ message, author, onRetry, onDiscard }: { message: PendingMessage; author: ChatUser | null; onRetry(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    <Paper px="sm" py={6} radius="sm" data-testid="pending-message" opacity={message.failed ? 1 : 0.6}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={author?.image ?? null} alt="" aria-hidden radius="xl" size="md">
          {(author?.name ?? '').slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap="xs">
            <Text fw={700} size="sm">
              {author?.name}
            </Text>
            <Text size="xs" c={message.failed ? 'red' : 'dimmed'}>
              {message.failed ? t('chat.timeline.failed') : t('chat.timeline.sending')}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
          {message.failed && (
            <Group gap="xs">
              <Button size="compact-xs" onClick={onRetry}>
                {t('chat.timeline.retry')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
                {t('chat.timeline.discard')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
