import { MESSAGES } from '@musubi/shared/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CombinedError, Provider, type Client } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { SessionProvider } from '../../session/context';
import { Session, type Viewer } from '../../session/session';
import { fakeClient } from '../../test/render';
import { EmailChangeForm, LanguageForm, PasswordChangeForm } from './AccountEditPage';

const viewer = { id: 'u1', email: 'hanako@example.jp', name: '山田花子', qualifications: [] } as unknown as Viewer;

const refusal = (message: string, field?: string) => ({
  error: new CombinedError({ graphQLErrors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] }),
});

/** The account screen's forms need the signed-in user and a router (the e-mail form moves on to /verify). */
function renderSignedIn(ui: ReactNode, client: Client, session = new Session()) {
  session.update(viewer);
  return render(
    <MantineProvider>
      <Provider value={client}>
        <SessionProvider session={session}>
          <MemoryRouter initialEntries={['/account/id/edit']}>
            <Routes>
              <Route path="/account/id/edit" element={ui} />
              <Route path="/verify" element={<p>認証コードの入力</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('EmailChangeForm', () => {
  it('shows the e-mail rule under the field and sends nothing', async () => {
    const { client, calls } = fakeClient(() => ({ data: { sendMailUpdateEmail: true } }));
    renderSignedIn(<EmailChangeForm />, client);

    await userEvent.type(input(/新しいメールアドレス/), 'hanako@');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));

    expect(await screen.findByText(MESSAGES.email)).toBeTruthy();
    expect(input(/新しいメールアドレス/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("shows the server's message under the field and keeps the address typed", async () => {
    const { client, calls } = fakeClient(() => refusal(MESSAGES.emailAlreadyRegistered, 'email'));
    renderSignedIn(<EmailChangeForm />, client);

    await userEvent.type(input(/新しいメールアドレス/), 'taken@example.jp');
    await userEvent.type(input(/^パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));

    expect(await screen.findByText(MESSAGES.emailAlreadyRegistered)).toBeTruthy();
    expect(input(/新しいメールアドレス/).value).toBe('taken@example.jp');
    expect(calls.map((call) => call.variables)).toEqual([{ input: { email: 'taken@example.jp', password: 'password123' } }]);
    expect(screen.queryByText('認証コードの入力')).toBeNull();
  });

  it('sends the code and goes on to the verification page', async () => {
    const { client } = fakeClient(() => ({ data: { sendMailUpdateEmail: true } }));
    renderSignedIn(<EmailChangeForm />, client);

    expect(screen.getByText(/hanako@example\.jp/)).toBeTruthy();
    await userEvent.type(input(/新しいメールアドレス/), 'new@example.jp');
    await userEvent.type(input(/^パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));

    expect(await screen.findByText('認証コードの入力')).toBeTruthy();
  });

  it('asks for the current password and shows a wrong one under its field', async () => {
    const { client, calls } = fakeClient(() => refusal(MESSAGES.wrongPassword, 'password'));
    renderSignedIn(<EmailChangeForm />, client);

    await userEvent.type(input(/新しいメールアドレス/), 'new@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.type(input(/^パスワード/), 'guess12345');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));
    expect(await screen.findByText(MESSAGES.wrongPassword)).toBeTruthy();
    expect(screen.queryByText('認証コードの入力')).toBeNull();
  });
});

describe('PasswordChangeForm', () => {
  const fill = async (oldPassword: string, newPassword: string, confirmPassword: string) => {
    if (oldPassword) await userEvent.type(input(/現在のパスワード/), oldPassword);
    if (newPassword) await userEvent.type(input(/^新しいパスワード(?!（)/), newPassword);
    if (confirmPassword) await userEvent.type(input(/新しいパスワード（確認）/), confirmPassword);
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
  };

  it('shows the required and password rules under their fields and sends nothing', async () => {
    const { client, calls } = fakeClient(() => ({ data: { updatePassword: true } }));
    renderSignedIn(<PasswordChangeForm />, client);

    await fill('', 'short1', 'short1');

    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(MESSAGES.password)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a confirmation that differs, under the confirmation field', async () => {
    const { client, calls } = fakeClient(() => ({ data: { updatePassword: true } }));
    renderSignedIn(<PasswordChangeForm />, client);

    await fill('oldpass123', 'newpass123', 'newpass124');

    expect(await screen.findByText('パスワードが一致しません。')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal and keeps every field as typed", async () => {
    const { client, calls } = fakeClient(() => refusal(MESSAGES.wrongOldPassword));
    renderSignedIn(<PasswordChangeForm />, client);

    await fill('oldpass999', 'newpass123', 'newpass123');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.wrongOldPassword);
    expect(calls.map((call) => call.variables)).toEqual([{ oldPassword: 'oldpass999', newPassword: 'newpass123' }]);
    expect(input(/現在のパスワード/).value).toBe('oldpass999');
    expect(input(/^新しいパスワード(?!（)/).value).toBe('newpass123');
    expect(input(/新しいパスワード（確認）/).value).toBe('newpass123');
  });

  it('clears the fields once the password is changed', async () => {
    const { client } = fakeClient(() => ({ data: { updatePassword: true } }));
    renderSignedIn(<PasswordChangeForm />, client);

    await fill('oldpass123', 'newpass123', 'newpass123');

    await screen.findByRole('button', { name: 'パスワードを変更する' });
    await expect.poll(() => input(/現在のパスワード/).value).toBe('');
    expect(input(/新しいパスワード（確認）/).value).toBe('');
  });
});

describe('LanguageForm', () => {
  afterEach(async () => {
    await setLanguage('ja');
  });

  it('saves English on the account and shows the page in English at once, without a reload', async () => {
    const { client, calls } = fakeClient(() => ({ data: { updateLanguage: { ...viewer, language: 'en' } } }));
    const session = new Session();
    renderSignedIn(<LanguageForm />, client, session);

    expect(screen.getByRole('radio', { name: '日本語' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByText('Language')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(calls).toEqual([{ kind: 'mutation', variables: { language: 'en' } }]);
    expect(document.documentElement.lang).toBe('en');
    expect(session.getState().viewer?.language).toBe('en');
  });

  it("shows the server's refusal and stays in Japanese", async () => {
    const { client } = fakeClient(() => refusal(MESSAGES.languageInvalid));
    renderSignedIn(<LanguageForm />, client);

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));

    expect(await screen.findByText(MESSAGES.languageInvalid)).toBeTruthy();
    expect(screen.getByText('言語（Language）')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '日本語' })).toHaveProperty('checked', true);
    expect(document.documentElement.lang).not.toBe('en');
  });
});
