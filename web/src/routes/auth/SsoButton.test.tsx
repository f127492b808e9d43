import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, renderWithProviders } from '../../test/render';
import { SsoButton, SsoOutcomeAlert, ssoOutcome } from './SsoButton';

const answer = (body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })));

describe('SsoButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the configured label as a link that starts the sign-in', async () => {
    vi.stubGlobal('fetch', answer({ label: 'Google でログイン' }));
    renderWithProviders(<SsoButton />, fakeClient(() => ({ data: {} })).client);
    const link = await screen.findByRole('link', { name: 'Google でログイン' });
    expect(link.getAttribute('href')).toBe('/auth/sso/start');
  });

  it('shows nothing when single sign-on is not configured, or the server does not answer', async () => {
    const none = answer({ label: null });
    vi.stubGlobal('fetch', none);
    const { unmount } = renderWithProviders(<SsoButton />, fakeClient(() => ({ data: {} })).client);
    await waitFor(() => expect(none).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline'))));
    renderWithProviders(<SsoButton />, fakeClient(() => ({ data: {} })).client);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says why a sign-in came back, and ignores outcomes it does not know', () => {
    expect(ssoOutcome('<script>')).toBeNull();
    renderWithProviders(<SsoOutcomeAlert outcome={ssoOutcome('link')!} />, fakeClient(() => ({ data: {} })).client);
    expect(screen.getByRole('status').textContent).toContain('パスワードで一度ログインすると');
  });
});
