import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchiveOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { useTranslation } from '../../../i18n';
import { ARCHIVE_BOARD, LIST_ARCHIVED } from '../documents';
import type { Board } from '../types';
import { useNotifyError } from './useNotifyError';

/** Archived boards, apart from the columns; each can be restored. */
export function ArchivedBoards({ roomId, opened, canEdit, onClose }: { roomId: string; opened: boolean; canEdit: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const client = useClient();
  const notifyError = useNotifyError();
  const [boards, setBoards] = useState<Board[] | null>(null);

  const load = useCallback(async () => {
    const result = await client.query(LIST_ARCHIVED, { room_id: roomId }, { requestPolicy: 'network-only' }).toPromise();
    if (result.data) setBoards(result.data.listBoardsByRoom.items);
  }, [client, roomId]);

  useEffect(() => {
    if (opened) void load();
  }, [opened, load]);

  const restore = async (board: Board) => {
    const result = await client.mutation(ARCHIVE_BOARD, { input: { id: board.id, is_archive: false } }).toPromise();
    if (result.error) return notifyError(result.error);
    setBoards((current) => current?.filter((b) => b.id !== board.id) ?? null);
    notifications.show({ message: t('board.archived.restored', { name: board.name }) });
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('board.archived.title')}>
      <Stack data-testid="archived-boards">
        {boards?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('board.archived.empty')}
          </Text>
        )}
        {boards?.map((board) => (
          <Group key={board.id} justify="space-between" wrap="nowrap" style={{ borderLeft: `4px solid ${board.color ?? 'var(--mantine-color-gray-4)'}`, paddingLeft: 8 }}>
            <Text size="sm">{board.name}</Text>
            {canEdit && (
              <Button size="xs" variant="light" leftSection={<IconArchiveOff size={14} />} onClick={() => void restore(board)}>
                {t('board.archived.restore')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}
