import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { never } from 'wonka';
import { SessionProvider } from '../session/context';
import type { Viewer } from '../session/session';
import { fakeClient, sessionWith } from '../test/render';
import { Root } from './Root';

// jsdom does not scroll; the root layout's scroll restoration calls it on every navigation.
Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });

const viewer = { id: 'u1', email: 'hanako@example.jp', name: '山田花子', qualifications: [] } as unknown as Viewer;

/** The root layout over one page, signed in as `viewer`, with a client that answers sign-in and the user. */
function renderSignedInRoot() {
  const { client: fake, calls } = fakeClient((operation) =>
    operation === 'SignIn'
      ? { data: { signIn: { isSignedIn: true, nextStep: { signInStep: 'DONE' } } } }
      : { data: { getUserDetail: viewer } },
  );
  // The sign-out-elsewhere subscription stays silent here.
  const client = { ...fake, executeSubscription: () => never } as unknown as Client;
  const session = sessionWith(client, viewer);
  session.update(viewer);
  const router = createMemoryRouter(
    [{ path: '/', Component: Root, children: [{ path: 'plan', element: <p>プランのページ</p> }] }],
    { initialEntries: ['/plan'] },
  );
  render(
    <MantineProvider>
      <Provider value={client}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </Provider>
    </MantineProvider>,
  );
  return { session, calls };
}

describe('the session-expired login modal', () => {
  it('is not there while the session lives', async () => {
    renderSignedInRoot();
    await screen.findByText('プランのページ');
    expect(screen.queryByText('もう一度ログインしてください')).toBeNull();
  });

  it('loads when the session expires, and signing in there continues on the same page', async () => {
    const { session, calls } = renderSignedInRoot();
    await screen.findByText('プランのページ');

    session.markExpired();

    expect(await screen.findByText('もう一度ログインしてください')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.jp');
    await userEvent.type(screen.getByLabelText(/パスワード/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(screen.queryByText('もう一度ログインしてください')).toBeNull());
    expect(session.getState()).toMatchObject({ viewer, expired: false });
    expect(calls.some((call) => call.variables.input !== undefined)).toBe(true);
    expect(screen.getByText('プランのページ')).toBeTruthy();
  });
});
