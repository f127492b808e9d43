import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from 'urql';
import { fakeClient, renderWithProviders } from '../../test/render';
import { Notifications } from '@mantine/notifications';
import { NotificationBell, notificationTarget, type BellNotification } from './NotificationBell';

const notification = (id: string, status: number, content: string, createdAt: string, extra: Partial<BellNotification> = {}): BellNotification => ({
  id,
  content,
  status,
  type: 0,
  link: null,
  room_id: null,
  room_name: null,
  createdAt,
  user_created: { id: 'u2', name: '結日 次郎', image: null },
  ...extra,
});

function renderBell() {
  const stored = [
    notification('n1', 0, '確認をお願いします', '2026-01-02T10:00:00Z', { link: '/room?room_id=r1&message_id=m1', room_id: 'r1', room_name: '営業部' }),
    notification('n2', 1, 'お支払い方法を更新しました', '2026-01-01T10:00:00Z', { type: 1 }),
  ];
  const { client, calls } = fakeClient((operation, variables) => {
    if (operation === 'BellNotifications') {
      return { data: { latest: { liveMark: '1', items: stored }, unread: { items: stored.filter((n) => n.status === 0).map((n) => ({ id: n.id })) } } };
    }
    if (operation === 'BellMarkNotification') {
      const input = variables.input as { id: string; status: number };
      return { data: { customUpdateNotification: { id: input.id, status: input.status } } };
    }
    return {};
  });
  let push: ((result: { data: unknown }) => void) | null = null;
  const live = {
    ...client,
    subscription: () => ({
      subscribe(sink: (result: { data: unknown }) => void) {
        push = sink;
        return { unsubscribe: () => (push = null) };
      },
    }),
  } as unknown as Client;
  renderWithProviders(
    <>
      <Notifications />
      <NotificationBell viewerId="u1" />
    </>,
    live,
  );
  // The subscription starts once the first answer is in (from its liveMark): an event is sent once it listens.
  const send = async (n: BellNotification) => {
    await waitFor(() => expect(push).not.toBeNull());
    act(() => push?.({ data: { onCreateNotification: n } }));
  };
  return { calls, push: send };
}

const bell = () => screen.getByTestId('notification-bell');

describe('NotificationBell', () => {
  it('counts the unread notifications and adds one that arrives live', async () => {
    const { push } = renderBell();
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('1'));
    expect(bell().getAttribute('aria-label')).toBe('お知らせ（未読 1 件）');
    await push(notification('n3', 0, 'TO ALL: 明日の会議', '2026-01-03T10:00:00Z'));
    expect(bell().getAttribute('data-unread')).toBe('2');

    fireEvent.click(bell());
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('明日の会議'),
      expect.stringContaining('確認をお願いします'),
      expect.stringContaining('お支払い方法を更新しました'),
    ]);
    expect(items.map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
  });

  it('marks one read on opening it', async () => {
    const { calls } = renderBell();
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('1'));
    fireEvent.click(bell());
    fireEvent.click((await screen.findAllByTestId('notification'))[0]!);
    expect(bell().getAttribute('data-unread')).toBe('0');
    expect(calls.filter((c) => c.kind === 'mutation').map((c) => c.variables)).toEqual([{ input: { id: 'n1', status: 1 } }]);
  });

  it('marks every unread notification read at once', async () => {
    const { calls, push } = renderBell();
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('1'));
    await push(notification('n3', 0, 'TO ALL: 明日の会議', '2026-01-03T10:00:00Z'));
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: 'すべて既読にする' }));
    expect(bell().getAttribute('data-unread')).toBe('0');
    const marked = calls.filter((c) => c.kind === 'mutation').map((c) => (c.variables.input as { id: string }).id);
    expect(marked.sort()).toEqual(['n1', 'n3']);
    expect(screen.getAllByTestId('notification').map((item) => item.getAttribute('data-unread'))).toEqual(['false', 'false', 'false']);
  });

  it("shows a message's Chatwork tags as plain text", async () => {
    const { push } = renderBell();
    await push(notification('n4', 0, '[To:12]結日さん[info][title]障害のお知らせ[/title]復旧しました[/info]', '2026-01-03T10:00:00Z'));
    fireEvent.click(bell());
    const [newest] = await screen.findAllByTestId('notification');
    expect(newest!.textContent).toContain('結日さん障害のお知らせ\n復旧しました');
    expect(newest!.textContent).not.toMatch(/\[(To|info|title)/);
  });

  it('turns a mention link into the room screen link', () => {
    expect(notificationTarget('/room?room_id=r1&message_id=m1')).toBe('/room?room=r1&message=m1');
    expect(notificationTarget('/payment/change-method')).toBe('/payment/change-method');
    expect(notificationTarget('https://evil.example/')).toBeNull();
  });

  it('says who each notification is from and which room, in text, in a list of list items holding buttons', async () => {
    renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('結日 次郎さん · 営業部');
    expect(items[0]!.querySelector('button')?.textContent).toContain('確認をお願いします');
    expect(items[1]!.textContent).toContain('結日 次郎さん');
    expect(items[1]!.textContent).not.toContain('·');
  });

  it('tells of a To from another room in a short notice that opens the message, once, and of nothing else', async () => {
    const { push } = renderBell();
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('1'));
    const to = notification('n5', 0, '見積もりを確認してください', '2026-01-04T10:00:00Z', {
      link: '/room?room_id=r9&message_id=m9',
      room_id: 'r9',
      room_name: '見積もり',
    });
    await push(to);
    expect(await screen.findByText('見積もりを確認してください', { selector: '.mantine-Notification-root *' })).toBeTruthy();
    expect(screen.getByText('結日 次郎さん · 見積もり')).toBeTruthy();
    // Heard again (a reconnect replays it) or an account notice: no second notice.
    await push(to);
    await push(notification('n6', 0, 'お支払い方法を更新しました', '2026-01-04T11:00:00Z', { type: 1 }));
    expect(screen.getAllByRole('button', { name: 'メッセージを開く' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'メッセージを開く' }));
    await waitFor(() => expect(bell().getAttribute('data-unread')).toBe('2'));
  });
});
