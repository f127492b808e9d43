import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROOM_KIND } from '@musubi/shared/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphqlClient, type MockAnswer } from '../../test/mockGraphql';
import { renderWithProviders } from '../../test/render';
import { FirstSteps } from './FirstSteps';
import type { Membership } from './types';
import type { PushState } from '../push';

// This browser's push, as the test sets it: jsdom has no Push API of its own.
const push = vi.hoisted(() => ({ state: 'unsupported' as PushState, subscribed: false, answer: 'granted' as PushState }));
vi.mock('../push', async (original) => ({
  ...(await original<typeof import('../push')>()),
  pushState: () => push.state,
  hasPushSubscription: async () => push.subscribed,
  enablePush: async () => {
    push.state = push.answer;
    push.subscribed = push.answer === 'granted';
    return push.answer;
  },
}));

const membership = (room_id: string, kind: number, removed = false): Membership => ({
  id: `ur-${room_id}`,
  user_id: 'me',
  room_id,
  folder_id: null,
  favorite: false,
  unread_messages: 0,
  unread_mentions: 0,
  role: 2,
  viewerCan: { post: true, moderateMessages: true, manageMembers: true, editRoomInfo: true },
  last_message: null,
  last_read_seq: 0,
  archived: false,
  removed,
  updatedAt: '2025-04-01T03:00:00.000Z',
  room: { last_seq: 0, id: room_id, name: room_id, image: null, description: null, overview: null, public: false, kind, musubiCode: null, totalUser: 1, directPartner: null },
});

const myChat = membership('my', ROOM_KIND.myChat);
const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

type Invite = { id: string; usedAt: string | null; expiresAt: string };

/** A server whose viewer has these contacts, pending requests and invitations. */
function server({ contacts = 0, sent = 0, invites = [] as Invite[] } = {}) {
  const ids = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `x${i}` }));
  const answers: Record<string, () => MockAnswer> = {
    ContactsColleagueInvited: () => ({ data: { listContacts: { items: ids(contacts) }, sent: { items: ids(sent) }, invites: { items: invites } } }),
    ContactsList: () => ({ data: { listContacts: { items: [] }, received: { items: [] }, sent: { items: [] } } }),
    ChatContactsForPicker: () => ({ data: { listContacts: { items: [] } } }),
  };
  return mockGraphqlClient((operation) => answers[operation]?.() ?? { error: { message: 'unexpected', code: 'BAD_USER_INPUT' } });
}

/** The list item of a step, found by its name. */
const step = (name: string) => within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!);

