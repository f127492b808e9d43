import { MantineProvider } from '@mantine/core';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { testBoard, testTask } from '../../test/fixtures';
import { fakeClient } from '../../test/render';
import { noFilters, type Filters } from './filters';
import { buildState, type BoardState } from './state';
import { useFilteredTasks } from './useFilteredTasks';

const boards = [testBoard({ id: 'A', order: 'a0' }), testBoard({ id: 'B', order: 'a1' })];
const shown = testTask({ id: 't1', board_id: 'A', order: 'a0', name: '見積書を作る' });
// Beyond the columns' first pages: not in the state until the filter's answer brings it.
const unread = testTask({ id: 't9', board_id: 'B', order: 'a9', name: '見積書を送る' });

function setUp(answer: (variables: Record<string, unknown>) => { data?: unknown; error?: unknown }) {
  const { client, calls } = fakeClient((operation, variables) => (operation === 'BoardFilterTasks' ? answer(variables) : {}));
  let state: BoardState = buildState(boards, [shown]);
  const change = (fn: (s: BoardState) => BoardState) => {
    state = fn(state);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">
      <Provider value={client}>{children}</Provider>
    </MantineProvider>
  );
  const hook = renderHook(({ filters, built }: { filters: Filters; built: number }) => useFilteredTasks('r1', filters, built, change), {
    wrapper,
    initialProps: { filters: noFilters, built: 1 },
  });
  return { hook, calls, change, state: () => state };
}

const page = (items: unknown[], nextToken: string | null = null) => ({ data: { listTasks: { __typename: 'TaskPage', items, nextToken } } });

describe('useFilteredTasks', () => {
  it('asks nothing without a filter, then the whole room in one request, and places what it brings in its column', async () => {
    const { hook, calls, state } = setUp(() => page([shown, unread]));
    expect(hook.result.current).toBe('off');
    expect(calls).toEqual([]);

    hook.rerender({ filters: { ...noFilters, text: '見積', assignee: 'u1' }, built: 1 });
    await waitFor(() => expect(hook.result.current).toBe('done'));
    expect(calls.map((call) => call.variables)).toEqual([
      { filter: { room_id: 'r1', assignee_id: 'u1', tag_id: null, due: null, text: '見積' }, nextToken: null },
    ]);
    expect(state().columns.get('B')).toEqual(['t9']);

    hook.rerender({ filters: noFilters, built: 1 });
    expect(hook.result.current).toBe('off');
    expect(calls).toHaveLength(1);
  });

  it('follows a next token beyond a thousand, and asks again when the state is built anew', async () => {
    const { hook, calls } = setUp((variables) => (variables.nextToken ? page([unread]) : page([shown], 'next')));
    const filters = { ...noFilters, due: 'overdue' as const };
    hook.rerender({ filters, built: 1 });
    await waitFor(() => expect(hook.result.current).toBe('done'));
    expect(calls.map((call) => call.variables.nextToken)).toEqual([null, 'next']);
    hook.rerender({ filters, built: 2 });
    await waitFor(() => expect(calls).toHaveLength(4));
  });

  it('keeps a card changed live while the answer was on its way', async () => {
    const renamed = { ...shown, name: '見積書を作り直す', updatedAt: '2026-11-02T00:00:00.000Z' };
    const { hook, state, change } = setUp(() => page([{ ...shown, updatedAt: '2026-11-01T00:00:00.000Z' }, unread]));
    change((s) => ({ ...s, tasks: new Map(s.tasks).set(shown.id, renamed) }));
    hook.rerender({ filters: { ...noFilters, text: '見積' }, built: 1 });
    await waitFor(() => expect(hook.result.current).toBe('done'));
    expect(state().tasks.get(shown.id)).toBe(renamed);
    expect(state().tasks.get(unread.id)).toEqual(unread);
  });

  it('says so when the server refuses, and changes nothing', async () => {
    const { hook, state } = setUp(() => ({ error: { graphQLErrors: [{ message: 'このルームのタグから選択してください。', extensions: { code: 'BAD_USER_INPUT' } }] } }));
    const before = state();
    hook.rerender({ filters: { ...noFilters, tag: 'g1' }, built: 1 });
    await waitFor(() => expect(hook.result.current).toBe('failed'));
    expect(state()).toBe(before);
  });
});
