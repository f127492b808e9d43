import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { plainNotation } from '@musubi/shared/client';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { ChatMessage, ChatUser } from '../types';

interface Props {
  /** The id of the message replied to. */
  replyId: string;
  /** The message replied to, when the timeline holds it. */
  replyTo: ChatMessage | null;
  members: ReadonlyMap<string, ChatUser>;
  onJump(messageId: string): void;
}

/** Above a reply: whom it answers and the start of that message; a click goes to it. */
export function ReplyPreview({ replyId, replyTo, members, onJump }: Props) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={() => onJump(replyId)} data-testid="reply-preview">
      <Box pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-blue-4)' }}>
        <Group gap={4} wrap="nowrap">
          <IconArrowBackUp size={12} />
          <Text size="xs" c="dimmed">
            {t('chat.timeline.replyTo', { name: replyTo?.user?.name ?? members.get(replyTo?.user_id ?? '')?.name ?? '' })}
          </Text>
        </Group>
        {replyTo && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {replyTo.deletedAt ? t('chat.timeline.deleted') : plainNotation(replyTo.content)}
          </Text>
        )}
      </Box>
    </UnstyledButton>
  );
}
