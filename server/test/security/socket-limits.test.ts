import { MESSAGES, SOCKET } from '@musubi/shared';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startTestServer } from '../harness';
import { WatchedSocket } from './support';
import { graphql } from '../graphql';

const server = await startTestServer();

interface Frame {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A bare graphql-transport-ws socket: frames in, frames out, nothing hidden by a client library. */
async function rawSocket(cookie: string) {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers: { cookie } });
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
