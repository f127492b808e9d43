import { Stack, Text, Title } from '@mantine/core';
import { formatRecent } from '@musubi/shared/client';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { BoardTaskHistoryQuery } from '../../../graphql/gql/graphql';
import { useTranslation } from '../../../i18n';
import { TASK_HISTORY } from '../documents';

type TaskEvent = NonNullable<BoardTaskHistoryQuery['getTaskDetail']>['history'][number];

/** The task's moves between boards, read afresh whenever the task lands on another board. */
export function TaskHistory({ taskId, boardId }: { taskId: string; boardId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const [events, setEvents] = useState<TaskEvent[] | null>(null);
  useEffect(() => {
    let current = true;
    void client
      .query(TASK_HISTORY, { id: taskId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => current && setEvents(result.data?.getTaskDetail?.history ?? []));
    return () => {
      current = false;
    };
  }, [client, taskId, boardId]);

  const describe = (event: TaskEvent) => {
    const names = {
      user: event.user?.name ?? '',
      from: event.from_board_name ?? t('board.detail.deletedBoard'),
      to: event.to_board_name ?? t('board.detail.deletedBoard'),
    };
    if (event.action === 'added') return t('board.detail.historyAdded', names);
    if (event.action === 'removed') return t('board.detail.historyRemoved', names);
    return t('board.detail.historyMoved', names);
  };

  return (
    <Stack gap={4} data-testid="task-history">
      <Title order={3} size="h5">
        {t('board.detail.history')}
      </Title>
      {events?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('board.detail.noHistory')}
        </Text>
      )}
      {events?.map((event) => (
        <Text key={event.id} size="sm">
          <Text span size="xs" c="dimmed" mr={6}>
            {formatRecent(event.createdAt)}
          </Text>
          {describe(event)}
        </Text>
      ))}
    </Stack>
  );
}

