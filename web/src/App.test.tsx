import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('shows the Japanese landing page with sign-up and log-in links', async () => {
    render(<App />);

    // The page's code loads lazily, which a loaded machine may take more than the default second for.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(heading.textContent).toBe('結び — チャットとタスクをひとつに');
    // The header's links wait for the session check, which answers after the page on a loaded machine.
    const signup = await screen.findByRole('link', { name: '新規登録' }, { timeout: 10_000 });
    expect(signup.getAttribute('href')).toBe('/auth/signup');
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/auth/login');
  });
});
