import { randomUUID } from 'node:crypto';
import { SOCKET } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, TEST_DATABASE_URL, TEST_REDIS_URL, type TestClient, type TestServer } from '../harness';
import { addMember, addRoom, makeContacts, post } from '../chat';
import { messageTopic } from '../../src/modules/messages/service';
import { SESSION_ABSOLUTE_MS } from '../../src/modules/auth/sessions';
import { WatchedSocket } from './support';
import { graphql } from '../graphql';

const server = await startTestServer();
// On PostgreSQL + Redis the sockets live on a second node, so every ending crosses nodes as it would in production.
const socketNode: TestServer = TEST_DATABASE_URL && TEST_REDIS_URL ? await startTestServer({ nodeOf: server }) : server;
const admin = await signUpUser(server, { email: 'admin@musubi.test' });
const owner = await signUpUser(server);

const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1];

async function signInAgain(email: string, password = 'password123'): Promise<TestClient> {
  const client = server.client();
  await client.ok(SIGN_IN, { input: { email, password } });
  return client;
}

/** A member of a room of the owner's, with a second session (another browser) of their own. */
async function member() {
  const user = await signUpUser(server);
  await makeContacts(server, owner.id, user.id);
  const room = await addRoom(owner.client, { name: `部屋-${user.id.slice(-6)}` });
  expect((await addMember(owner.client, room.id, user.id)).errors).toBeUndefined();
  const otherBrowser = await signInAgain(user.email);
  return { ...user, roomId: room.id, otherBrowser };
}