describe('the first steps on the room page', () => {
  afterEach(() => {
    localStorage.clear();
    Object.assign(push, { state: 'unsupported', subscribed: false, answer: 'granted' });
  });

  it('shows a newcomer with only マイチャット four steps, none done, each a button', async () => {
    const { client } = server();
    renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Musubi をはじめましょう' })).toBeTruthy();
    expect(await screen.findByText('0 / 4 完了')).toBeTruthy();
    expect(await screen.findAllByText('未完了')).toHaveLength(4);
    for (const name of ['ルームを作る', '同僚を招待する', 'ホーム画面に追加']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // A browser without the Push API: the step says so and its button cannot be pressed.
    expect(screen.getByRole('button', { name: '通知をオンにする' }).hasAttribute('disabled')).toBe(true);
    expect(step('通知をオンにする').getByText(/このブラウザは通知に対応していません/)).toBeTruthy();
  });

  it('ticks the room from a group room and the colleague from a contact, but not from a direct or a removed room', async () => {
    const { client } = server({ contacts: 1 });
    const { unmount } = renderWithProviders(
      <FirstSteps viewerId="me" memberships={[myChat, membership('d', ROOM_KIND.direct), membership('gone', ROOM_KIND.group, true)]} />,
      client,
    );
    expect(await screen.findByText('1 / 4 完了')).toBeTruthy();
    expect(step('ルームを作る').getByText('未完了')).toBeTruthy();
    expect(step('同僚を招待する').getByText('完了')).toBeTruthy();
    unmount();
    renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat, membership('team', ROOM_KIND.group)]} />, client);
    expect(await screen.findByText('2 / 4 完了')).toBeTruthy();
    expect(step('ルームを作る').getByText('完了')).toBeTruthy();
    // A done room step keeps its button: another room is one click away.
    expect(screen.getByRole('button', { name: 'ルームを作る' })).toBeTruthy();
  });

  it('counts a pending request or a live invitation, not a used or an expired one', async () => {
    const first = server({ invites: [{ id: 'i1', usedAt: past, expiresAt: future }, { id: 'i2', usedAt: null, expiresAt: past }] });
    const view = renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, first.client);
    expect(await screen.findByText('0 / 4 完了')).toBeTruthy();
    view.unmount();
    const live = server({ invites: [{ id: 'i3', usedAt: null, expiresAt: future }] });
    const again = renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, live.client);
    expect(await screen.findByText('1 / 4 完了')).toBeTruthy();
    again.unmount();
    const requested = server({ sent: 1 });
    renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, requested.client);
    expect(await screen.findByText('1 / 4 完了')).toBeTruthy();
  });

  it('opens the create-room dialog, the contacts dialog on its 追加・招待 tab and, with no install offer, the instructions', async () => {
    const user = userEvent.setup();
    const { client, calls } = server();
    renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, client);
    await user.click(await screen.findByRole('button', { name: 'ルームを作る' }));
    const create = await screen.findByRole('dialog', { name: 'ルームを作成' });
    expect(within(create).getByLabelText('ルーム名')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: '同僚を招待する' }));
    const contacts = await screen.findByRole('dialog', { name: 'コンタクト' });
    expect(within(contacts).getByRole('tab', { name: '追加・招待', selected: true })).toBeTruthy();
    const before = calls.filter((c) => c.operationName === 'ContactsColleagueInvited').length;
    await user.keyboard('{Escape}');
    // Closing the dialog reads the step again: an invitation sent in it ticks the step.
    await waitFor(() => expect(calls.filter((c) => c.operationName === 'ContactsColleagueInvited').length).toBeGreaterThan(before));

    await user.click(screen.getByRole('button', { name: 'ホーム画面に追加' }));
    const help = await screen.findByRole('dialog', { name: 'ホーム画面に追加する方法' });
    expect(within(help).getByText(/iPhone・iPad の Safari/)).toBeTruthy();
    expect(within(help).getByText(/Android の Chrome/)).toBeTruthy();
  });

  it('turns notifications on from the step and ticks it once permission is granted and subscribed', async () => {
    const user = userEvent.setup();
    push.state = 'default';
    const { client } = server();
    renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, client);
    expect(await screen.findByText('0 / 4 完了')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '通知をオンにする' }));
    expect(await screen.findByText('1 / 4 完了')).toBeTruthy();
    expect(step('通知をオンにする').getByText('完了')).toBeTruthy();
    // Nothing is left to do: the button goes.
    expect(screen.queryByRole('button', { name: '通知をオンにする' })).toBeNull();
  });

  it('does not tick notifications allowed without a subscription, and says how to unblock them when refused', async () => {
    const user = userEvent.setup();
    push.state = 'granted';
    push.answer = 'denied';
    const { client } = server();
    renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, client);
    expect(await screen.findByText('0 / 4 完了')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '通知をオンにする' }));
    expect(await screen.findByText(/通知がブロックされています/)).toBeTruthy();
    expect(step('通知をオンにする').getByText('未完了')).toBeTruthy();
  });

  it('closes to the plain empty page, for this viewer only, and stays closed', async () => {
    const user = userEvent.setup();
    const { client } = server();
    const { unmount } = renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, client);
    await user.click(await screen.findByRole('button', { name: '閉じる' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ルームを選ぶと、ここに会話が表示されます。' })).toBeTruthy();
    unmount();
    const again = renderWithProviders(<FirstSteps viewerId="me" memberships={[myChat]} />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'ルームを選ぶと、ここに会話が表示されます。' })).toBeTruthy();
    again.unmount();
    renderWithProviders(<FirstSteps viewerId="someone-else" memberships={[myChat]} />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Musubi をはじめましょう' })).toBeTruthy();
  });
});
