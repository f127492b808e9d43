import { Anchor, Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { EmptyState } from '../../components/EmptyState';
import { useSession } from '../../session/context';
import { ALL_ROOM_BOARDS } from './documents';
import { isOverdue } from './format';
import { formatDate } from '../../i18n/format';
import { byOrder } from './state';
import type { BoardAllRoomsQuery } from '../../graphql/gql/graphql';
import { TASK_STATUS } from '@musubi/shared/client';
import type { Task } from './types';
import { loadRestOfTasks } from './listing';

interface MyTask {
  task: Task;
  boardName: string;
  roomId: string;
  roomName: string;
}

type RoomBoardPage = BoardAllRoomsQuery['getListBoardAllRoom'];
type RoomBoard = RoomBoardPage['items'][number];

/** /tasks: the viewer's tasks in every room they belong to, soonest due first. */
export function MyTasksPage() {
  const { t } = useTranslation();
  const client = useClient();
  const { viewer } = useSession();
  const [tasks, setTasks] = useState<MyTask[] | null>(null);

  useEffect(() => {
    document.title = t('app.pageTitle', { title: t('board.mine.title') });
  }, [t]);

  useEffect(() => {
    if (!viewer) return;
    let live = true;
    void (async () => {
      const boards: RoomBoard[] = [];
      let nextToken: string | null = null;
      do {
        const result = await client.query(ALL_ROOM_BOARDS, { nextToken }, { requestPolicy: 'network-only' }).toPromise();
        if (!result.data) break;
        const page: RoomBoardPage = result.data.getListBoardAllRoom;
        boards.push(...page.items);
        nextToken = page.nextToken;
      } while (nextToken);
      const rest = await Promise.all(boards.map((b) => loadRestOfTasks(client, b.id, b.tasks.nextToken)));
      const mine = boards.flatMap((board, i) =>
        [...board.tasks.items, ...(rest[i] ?? [])]
          .filter((task) => task.usersAssignee.some((u) => u.id === viewer.id))
          .sort(byOrder)
          .map((task) => ({ task, boardName: board.name, roomId: board.room_id, roomName: board.room?.name ?? '' })),
      );
      mine.sort((a, b) => (a.task.endDate ?? '9999').localeCompare(b.task.endDate ?? '9999'));
      if (live) setTasks(mine);
    })();
    return () => {
      live = false;
    };
  }, [client, viewer]);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('board.mine.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('board.mine.lead')}
      </Text>
      {tasks === null ? (
        <Center h={200}>
          <Loader size="sm" />
        </Center>
      ) : tasks.length === 0 ? (
        <EmptyState icon={<IconChecklist size={32} />} title={t('board.mine.empty')} />
      ) : (
        tasks.map(({ task, boardName, roomId, roomName }) => {
          const done = task.status === TASK_STATUS.done;
          const overdue = isOverdue(task.endDate, done);
          return (
            <Paper key={task.id} withBorder p="sm" radius="md" data-testid="my-task">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={500} td={done ? 'line-through' : undefined}>
                    {task.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {roomName}
                    {t('format.dotSpaced')}
                    {boardName}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  {task.endDate && (
                    <Badge color={overdue ? 'red' : 'gray'} variant={overdue ? 'filled' : 'light'}>
                      {formatDate(task.endDate)}
                    </Badge>
                  )}
                  <Anchor component={Link} to={`/room?room=${encodeURIComponent(roomId)}&view=board`} size="sm">
                    {t('board.mine.open')}
                  </Anchor>
                </Group>
              </Group>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
