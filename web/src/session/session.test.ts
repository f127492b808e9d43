import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from 'urql';
import { graphqlLoader } from '../graphql/lazy';
import { readViewer } from './readViewer';
import { Session, type Viewer } from './session';

const viewer = { id: 'u1', email: 'hanako@example.jp', name: '山田花子', qualifications: [] } as unknown as Viewer;

/** fetch answering POST /graphql with `body` (and the status), recording what was sent. */
function answering(body: unknown, status = 200) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readViewer', () => {
  it('asks getUserDetail as JSON with the cookie and returns the user', async () => {
    const sent = answering({ data: { getUserDetail: viewer } });
    expect(await readViewer()).toEqual(viewer);
    expect(sent[0]!.url).toBe('/graphql');
    expect(sent[0]!.init.credentials).toBe('same-origin');
    expect(new Headers(sent[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({ operationName: 'GetUserDetail' });
  });

  it('takes UNAUTHENTICATED for signed out', async () => {
    answering({ data: null, errors: [{ message: 'ログインしてください。', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await readViewer()).toBeNull();
  });

  it('fails on any other error, which is not a sign-out', async () => {
    answering({ data: null, errors: [{ message: 'エラーが発生しています。', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500);
    await expect(readViewer()).rejects.toThrow('HTTP 500');
  });
});

describe('Session.reload', () => {
  it('keeps the user it knew when the server cannot be asked', async () => {
    let answer: () => Promise<Viewer | null> = async () => viewer;
    const session = new Session(() => answer());
    expect(await session.reload()).toEqual(viewer);
    answer = () => Promise.reject(new Error('offline'));
    expect(await session.reload()).toEqual(viewer);
    expect(session.getState().viewer).toEqual(viewer);
  });

  it('shows the page signed out when the first question fails and nobody is remembered', async () => {
    localStorage.clear();
    const session = new Session(() => Promise.reject(new Error('offline')));
    expect(await session.viewer()).toBeNull();
    expect(session.getState()).toEqual({ viewer: null, expired: false, remembered: false });
  });

  it('starts as the person this browser remembers when the server is away, and asks again once it answers', async () => {
    localStorage.clear();
    let answer: () => Promise<Viewer | null> = async () => viewer;
    await new Session(() => answer()).viewer();
    answer = () => Promise.reject(new Error('offline'));
    const offline = new Session(() => answer());
    expect(await offline.viewer()).toEqual(viewer);
    expect(offline.getState()).toMatchObject({ viewer, remembered: true });
    const renamed = { ...viewer, name: '山田花子（新）' };
    answer = async () => renamed;
    offline.reconnected();
    await vi.waitFor(() => expect(offline.getState()).toMatchObject({ viewer: renamed, remembered: false }));
    // A later reconnect asks again: the account may have changed on another device while this page was away.
    const inEnglish = { ...renamed, language: 'en' as const };
    answer = async () => inEnglish;
    offline.reconnected();
    await vi.waitFor(() => expect(offline.getState().viewer).toEqual(inEnglish));
  });

  it('asks nothing on a reconnect while nobody is signed in', async () => {
    let asked = 0;
    const session = new Session(async () => (asked++, null));
    await session.viewer();
    session.reconnected();
    expect(asked).toBe(1);
  });

  it('forgets the person when the server says nobody is signed in', async () => {
    localStorage.clear();
    await new Session(async () => viewer).viewer();
    expect(localStorage.getItem('musubi.viewer')).not.toBeNull();
    await new Session(async () => null).viewer();
    expect(localStorage.getItem('musubi.viewer')).toBeNull();
    expect(await new Session(() => Promise.reject(new Error('offline'))).viewer()).toBeNull();
  });

  it('loads the GraphQL client once, however many ask at the same time, and keeps it for GraphqlScope', async () => {
    const session = new Session(async () => null);
    session.attach(graphqlLoader({ onUnauthenticated: () => session.markExpired() }));
    expect(session.loadedGraphql()).toBeNull();
    const [first, second] = await Promise.all([session.graphql(), session.graphql()]);
    expect(first).toBe(second);
    expect(first.client).toBeInstanceOf(Client);
    expect(session.loadedGraphql()).toBe(first);
    expect(await session.graphqlClient()).toBe(first.client);
  });
});
