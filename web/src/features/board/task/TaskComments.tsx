import { ActionIcon, Avatar, Button, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageShare, IconTrash } from '@tabler/icons-react';
import { formatRecent } from '../../../i18n/format';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { LinkifiedText } from '../../../components/LinkifiedText';
import { readError } from '../../../graphql/errors';
import { useTranslation } from '../../../i18n';
import { CREATE_COMMENT, DELETE_COMMENT, LIST_COMMENTS } from '../documents';
import type { Member, Memo, Task } from '../types';

interface CommentsProps {
  task: Task;
  members: Member[];
  viewerId: string;
  canEdit: boolean;
  /** The comment being typed, kept by the detail so that closing it cannot lose it unasked. */
  content: string;
  onContent(content: string): void;
}

/** The task's comments: read, posted (to the room's chat too, if asked) and deleted by their author. */
export function TaskComments({ task, members, viewerId, canEdit, content, onContent: setContent }: CommentsProps) {
  const { t } = useTranslation();
  const client = useClient();
  const membershipId = members.find((m) => m.user_id === viewerId)?.id ?? '';
  // Null until the comments are read: no "no comments yet" before then.
  const [memos, setMemos] = useState<Memo[] | null>(null);
  const [toChat, setToChat] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!membershipId) return;
    const result = await client.query(LIST_COMMENTS, { task_id: task.id, user_room_id: membershipId }, { requestPolicy: 'network-only' }).toPromise();
    if (result.data) setMemos(result.data.listCommentByTasks.items);
  }, [client, task.id, membershipId]);

  useEffect(() => {
    void load();
  }, [load]);

  const post = async () => {
    if (!content.trim()) return;
    setBusy(true);
    const result = await client.mutation(CREATE_COMMENT, { input: { task_id: task.id, content, isMessage: toChat } }).toPromise();
    setBusy(false);
    if (result.error || !result.data) {
      notifications.show({ color: 'red', message: readError(result.error).message });
      return;
    }
    const created = result.data.createMemoTasks;
    setMemos((current) => [...(current ?? []), created]);
    setContent('');
  };

  const remove = async (memo: Memo) => {
    const result = await client.mutation(DELETE_COMMENT, { input: { id: memo.id } }).toPromise();
    if (result.error) notifications.show({ color: 'red', message: readError(result.error).message });
    else setMemos((current) => current?.filter((m) => m.id !== memo.id) ?? null);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('board.detail.comments')}
      </Title>
      {memos?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('board.detail.noComments')}
        </Text>
      )}
      {memos?.map((memo) => (
        <Group key={memo.id} align="flex-start" wrap="nowrap" gap="xs" data-testid="task-comment">
          <Avatar size={28} radius="xl" src={memo.user?.image} name={memo.user?.name ?? ''} color="initials" />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {memo.user?.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatRecent(memo.createdAt)}
              </Text>
              {memo.isMessage && (
                <Group gap={2} c="blue">
                  <IconMessageShare size={12} />
                  <Text size="xs">{t('board.detail.postedToChat')}</Text>
                </Group>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <LinkifiedText text={memo.content} />
            </Text>
          </Stack>
          {memo.user_created_id === viewerId && (
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.detail.deleteComment')} onClick={() => void remove(memo)}>
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {canEdit && (
        <Stack gap={6}>
          <Textarea
            aria-label={t('board.detail.newComment')}
            placeholder={t('board.detail.newComment')}
            autosize
            minRows={2}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Checkbox label={t('board.detail.alsoChat')} checked={toChat} onChange={(e) => setToChat(e.currentTarget.checked)} />
            <Button size="xs" loading={busy} disabled={!content.trim()} onClick={() => void post()}>
              {t('board.detail.postComment')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

