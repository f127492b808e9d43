import { MESSAGES } from '@musubi/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { LoginForm } from './LoginForm';

const signInAnswer = (signInStep: string) => ({ data: { signIn: { isSignedIn: signInStep === 'DONE', nextStep: { signInStep } } } });

describe('LoginForm', () => {
  it('shows the shared rule messages under the fields and sends nothing', async () => {
    const { client, calls } = fakeClient(() => signInAnswer('DONE'));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText(MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's message and keeps what was typed", async () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: MESSAGES.wrongCredentials, extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const { client, calls } = fakeClient(() => ({ error }));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'wrongpass1');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.wrongCredentials);
    expect((screen.getByLabelText(/メールアドレス/) as HTMLInputElement).value).toBe('hanako@example.jp');
    expect(calls[0]?.variables).toEqual({ input: { email: 'hanako@example.jp', password: 'wrongpass1', captcha: null } });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the captcha when the server asks for it', async () => {
    const { client } = fakeClient((name) => (name === 'SignIn' ? signInAnswer('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') : { data: {} }));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('ロボットでないことの確認が済んでから、もう一度ログインしてください。')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-captcha]')).not.toBeNull());
    // No payload yet: the button waits for the captcha.
    expect((screen.getByRole('button', { name: 'ログイン' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports a completed sign-in', async () => {
    const { client } = fakeClient(() => signInAnswer('DONE'));
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('DONE'));
  });
});
