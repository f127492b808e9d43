import { MESSAGES } from '@musubi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ContactsDialog } from './ContactsDialog';
import { mockGraphqlClient, type MockAnswer } from '../../test/mockGraphql';

interface Contact {
  id: string;
  name: string;
  image: string | null;
  company_name: string | null;
  email: string;
}

const kenta: Contact = { id: 'u3', name: '佐藤 健太', image: null, company_name: '結日商事', email: 'kenta@musubi.test' };
const yui: Contact = { id: 'u4', name: '高橋 結衣', image: null, company_name: null, email: 'yui@musubi.test' };

/** Each listed contact as "name / company", as the list shows them. */
const listed = async () => (await screen.findAllByTestId('contact')).map((c) => [...c.querySelectorAll('p')].map((p) => p.textContent).join(' / '));

/** The contacts state of the server, changed by the mutations the dialog sends. */
function contactsServer(overrides: Partial<Record<string, (variables: Record<string, unknown>) => MockAnswer>> = {}) {
  const state = {
    contacts: [kenta],
    received: [{ id: 'cr1', email: 'me@musubi.test', createdAt: '2025-04-01T03:00:00.000Z', request_user: yui }],
    sent: [{ id: 'cr2', email: 'aoi@musubi.test', createdAt: '2025-04-01T02:00:00.000Z' }],
  };
  const handlers: Record<string, (variables: Record<string, unknown>) => MockAnswer> = {
    ContactsList: () => ({ data: { listContacts: { items: state.contacts }, received: { items: state.received }, sent: { items: state.sent } } }),
    ContactsAccept: (variables) => {
      const id = (variables.input as { id: string }).id;
      const request = state.received.find((r) => r.id === id)!;
      state.received = state.received.filter((r) => r.id !== id);
      state.contacts = [...state.contacts, request.request_user];
      return { data: { acceptRequestContact: { id } } };
    },
    ContactsDecline: (variables) => {
      state.received = state.received.filter((r) => r.id !== (variables.input as { id: string }).id);
      state.sent = state.sent.filter((r) => r.id !== (variables.input as { id: string }).id);
      return { data: { customDeleteContactRequest: true } };
    },
    ContactsRequest: (variables) => {
      const email = (variables.input as { email?: string }).email ?? '';
      state.sent = [...state.sent, { id: 'cr3', email, createdAt: '2025-04-01T04:00:00.000Z' }];
      return { data: { customCreateContactRequest: { id: 'cr3' } } };
    },
    ContactsInvite: (variables) => ({ data: { createInviteByEmail: { id: 'inv1', email: (variables.input as { email: string }).email } } }),
    ...overrides,
  };
  return mockGraphqlClient((operation, variables) => handlers[operation]!(variables));
}

function renderDialog(server = contactsServer(), initialTab?: string) {
  renderWithProviders(<ContactsDialog opened onClose={vi.fn()} viewerId="me" initialTab={initialTab} />, server.client);
  return server;
}

const callsOf = (server: ReturnType<typeof contactsServer>, operation: string) => server.calls.filter((c) => c.operationName === operation);

