import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, USER_STATUS, WEBHOOK_LIMITS } from '@musubi/shared';
import { generate } from 'selfsigned';
import { afterAll, describe, expect, it } from 'vitest';
import { addRoom, makeContacts, post } from '../../../test/chat';
import { signUpUser, startTestServer } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { postSigned, urlProblem } from './deliver';
import { RETRY_AFTER_S } from './outgoing';
import { webhooksOwed } from './repo';

// A receiver on this machine over HTTPS, with a certificate made here and trusted through the operator's CA file.
const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [
    { name: 'basicConstraints', cA: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] },
  ],
});
const caFile = path.join(tmpdir(), `musubi-webhook-ca-${process.pid}.pem`);
writeFileSync(caFile, pems.cert);

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
/** Answers by path: /flaky fails its first request with a 500; /redirect sends elsewhere; the rest take it. */
let flakyFailed = false;
const receiver = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    if (request.url === '/redirect') return response.writeHead(302, { location: '/elsewhere' }).end();
    if (request.url === '/flaky' && !flakyFailed) {
      flakyFailed = true;
      return response.writeHead(500).end('down');
    }
    response.writeHead(200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `https://localhost:${(receiver.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const server = await startTestServer({ env: { WEBHOOK_ALLOWED_HOSTS: 'localhost', WEBHOOK_CA_FILE: caFile } });
const db = server.deps.db;

const CREATE = graphql(`mutation HooksCreateOutgoingWebhook($input: CreateOutgoingWebhookInput!) { createOutgoingWebhook(input: $input) { token webhook { id url events user_id } } }`);
const LIST = graphql(`query HooksOutgoingWebhooks($r: ID!) { outgoingWebhooks(room_id: $r) { id url events } }`);
const LOG = graphql(`query HooksWebhookDeliveries($w: ID!) { webhookDeliveries(webhook_id: $w) { event_type state attempts response_status error deliveredAt } }`);
const REVOKE = graphql(`mutation HooksRevokeOutgoingWebhook($id: ID!) { revokeOutgoingWebhook(id: $id) }`);
const CREATE_MENTION = graphql(`mutation HooksCreateMentionWebhook($input: CreateMentionWebhookInput!) { createMentionWebhook(input: $input) { token webhook { id url createdAt } } }`);
const LIST_MENTION = graphql(`query HooksMentionWebhooks { mentionWebhooks { id url } }`);
const REVOKE_MENTION = graphql(`mutation HooksRevokeMentionWebhook($id: ID!) { revokeMentionWebhook(id: $id) }`);
const REMOVE_MEMBER = graphql(`mutation HooksRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);

/** Waits, without a deadline of its own, until the condition holds (the test's timeout is the limit). */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function team() {
  const admin = await signUpUser(server, { name: '管理者' });
  const member = await signUpUser(server, { name: '一般' });
  const outsider = await signUpUser(server, { name: '部外者' });
  await makeContacts(server, admin.id, member.id);
  const room = await addRoom(admin.client, { name: '通知', user_ids: [member.id] });
  return { admin, member, outsider, room };
}

