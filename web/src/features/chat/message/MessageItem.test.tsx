import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testMessage } from '../../../test/fixtures';
import { fakeClient, renderWithProviders } from '../../../test/render';
import { MessageItem, type MessageActions } from './MessageItem';
import { PendingItem } from './PendingItem';
import type { QueuedPost } from '../outbox';
import type { ChatMessage } from '../types';

const members = new Map([
  ['me', { id: 'me', name: '結日 花子', image: null }],
  ['u2', { id: 'u2', name: '結日 次郎', image: null }],
]);

const base = testMessage({ id: 'm2', content: '資料を確認しました', seq: 2 });

function renderItem(message: Partial<ChatMessage>, options: { replyTo?: ChatMessage; canModerate?: boolean; canPost?: boolean } = {}) {
  const actions: MessageActions = { onReply: vi.fn(), onQuote: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onStamp: vi.fn(), onJump: vi.fn(), onMakeTask: vi.fn() };
  const { client } = fakeClient(() => ({}));
  renderWithProviders(
    <MessageItem
      message={{ ...base, ...message }}
      viewerId="me"
      canModerate={options.canModerate ?? false}
      canPost={options.canPost ?? true}
      members={members}
      replyTo={options.replyTo ?? null}
      actions={actions}
    />,
    client,
  );
  return actions;
}

describe('MessageItem', () => {
  it('shows the author, the time, the content and the edited mark', () => {
    renderItem({ editedAt: '2025-04-01T03:05:00.000Z' });
    expect(screen.getByText('結日 次郎')).toBeTruthy();
    expect(screen.getByText('資料を確認しました')).toBeTruthy();
    expect(screen.getByText('（編集済み）')).toBeTruthy();
    expect(screen.getByTestId('message').querySelector('time')?.getAttribute('datetime')).toBe(base.createdAt);
  });

  it('highlights a To addressed to the viewer', () => {
    renderItem({ to_user_id: 'me' });
    expect(screen.getByTestId('message').dataset.addressed).toBe('true');
    expect(screen.getByText('To 結日 花子')).toBeTruthy();
  });

  it("marks a webhook bot's post 「BOT」", () => {
    renderItem({ user: { id: 'bot', name: 'デプロイ通知', image: null, isBot: true }, user_id: 'bot' });
    expect(screen.getByText('デプロイ通知')).toBeTruthy();
    expect(screen.getByText('BOT')).toBeTruthy();
  });

  it('highlights TO ALL', () => {
    renderItem({ is_to_all: true });
    expect(screen.getByTestId('message').dataset.addressed).toBe('true');
    expect(screen.getByText('TO ALL')).toBeTruthy();
  });

  it('shows the reply preview and jumps to the original', async () => {
    const original: ChatMessage = { ...base, id: 'm1', seq: 1, user_id: 'me', user: { ...members.get('me')!, isBot: false }, content: '明日の会議の資料です' };
    const actions = renderItem({ reply_message_id: 'm1' }, { replyTo: original });
    expect(screen.getByText('結日 花子 への返信')).toBeTruthy();
    await userEvent.click(screen.getByTestId('reply-preview'));
    expect(actions.onJump).toHaveBeenCalledWith('m1');
  });

  it("shows Chatwork's tags as badges and boxes in the message's content", () => {
    renderItem({ content: '[toall][info][title]定例[/title]10時から[/info]' });
    const content = screen.getByTestId('message-content');
    expect(within(content).getByText('TO ALL')).toBeTruthy();
    expect(within(content).getByRole('note').textContent).toBe('定例10時から');
    expect(content.textContent).not.toContain('[');
  });

  it('counts stamps, marks the viewer\'s own and toggles one on click', async () => {
    const actions = renderItem({ emotions: [{ user_id: 'me', emotion: 'roger' }, { user_id: 'u2', emotion: 'roger' }, { user_id: 'u2', emotion: 'clap' }] });
    const roger = screen.getByRole('button', { name: '了解 2' });
    expect(roger.textContent).toBe('2');
    expect(within(roger).getByRole('img', { name: '了解' }).getAttribute('src')).toMatch(/svg/);
    expect(roger.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('stamp-clap').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(roger);
    expect(actions.onStamp).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2' }), 'roger');
  });

  it('shows who reacted on hover, and on a long press without toggling the stamp', async () => {
    const actions = renderItem({ emotions: [{ user_id: 'me', emotion: 'clap' }, { user_id: 'u2', emotion: 'clap' }] });
    const clap = screen.getByRole('button', { name: 'すごい 2' });
    await userEvent.hover(clap);
    expect(await screen.findByText('結日 花子、結日 次郎')).toBeTruthy();
    await userEvent.unhover(clap);
    await waitFor(() => expect(screen.queryByText('結日 花子、結日 次郎')).toBeNull());

    vi.useFakeTimers();
    try {
      fireEvent.touchStart(clap);
      act(() => {
        vi.advanceTimersByTime(600);
      });
      fireEvent.touchEnd(clap);
      fireEvent.click(clap);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('結日 花子、結日 次郎')).toBeTruthy();
    expect(actions.onStamp).not.toHaveBeenCalled();
  });

  it("offers edit only on the viewer's own messages and delete to the author or an admin", async () => {
    renderItem({});
    await userEvent.click(screen.getByLabelText('メッセージの操作'));
    expect(await screen.findByRole('menuitem', { name: '返信' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '編集' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '削除' })).toBeNull();
  });

  it('lets the author edit and delete', async () => {
    const actions = renderItem({ user_id: 'me', user: { ...members.get('me')!, isBot: false } });
    await userEvent.click(screen.getByLabelText('メッセージの操作'));
    await userEvent.click(await screen.findByRole('menuitem', { name: '削除' }));
    expect(actions.onDelete).toHaveBeenCalled();
  });

  it('makes a task of the message from its menu', async () => {
    const actions = renderItem({});
    await userEvent.click(screen.getByLabelText('メッセージの操作'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'タスクにする' }));
    expect(actions.onMakeTask).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2', content: '資料を確認しました' }));
  });

  it('does not offer a task to a view-only member, who cannot edit boards', async () => {
    renderItem({}, { canPost: false });
    await userEvent.click(screen.getByLabelText('メッセージの操作'));
    expect(await screen.findByRole('menuitem', { name: 'リンクをコピー' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'タスクにする' })).toBeNull();
  });

  it('shows a deleted message as deleted, without menu or stamps', () => {
    renderItem({ deletedAt: '2025-04-01T04:00:00.000Z', content: '' });
    expect(screen.getByText('このメッセージは削除されました')).toBeTruthy();
    expect(screen.queryByLabelText('メッセージの操作')).toBeNull();
  });
});