describe('ContactsDialog', () => {
  it('lists the contacts with their company and counts the received requests', async () => {
    renderDialog();
    expect(await listed()).toEqual(['佐藤 健太 / 結日商事']);
    expect(screen.getByRole('tab', { name: '申請 (1)' })).toBeTruthy();
  });

  it('says so when there is no contact yet', async () => {
    renderDialog(contactsServer({ ContactsList: () => ({ data: { listContacts: { items: [] }, received: { items: [] }, sent: { items: [] } } }) }));
    expect(await screen.findByText('コンタクトはまだいません')).toBeTruthy();
  });

  it('accepts a received request, which moves the person to the list', async () => {
    const server = renderDialog(undefined, 'requests');
    const request = await screen.findByTestId('contact-request');
    expect(within(request).getByText('高橋 結衣')).toBeTruthy();
    expect(screen.getByTestId('sent-request').textContent).toContain('aoi@musubi.test');
    await userEvent.click(within(request).getByRole('button', { name: '承認' }));
    await waitFor(() => expect(screen.queryByTestId('contact-request')).toBeNull());
    expect(callsOf(server, 'ContactsAccept').map((c) => c.variables)).toEqual([{ input: { id: 'cr1' } }]);
    expect(screen.getByText('届いている申請はありません')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '一覧' }));
    expect(await listed()).toEqual(['佐藤 健太 / 結日商事', '高橋 結衣']);
  });

  it('declines a received request without adding the person', async () => {
    const server = renderDialog(undefined, 'requests');
    await userEvent.click(within(await screen.findByTestId('contact-request')).getByRole('button', { name: '拒否' }));
    await waitFor(() => expect(screen.queryByTestId('contact-request')).toBeNull());
    expect(callsOf(server, 'ContactsDecline').map((c) => c.variables)).toEqual([{ input: { id: 'cr1' } }]);
    expect(callsOf(server, 'ContactsAccept')).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: '一覧' }));
    expect(await listed()).toEqual(['佐藤 健太 / 結日商事']);
  });

  it("shows the server's message in an alert when accepting fails, and keeps the request", async () => {
    const limit = MESSAGES.contactLimit('フリー', 10, true);
    renderDialog(contactsServer({ ContactsAccept: () => ({ error: { message: limit, code: 'LIMIT_EXCEEDED' } }) }), 'requests');
    await userEvent.click(within(await screen.findByTestId('contact-request')).getByRole('button', { name: '承認' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(screen.getByTestId('contact-request')).toBeTruthy();
  });

  it('cancels a request it sent', async () => {
    const server = renderDialog(undefined, 'requests');
    await userEvent.click(within(await screen.findByTestId('sent-request')).getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(screen.queryByTestId('sent-request')).toBeNull());
    expect(callsOf(server, 'ContactsDecline').map((c) => c.variables)).toEqual([{ input: { id: 'cr2' } }]);
    expect(screen.getByText('承認待ちの申請はありません')).toBeTruthy();
  });

  it('finds people by name and asks one to connect, but not with a single character', async () => {
    const server = renderDialog(
      contactsServer({ ContactsFindPeople: () => ({ data: { findUsers: { items: [{ id: 'u9', name: '山本 蓮', image: null, company_name: '山本会計' }] } } }) }),
      'add',
    );
    const field = await screen.findByLabelText('名前・会社名（2文字以上）またはメールアドレス');
    await userEvent.type(field, '山');
    await userEvent.click(screen.getByRole('button', { name: '探す' }));
    expect((await screen.findByRole('alert')).textContent).toBe('2文字以上入力してください');
    expect(callsOf(server, 'ContactsFindPeople')).toEqual([]);
    await userEvent.type(field, '本');
    await userEvent.click(screen.getByRole('button', { name: '探す' }));
    const found = await screen.findByTestId('found-person');
    expect(found.textContent).toContain('山本会計');
    await userEvent.click(within(found).getByRole('button', { name: '山本 蓮 さんにコンタクト申請' }));
    expect((await screen.findByRole('status')).textContent).toBe('送信しました');
    expect(callsOf(server, 'ContactsRequest').map((c) => c.variables)).toEqual([{ input: { user_id: 'u9' } }]);
    // The person found is marked as asked, and cannot be asked twice.
    expect((within(found).getByRole('button', { name: '申請済み' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(found).queryByRole('button', { name: '山本 蓮 さんにコンタクト申請' })).toBeNull();
  });

  it('marks a person already asked as 申請済み when found again', async () => {
    const ren = { id: 'u9', name: '山本 蓮', image: null, company_name: '山本会計' };
    const sent = [{ id: 'cr2', email: 'ren@musubi.test', createdAt: '2025-04-01T02:00:00.000Z', user: ren }];
    renderDialog(
      contactsServer({
        ContactsList: () => ({ data: { listContacts: { items: [kenta] }, received: { items: [] }, sent: { items: sent } } }),
        ContactsFindPeople: () => ({ data: { findUsers: { items: [ren, yui] } } }),
      }),
      'add',
    );
    await userEvent.type(await screen.findByLabelText('名前・会社名（2文字以上）またはメールアドレス'), '山本');
    await userEvent.click(screen.getByRole('button', { name: '探す' }));
    expect(await screen.findAllByTestId('found-person')).toHaveLength(2);
    const [asked, other] = screen.getAllByTestId('found-person');
    expect((within(asked!).getByRole('button', { name: '申請済み' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(other!).getByRole('button', { name: '高橋 結衣 さんにコンタクト申請' })).toBeTruthy();
  });

  it("says a malformed address in the app's words, sending nothing", async () => {
    const server = renderDialog(undefined, 'add');
    const field = await screen.findByLabelText('まだ Musubi を使っていない人をメールで招待');
    await userEvent.type(field, 'new-musubi.test');
    await userEvent.click(screen.getByRole('button', { name: '招待を送る' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.email);
    expect(callsOf(server, 'ContactsInvite')).toEqual([]);
    expect(field.closest('form')!.noValidate).toBe(true);
  });

  it('removes a contact after a confirmation that names them', async () => {
    const server = renderDialog(contactsServer({ ContactsRemove: () => ({ data: { removeContact: true } }) }));
    await screen.findByTestId('contact');
    await userEvent.click(screen.getByRole('button', { name: '佐藤 健太 さんをコンタクトから削除' }));
    const confirm = await screen.findByRole('dialog', { name: '佐藤 健太 さんをコンタクトから削除しますか？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(server, 'ContactsRemove').map((c) => c.variables)).toEqual([{ input: { user_id: 'u3' } }]));
  });

  it('sends a contact request by e-mail and lists it as waiting', async () => {
    const server = renderDialog(undefined, 'add');
    const field = await screen.findByLabelText('メールアドレスでコンタクト申請');
    await userEvent.type(field, '  ren@musubi.test ');
    await userEvent.click(screen.getByRole('button', { name: '申請を送る' }));
    expect((await screen.findByRole('status')).textContent).toBe('送信しました');
    expect(callsOf(server, 'ContactsRequest').map((c) => c.variables)).toEqual([{ input: { email: 'ren@musubi.test' } }]);
    expect((field as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: '申請 (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('sent-request').map((row) => row.textContent)).toEqual(['aoi@musubi.test取り消す', 'ren@musubi.test取り消す']));
  });

  it("shows the server's refusal under the e-mail field and keeps what was typed", async () => {
    renderDialog(contactsServer({ ContactsRequest: () => ({ error: { message: MESSAGES.inviteNoAccount, code: 'BAD_USER_INPUT', field: 'email' } }) }), 'add');
    const field = await screen.findByLabelText('メールアドレスでコンタクト申請');
    await userEvent.type(field, 'nobody@musubi.test');
    await userEvent.click(screen.getByRole('button', { name: '申請を送る' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.inviteNoAccount);
    expect(field.closest('form')!.contains(alert)).toBe(true);
    expect((field as HTMLInputElement).value).toBe('nobody@musubi.test');
  });

  it('invites someone without an account by e-mail as an addContactNotExist invitation', async () => {
    const server = renderDialog(undefined, 'add');
    await userEvent.type(await screen.findByLabelText('まだ Musubi を使っていない人をメールで招待'), 'new@musubi.test');
    await userEvent.click(screen.getByRole('button', { name: '招待を送る' }));
    expect((await screen.findByRole('status')).textContent).toBe('送信しました');
    expect(callsOf(server, 'ContactsInvite').map((c) => c.variables)).toEqual([{ input: { type: 2, email: 'new@musubi.test' } }]);
  });

  it('says when an invitation is refused because the address already has an account', async () => {
    renderDialog(contactsServer({ ContactsInvite: () => ({ error: { message: MESSAGES.inviteAccountExists, code: 'BAD_USER_INPUT', field: 'email' } }) }), 'add');
    await userEvent.type(await screen.findByLabelText('まだ Musubi を使っていない人をメールで招待'), 'kenta@musubi.test');
    await userEvent.click(screen.getByRole('button', { name: '招待を送る' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.inviteAccountExists);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