const deliveryCount = async () => Number((await db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const webhookCount = async () => Number((await db.selectFrom('outgoing_webhooks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('outgoing webhooks', () => {
  it("post Chatwork's payload, signed, after the commit; retry after a 500; and log it for their owner", async () => {
    const { admin, member, room } = await team();
    const made = (await admin.client.ok(CREATE, { input: { room_id: room.id, url: `${receiverUrl}/flaky`, events: ['message_created'] } })).createOutgoingWebhook;
    const mentions = (await admin.client.ok(CREATE, { input: { room_id: room.id, url: `${receiverUrl}/mention`, events: ['mention_to_me'] } })).createOutgoingWebhook;
    expect(made.webhook).toMatchObject({ events: ['message_created'], user_id: admin.id });
    expect((await admin.client.ok(LIST, { r: room.id })).outgoingWebhooks.map((w) => w.id).sort()).toEqual([made.webhook.id, mentions.webhook.id].sort());

    await post(member.client, room.id, '管理者さん、確認をお願いします', { to_user_id: admin.id });
    await until(() => received.some((r) => r.path === '/flaky') && received.some((r) => r.path === '/mention'));
    const first = received.find((r) => r.path === '/flaky')!;
    // The signature is Chatwork's: HMAC-SHA256 of the body keyed by the base64-decoded token, in base64.
    expect(first.headers['x-chatworkwebhooksignature']).toBe(createHmac('sha256', Buffer.from(made.token, 'base64')).update(first.body).digest('base64'));
    const payload = JSON.parse(first.body) as { webhook_event: Record<string, unknown> } & Record<string, unknown>;
    expect(payload).toMatchObject({ webhook_setting_id: made.webhook.id, webhook_event_type: 'message_created', webhook_event_time: expect.any(Number) });
    expect(payload.webhook_event).toMatchObject({ message_id: expect.stringMatching(/^[0-9]+$/), room_id: expect.any(Number), account_id: expect.any(Number), send_time: expect.any(Number), update_time: 0 });
    expect(payload.webhook_event.body).toMatch(/^\[To:[0-9]+\]/);
    const mention = JSON.parse(received.find((r) => r.path === '/mention')!.body) as { webhook_event: Record<string, unknown> } & Record<string, unknown>;
    expect(mention).toMatchObject({ webhook_event_type: 'mention_to_me', webhook_event: { from_account_id: payload.webhook_event.account_id, room_id: payload.webhook_event.room_id } });
    expect(received.find((r) => r.path === '/mention')!.headers['x-chatworkwebhooksignature']).toBe(
      createHmac('sha256', Buffer.from(mentions.token, 'base64')).update(received.find((r) => r.path === '/mention')!.body).digest('base64'),
    );

    // The 500 leaves the delivery due again after the first backoff, in the database.
    await until(async () => (await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries[0]?.attempts === 1);
    expect((await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries).toEqual([
      { event_type: 'message_created', state: 'pending', attempts: 1, response_status: 500, error: 'HTTP 500', deliveredAt: null },
    ]);
    server.clock.advance((RETRY_AFTER_S[0] + 1) * 1000);
    await until(() => received.filter((r) => r.path === '/flaky').length === 2);
    expect(received.filter((r) => r.path === '/flaky')[1]!.body).toBe(first.body);
    await until(async () => (await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries[0]?.state === 'done');
    expect((await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries).toEqual([
      { event_type: 'message_created', state: 'done', attempts: 2, response_status: 200, error: null, deliveredAt: expect.any(String) },
    ]);
  });

  it('deliver what a stopped node left behind: a pending delivery whose lease ran out is taken again', async () => {
    const { admin, room } = await team();
    const made = (await admin.client.ok(CREATE, { input: { room_id: room.id, url: `${receiverUrl}/resumed`, events: ['message_created'] } })).createOutgoingWebhook;
    const now = server.clock.now();
    const past = new Date(now.getTime() - 1_000).toISOString();
    // As a node that died mid-attempt leaves it: pending, due, held by a lease that has run out.
    await db
      .insertInto('webhook_deliveries')
      .values({ id: 'left-behind', webhook_id: made.webhook.id, event_type: 'message_created', body: '{"webhook_event_type":"message_created"}', state: 'pending', attempts: 1, next_attempt_at: past, lease_until: past, createdAt: past })
      .execute();
    await until(() => received.some((r) => r.path === '/resumed'));
    await until(async () => (await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries[0]?.state === 'done');
    expect((await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries).toEqual([
      { event_type: 'message_created', state: 'done', attempts: 2, response_status: 200, error: null, deliveredAt: expect.any(String) },
    ]);
  });

  it('refuse loopback, private and link-local addresses, plain http and redirects unless a host is allowed by name', async () => {
    const { admin, room } = await team();
    const before = await webhookCount();
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://10.0.0.8/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest', 'https://[::ffff:192.168.0.1]/', 'https://user:pw@example.com/', 'not a url']) {
      const answer = await admin.client.gql(CREATE, { input: { room_id: room.id, url, events: ['message_created'] } });
      expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.webhookUrlInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await admin.client.gql(CREATE, { input: { room_id: room.id, url: `${receiverUrl}/x`, events: [] } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await webhookCount()).toBe(before);

    expect(urlProblem('https://hooks.example.com/x', [])).toBeNull();
    // A name is checked once resolved: localhost is loopback, refused before connecting unless allowed.
    const body = '{}';
    expect(await postSigned({ url: `${receiverUrl}/resolved`, body, token: 'a2V5', allowedHosts: [], timeoutMs: 5_000 })).toEqual({ status: null, error: 'non-public address 127.0.0.1' });
    expect(received.some((r) => r.path === '/resolved')).toBe(false);
    // Allowed, the redirect's status is the answer: its target is never requested.
    const redirected = await postSigned({ url: `${receiverUrl}/redirect`, body, token: 'a2V5', allowedHosts: ['localhost'], ca: pems.cert, timeoutMs: 5_000 });
    expect(redirected).toEqual({ status: 302, error: 'redirect not followed' });
    expect(received.some((r) => r.path === '/elsewhere')).toBe(false);
  });

  it('are made, listed, revoked and their log read by the right people only', async () => {
    const { admin, member, outsider, room } = await team();
    const made = (await admin.client.ok(CREATE, { input: { room_id: room.id, url: `${receiverUrl}/ok`, events: ['message_updated'] } })).createOutgoingWebhook;
    const before = { hooks: await webhookCount(), deliveries: await deliveryCount() };
    for (const [client, code] of [
      [member.client, 'FORBIDDEN'],
      [outsider.client, 'NOT_FOUND'],
      [server.client(), 'UNAUTHENTICATED'],
    ] as const) {
      expect((await client.gql(CREATE, { input: { room_id: room.id, url: `${receiverUrl}/evil`, events: ['message_created'] } })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.gql(LIST, { r: room.id })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.gql(REVOKE, { id: made.webhook.id })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.gql(LOG, { w: made.webhook.id })).errors?.[0]?.extensions?.code).toBe(code === 'UNAUTHENTICATED' ? code : 'NOT_FOUND');
    }
    expect({ hooks: await webhookCount(), deliveries: await deliveryCount() }).toEqual(before);
    // A post makes no message_updated delivery; revoked, nothing more is queued.
    await post(member.client, room.id, '更新ではない投稿');
    expect(await deliveryCount()).toBe(before.deliveries);
    expect(await admin.client.ok(REVOKE, { id: made.webhook.id })).toEqual({ revokeOutgoingWebhook: true });
    expect(await webhookCount()).toBe(before.hooks - 1);
  });
});

describe("an account's mention webhook", () => {
  const bodiesAt = (path: string) => received.filter((r) => r.path === path);
  const parsed = (r: Received) => JSON.parse(r.body) as { webhook_event: Record<string, unknown> } & Record<string, unknown>;

  it("posts Chatwork's mention_to_me, signed, for To, TO ALL and a reply in any of its owner's rooms, and logs it", async () => {
    const { admin, member, room } = await team();
    const other = await addRoom(member.client, { name: '別件', user_ids: [admin.id] });
    const made = (await admin.client.ok(CREATE_MENTION, { input: { url: `${receiverUrl}/me` } })).createMentionWebhook;
    expect((await admin.client.ok(LIST_MENTION)).mentionWebhooks).toEqual([{ id: made.webhook.id, url: `${receiverUrl}/me` }]);

    const to = await post(member.client, room.id, '確認お願いします', { to_user_id: admin.id });
    await until(() => bodiesAt('/me').length === 1);
    const first = bodiesAt('/me')[0]!;
    expect(first.headers['x-chatworkwebhooksignature']).toBe(createHmac('sha256', Buffer.from(made.token, 'base64')).update(first.body).digest('base64'));
    const payload = parsed(first);
    expect(payload).toMatchObject({ webhook_setting_id: made.webhook.id, webhook_event_type: 'mention_to_me', webhook_event_time: expect.any(Number) });
    expect(Object.keys(payload.webhook_event).sort()).toEqual(['body', 'from_account_id', 'message_id', 'room_id', 'send_time', 'to_account_id', 'update_time']);
    expect(payload.webhook_event).toMatchObject({ message_id: String(to.seq), room_id: expect.any(Number), update_time: 0 });
    expect(payload.webhook_event.body).toBe(`[To:${String(payload.webhook_event.to_account_id)}]確認お願いします`);
    expect(payload.webhook_event.from_account_id).not.toBe(payload.webhook_event.to_account_id);

    // Its owner's own post, a post to nobody, and an edit send nothing; TO ALL and a reply in another room do.
    const own = await post(admin.client, other.id, '自分の投稿', { is_to_all: true });
    await post(member.client, room.id, '独り言');
    await post(member.client, other.id, '皆さんへ', { is_to_all: true });
    await post(member.client, other.id, '返信です', { reply_message_id: own.id });
    await until(() => bodiesAt('/me').length === 3);
    const later = bodiesAt('/me').slice(1).map(parsed);
    expect(later.map((p) => p.webhook_event.room_id)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(later[0]!.webhook_event.room_id).not.toBe(payload.webhook_event.room_id);
    expect(later.map((p) => p.webhook_event.to_account_id)).toEqual([payload.webhook_event.to_account_id, payload.webhook_event.to_account_id]);
    expect(later[0]!.webhook_event.body).toBe('[toall]皆さんへ');
    // A reply's body carries Chatwork's [rp] tag: the replied author's number, the room's and the message's.
    expect(later[1]!.webhook_event.body).toBe(`[rp aid=${String(payload.webhook_event.to_account_id)} to=${String(later[1]!.webhook_event.room_id)}-${own.seq}]返信です`);
    await until(async () => (await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries.every((d) => d.state === 'done'));
    expect((await admin.client.ok(LOG, { w: made.webhook.id })).webhookDeliveries).toHaveLength(3);
  });

  it('stops for a room its owner was removed from, and altogether for a suspended owner', async () => {
    const { admin, member, room } = await team();
    const kept = await addRoom(admin.client, { name: '残る部屋', user_ids: [member.id] });
    const made = (await member.client.ok(CREATE_MENTION, { input: { url: `${receiverUrl}/removed` } })).createMentionWebhook;
    await admin.client.ok(REMOVE_MEMBER, { i: { room_id: room.id, user_id: member.id } });
    const before = await deliveryCount();
    await post(admin.client, room.id, '皆さんへ', { is_to_all: true });
    expect(await deliveryCount()).toBe(before);
    // Still a member of the other room: a mention there is sent.
    await post(admin.client, kept.id, '一般さんへ', { to_user_id: member.id });
    expect(await deliveryCount()).toBe(before + 1);
    await db.updateTable('users').set({ status: USER_STATUS.suspended }).where('id', '=', member.id).execute();
    await post(admin.client, kept.id, 'もう一度', { to_user_id: member.id });
    expect(await deliveryCount()).toBe(before + 1);
    expect((await db.selectFrom('webhook_deliveries').select('webhook_id').where('webhook_id', '=', made.webhook.id).execute()).length).toBe(1);
  });

  it("is found in one room's statement as in a batch of posts across rooms, an edit asking for the rooms' own only", async () => {
    const { admin, member, room } = await team();
    const other = await addRoom(member.client, { name: '並行', user_ids: [admin.id] });
    const mention = (await admin.client.ok(CREATE_MENTION, { input: { url: `${receiverUrl}/batch` } })).createMentionWebhook.webhook;
    const own = (await member.client.ok(CREATE, { input: { room_id: other.id, url: `${receiverUrl}/batch`, events: ['message_created'] } })).createOutgoingWebhook.webhook;
    const owed = async (roomIds: string[], accounts: boolean) =>
      (await webhooksOwed(db, roomIds, accounts)).map((w) => `${w.id}@${w.for_room_id}`).sort();
    expect(await owed([room.id], true)).toEqual([`${mention.id}@${room.id}`]);
    expect(await owed([other.id], true)).toEqual([`${mention.id}@${other.id}`, `${own.id}@${other.id}`].sort());
    expect(await owed([room.id, other.id], true)).toEqual([...(await owed([room.id], true)), ...(await owed([other.id], true))].sort());
    expect(await owed([room.id, other.id], false)).toEqual([`${own.id}@${other.id}`]);
    expect(await owed([other.id], false)).toEqual([`${own.id}@${other.id}`]);
  });

  it('is made, listed, revoked and its log read by its owner only; bad URLs and private addresses are refused', async () => {
    const { admin, member, outsider, room } = await team();
    const made = (await admin.client.ok(CREATE_MENTION, { input: { url: `${receiverUrl}/mine` } })).createMentionWebhook;
    const before = { hooks: await webhookCount(), deliveries: await deliveryCount() };
    for (const client of [member.client, outsider.client]) {
      expect((await client.ok(LIST_MENTION)).mentionWebhooks).toEqual([]);
      expect((await client.gql(LOG, { w: made.webhook.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await client.gql(REVOKE_MENTION, { id: made.webhook.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // Not a room's: neither a room's admin nor its owner deletes it as one.
    expect((await admin.client.gql(REVOKE, { id: made.webhook.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await admin.client.ok(LIST, { r: room.id })).outgoingWebhooks).toEqual([]);
    const anonymous = server.client();
    expect((await anonymous.gql(LIST_MENTION)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(CREATE_MENTION, { input: { url: `${receiverUrl}/evil` } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(REVOKE_MENTION, { id: made.webhook.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const url of ['http://example.com/hook', 'https://127.0.0.1/hook', 'https://192.168.1.10/hook', 'https://[fd00::1]/', 'https://user:pw@example.com/', 'not a url', '', 'x'.repeat(2_001)]) {
      const answer = await member.client.gql(CREATE_MENTION, { input: { url } });
      expect(answer.errors?.[0]).toMatchObject({ message: MESSAGES.webhookUrlInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect({ hooks: await webhookCount(), deliveries: await deliveryCount() }).toEqual(before);

    for (let i = 1; i < WEBHOOK_LIMITS.perAccount; i += 1) await admin.client.ok(CREATE_MENTION, { input: { url: `${receiverUrl}/mine${i}` } });
    expect((await admin.client.gql(CREATE_MENTION, { input: { url: `${receiverUrl}/one-too-many` } })).errors?.[0]?.extensions?.code).toBe('LIMIT_EXCEEDED');
    expect(await admin.client.ok(REVOKE_MENTION, { id: made.webhook.id })).toEqual({ revokeMentionWebhook: true });
    expect((await admin.client.ok(LIST_MENTION)).mentionWebhooks.map((w) => w.id)).not.toContain(made.webhook.id);
  });
});
