import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CombinedError, Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue, never } from 'wonka';
import { SessionProvider } from '../../session/context';
import { sessionWith } from '../../test/render';
import { MentionWebhooksCard } from './MentionWebhooksCard';

type Row = { __typename: 'MentionWebhook'; id: string; url: string; createdAt: string };
const made: Row = { __typename: 'MentionWebhook', id: 'w1', url: 'https://hooks.example.com/mentions', createdAt: '2026-11-28T03:30:00.000Z' };
const TOKEN = 'c2VjcmV0LXRva2VuLXNob3duLW9uY2U=';

const answer = (operation: unknown, data: unknown) => fromValue({ operation, data, stale: false, hasNext: false });
const refusal = (operation: unknown, message: string) =>
  fromValue({ operation, error: new CombinedError({ graphQLErrors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }), stale: false, hasNext: false });

/** A urql client holding the viewer's mention webhooks: it makes, deletes and lists them, or refuses a URL. */
function webhooksClient(initial: Row[], refuseUrl?: string) {
  let rows = [...initial];
  const client = {
    executeQuery: (operation: { query: { definitions: Array<{ name?: { value: string } }> } }) =>
      operation.query.definitions[0]?.name?.value === 'WebhookDeliveries'
        ? answer(operation, { webhookDeliveries: [] })
        : answer(operation, { mentionWebhooks: rows }),
    executeMutation: (operation: { query: { definitions: Array<{ name?: { value: string } }> }; variables: { id?: string; input?: { url: string } } }) => {
      if (operation.query.definitions[0]?.name?.value === 'RevokeMentionWebhook') {
        rows = rows.filter((row) => row.id !== operation.variables.id);
        return answer(operation, { revokeMentionWebhook: true });
      }
      const url = operation.variables.input!.url;
      if (url === refuseUrl) return refusal(operation, '送信先の URL は https:// で始まる、インターネット上の公開アドレスを入力してください。');
      rows = [{ ...made, id: `w${rows.length + 2}`, url }, ...rows];
      return answer(operation, { createMentionWebhook: { webhook: { id: rows[0]!.id }, token: TOKEN } });
    },
    reexecuteOperation: () => undefined,
  } as unknown as Client;
  return client;
}

function renderCard(client: Client) {
  return render(
    <MantineProvider env="test">
      <Provider value={client}>
        <SessionProvider session={sessionWith(client)}>
          <MemoryRouter>
            <MentionWebhooksCard />
          </MemoryRouter>
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
}

describe('MentionWebhooksCard', () => {
  it('says it is loading until the list comes', () => {
    renderCard({ executeQuery: () => never, reexecuteOperation: () => undefined } as unknown as Client);
    expect(screen.getByText('読み込み中…')).toBeTruthy();
  });

  it('says when there is none, and shows the token of a new one once', async () => {
    renderCard(webhooksClient([]));
    expect(await screen.findByText('メンション通知 Webhook はまだありません。')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /送信先 URL/ }), 'https://hooks.example.com/new');
    await userEvent.click(screen.getByRole('button', { name: 'メンション通知 Webhook を作成' }));
    const dialog = await screen.findByRole('dialog', { name: 'トークン' });
    expect((within(dialog).getByRole('textbox', { name: 'トークン' }) as HTMLInputElement).value).toBe(TOKEN);
  });

  it('lists its owner\'s webhooks with their log, and deletes one by its named button once confirmed', async () => {
    renderCard(webhooksClient([made]));
    const list = await screen.findByRole('list', { name: '作成したメンション通知 Webhook' });
    expect(within(list).getByText(made.url)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: '送信履歴' }));
    expect(await screen.findByText('まだ送信していません。')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: `${made.url} を削除` }));
    const confirm = await screen.findByRole('dialog', { name: `「${made.url}」を削除しますか？` });
    expect(within(confirm).getByText('この URL への送信はすぐに止まり、送信履歴も見られなくなります。')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: '削除' }));
    expect(await screen.findByText('メンション通知 Webhook はまだありません。')).toBeTruthy();
  });

  it("shows the server's reason for a refused URL beside the field", async () => {
    renderCard(webhooksClient([], 'https://10.0.0.8/hook'));
    await screen.findByText('メンション通知 Webhook はまだありません。');
    await userEvent.type(screen.getByRole('textbox', { name: /送信先 URL/ }), 'https://10.0.0.8/hook');
    await userEvent.click(screen.getByRole('button', { name: 'メンション通知 Webhook を作成' }));
    expect(await screen.findByText('送信先の URL は https:// で始まる、インターネット上の公開アドレスを入力してください。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