/** A socket with every kind of subscription a page holds, once the room's is live (a probe event was heard). */
async function pageSocket(cookie: string, userId: string, roomId: string) {
  const socket = new WatchedSocket(socketNode.wsUrl, cookie);
  await socket.ready();
  const messages = socket.subscribe(graphql(`subscription SessionSocketsOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content } }`), { r: roomId });
  socket.subscribe(graphql(`subscription SessionSocketsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id content } }`), { u: userId });
  socket.subscribe(graphql(`subscription SessionSocketsOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }`), { u: userId });
  socket.subscribe('subscription ($r: ID!) { onUpdateBoard(room_id: $r) { type } }', { r: roomId });
  socket.subscribe(graphql(`subscription SessionSocketsOnSessionEnd { onSessionEnd { reason } }`));
  const probe = `probe-${randomUUID()}`;
  await expect
    .poll(
      async () => {
        await socketNode.deps.pubsub.publish(messageTopic(roomId, 'create'), { onCreateMessage: { id: probe, content: 'probe' } });
        return messages.some((m) => m.data?.onCreateMessage?.id === probe);
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(true);
  return socket;
}

/**
 * The ending under test runs; the owner posts at once after it. The socket must close with the session-ended
 * code and reason within a second, and must never hear the post made after the ending committed.
 */
async function expectEnded(socket: WatchedSocket, reason: string, roomId: string, end: () => Promise<unknown>) {
  await end();
  const after = `after-${reason}-${randomUUID()}`;
  await post(owner.client, roomId, after);
  await expect.poll(() => socket.closed, { timeout: 1_000, interval: 10 }).toEqual({ code: SOCKET.sessionEndedCode, reason });
  expect(socket.events.some((e) => JSON.stringify(e).includes(after))).toBe(false);
  await socket.dispose();
}

/** A socket that must stay open: it still hears the room. */
async function expectOpen(socket: WatchedSocket, roomId: string) {
  const still = `still-${randomUUID()}`;
  await post(owner.client, roomId, still);
  await expect.poll(() => socket.events.some((e) => JSON.stringify(e).includes(still)), { timeout: 5_000 }).toBe(true);
  expect(socket.closed).toBeNull();
  await socket.dispose();
}

describe('a socket lives by its session', () => {
  it('closes on sign-out, and the other browser of the same user keeps its socket', async () => {
    const user = await member();
    const here = await pageSocket(user.client.cookie!, user.id, user.roomId);
    const there = await pageSocket(user.otherBrowser.cookie!, user.id, user.roomId);
    await expectEnded(here, 'signed_out', user.roomId, () => user.client.ok(graphql(`mutation SessionSocketsSignOut { signOut }`)));
    await expectOpen(there, user.roomId);
  });

  it('closes every socket of the user on sign-out everywhere', async () => {
    const user = await member();
    const here = await pageSocket(user.client.cookie!, user.id, user.roomId);
    const there = await pageSocket(user.otherBrowser.cookie!, user.id, user.roomId);
    await expectEnded(here, 'signed_out_everywhere', user.roomId, () => user.client.ok(graphql(`mutation SessionSocketsSignOut2 { signOut(global: true) }`)));
    await expect.poll(() => there.closed, { timeout: 1_000 }).toEqual({ code: SOCKET.sessionEndedCode, reason: 'signed_out_everywhere' });
    await there.dispose();
  });

  it('closes the other sessions’ sockets on a password change; the page that changed it carries on', async () => {
    const user = await member();
    const here = await pageSocket(user.client.cookie!, user.id, user.roomId);
    const there = await pageSocket(user.otherBrowser.cookie!, user.id, user.roomId);
    const change = graphql(`mutation SessionSocketsUpdatePassword { updatePassword(oldPassword: "password123", newPassword: "changed456") }`);
    await expectEnded(there, 'password_changed', user.roomId, () => user.client.ok(change));
    // Its socket now lives by the new session: it starts subscriptions, and ends with that session.
    const again = here.subscribe(graphql(`subscription SessionSocketsOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content } }`), { r: user.roomId });
    const probe = `probe-${randomUUID()}`;
    await expect
      .poll(
        async () => {
          await socketNode.deps.pubsub.publish(messageTopic(user.roomId, 'create'), { onCreateMessage: { id: probe, content: 'probe' } });
          return again.some((m) => m.data?.onCreateMessage?.id === probe);
        },
        { timeout: 5_000, interval: 50 },
      )
      .toBe(true);
    expect(here.closed).toBeNull();
    await expectEnded(here, 'signed_out', user.roomId, () => user.client.ok(graphql(`mutation SessionSocketsSignOut { signOut }`)));
  });

  it('closes every socket on a password reset by mailed code', async () => {
    const user = await member();
    const there = await pageSocket(user.otherBrowser.cookie!, user.id, user.roomId);
    const stranger = server.client();
    await stranger.ok(graphql(`mutation SessionSocketsResetPassword($e: String) { resetPassword(email: $e) }`), { e: user.email });
    const code = codeIn((await server.smtp.lastMailTo(user.email)).text);
    await expectEnded(there, 'password_reset', user.roomId, () =>
      stranger.ok(graphql(`mutation SessionSocketsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }`), {
        i: { email: user.email, code, newPassword: 'reset7890' },
      }),
    );
  });

  it('closes the other sessions’ sockets on an e-mail change', async () => {
    const user = await member();
    const there = await pageSocket(user.otherBrowser.cookie!, user.id, user.roomId);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@musubi.test`;
    await user.client.ok(graphql(`mutation SessionSocketsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }`), { i: { email: newEmail, password: 'password123' } });
    const code = codeIn((await server.smtp.lastMailTo(newEmail)).text);
    await expectEnded(there, 'email_changed', user.roomId, () =>
      user.client.ok(graphql(`mutation SessionSocketsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { id } }`), { i: { code } }),
    );
    expect((await user.otherBrowser.gql(graphql(`query SessionSocketsGetUserDetail { getUserDetail { id } }`))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('closes every socket when an administrator suspends the account', async () => {
    const user = await member();
    const here = await pageSocket(user.client.cookie!, user.id, user.roomId);
    await expectEnded(here, 'suspended', user.roomId, () =>
      admin.client.ok(graphql(`mutation SessionSocketsChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }`), { id: user.id }),
    );
  });

  it('refuses a socket without a live session', async () => {
    const user = await member();
    const cookie = user.client.cookie!;
    await user.client.ok(graphql(`mutation SessionSocketsSignOut { signOut }`));
    const socket = new WatchedSocket(socketNode.wsUrl, cookie);
    await expect.poll(() => socket.closed !== null, { timeout: 5_000 }).toBe(true);
    // The code a page reads as "signed out" (and goes to the login page), not a failed upgrade it would retry.
    expect(socket.closed).toMatchObject({ code: SOCKET.sessionEndedCode, reason: 'signed_out' });
    await socket.dispose();
  });

  // Last: it moves the clock past every session's lifetime.
  it('closes the socket when its session expires', async () => {
    const user = await member();
    const here = await pageSocket(user.client.cookie!, user.id, user.roomId);
    await expectEnded(here, 'expired', user.roomId, async () => {
      socketNode.clock.advance(SESSION_ABSOLUTE_MS + 60_000);
      // Expiry has no commit to order events by: it counts from when the node notices, within a second.
      await expect.poll(() => here.closed, { timeout: 1_000, interval: 10 }).not.toBeNull();
      // The owner's session expired as well where both nodes are one: they sign in again to post.
      await owner.client.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    });
  });
});
