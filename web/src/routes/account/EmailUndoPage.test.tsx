import { MESSAGES } from '@musubi/shared/client';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CombinedError, Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/render';
import { EmailUndoPage } from './EmailUndoPage';

function renderAt(url: string, client: Client) {
  return render(
    <MantineProvider env="test">
      <Provider value={client}>
        <MemoryRouter initialEntries={[url]}>
          <EmailUndoPage />
        </MemoryRouter>
      </Provider>
    </MantineProvider>,
  );
}

const password = () => screen.getByLabelText(/新しいパスワード/) as HTMLInputElement;

describe('EmailUndoPage', () => {
  it('undoes on a click, then sets the new password with the same link', async () => {
    const { client, calls } = fakeClient((operation) =>
      operation === 'UndoEmailChange' ? { data: { undoEmailChange: 'hanako@example.jp' } } : { data: { setPasswordAfterEmailUndo: true } },
    );
    renderAt('/account/email/undo?token=abc', client);
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '元のメールアドレスに戻す' }));
    expect(await screen.findByText(/hanako@example\.jp に戻し/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '新しいパスワードを設定する' }));
    expect(calls).toHaveLength(1);

    await userEvent.type(password(), 'renewed456');
    await userEvent.click(screen.getByRole('button', { name: '新しいパスワードを設定する' }));
    expect(await screen.findByText('新しいパスワードを設定しました。新しいパスワードでログインしてください。')).toBeTruthy();
    expect(calls.map((call) => call.variables)).toEqual([{ token: 'abc' }, { input: { token: 'abc', newPassword: 'renewed456' } }]);
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe('/auth/login');
  });

  it("shows the server's refusal of a spent link above the form", async () => {
    const { client } = fakeClient((operation) =>
      operation === 'UndoEmailChange'
        ? { data: { undoEmailChange: 'hanako@example.jp' } }
        : { error: new CombinedError({ graphQLErrors: [{ message: MESSAGES.emailChangeUndoInvalid, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] }) },
    );
    renderAt('/account/email/undo?token=abc', client);
    await userEvent.click(screen.getByRole('button', { name: '元のメールアドレスに戻す' }));
    await userEvent.type(await screen.findByLabelText(/新しいパスワード/), 'renewed456');
    await userEvent.click(screen.getByRole('button', { name: '新しいパスワードを設定する' }));
    expect(await screen.findByText(MESSAGES.emailChangeUndoInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードの再設定はこちら' }).getAttribute('href')).toBe('/auth/reset-password');
  });

  it('offers nothing to click without a token', () => {
    const { client } = fakeClient(() => ({}));
    renderAt('/account/email/undo', client);
    expect(screen.getByText(MESSAGES.emailChangeUndoInvalid)).toBeTruthy();
    expect((screen.getByRole('button', { name: '元のメールアドレスに戻す' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
