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

  it('asks for the authenticator code after the password, and reports the sign-in once it is right', async () => {
    const wrong = new CombinedError({
      graphQLErrors: [{ message: MESSAGES.twoStepCodeMismatch, extensions: { code: 'BAD_USER_INPUT', field: 'challengeResponse' } }],
    });
    let tries = 0;
    const { client, calls } = fakeClient((name) => {
      if (name === 'SignIn') return signInAnswer('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
      tries += 1;
      return tries === 1 ? { error: wrong } : { data: { confirmSignIn: { isSignedIn: true, nextStep: { signInStep: 'DONE' } } } };
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    const code = await screen.findByLabelText(/認証コード/);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByText(MESSAGES.twoStepCodeMismatch)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: '確認する' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('DONE'));
    expect(calls.at(-1)?.variables).toEqual({ input: { challengeResponse: '123456', captcha: null } });
  });

  it('goes back to the password when the waiting sign-in has expired', async () => {
    const expired = new CombinedError({ graphQLErrors: [{ message: MESSAGES.twoStepExpired, extensions: { code: 'BAD_USER_INPUT' } }] });
    const { client } = fakeClient((name) => (name === 'SignIn' ? signInAnswer('CONFIRM_SIGN_IN_WITH_TOTP_CODE') : { error: expired }));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await userEvent.type(await screen.findByLabelText(/認証コード/), '123456');
    await userEvent.click(screen.getByRole('button', { name: '確認する' }));

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.twoStepExpired);
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeTruthy();
  });

  it('sets the authenticator app up when an administrator requires it, shows the recovery codes, then reports the sign-in', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-ef${String(i).padStart(2, '0')}`);
    const { client, calls } = fakeClient((name) => {
      if (name === 'SignIn') return signInAnswer('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
      if (name === 'BeginTotpSetup') return { data: { beginTotpSetup: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' } } };
      return { data: { confirmTotpSetup: codes } };
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, client);

    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('管理者が二段階認証を必須にしています。ログインを続けるには、認証アプリを設定してください。')).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/6桁のコード/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ログインを続ける' }));
    expect(await screen.findByText(codes[0]!)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '保管しました' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('DONE'));
    expect(calls.at(-1)?.variables).toEqual({ code: '123456' });
  });
});