describe('PendingItem', () => {
  const queued = (fields: Partial<QueuedPost> = {}): QueuedPost => ({
    client_key: 'k1',
    user_id: 'me',
    room_id: 'r1',
    content: '明日の打ち合わせは10時からです',
    reply_message_id: null,
    to_user_id: null,
    is_to_all: false,
    files: [],
    createdAt: '2025-04-01T03:04:00.000Z',
    order: 1,
    status: 'sending',
    error: null,
    attempts: 0,
    ...fields,
  });
  const renderPending = (post: QueuedPost, held: boolean) => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    const { client } = fakeClient(() => ({}));
    renderWithProviders(<PendingItem message={post} author={members.get('me')!} held={held} onRetry={onRetry} onDiscard={onDiscard} />, client);
    return { onRetry, onDiscard };
  };

  it('says a post waiting for the server is 送信待ち, in its label too, with its files and no buttons', () => {
    renderPending(queued({ status: 'waiting', files: [{ name: '見積書.pdf', type: 'application/pdf', size: 2048, blob: null, id: null }] }), true);
    const row = screen.getByTestId('pending-message');
    expect(row.getAttribute('data-status')).toBe('waiting');
    expect(row.getAttribute('aria-label')).toBe('送信待ちのメッセージ: 明日の打ち合わせは10時からです');
    expect(within(row).getByText('送信待ち')).toBeTruthy();
    expect(within(row).getByText('見積書.pdf')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says a post being sent while connected is 送信中', () => {
    renderPending(queued(), false);
    expect(screen.getByTestId('pending-message').getAttribute('data-status')).toBe('sending');
    expect(screen.getByText('送信中…')).toBeTruthy();
  });

  it('shows a refused post with the server’s reason, 再送信 and 削除', async () => {
    const { onRetry, onDiscard } = renderPending(queued({ status: 'failed', error: 'このルームに投稿する権限がありません。' }), false);
    const row = screen.getByTestId('pending-message');
    expect(row.getAttribute('data-status')).toBe('failed');
    expect(within(row).getByText('送信できませんでした')).toBeTruthy();
    expect(within(row).getByText('このルームに投稿する権限がありません。')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '再送信' }));
    await userEvent.click(within(row).getByRole('button', { name: '削除' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
