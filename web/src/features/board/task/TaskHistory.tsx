import { Stack, Text, Title } from '@mantine/core';
import { CHECKLIST_ACTION } from '@musubi/shared/client';
import { formatRecent } from '../../../i18n/format';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { BoardTaskHistoryQuery } from '../../../graphql/gql/graphql';
import { useTranslation } from '../../../i18n';
import { TASK_HISTORY } from '../documents';

type TaskEvent = NonNullable<BoardTaskHistoryQuery['getTaskDetail']>['history'][number];

/** What the history says of each kind of checklist event (decision 0315). */
const CHECKLIST_LINES = {
  [CHECKLIST_ACTION.added]: 'board.detail.historyChecklistAdded',
  [CHECKLIST_ACTION.removed]: 'board.detail.historyChecklistRemoved',
  [CHECKLIST_ACTION.itemAdded]: 'board.detail.historyItemAdded',
  [CHECKLIST_ACTION.itemDone]: 'board.detail.historyItemDone',
  [CHECKLIST_ACTION.itemReopened]: 'board.detail.historyItemReopened',
  [CHECKLIST_ACTION.itemRemoved]: 'board.detail.historyItemRemoved',
} as const;
const isChecklistAction = (action: string): action is keyof typeof CHECKLIST_LINES => action in CHECKLIST_LINES;

/**
 * The task's moves between boards and the changes of its checklists, read afresh whenever the task changes
 * (`version`, its updatedAt).
 */
export function TaskHistory({ taskId, version }: { taskId: string; version: string }) {
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
  }, [client, taskId, version]);

  const describe = (event: TaskEvent) => {
    const names = {
      user: event.user?.name ?? '',
      from: event.from_board_name ?? t('board.detail.deletedBoard'),
      to: event.to_board_name ?? t('board.detail.deletedBoard'),
    };
    if (isChecklistAction(event.action)) return t(CHECKLIST_LINES[event.action], { user: names.user, subject: event.subject ?? '' });
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

