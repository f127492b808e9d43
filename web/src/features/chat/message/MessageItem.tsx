import { Avatar, Badge, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatRecent } from '../../../i18n/format';
import { memo } from 'react';
import { useTranslation } from '../../../i18n';
import { MessageFiles } from '../../files';
import type { ChatMessage, ChatUser } from '../types';
import classes from './MessageItem.module.css';
import { MessageMenu } from './MessageMenu';
import { MessageStamps, StampMenu } from './MessageStamps';
import { MessageText } from './MessageText';
import { ReplyPreview } from './ReplyPreview';

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
  /** The compact display: a smaller picture and less space around. */
  compact?: boolean;
  /** In the compact display, a message continuing its author's block: no picture, name or time of its own. */
  grouped?: boolean;
}

/** One message of the timeline: author, time, addressee, reply preview, body, stamps and its menu. */
export const MessageItem = memo(function MessageItem({
  message,
  viewerId,
  canModerate,
  canPost,
  members,
  replyTo,
  actions,
  highlighted = false,
  newest = false,
  compact = false,
  grouped = false,
}: Props) {
  const { t } = useTranslation();
  const author = message.user ?? members.get(message.user_id) ?? null;
  const authorName = author?.name ?? t('chat.timeline.unknownUser');
  const own = message.user_id === viewerId;
  const deleted = message.deletedAt !== null;
  const addressedToMe = !deleted && !own && (message.is_to_all || message.to_user_id === viewerId);
  const toName = message.to_user_id ? (members.get(message.to_user_id)?.name ?? t('chat.timeline.unknownUser')) : null;

  const tools = !deleted && (
    <Group gap={2} wrap="nowrap" className={grouped ? `${classes.onHover} ${classes.floating}` : undefined}>
      {canPost && (
        <Box className={grouped ? classes.hoverStamp : `${classes.hoverStamp} ${classes.onHover}`}>
          <StampMenu message={message} onStamp={actions.onStamp} />
        </Box>
      )}
      <MessageMenu message={message} own={own} canPost={canPost} canModerate={canModerate} actions={actions} />
    </Group>
  );

  return (
    <Paper
      px="sm"
      py={compact ? 2 : 6}
      radius="sm"
      className={grouped ? `${classes.item} ${classes.grouped}` : classes.item}
      data-message-id={message.id}
      data-testid="message"
      data-grouped={grouped ? 'true' : undefined}
      data-addressed={addressedToMe ? 'true' : undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      bg={addressedToMe ? 'var(--mantine-color-yellow-light)' : undefined}
      style={highlighted ? { outline: '2px solid var(--mantine-color-blue-5)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap={compact ? 'xs' : 'sm'}>
        {grouped ? (
          // The block's picture is above: the same width keeps the texts of the block aligned.
          <Box w={26} style={{ flex: 'none' }} />
        ) : (
          // The author's name is shown beside it: the picture or letter is not read again.
          <Avatar src={author?.image ?? null} alt="" aria-hidden radius="xl" size={compact ? 26 : 'md'}>
            {authorName.slice(0, 1)}
          </Avatar>
        )}
        <Stack gap={compact ? 0 : 2} style={{ flex: 1, minWidth: 0 }}>
          {grouped ? (
            // Read as every message is: who wrote it and when, though the block shows it once.
            <VisuallyHidden>
              {authorName}
              {message.user?.isBot ? ` ${t('chat.timeline.bot')}` : ''} <time dateTime={message.createdAt}>{formatRecent(message.createdAt)}</time>
              {message.editedAt && !deleted ? ` ${t('chat.timeline.edited')}` : ''}
            </VisuallyHidden>
          ) : (
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text fw={700} size="sm" truncate="end">
                  {authorName}
                </Text>
                {message.user?.isBot && (
                  <Badge size="xs" variant="outline" color="gray" style={{ flex: 'none' }} title={t('chat.timeline.botHint')}>
                    {t('chat.timeline.bot')}
                  </Badge>
                )}
                <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt} style={{ flex: 'none' }}>
                  {formatRecent(message.createdAt)}
                </Text>
                {message.editedAt && !deleted && (
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                    {t('chat.timeline.edited')}
                  </Text>
                )}
              </Group>
              {tools}
            </Group>
          )}
          {!deleted && (message.is_to_all || toName) && (
            <Group gap={4}>
              <Badge size="sm" color={addressedToMe ? 'orange' : 'gray'} variant={addressedToMe ? 'filled' : 'light'}>
                {message.is_to_all ? t('chat.timeline.toAll') : t('chat.timeline.to', { name: toName ?? '' })}
              </Badge>
            </Group>
          )}
          {!deleted && message.reply_message_id && <ReplyPreview replyId={message.reply_message_id} replyTo={replyTo} members={members} onJump={actions.onJump} />}
          {/* A div: the boxes of Chatwork's notation (quotes, info, code) are blocks, which a paragraph cannot hold. */}
          <Text
            component="div"
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            c={deleted ? 'dimmed' : undefined}
            fs={deleted ? 'italic' : undefined}
            data-testid="message-content"
          >
            {deleted ? t('chat.timeline.deleted') : <MessageText text={message.content} viewerId={viewerId} own={own} />}
          </Text>
          {!deleted && message.files && <MessageFiles files={message.files.items} newest={newest} />}
          {!deleted && <MessageStamps message={message} viewerId={viewerId} canPost={canPost} members={members} onStamp={actions.onStamp} />}
        </Stack>
      </Group>
      {grouped && tools}
    </Paper>
  );
});
