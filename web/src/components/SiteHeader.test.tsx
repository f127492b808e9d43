import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../session/context';
import { Session, type Viewer } from '../session/session';
import { UserMenu } from './SiteHeader';

const viewer = { id: 'u1', email: 'hanako@example.jp', name: '山田花子', qualifications: [] } as unknown as Viewer;

/** The header's user menu on a page no guard has run for: nobody has asked who is signed in yet. */
function renderUnguarded(session: Session) {
  render(
    <MantineProvider env="test">
      <SessionProvider session={session}>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </SessionProvider>
    </MantineProvider>,
  );
}

describe('the header on a page without a guard (the 404 page, the terms)', () => {
  it("asks who is signed in and shows that user's menu, never the log-in buttons", async () => {
    let asked = 0;
    renderUnguarded(
      new Session(async () => {
        asked += 1;
        return viewer;
      }),
    );
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
    expect(await screen.findByRole('button', { name: /のメニュー$/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
    expect(asked).toBe(1);
  });

  it('shows the log-in and sign-up links once it knows nobody is signed in', async () => {
    renderUnguarded(new Session(async () => null));
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新規登録' })).toBeTruthy();
  });
});
