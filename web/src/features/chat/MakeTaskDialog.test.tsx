import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testMessage } from '../../test/fixtures';
import { fakeClient, renderWithProviders } from '../../test/render';
import { MakeTaskDialog, taskFromMessage } from './MakeTaskDialog';

const message = testMessage({ id: 'm7', content: '  見積書を金曜までに送る  \n先方の担当は佐藤さん。\n金額は前回と同じ', seq: 7 });

const boards = { listBoardsByRoom: { items: [{ id: 'b1', name: '未着手' }, { id: 'b2', name: '進行中' }], nextToken: null } };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderDialog(answer: Parameters<typeof fakeClient>[0]) {
  const onClose = vi.fn();
  const { client, calls } = fakeClient(answer);
  renderWithProviders(
    <>
      <Notifications />
      <Location />
      <MakeTaskDialog message={message} onClose={onClose} />
    </>,
    client,
  );
  return { onClose, calls };
}

describe('taskFromMessage', () => {
  it('names the task after the first non-blank line, trimmed to 255 characters, and keeps the whole message', () => {
    expect(taskFromMessage('\n  件名  \n本文')).toEqual({ name: '件名', description: '\n  件名  \n本文' });
    expect(taskFromMessage('あ'.repeat(300)).name).toHaveLength(255);
  });
});

describe('MakeTaskDialog', () => {
  it("creates the task on the chosen board and links to the room's board tab", async () => {
    const { onClose, calls } = renderDialog((operation, variables) => {
      if (operation === 'ChatRoomBoardsForTask') return { data: boards };
      const input = variables.input as { board_id: string; name: string };
      return { data: { createTaskByBoard: { id: 't1', board_id: input.board_id, room_id: 'r1', name: input.name } } };
    });
    expect(calls[0]!.variables).toEqual({ room_id: 'r1' });
    const name = (await screen.findByLabelText('タスク名')) as HTMLInputElement;
    expect(name.value).toBe('見積書を金曜までに送る');
    expect((screen.getByLabelText('説明') as HTMLTextAreaElement).value).toBe(message.content);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'ボード' }), '進行中');
    await userEvent.click(screen.getByRole('button', { name: 'タスクを作成' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[1]).toEqual({ kind: 'mutation', variables: { input: { board_id: 'b2', name: '見積書を金曜までに送る', description: message.content } } });
    expect(await screen.findByText('「進行中」にタスクを作成しました')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'ボードを開く' });
    expect(link.getAttribute('href')).toBe('/room?room=r1&view=board');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/room?room=r1&view=board');
  });

  it("shows the server's message under the name and keeps the dialog open", async () => {
    const { onClose } = renderDialog((operation) => {
      if (operation === 'ChatRoomBoardsForTask') return { data: boards };
      return { error: new CombinedError({ graphQLErrors: [new GraphQLError('タスク名を入力してください', { extensions: { code: 'BAD_USER_INPUT', field: 'name' } })] }) };
    });
    const name = await screen.findByLabelText('タスク名');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'ボード' }) as HTMLSelectElement).value).toBe('b1'));
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'タスクを作成' }));
    expect(await screen.findByText('タスク名を入力してください')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the room has no board', async () => {
    renderDialog(() => ({ data: { listBoardsByRoom: { items: [], nextToken: null } } }));
    expect(await screen.findByText('このルームにはボードがありません。ボードタブで作成してください')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'タスクを作成' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
