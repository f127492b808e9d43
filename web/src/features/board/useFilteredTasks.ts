import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { readError } from '../../graphql/errors';
import { FILTER_TASKS } from './documents';
import { hasFilters, taskFilterOf, type Filters } from './filters';
import { mergeTasks, type BoardState } from './state';
import type { Task } from './types';

/** Where the server's answer to the filter is: none asked (no filter on), on its way, in, or refused. */
export type FilterStatus = 'off' | 'loading' | 'done' | 'failed';

/** The answer's rows, less those the state holds newer: a card changed live while the answer was on its way. */
const notOlder = (state: BoardState, rows: Task[]) =>
  rows.filter((task) => {
    const known = state.tasks.get(task.id);
    return !known || known.updatedAt <= task.updatedAt;
  });

/**
 * While a filter is on, the room's tasks that pass it, asked of the server in one request (listTasks, decision
 * 0323) rather than read column by column, and merged into the board's state: the columns show them whether or
 * not their pages were read yet. Live events change the same state afterwards and each card is judged again
 * (passesFilters); a new build of the state (a reload after a lost connection) asks again.
 */
export function useFilteredTasks(roomId: string, filters: Filters, built: number, change: (fn: (state: BoardState) => BoardState) => void): FilterStatus {
  const client = useClient();
  const [status, setStatus] = useState<FilterStatus>('off');
  const active = hasFilters(filters);

  useEffect(() => {
    if (!active || built === 0) {
      setStatus('off');
      return;
    }
    let current = true;
    setStatus('loading');
    void (async () => {
      const found: Task[] = [];
      let nextToken: string | null = null;
      do {
        const result = await client.query(FILTER_TASKS, { filter: taskFilterOf(roomId, filters), nextToken }, { requestPolicy: 'network-only' }).toPromise();
        if (!current) return;
        if (result.error || !result.data) {
          notifications.show({ color: 'red', message: readError(result.error).message });
          setStatus('failed');
          return;
        }
        found.push(...result.data.listTasks.items);
        nextToken = result.data.listTasks.nextToken ?? null;
      } while (nextToken);
      change((state) => mergeTasks(state, notOlder(state, found)));
      setStatus('done');
    })();
    return () => {
      current = false;
    };
  }, [client, roomId, filters, active, built, change]);

  return status;
}
