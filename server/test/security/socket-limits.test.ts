import { MESSAGES, SOCKET } from '@musubi/shared';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startTestServer } from '../harness';
import { WatchedSocket } from './support';
import { addRoom, post } from '../chat';
import { graphql } from '../graphql';

const server = await startTestServer();

interface Frame {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A bare graphql-transport-ws socket: frames in, frames out, nothing hidden by a client library. */
async function rawSocket(cookie: string) {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers: { cookie, origin: server.url } });
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await expect.poll(() => frames.some((f) => f.type === 'connection_ack'), { timeout: 5_000 }).toBe(true);
  return { socket, frames };
}

const HOLD = 'subscription { onSessionEnd { reason } }';

describe('subscriptions per socket', () => {
  it('refuses 5,000 subscriptions on one socket beyond the limit at once, with LIMIT_EXCEEDED and one warning', async () => {
    const user = await signUpUser(server);
    const warn = vi.spyOn(server.deps.log, 'warn');
    const error = vi.spyOn(server.deps.log, 'error');
    const { socket, frames } = await rawSocket(user.client.cookie!);
    const attempts = 5_000;
    for (let i = 0; i < attempts; i++) socket.send(JSON.stringify({ type: 'subscribe', id: `s${i}`, payload: { query: HOLD } }));

    const refusals = () => frames.filter((f) => f.type === 'error');
    await expect.poll(() => refusals().length, { timeout: 10_000 }).toBe(attempts - SOCKET.maxSubscriptions);
    for (const refusal of refusals()) {
      expect(refusal.payload).toEqual([
        { message: MESSAGES.tooManySubscriptions, extensions: { code: 'LIMIT_EXCEEDED', limit: SOCKET.maxSubscriptions } },
      ]);
    }
    // The first subscriptions, up to the limit, are the ones that run.
    expect(new Set(refusals().map((f) => f.id))).not.toContain('s0');
    expect(new Set(refusals().map((f) => f.id))).not.toContain(`s${SOCKET.maxSubscriptions - 1}`);
    const warnings = warn.mock.calls.filter(([, text]) => String(text).includes('too many subscriptions'));
    expect(warnings).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();

    // A finished subscription frees its place.
    socket.send(JSON.stringify({ type: 'complete', id: 's0' }));
    socket.send(JSON.stringify({ type: 'subscribe', id: 'again', payload: { query: HOLD } }));
    socket.send(JSON.stringify({ type: 'subscribe', id: 'over', payload: { query: HOLD } }));
    await expect.poll(() => frames.some((f) => f.type === 'error' && f.id === 'over'), { timeout: 5_000 }).toBe(true);
    expect(frames.some((f) => f.id === 'again' && f.type === 'error')).toBe(false);

    // The server is still well and answers others.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await user.client.ok(graphql(`query SocketLimitsGetUserDetail { getUserDetail { id } }`))).getUserDetail.id).toBe(user.id);
    socket.close();
    warn.mockRestore();
    error.mockRestore();
  });

  it('refuses an unauthorised subscription with its code and no error log line', async () => {
    const user = await signUpUser(server);
    const error = vi.spyOn(server.deps.log, 'error');
    const warn = vi.spyOn(server.deps.log, 'warn');
    const { socket, frames } = await rawSocket(user.client.cookie!);
    socket.send(JSON.stringify({ type: 'subscribe', id: 'x', payload: { query: 'subscription { onCreateNotification(user_id: "someone-else") { id } }' } }));
    await expect.poll(() => frames.find((f) => f.id === 'x')?.type, { timeout: 5_000 }).toBe('error');
    expect(frames.find((f) => f.id === 'x')?.payload).toEqual([{ message: MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }]);
    expect(warn.mock.calls.some(([, text]) => text === 'subscription refused')).toBe(true);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    socket.close();
    error.mockRestore();
  });
});

