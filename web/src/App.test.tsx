import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
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

  it("keeps index.html's loading screen until the first page shows, and no longer", async () => {
    browserPrefers(['ja-JP']);
    const loading = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'loading-screen' }));
    render(<App />);
    // The first render draws no page yet (its code is loading): the loading screen stays.
    expect(loading.isConnected).toBe(true);
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(loading.isConnected).toBe(false);
  });
});
