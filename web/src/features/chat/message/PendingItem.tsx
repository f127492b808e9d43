import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { QueuedPost } from '../outbox';
import type { ChatUser } from '../types';

/**
 * A post of the viewer's that the server has not stored yet: 送信中… while it goes, 送信待ち while the server
 * cannot be reached (`held`: it goes by itself when the connection is back), or failed with the server's reason,
 * 再送信 and 削除.
 */
export function PendingItem({ message, author, held, onRetry, onDiscard }: { message: QueuedPost; author: ChatUser | null; held: boolean; onRetry(): void; onDiscard(): void }) {
  const { t } = useTranslation();
  const failed = message.status === 'failed';
  const status = failed ? 'failed' : message.status === 'waiting' || held ? 'waiting' : 'sending';
  const label = failed ? t('chat.timeline.failed') : status === 'waiting' ? t('chat.timeline.queued') : t('chat.timeline.sending');
  return (
    <Paper
      px="sm"
      py={6}
      radius="sm"
      data-testid="pending-message"
      data-status={status}
      data-client-key={message.client_key}
      aria-label={t('chat.timeline.pendingLabel', { status: label, text: message.content })}
      role="article"
      opacity={status === 'sending' ? 0.6 : 1}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={author?.image ?? null} alt="" aria-hidden radius="xl" size="md">
          {(author?.name ?? '').slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} size="sm">
              {author?.name}
            </Text>
            {status === 'waiting' ? (
              <Badge variant="light" color="orange" size="sm" leftSection={<IconClockHour4 size={12} aria-hidden />} title={t('chat.timeline.queuedHint')}>
                {label}
              </Badge>
            ) : (
              <Text size="xs" c={failed ? 'red' : 'dimmed'}>
                {label}
              </Text>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
          {message.files.length > 0 && (
            <Stack gap={2}>
              {message.files.map((file, index) => (
                <Group key={index} gap={4} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  <Text size="xs" truncate>
                    {file.name}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {failed && message.error && (
            <Text size="xs" c="red">
              {message.error}
            </Text>
          )}
          {failed && (
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