describe('a subscription’s document and variables', () => {
  const ROOM = 'subscription ($r: ID!) { onMessageChanges(room_id: $r, afterSeq: 0) { content } }';

  it('is refused when it comes as a syntax tree instead of text, running nothing: the protocol closes the socket with 4400', async () => {
    const user = await signUpUser(server);
    const error = vi.spyOn(server.deps.log, 'error');
    const { socket, frames } = await rawSocket(user.client.cookie!);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const tree = parse(HOLD, { noLocation: true });
    socket.send(JSON.stringify({ type: 'subscribe', id: 't', payload: { query: tree } }));
    expect(await closed).toBe(4400);
    expect(frames.filter((f) => f.id === 't')).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('are refused in Japanese with BAD_USER_INPUT, as over HTTP, without an error log line: a variable of the wrong type or missing, a syntax error, an unknown field, a query', async () => {
    const user = await signUpUser(server);
    const error = vi.spyOn(server.deps.log, 'error');
    const { socket, frames } = await rawSocket(user.client.cookie!);
    const send = (id: string, query: string, variables?: Record<string, unknown>) =>
      socket.send(JSON.stringify({ type: 'subscribe', id, payload: { query, variables } }));
    send('type', ROOM, { r: { not: 'an id' } });
    send('missing', ROOM, {});
    send('syntax', 'subscription {');
    send('unknown', 'subscription { onNothing }');
    send('query', 'query { getUserDetail { id } }');
    const answer = (id: string) => frames.find((f) => f.id === id);
    for (const id of ['type', 'missing', 'syntax', 'unknown', 'query']) {
      await expect.poll(() => answer(id)?.type, { timeout: 5_000 }).toBe('error');
    }
    expect(answer('type')?.payload).toEqual([
      { message: MESSAGES.invalidValue('r'), extensions: { code: 'BAD_USER_INPUT', field: 'r', detail: expect.stringContaining('$r') } },
    ]);
    expect(answer('missing')?.payload).toEqual([
      { message: MESSAGES.invalidValue('r'), extensions: { code: 'BAD_USER_INPUT', field: 'r', detail: expect.stringContaining('$r') } },
    ]);
    for (const id of ['syntax', 'unknown', 'query']) {
      expect(answer(id)?.payload, id).toEqual([{ message: MESSAGES.invalidRequest, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }]);
    }
    expect(error).not.toHaveBeenCalled();
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
    error.mockRestore();
  });

  it('waits for the session when sent together with connection_init, and is heard in turn', async () => {
    const user = await signUpUser(server);
    const room = await addRoom(user.client, { name: '順番', user_ids: [] });
    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers: { cookie: user.client.cookie!, origin: server.url } });
    const frames: Frame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    socket.send(JSON.stringify({ type: 'subscribe', id: 'room', payload: { query: ROOM, variables: { r: room.id } } }));
    await expect.poll(() => frames.some((f) => f.type === 'connection_ack'), { timeout: 5_000 }).toBe(true);
    await post(user.client, room.id, '届く');
    const heard = () => frames.filter((f) => f.id === 'room' && f.type === 'next').map((f) => JSON.stringify(f.payload));
    await expect.poll(heard, { timeout: 5_000 }).toEqual([JSON.stringify({ data: { onMessageChanges: { content: '届く' } } })]);
    expect(frames.filter((f) => f.type === 'error')).toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});

describe('sockets per session', () => {
  it('closes a socket beyond the limit with its own code; the others stay', async () => {
    const user = await signUpUser(server);
    const sockets: WatchedSocket[] = [];
    for (let i = 0; i < SOCKET.maxSocketsPerSession; i++) {
      const socket = new WatchedSocket(server.wsUrl, user.client.cookie!);
      await socket.ready();
      sockets.push(socket);
    }
    const extra = new WatchedSocket(server.wsUrl, user.client.cookie!);
    await expect.poll(() => extra.closed, { timeout: 5_000 }).toEqual({ code: SOCKET.tooManySocketsCode, reason: 'too_many_sockets' });
    expect(sockets.every((s) => s.closed === null)).toBe(true);

    // Another session of the same user has its own allowance.
    const other = server.client();
    await other.ok(graphql(`mutation SocketLimitsSignIn($i: SignInInput!) { signIn(input: $i) { isSignedIn } }`), { i: { email: user.email, password: user.password } });
    const elsewhere = new WatchedSocket(server.wsUrl, other.cookie!);
    await elsewhere.ready();
    expect(elsewhere.closed).toBeNull();

    // A closed socket frees its place.
    await sockets.pop()!.dispose();
    await expect
      .poll(async () => {
        const again = new WatchedSocket(server.wsUrl, user.client.cookie!);
        await again.ready();
        const open = again.closed === null;
        if (open) sockets.push(again);
        else await again.dispose();
        return open;
      }, { timeout: 5_000 })
      .toBe(true);
    for (const socket of [...sockets, extra, elsewhere]) await socket.dispose();
  });
});

describe('where a socket comes from', () => {
  /** The status an upgrade is answered with: 101 when it is accepted. */
  async function upgrade(headers: Record<string, string>): Promise<number> {
    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers });
    return new Promise((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('open', () => {
        resolve(101);
        socket.close();
      });
      socket.once('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
    });
  }

  it('refuses an upgrade without an Origin, or from another site, before any subscription; accepts our own pages', async () => {
    const user = await signUpUser(server);
    const cookie = user.client.cookie!;
    expect(await upgrade({ cookie })).toBe(403);
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', server.url.replace('127.0.0.1', 'localhost')]) {
      expect(await upgrade({ cookie, origin }), origin).toBe(403);
    }
    expect(await upgrade({ cookie, origin: server.url })).toBe(101);
    expect(await upgrade({ cookie, origin: server.config.publicUrl })).toBe(101);
  });
});
