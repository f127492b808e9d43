import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'urql';
import { signOut } from './signOut';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('signing out', () => {
  it('clears cookies on every path, local storage, session storage and the queued posts, then loads the login page', async () => {
    window.history.replaceState(null, '', '/room/r1');
    document.cookie = `folders=${encodeURIComponent('["f1"]')}; path=/`;
    document.cookie = 'tab=messages; path=/room';
    localStorage.setItem('draft', 'x');
    localStorage.setItem('musubi.viewer', JSON.stringify({ id: 'u1', name: '山田花子' }));
    sessionStorage.setItem('redirect', '/room/r1');
    const mutations: unknown[] = [];
    const client = { mutation: (_query: string, variables: unknown) => ({ toPromise: async () => (mutations.push(variables), {}) }) };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/room/r1', assign });
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });

    await signOut(client as unknown as Client);

    expect(mutations).toEqual([{ global: false }]);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    // The posts queued while the server was away go too.
    expect(deleteDatabase).toHaveBeenCalledWith('musubi-outbox');
    // And the person and their answers, kept so that the app opens while the server is away.
    expect(deleteDatabase).toHaveBeenCalledWith('musubi-answers-u1');
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });
});
