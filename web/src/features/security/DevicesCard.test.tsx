import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CombinedError, Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { SessionProvider } from '../../session/context';
import { sessionWith } from '../../test/render';
import { DevicesCard, deviceLabel } from './DevicesCard';

type Row = { __typename: 'SignedInDevice'; id: string; browser: string | null; os: string | null; deviceType: string | null; address: string | null; createdAt: string; lastSeenAt: string; current: boolean };

const pc: Row = {
  __typename: 'SignedInDevice',
  id: 'd-pc',
  browser: 'Chrome 142',
  os: 'Windows 10',
  deviceType: 'desktop',
  address: '203.0.113.5',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastSeenAt: '2026-11-28T03:30:00.000Z',
  current: true,
};
const phone: Row = { ...pc, id: 'd-phone', browser: 'Safari 18', os: 'iOS 18.1', deviceType: 'mobile', address: '198.51.100.23', current: false };
const unknown: Row = { ...pc, id: 'd-unknown', browser: null, os: null, deviceType: null, address: null, current: false };

/** A urql client answering the devices query with `devices` (minus those ended) and recording the ends. */
function devicesClient(devices: Row[], refuse?: string) {
  const ended: unknown[] = [];
  const client = {
    executeQuery: (operation: { key: number; context: unknown }) =>
      fromValue({ operation, data: { signedInDevices: devices.filter((d) => !ended.includes(d.id)) }, stale: false, hasNext: false }),
    executeMutation: (operation: { key: number; variables: { id: string } }) => {
      if (refuse) return fromValue({ operation, error: new CombinedError({ graphQLErrors: [{ message: refuse, extensions: { code: 'NOT_FOUND' } }] }), stale: false, hasNext: false });
      ended.push(operation.variables.id);
      return fromValue({ operation, data: { endSignedInDevice: true }, stale: false, hasNext: false });
    },
    reexecuteOperation: () => undefined,
  } as unknown as Client;
  return { client, ended };
}

function renderCard(client: Client) {
  return render(
    <MantineProvider env="test">
      <Provider value={client}>
        <SessionProvider session={sessionWith(client)}>
          <MemoryRouter>
            <DevicesCard />
          </MemoryRouter>
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
}

describe('DevicesCard', () => {
  it('names each device by its browser and system, with its address and times, and marks this one', async () => {
    renderCard(devicesClient([pc, phone, unknown]).client);
    const rows = await screen.findAllByTestId('signed-in-device');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Chrome 142 / Windows 10')).toBeTruthy();
    expect(within(rows[0]!).getByText('この端末')).toBeTruthy();
    expect(within(rows[0]!).getByText('IPアドレス: 203.0.113.5')).toBeTruthy();
    expect(within(rows[0]!).getByText(/ログイン: 2026\/11\/20 10:00/)).toBeTruthy();
    expect(within(rows[0]!).getByText(/最終アクセス: 2026\/11\/28 12:30/)).toBeTruthy();
    // This device is signed out with the header's ログアウト, not from the list.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).getByText('不明な端末')).toBeTruthy();
    expect(within(rows[2]!).getByText('IPアドレス: 不明')).toBeTruthy();
  });

  it('signs another device out by its named button, and it leaves the list', async () => {
    const { client, ended } = devicesClient([pc, phone]);
    renderCard(client);
    await userEvent.click(await screen.findByRole('button', { name: 'Safari 18 / iOS 18.1 をログアウトさせる' }));
    expect(ended).toEqual(['d-phone']);
  });

  it('shows the server’s refusal', async () => {
    const { client } = devicesClient([pc, phone], '見つかりません。');
    renderCard(client);
    await userEvent.click(await screen.findByRole('button', { name: /をログアウトさせる/ }));
    expect(await screen.findByText('見つかりません。')).toBeTruthy();
  });

  it('labels a device by what is known of it', () => {
    expect(deviceLabel({ browser: 'Firefox 133', os: null })).toBe('Firefox 133');
    expect(deviceLabel({ browser: null, os: null })).toBeNull();
  });
});
