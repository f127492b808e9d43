import { CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { formatBytes } from './types';
import type { Attachment } from './useAttachments';

/** The files waiting to go with the next message, each with its upload progress or its error. */
export function AttachmentTray({ attachments, onRemove }: { attachments: Attachment[]; onRemove(key: string): void }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} aria-label={t('chat.files.attachments')}>
      {attachments.map((a) => (
        <Paper key={a.key} withBorder px="xs" py={4} radius="sm" data-testid="attachment" data-status={a.status}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
              <IconPaperclip size={14} />
              <Text size="xs" truncate style={{ flex: 1 }}>
                {a.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(a.size)}
              </Text>
            </Group>
            <CloseButton size="sm" aria-label={t('chat.files.removeAttachment', { name: a.name })} onClick={() => onRemove(a.key)} />
          </Group>
          {a.status === 'failed' ? (
            <Text size="xs" c="red" role="alert">
              {a.error}
            </Text>
          ) : a.status === 'waiting' ? (
            <Text size="xs" c="dimmed">
              {t('chat.files.waiting')}
            </Text>
          ) : (
            <Progress
              size="xs"
              value={Math.round(a.progress * 100)}
              color={a.status === 'done' ? 'teal' : 'blue'}
              aria-label={t('chat.files.progress', { name: a.name, percent: Math.round(a.progress * 100) })}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
