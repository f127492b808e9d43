import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { App, firstPageReady } from './App';
import { Session } from './session/session';
import { setLanguage } from './i18n';

/** The languages the browser prefers, as navigator.languages tells them. */
const browserPrefers = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('App', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLanguage('ja');
  });

  it('shows the Japanese landing page with sign-up and log-in links', async () => {
    browserPrefers(['ja-JP', 'en-US']);
    render(<App />);

    // The page's code loads lazily, which a loaded machine may take more than the default second for.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).toBe('結び — チャットとタスクをひとつに');
    // The header's links wait for the session check, which answers after the page on a loaded machine.
    const signup = await screen.findByRole('link', { name: '新規登録' }, { timeout: 10_000 });
    expect(signup.getAttribute('href')).toBe('/auth/signup');
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/auth/login');
  });

  it('shows the landing page in English to a signed-out browser that prefers English', async () => {
    browserPrefers(['en-GB', 'ja']);
    render(<App />);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Musubi — chat and tasks in one place' }, { timeout: 10_000 });
    expect(heading).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Sign up' }, { timeout: 10_000 })).getAttribute('href')).toBe('/auth/signup');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is ready for its first render once the first page has its code, not before', async () => {
    let loadPage!: () => void;
    const pageCode = new Promise<void>((resolve) => (loadPage = resolve));
    const router = createMemoryRouter([{ path: '/', lazy: async () => (await pageCode, { Component: () => null }) }]);
    let ready = false;
    const waiting = firstPageReady({ session: new Session(), router }).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    loadPage();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });
});
