import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { mockGraphqlClient, type MockAnswer } from '../../test/mockGraphql';
import { RoomsProvider } from '../../features/chat/rooms';
import { SessionProvider } from '../../session/context';
import { sessionWith } from '../../test/render';
import { RoomPage } from './RoomPage';

describe('the room page without a room open', () => {
  it('says there are no rooms only once the rooms are read', async () => {
    let answerRooms: (answer: MockAnswer) => void = () => undefined;
    const rooms = new Promise<MockAnswer>((resolve) => (answerRooms = resolve));
    const { client } = mockGraphqlClient((operation) => {
      if (operation === 'ChatListMyRooms') return rooms;
      return { error: { message: 'unexpected', code: 'BAD_USER_INPUT' } };
    });
    render(
      <MantineProvider env="test">
        <Provider value={client}>
          <SessionProvider session={sessionWith(client)}>
            <MemoryRouter initialEntries={['/room']}>
              <RoomsProvider viewerId="me">
                <RoomPage />
              </RoomsProvider>
            </MemoryRouter>
          </SessionProvider>
        </Provider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    answerRooms({ data: { listUserRoomByUser: { items: [], nextToken: null } } });
    expect(await screen.findByRole('heading', { name: 'ルームはまだありません' })).toBeTruthy();
  });
});
