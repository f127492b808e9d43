import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { SessionProvider } from '../../session/context';
import { sessionWith } from '../../test/render';
import { WebhooksPanel } from './WebhooksPanel';

const webhook = (id: string, name: string, image: string | null) => ({
  __typename: 'IncomingWebhook' as const,
  id,
  name,
  createdAt: '2026-11-28T03:30:00.000Z',
  lastUsedAt: null,
  image,
});

function renderPanel(rows: ReturnType<typeof webhook>[]) {
  const client = {
    executeQuery: (operation: unknown) => fromValue({ operation, data: { incomingWebhooks: rows }, stale: false, hasNext: false }),
    reexecuteOperation: () => undefined,
  } as unknown as Client;
  return render(
    <MantineProvider env="test">
      <Provider value={client}>
        <SessionProvider session={sessionWith(client)}>
          <MemoryRouter>
            <WebhooksPanel roomId="r1" />
          </MemoryRouter>
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
}

describe('WebhooksPanel', () => {
  it("shows each bot's picture, or its name's first letter, with a way to choose one and to remove it", async () => {
    renderPanel([webhook('w1', 'デプロイ通知', '/api/avatars/abc.webp'), webhook('w2', '監視', null)]);
    const items = within(await screen.findByRole('list', { name: '受信 Webhook' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const pictured = within(items[0]!).getByRole('img', { name: 'ボットの画像（投稿の横に表示されます）' });
    expect(pictured.getAttribute('src')).toBe('/api/avatars/abc.webp');
    expect(within(items[0]!).getByRole('button', { name: '画像を削除' })).toBeTruthy();
    // Without a picture, the first letter of its name, and nothing to remove.
    expect(within(items[1]!).getByTestId('picture-preview').textContent).toBe('監');
    expect(within(items[1]!).queryByRole('button', { name: '画像を削除' })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: '画像を選ぶ' })).toBeTruthy();
  });
});
