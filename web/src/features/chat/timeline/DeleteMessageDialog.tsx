import { Group, Paper, Text } from '@mantine/core';
import { plainNotation } from '@musubi/shared';
import { formatDateTime } from '../../../i18n/format';
import { useTranslation } from '../../../i18n';
import type { ChatMessage, ChatUser } from '../types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface Props {
  /** The message as it was when its deletion was asked for, or null while nothing is being deleted. */
  message: ChatMessage | null;
  members: Map<string, ChatUser>;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a message is deleted, showing the message (its author, time and text) being deleted. */
export function DeleteMessageDialog({ message, members, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={message !== null}
      title={t('chat.menu.deleteConfirm')}
      confirmLabel={t('chat.menu.delete')}
      cancelLabel={t('chat.composer.cancel')}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      {message && (
        <Paper withBorder p="xs" data-testid="delete-preview" data-message-id={message.id}>
          <Group gap="xs" mb={4}>
            <Text size="sm" fw={700}>
              {message.user?.name ?? members.get(message.user_id)?.name ?? t('chat.timeline.unknownUser')}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </Text>
          </Group>
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {plainNotation(message.content)}
          </Text>
        </Paper>
      )}
    </ConfirmDialog>
  );
}
