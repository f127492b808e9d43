import { render, screen } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Session, Viewer } from '../../session/session';
import { testViewer } from '../../test/fixtures';
import { GUARDS, guardLoader } from './guards';
import { afterSignInUrl, loginUrl } from './redirects';
import { ROUTE_TABLE } from '../table';

const viewer = testViewer;

function GuardError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `${error.status} ${String(error.data)}` : 'other error'}</p>;
}

/** A session that already knows who is signed in, without a server. */
function sessionOf(user: Viewer | null): Session {
  return { viewer: async () => user, reload: async () => user } as unknown as Session;
}

function renderGuarded(guards: string[], user: Viewer | null, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/guarded',
        loader: guardLoader(guards, sessionOf(user)),
        Component: () => <p>guarded page</p>,
        ErrorBoundary: GuardError,
      },
      { path: '/auth/login', Component: () => <p>login page</p> },
      { path: '/auth/signup', Component: () => <p>signup page</p> },
      { path: '/auth/signup/profile', Component: () => <p>profile step</p> },
      { path: '/room', Component: () => <p>room page</p> },
      { path: '/plan', Component: () => <p>plan page</p> },
      { path: '/account/id/edit', Component: () => <p>account page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  it('rejects an unknown guard name when the routes are built', () => {
    expect(() => guardLoader(['authenticated', 'no-such-guard'], sessionOf(null))).toThrow('Unknown route guard "no-such-guard"');
  });

  it('names only known guards in the route table', () => {
    for (const route of ROUTE_TABLE) for (const name of route.guards) expect(Object.keys(GUARDS)).toContain(name);
  });

  it('sends a signed-out visitor to the login page, remembering the URL', async () => {
    const router = renderGuarded(['authenticated'], null, '/guarded?tab=1');
    await screen.findByText('login page');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/guarded?tab=1')}`);
  });

  it('lets a registered user in', async () => {
    renderGuarded(['authenticated'], viewer(), '/guarded');
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });

  it('sends an account that has not finished signing up to the code and profile step', async () => {
    renderGuarded(['authenticated'], viewer({ status: 0, isFirstLogin: true }), '/guarded');
    expect(await screen.findByText('profile step')).toBeTruthy();
  });

  it('hides the admin pages from a non-admin behind a 404', async () => {
    renderGuarded(['authenticated-admin'], viewer(), '/guarded');
    expect(await screen.findByText('404 Page not found /guarded')).toBeTruthy();
  });

  it('moves a signed-in user off the login page to the saved URL', async () => {
    renderGuarded(['load-router-auth'], viewer(), `/guarded?redirect=${encodeURIComponent('/account/id/edit')}`);
    expect(await screen.findByText('account page')).toBeTruthy();
  });

  it('shows the e-mail code page only while a change waits for its code', async () => {
    renderGuarded(['pending-email-change'], viewer(), '/guarded');
    expect(await screen.findByText('account page')).toBeTruthy();
    renderGuarded(['pending-email-change'], viewer({ pendingEmail: 'new@example.jp' }), '/guarded');
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });

  it('shows the payment success page only with the payment it follows', async () => {
    renderGuarded(['payment-just-made'], viewer(), '/guarded');
    expect(await screen.findByText('plan page')).toBeTruthy();
    renderGuarded(['payment-just-made'], viewer(), '/guarded?subscription_id=sub_1');
    expect(await screen.findByText('guarded page')).toBeTruthy();
  });

  it('lets only a new, unregistered account into the profile step', async () => {
    renderGuarded(['confirm-register'], null, '/guarded');
    expect(await screen.findByText('signup page')).toBeTruthy();
  });
});

describe('the URL after sign-in', () => {
  it('is the saved URL unless it contains the auth path or leaves the site', () => {
    expect(afterSignInUrl('/account/id/edit')).toBe('/account/id/edit');
    expect(afterSignInUrl('/auth/signup')).toBe('/room');
    expect(afterSignInUrl('//evil.example/x')).toBe('/room');
    expect(afterSignInUrl('https://evil.example/')).toBe('/room');
    expect(afterSignInUrl(null)).toBe('/room');
  });

  it('is not saved for the top page or auth pages', () => {
    expect(loginUrl('/')).toBe('/auth/login');
    expect(loginUrl('/auth/signup/complete')).toBe('/auth/login');
    expect(loginUrl('/plan')).toBe('/auth/login?redirect=%2Fplan');
  });
});
