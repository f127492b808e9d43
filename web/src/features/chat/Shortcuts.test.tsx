import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { mockGraphqlClient } from '../../test/mockGraphql';
import { useRooms } from '../../rooms/context';
import { RoomsProvider } from './rooms';
import { ShortcutHelp } from './ShortcutHelp';
import { useRoomShortcuts } from './Shortcuts';
import type { Membership } from './types';

const membership = (room_id: string, unread_messages: number): Membership => ({
  id: `ur-${room_id}`,
  user_id: 'me',
  room_id,
  folder_id: null,
  favorite: false,
  unread_messages,
  unread_mentions: 0,
  role: 1,
  viewerCan: { post: true, moderateMessages: false, manageMembers: false, editRoomInfo: false },
  last_message: null,
  last_read_seq: 0,
  archived: false,
  removed: false,
  updatedAt: '2025-04-01T03:00:00.000Z',
  room: null,
});

const memberships = [membership('r1', 0), membership('r2', 0), membership('r3', 2), membership('r4', 1)];

function Screen({ order }: { order: string[] }) {
  const { loaded } = useRooms();
  const location = useLocation();
  const [searching, setSearching] = useState(false);
  const [help, setHelp] = useState(false);
  useRoomShortcuts({ onSearch: () => setSearching(true), onHelp: () => setHelp(true), order });
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      {loaded && <output data-testid="loaded" />}
      {searching && <output data-testid="search-open" />}
      <input aria-label="メモ欄" />
      <ShortcutHelp opened={help} onClose={() => setHelp(false)} />
    </>
  );
}

async function renderScreen(start: string, order = memberships.map((m) => m.room_id)) {
  const { client } = mockGraphqlClient((operation) => {
    if (operation === 'ChatListMyRooms') return { data: { listUserRoomByUser: { items: memberships, nextToken: null } } };
    return { error: { message: 'unexpected', code: 'BAD_USER_INPUT' } };
  });
  render(
    <MantineProvider>
      <Provider value={client}>
        <MemoryRouter initialEntries={[start]}>
          <RoomsProvider viewerId="me">
            <Screen order={order} />
          </RoomsProvider>
        </MemoryRouter>
      </Provider>
    </MantineProvider>,
  );
  await screen.findByTestId('loaded');
}

const location = () => screen.getByTestId('location').textContent;

describe('room shortcuts', () => {
  it('Alt+↓ goes to the next room with unread messages, wrapping around the list', async () => {
    await renderScreen('/room?room=r1');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(location()).toBe('/room?room=r3'));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(location()).toBe('/room?room=r4'));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(location()).toBe('/room?room=r3'));
  });

  it('Alt+↓ reaches an unread room the side bar does not show (in a closed folder)', async () => {
    await renderScreen('/room?room=r3', ['r1', 'r2', 'r3']);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(location()).toBe('/room?room=r4'));
  });

  it('/ opens search, but types a slash in a field', async () => {
    await renderScreen('/room?room=r1');
    await userEvent.type(screen.getByLabelText('メモ欄'), '1/2');
    expect((screen.getByLabelText('メモ欄') as HTMLInputElement).value).toBe('1/2');
    expect(screen.queryByTestId('search-open')).toBeNull();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('/');
    expect(await screen.findByTestId('search-open')).toBeTruthy();
  });

  it('? opens the list of shortcuts', async () => {
    await renderScreen('/room?room=r1');
    // On a keyboard ? is typed with Shift.
    await userEvent.keyboard('{Shift>}?{/Shift}');
    const help = await screen.findByRole('dialog', { name: 'キーボードショートカット' });
    expect(help.textContent).toContain('次の未読ルームへ');
    expect(help.textContent).toContain('メッセージを検索');
  });
});
