import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '@musubi/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { CREATE_TASK_FROM_MESSAGE, ROOM_BOARDS_FOR_TASK } from './documents';
import { roomPath } from '../../rooms/paths';
import type { ChatMessage } from './types';
import type { ChatRoomBoardsForTaskQuery } from '../../graphql/gql/graphql';

type BoardChoice = ChatRoomBoardsForTaskQuery['listBoardsByRoom']['items'][number];

/** A task named after the message's first line (within the task name limit), described by the whole message. */
export function taskFromMessage(content: string) {
  const firstLine = content.split('\n').find((line) => line.trim() !== '') ?? '';
  return { name: firstLine.trim().slice(0, LIMITS.shortText), description: content };
}

export const roomBoardPath = (roomId: string) => `${roomPath(roomId)}&view=board`;

/** 「タスクにする」: choose one of the room's boards, adjust the name, and create the task there. */
export function MakeTaskDialog({ message, onClose }: { message: ChatMessage | null; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [boards, setBoards] = useState<BoardChoice[] | null>(null);
  const [boardId, setBoardId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<{ text: string; field: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const roomId = message?.room_id ?? null;

  useEffect(() => {
    if (!message) return;
    const prefilled = taskFromMessage(message.content);
    setName(prefilled.name);
    setDescription(prefilled.description);
    setError(null);
  }, [message]);

  useEffect(() => {
    if (!roomId) return;
    let current = true;
    setBoards(null);
    void client
      .query(ROOM_BOARDS_FOR_TASK, { room_id: roomId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!current) return;
        if (result.error) setError({ text: readError(result.error).message, field: null });
        const items = result.data?.listBoardsByRoom.items ?? [];
        setBoards(items);
        setBoardId(items[0]?.id ?? null);
      });
    return () => {
      current = false;
    };
  }, [client, roomId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!roomId || !boardId) return;
    setSaving(true);
    const result = await client.mutation(CREATE_TASK_FROM_MESSAGE, { input: { board_id: boardId, name, description } }).toPromise();
    setSaving(false);
    if (result.error || !result.data) {
      const problem = readError(result.error);
      setError({ text: problem.message, field: problem.field });
      return;
    }
    const boardName = boards?.find((b) => b.id === boardId)?.name ?? '';
    const target = roomBoardPath(roomId);
    const notificationId = `task-from-message-${result.data.createTaskByBoard.id}`;
    notifications.show({
      id: notificationId,
      color: 'teal',
      title: t('chat.makeTask.created', { board: boardName }),
      message: (
        <Anchor
          href={target}
          size="sm"
          onClick={(e) => {
            // The notification is drawn outside the router, so the link navigates through the dialog's router.
            e.preventDefault();
            notifications.hide(notificationId);
            void navigate(target);
          }}
        >
          {t('chat.makeTask.openBoard')}
        </Anchor>
      ),
    });
    onClose();
  };

  return (
    <Modal opened={message !== null} onClose={onClose} title={t('chat.makeTask.title')} centered>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          {boards && boards.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('chat.makeTask.noBoards')}
            </Text>
          ) : (
            <NativeSelect
              label={t('chat.makeTask.board')}
              data={(boards ?? []).map((b) => ({ value: b.id, label: b.name }))}
              value={boardId ?? ''}
              onChange={(e) => setBoardId(e.currentTarget.value)}
              disabled={!boards}
            />
          )}
          <TextInput
            label={t('chat.makeTask.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error?.field === 'name' ? error.text : undefined}
          />
          <Textarea
            label={t('chat.makeTask.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
            error={error?.field === 'description' ? error.text : undefined}
          />
          {error && error.field !== 'name' && error.field !== 'description' && (
            <Text c="red" size="sm" role="alert">
              {error.text}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chat.composer.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!boardId}>
              {t('chat.makeTask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
