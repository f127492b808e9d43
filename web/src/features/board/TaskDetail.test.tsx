import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testTask } from '../../test/fixtures';
import { fakeClient, renderWithProviders } from '../../test/render';
import { TaskDetail } from './TaskDetail';

const task = testTask({
  id: 't1',
  board_id: 'b1',
  order: 'a0',
  name: '見積書を送る',
  description: '詳細は https://example.jp/spec を参照',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function renderDetail(answerUpdate: (input: Record<string, unknown>) => { data?: unknown; error?: unknown } = (input) => ({ data: { updateTask: { ...task, ...input } } })) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const updates: Array<Record<string, unknown>> = [];
  const { client } = fakeClient((operation, variables) => {
    if (operation !== 'BoardUpdateTask') return {};
    const input = variables.input as Record<string, unknown>;
    updates.push(input);
    return answerUpdate(input);
  });
  const members = [{ id: 'm1', user_id: 'u1', room_id: 'r1', role: 2, user: { id: 'u1', name: '結日 花子', image: null } }];
  renderWithProviders(
    <TaskDetail task={task} boardName="未着手" members={members as never} tags={[]} viewerId="u1" canEdit onClose={onClose} onSaved={onSaved} onRemoved={vi.fn()} />,
    client,
  );
  return { onClose, updates };
}

function renderWithTask(fields: Partial<typeof task>) {
  const { client } = fakeClient(() => ({}));
  return renderWithProviders(
    <TaskDetail task={{ ...task, ...fields }} boardName="未着手" members={[]} tags={[]} viewerId="u1" canEdit onClose={vi.fn()} onSaved={vi.fn()} onRemoved={vi.fn()} />,
    client,
  );
}

describe('TaskDetail', () => {
  it('saves the typed name on Esc, as leaving the field does, before closing', async () => {
    const { onClose, updates } = renderDetail();
    const name = screen.getByLabelText('タスク名');
    name.focus();
    fireEvent.change(name, { target: { value: '見積書を再送する' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates).toEqual([{ id: 't1', name: '見積書を再送する' }]);
  });

  it('stays open with the error when the typed change is refused', async () => {
    const { onClose } = renderDetail(() => ({ error: { graphQLErrors: [{ message: 'タスク名を入力してください。', extensions: { code: 'BAD_USER_INPUT' } }] } }));
    const name = screen.getByLabelText('タスク名');
    await userEvent.clear(name);
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(await screen.findByText('タスク名を入力してください。')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before dropping an unposted comment', async () => {
    const { onClose } = renderDetail();
    await userEvent.type(screen.getByLabelText('コメントを入力'), '確認しました');
    fireEvent.keyDown(screen.getByLabelText('コメントを入力'), { key: 'Escape' });
    expect(await screen.findByText('投稿していないコメントがあります。破棄して閉じますか？')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    expect((screen.getByLabelText('コメントを入力') as HTMLTextAreaElement).value).toBe('確認しました');
    fireEvent.keyDown(screen.getByLabelText('コメントを入力'), { key: 'Escape' });
    await userEvent.click(await screen.findByRole('button', { name: '破棄して閉じる' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the description with its address as a link, and edits it on request', async () => {
    renderDetail();
    const link = screen.getByRole('link', { name: 'https://example.jp/spec' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('button', { name: '説明を編集' }));
    expect((screen.getByLabelText('説明') as HTMLTextAreaElement).value).toBe(task.description);
  });

  it('says under the due date that a past day was picked, and says nothing of a future one or a done task', () => {
    const { unmount } = renderWithTask({ endDate: '2020-03-01T15:00:00.000Z' });
    const field = screen.getByLabelText('期限');
    const warning = screen.getByText('過ぎた日付です。このまま期限切れのタスクになります。');
    expect(field.getAttribute('aria-describedby')).toContain(warning.closest('[id]')!.id);
    unmount();
    const future = renderWithTask({ endDate: '2999-03-01T15:00:00.000Z' });
    expect(screen.queryByText('過ぎた日付です。このまま期限切れのタスクになります。')).toBeNull();
    future.unmount();
    renderWithTask({ endDate: '2020-03-01T15:00:00.000Z', status: 2 });
    expect(screen.queryByText('過ぎた日付です。このまま期限切れのタスクになります。')).toBeNull();
  });
});
