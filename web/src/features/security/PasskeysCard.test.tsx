import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CombinedError, Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { SessionProvider } from '../../session/context';
import { sessionWith } from '../../test/render';
import { PasskeysCard } from './PasskeysCard';

type Row = { __typename: 'Passkey'; id: string; name: string; createdAt: string; lastUsedAt: string | null };

const laptop: Row = { __typename: 'Passkey', id: 'p-1', name: 'Chrome 142 (Windows 10)', createdAt: '2026-11-20T01:00:00.000Z', lastUsedAt: '2026-11-28T03:30:00.000Z' };
const phone: Row = { ...laptop, id: 'p-2', name: 'Safari 18 (iOS 18.1)', lastUsedAt: null };

/** A urql client answering the passkeys query and recording the mutations' variables; `refuse` answers them with an error. */
function passkeysClient(passkeys: Row[], refuse?: string) {
  const sent: unknown[] = [];
  const client = {
    executeQuery: (operation: { key: number }) => fromValue({ operation, data: { passkeys }, stale: false, hasNext: false }),
    mutation: (_document: unknown, variables: { input: unknown }) => ({
      toPromise: async () => {
        sent.push(variables.input);
        if (refuse) return { error: new CombinedError({ graphQLErrors: [{ message: refuse, extensions: { code: 'BAD_USER_INPUT', field: 'password' } }] }) };
        return { data: { removePasskey: true, renamePasskey: { id: 'p-1', name: '自宅' } } };
      },
    }),
    reexecuteOperation: () => undefined,
  } as unknown as Client;
  return { client, sent };
}

function renderCard(client: Client) {
  return render(
    <MantineProvider env="test">
      <Provider value={client}>
        <SessionProvider session={sessionWith(client)}>
          <MemoryRouter>
            <PasskeysCard />
          </MemoryRouter>
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
}

describe('PasskeysCard', () => {
  it('lists each passkey with when it was registered and last used', async () => {
    renderCard(passkeysClient([laptop, phone]).client);
    const rows = await screen.findAllByTestId('passkey');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Chrome 142 (Windows 10)')).toBeTruthy();
    expect(within(rows[0]!).getByText(/登録: 2026\/11\/20 10:00/)).toBeTruthy();
    expect(within(rows[0]!).getByText(/最終使用: 2026\/11\/28 12:30/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/最終使用: 未使用/)).toBeTruthy();
  });

  it('says when there is none, and that this browser cannot make one', async () => {
    renderCard(passkeysClient([]).client);
    expect(await screen.findByText('パスキーは登録されていません。')).toBeTruthy();
    // jsdom has no WebAuthn.
    expect(screen.getByText('このブラウザはパスキーに対応していません。')).toBeTruthy();
  });

  it('removes one only with the password, and shows a wrong one under its field', async () => {
    const { client, sent } = passkeysClient([laptop], 'パスワードが異なります。');
    renderCard(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Chrome 142 (Windows 10) を削除' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText(/現在のパスワード/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(sent).toEqual([{ id: 'p-1', password: 'wrong-password' }]);
    expect(await screen.findByText('パスワードが異なります。')).toBeTruthy();
  });

  it('renames one', async () => {
    const { client, sent } = passkeysClient([laptop]);
    renderCard(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Chrome 142 (Windows 10) の名前を変更' }));
    const name = screen.getByLabelText(/パスキーの名前/);
    await userEvent.clear(name);
    await userEvent.type(name, '自宅');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(sent).toEqual([{ id: 'p-1', name: '自宅' }]);
  });
});
