import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES, USER_STATUS } from '@musubi/shared';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config';
import { queryText, SIGN_IN, signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { type BrowserSubscription, startPushService, verifyVapid } from '../../../test/push-service';
import { addMember, addRoom, makeContacts, post } from '../../../test/chat';
import { vapidKeys } from './keys';
import { isAllowedPushEndpoint, MAX_PUSH_DEVICES } from './policy';
import { graphql } from '../../../test/graphql';
import type { RegisterPushDeviceInput, UpdateNotificationSettingsInput } from '../../../test/graphql/graphql';

const push = await startPushService();
afterAll(() => push.close());
// The service's host with its port: a push service's address is taken on 443 alone unless its entry names a port.
const server = await startTestServer({ env: { PUSH_SERVICES: new URL(push.origin).host } });
const db = server.deps.db;

const REGISTER = graphql(`mutation PushRegisterPushDevice($input: RegisterPushDeviceInput!) { registerPushDevice(input: $input) { id current userAgent } }`);
const DEVICES = graphql(`query PushPushDevices { pushDevices { id current lastUsedAt } }`);

async function register(client: TestClient, subscription: BrowserSubscription = push.subscribe()) {
  const { endpoint, p256dh, auth } = subscription;
  const data = await client.ok(REGISTER, { input: { endpoint, p256dh, auth } });
  return { subscription, id: data.registerPushDevice.id };
}

/** Waits until the endpoint has received `count` pushes, and answers them decrypted. */
async function pushesTo(subscription: BrowserSubscription, count: number) {
  for (;;) {
    const got = push.to(subscription.endpoint);
    if (got.length >= count) return got.map((r) => ({ ...r, payload: subscription.decrypt(r.body) as Record<string, string> }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const devicesOf = (userId: string) => db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();

/** A sender and a receiver in one group room. */
async function pair() {
  const sender = await signUpUser(server, { name: '送信者' });
  const receiver = await signUpUser(server, { name: '受信者' });
  await makeContacts(server, sender.id, receiver.id);
  const room = await addRoom(sender.client, { name: '営業部', user_ids: [receiver.id] });
  return { sender, receiver, room };
}

describe('VAPID keys', () => {
  it('are made once into DATA_DIR and offered to signed-in users only', async () => {
    const anonymous = await server.client().gql(graphql(`query PushPushPublicKey { pushPublicKey }`));
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const user = await signUpUser(server);
    const { pushPublicKey } = await user.client.ok(graphql(`query PushPushPublicKey { pushPublicKey }`));
    const stored = JSON.parse(fs.readFileSync(path.join(server.deps.config.DATA_DIR, 'vapid.json'), 'utf8'));
    expect(pushPublicKey).toBe(stored.publicKey);
    expect(Buffer.from(pushPublicKey, 'base64url')).toHaveLength(65);
  });

  it('come from the environment when set, for several nodes to share, and nothing is written', () => {
    const pair = webpush.generateVAPIDKeys();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-vapid-'));
    const config = loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://musubi.example.jp/contact' });
    expect(vapidKeys(config)).toEqual({ ...pair, subject: 'https://musubi.example.jp/contact' });
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('registering devices', () => {
  it('refuses the signed out, foreign push services and malformed keys, writing nothing', async () => {
    const user = await signUpUser(server);
    const good = push.subscribe();
    const cases: Array<[TestClient, RegisterPushDeviceInput, string, string?]> = [
      [server.client(), { endpoint: good.endpoint, p256dh: good.p256dh, auth: good.auth }, 'UNAUTHENTICATED'],
      [user.client, { endpoint: 'https://169.254.169.254/latest', p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: good.endpoint.replace('https:', 'http:'), p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: 'https://localhost.evil.example/x', p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: 'https://localhost/x', p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: 'https://localhost:6379/x', p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: good.endpoint.replace('https://', 'https://me:pw@'), p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: 'not a url', p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushServiceNotAllowed],
      [user.client, { endpoint: good.endpoint, p256dh: 'short', auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushSubscriptionInvalid],
      [user.client, { endpoint: good.endpoint, p256dh: good.p256dh, auth: 'has spaces and !!' }, 'BAD_USER_INPUT', MESSAGES.pushSubscriptionInvalid],
      [user.client, { endpoint: `${good.endpoint}/${'x'.repeat(1100)}`, p256dh: good.p256dh, auth: good.auth }, 'BAD_USER_INPUT', MESSAGES.pushSubscriptionInvalid],
    ];
    for (const [client, input, code, message] of cases) {
      const result = await client.gql(REGISTER, { input });
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(input)).toBe(code);
      if (message) expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(await db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('lists and removes only the caller’s own devices, and marks the current one', async () => {
    const owner = await signUpUser(server);
    const other = await signUpUser(server);
    const secondSession = server.client();
    await secondSession.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    const here = await register(owner.client);
    const there = await register(secondSession);
    const listed = (await owner.client.ok(DEVICES)).pushDevices;
    expect(listed.map((d) => [d.id, d.current]).sort()).toEqual([[here.id, true], [there.id, false]].sort());
    expect((await other.client.ok(DEVICES)).pushDevices).toEqual([]);
    expect((await server.client().gql(DEVICES)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const stolen = await other.client.gql(graphql(`mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }`), { id: here.id });
    expect(stolen.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const anonymous = await server.client().gql(graphql(`mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }`), { id: here.id });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await devicesOf(owner.id)).toHaveLength(2);

    await owner.client.ok(graphql(`mutation PushRemovePushDevice($id: ID!) { removePushDevice(id: $id) }`), { id: there.id });
    expect((await devicesOf(owner.id)).map((d) => d.id)).toEqual([here.id]);
  });

  it('takes a push service on port 443 only, unless the operator names another port', () => {
    const defaults = loadConfig({ DATA_DIR: server.deps.config.DATA_DIR });
    expect(isAllowedPushEndpoint(defaults, 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint(defaults, 'https://fcm.googleapis.com:443/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint(defaults, 'https://web.push.apple.com/QO')).toBe(true);
    for (const endpoint of ['https://fcm.googleapis.com:8443/x', 'https://fcm.googleapis.com:22/x', 'https://web.push.apple.com:6379/QO']) {
      expect(isAllowedPushEndpoint(defaults, endpoint), endpoint).toBe(false);
    }
    const named = loadConfig({ DATA_DIR: server.deps.config.DATA_DIR, PUSH_SERVICES: 'push.example.jp:8443, other.example.jp' });
    expect(isAllowedPushEndpoint(named, 'https://push.example.jp:8443/x')).toBe(true);
    expect(isAllowedPushEndpoint(named, 'https://a.push.example.jp:8443/x')).toBe(true);
    expect(isAllowedPushEndpoint(named, 'https://push.example.jp/x')).toBe(false);
    expect(isAllowedPushEndpoint(named, 'https://other.example.jp/x')).toBe(true);
    expect(isAllowedPushEndpoint(named, 'https://other.example.jp:8443/x')).toBe(false);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per user, a new one replacing the oldest, and pushes a mention once to each`, async () => {
    const { sender, receiver, room } = await pair();
    const devices = [];
    for (let i = 0; i < MAX_PUSH_DEVICES + 3; i++) {
      devices.push(await register(receiver.client));
      // Registration times one apart, so "oldest" is certain on a fast machine.
      server.clock.advance(1_000);
    }
    const kept = devices.slice(3);
    expect((await devicesOf(receiver.id)).map((d) => d.id).sort()).toEqual(kept.map((d) => d.id).sort());
    expect((await receiver.client.ok(DEVICES)).pushDevices).toHaveLength(MAX_PUSH_DEVICES);

    // Registering a kept device again refreshes it rather than pushing another one out.
    await register(receiver.client, kept[0]!.subscription);
    expect(await devicesOf(receiver.id)).toHaveLength(MAX_PUSH_DEVICES);

    await post(sender.client, room.id, '全端末へ', { to_user_id: receiver.id });
    for (const device of kept) expect((await pushesTo(device.subscription, 1)).map((p) => p.payload.body)).toEqual(['全端末へ']);
    for (const device of devices.slice(0, 3)) expect(push.to(device.subscription.endpoint)).toHaveLength(0);
    // Another user's devices are their own: none of theirs went.
    expect((await devicesOf(sender.id)).length).toBe(0);
  });

  it('moves a browser’s endpoint to the session that registers it again', async () => {
    const first = await signUpUser(server);
    const second = await signUpUser(server);
    const { subscription } = await register(first.client);
    await register(second.client, subscription);
    expect(await devicesOf(first.id)).toEqual([]);
    expect(await devicesOf(second.id)).toHaveLength(1);
  });
});

describe('pushing messages', () => {
  it('pushes a To to the named member’s devices: encrypted for them, signed with our VAPID key, opening the message', async () => {
    const { sender, receiver, room } = await pair();
    const { subscription } = await register(receiver.client);
    const mine = await register(sender.client);
    await post(sender.client, room.id, '雑談です');
    const message = await post(sender.client, room.id, '見積もりを確認してください', { to_user_id: receiver.id });
    const [received] = await pushesTo(subscription, 1);
    expect(received!.payload).toEqual({
      title: '送信者（営業部）',
      body: '見積もりを確認してください',
      url: `/room?room=${room.id}&message=${message.id}`,
      roomId: room.id,
      messageId: message.id,
      reason: 'mention',
    });
    const claims = verifyVapid(received!.headers.authorization as string, vapidKeys(server.deps.config).publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe('mailto:no-reply@musubi.local');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(received!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received!.headers.ttl)).toBeGreaterThan(0);
    expect(received!.headers.urgency).toBe('high');
    // The plain message reached nobody (the default level is To and direct only), nor did the sender's own To.
    expect(push.to(subscription.endpoint)).toHaveLength(1);
    expect(push.to(mine.subscription.endpoint)).toHaveLength(0);
    await until(async () => (await devicesOf(receiver.id))[0]!.lastUsedAt !== null);
  });

  it('titles a push in its recipient’s language', async () => {
    const { sender, receiver, room } = await pair();
    await receiver.client.ok(graphql(`mutation PushUpdateLanguage { updateLanguage(language: "en") { language } }`));
    const { subscription } = await register(receiver.client);
    await post(sender.client, room.id, '見積もりです', { to_user_id: receiver.id });
    expect((await pushesTo(subscription, 1))[0]!.payload).toMatchObject({ title: '送信者 (営業部)', body: '見積もりです' });
  });

  it('pushes TO ALL, a reply to the user’s message and a direct message', async () => {
    const { sender, receiver, room } = await pair();
    const { subscription } = await register(receiver.client);
    await post(sender.client, room.id, '全員へ', { is_to_all: true });
    expect((await pushesTo(subscription, 1))[0]!.payload.body).toBe('全員へ');
    const theirs = await post(receiver.client, room.id, '質問です');
    await post(sender.client, room.id, '回答です', { reply_message_id: theirs.id });
    expect((await pushesTo(subscription, 2))[1]!.payload.body).toBe('回答です');
    const direct = await addRoom(sender.client, { kind: 1, user_ids: [receiver.id] });
    await post(sender.client, direct.id, '直接どうぞ');
    const third = (await pushesTo(subscription, 3))[2]!.payload;
    expect(third).toMatchObject({ title: '送信者', body: '直接どうぞ', reason: 'direct', roomId: direct.id });
  });

  it('removes a subscription its push service says is gone (410, 404)', async () => {
    const { sender, receiver, room } = await pair();
    const gone = await register(receiver.client);
    const unknown = await register(receiver.client);
    push.answer(gone.subscription.endpoint, 410);
    push.answer(unknown.subscription.endpoint, 404);
    await post(sender.client, room.id, 'まだいますか', { to_user_id: receiver.id });
    await pushesTo(gone.subscription, 1);
    await pushesTo(unknown.subscription, 1);
    await until(async () => (await devicesOf(receiver.id)).length === 0);
  });

  it('pushes nothing to a device whose session ended: signed out (the device goes with it) or expired', async () => {
    const { sender, receiver, room } = await pair();
    const signedOut = server.client();
    await signedOut.ok(SIGN_IN, { input: { email: receiver.email, password: receiver.password } });
    const expired = server.client();
    await expired.ok(SIGN_IN, { input: { email: receiver.email, password: receiver.password } });
    const live = await register(receiver.client);
    const out = await register(signedOut);
    const old = await register(expired);
    await signedOut.ok(graphql(`mutation PushSignOut { signOut }`));
    expect((await devicesOf(receiver.id)).map((d) => d.id).sort()).toEqual([live.id, old.id].sort());
    const oldSession = (await devicesOf(receiver.id)).find((d) => d.id === old.id)!.session_id;
    await db.updateTable('sessions').set({ lastSeenAt: '2000-01-01T00:00:00.000Z' }).where('id', '=', oldSession).execute();

    await post(sender.client, room.id, '届きますか', { to_user_id: receiver.id });
    await post(sender.client, room.id, '二通目', { to_user_id: receiver.id });
    await pushesTo(live.subscription, 2);
    expect(push.to(out.subscription.endpoint)).toHaveLength(0);
    expect(push.to(old.subscription.endpoint)).toHaveLength(0);
  });

  it('pushes nothing to a member removed from the room, nor to a suspended one', async () => {
    const { sender, receiver, room } = await pair();
    const stays = await signUpUser(server);
    await makeContacts(server, sender.id, stays.id);
    expect((await addMember(sender.client, room.id, stays.id)).errors).toBeUndefined();
    const suspended = await signUpUser(server);
    await makeContacts(server, sender.id, suspended.id);
    expect((await addMember(sender.client, room.id, suspended.id)).errors).toBeUndefined();
    const removed = await register(receiver.client);
    const kept = await register(stays.client);
    const held = await register(suspended.client);
    await db.updateTable('users').set({ status: USER_STATUS.suspended }).where('id', '=', suspended.id).execute();
    await sender.client.ok(graphql(`mutation PushCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
      i: { room_id: room.id, user_id: receiver.id },
    });
    await post(sender.client, room.id, '全員へ', { is_to_all: true });
    await pushesTo(kept.subscription, 1);
    expect(push.to(removed.subscription.endpoint)).toHaveLength(0);
    expect(push.to(held.subscription.endpoint)).toHaveLength(0);
  });
});

describe('room levels and do-not-disturb', () => {
  const LEVEL = graphql(`mutation PushSetRoomNotificationLevel($r: ID!, $l: NotificationLevel!) { setRoomNotificationLevel(room_id: $r, level: $l) }`);

  it('sets a room’s level for members only; outsiders, the signed out and bad levels are refused, writing nothing', async () => {
    const { sender, receiver, room } = await pair();
    const outsider = await signUpUser(server);
    expect((await outsider.client.gql(LEVEL, { r: room.id, l: 'ALL' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await server.client().gql(LEVEL, { r: room.id, l: 'ALL' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const bad = await receiver.client.gql(queryText(LEVEL), { r: room.id, l: 'LOUD' });
    expect(bad.status).toBe(400);
    expect(await db.selectFrom('room_notification_settings').selectAll().where('room_id', '=', room.id).execute()).toEqual([]);
    expect((await receiver.client.ok(graphql(`query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }`), { r: room.id })).roomNotificationLevel).toBe('MENTIONS');
    expect((await outsider.client.gql(graphql(`query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }`), { r: room.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // A member removed from the room has no say in it any more.
    await sender.client.ok(graphql(`mutation PushCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id, user_id: receiver.id } });
    expect((await receiver.client.gql(LEVEL, { r: room.id, l: 'ALL' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await db.selectFrom('room_notification_settings').selectAll().where('room_id', '=', room.id).execute()).toEqual([]);
    await sender.client.ok(LEVEL, { r: room.id, l: 'NONE' });
    expect((await sender.client.ok(graphql(`query PushRoomNotificationLevel($r: ID!) { roomNotificationLevel(room_id: $r) }`), { r: room.id })).roomNotificationLevel).toBe('NONE');
  });

  it('ALL hears every message, NONE not even a To', async () => {
    const { sender, receiver, room } = await pair();
    const other = await signUpUser(server);
    await makeContacts(server, sender.id, other.id);
    await addMember(sender.client, room.id, other.id);
    const everything = await register(receiver.client);
    const nothing = await register(other.client);
    await receiver.client.ok(LEVEL, { r: room.id, l: 'ALL' });
    await other.client.ok(LEVEL, { r: room.id, l: 'NONE' });
    await post(sender.client, room.id, '普通の話', { to_user_id: other.id });
    const [heard] = await pushesTo(everything.subscription, 1);
    expect(heard!.payload).toMatchObject({ body: '普通の話', reason: 'room' });
    expect(heard!.headers.urgency).toBe('normal');
    await post(sender.client, room.id, 'もう一度', { is_to_all: true });
    await pushesTo(everything.subscription, 2);
    expect(push.to(nothing.subscription.endpoint)).toHaveLength(0);
  });

  it('holds pushes during do-not-disturb', async () => {
    const { sender, receiver, room } = await pair();
    const quiet = await register(receiver.client);
    const awake = await signUpUser(server);
    await makeContacts(server, sender.id, awake.id);
    await addMember(sender.client, room.id, awake.id);
    const awakeDevice = await register(awake.client);
    // Quiet from an hour ago to an hour from now, Tokyo time.
    const tokyo = (offsetMinutes: number) => new Date(server.clock.now().getTime() + (9 * 60 + offsetMinutes) * 60_000).toISOString().slice(11, 16);
    await receiver.client.ok(graphql(`mutation PushUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { quietFrom } }`), {
      i: { quietFrom: tokyo(-60), quietTo: tokyo(60) },
    });
    await post(sender.client, room.id, '夜分に失礼します', { is_to_all: true });
    await pushesTo(awakeDevice.subscription, 1);
    expect(push.to(quiet.subscription.endpoint)).toHaveLength(0);
  });

  it('validates the settings and refuses the signed out, writing nothing', async () => {
    const user = await signUpUser(server);
    const UPDATE = graphql(`mutation PushUpdateNotificationSettings2($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes quietFrom quietTo } }`);
    const cases: Array<[UpdateNotificationSettingsInput, string]> = [
      [{ mailDelayMinutes: 5 }, MESSAGES.mailDelayInvalid],
      [{ quietFrom: '20:00' }, MESSAGES.quietHoursPair],
      [{ quietFrom: '25:00', quietTo: '08:00' }, MESSAGES.timeOfDay],
      [{ quietFrom: '20:00', quietTo: '8時' }, MESSAGES.timeOfDay],
    ];
    for (const [i, message] of cases) {
      const result = await user.client.gql(UPDATE, { i });
      expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe(message);
    }
    expect((await server.client().gql(UPDATE, { i: { mailDelayMinutes: 60 } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await server.client().gql(graphql(`query PushNotificationSettings { notificationSettings { mailDelayMinutes } }`))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await db.selectFrom('notification_settings').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await user.client.ok(graphql(`query PushNotificationSettings2 { notificationSettings { mailDelayMinutes quietFrom quietTo } }`))).notificationSettings).toEqual({
      mailDelayMinutes: 10,
      quietFrom: null,
      quietTo: null,
    });
    const set = await user.client.ok(UPDATE, { i: { mailDelayMinutes: 60, quietFrom: '20:00', quietTo: '08:00' } });
    expect(set.updateNotificationSettings).toEqual({ mailDelayMinutes: 60, quietFrom: '20:00', quietTo: '08:00' });
    const off = await user.client.ok(UPDATE, { i: { quietFrom: null, quietTo: null } });
    expect(off.updateNotificationSettings).toEqual({ mailDelayMinutes: 60, quietFrom: null, quietTo: null });
  });
});
