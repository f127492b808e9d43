import { AVATAR, MESSAGES, ROOM_ROLE, USER_STATUS, WEBHOOK_LIMITS } from '@musubi/shared';
import { IncomingWebhook } from '@slack/webhook';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, addRoom, Listener, makeContacts, post } from '../../../test/chat';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { VOID_PASSWORD_HASH } from '../auth';
import { messageTopic } from '../messages/service';
import { mrkdwnToText, slackPayloadToContent } from './slack';

const server = await startTestServer();
const db = server.deps.db;

const CREATE = graphql(`mutation HooksCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url webhook { id name room_id bot_user_id lastUsedAt } } }`);
const LIST = graphql(`query HooksIncomingWebhooks($r: ID!) { incomingWebhooks(room_id: $r) { id name lastUsedAt image } }`);
const REVOKE = graphql(`mutation HooksRevokeIncomingWebhook($id: ID!) { revokeIncomingWebhook(id: $id) }`);
const MESSAGE = graphql(`query HooksMessage($id: ID!) { customGetMessage(id: $id) { content user_id user { name isBot image } } }`);
const REMOVE = graphql(`mutation HooksDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);

const listeners: Listener[] = [];
afterAll(() => Promise.all(listeners.map((l) => l.close())));

/** A webhook's URL on this test server (the answer's origin is the configured public one). */
const onServer = (url: string) => `${server.url}${new URL(url).pathname}`;

async function hook(client: TestClient, room_id: string, name = 'CI') {
  const made = (await client.ok(CREATE, { input: { room_id, name } })).createIncomingWebhook;
  return { ...made, url: onServer(made.url) };
}

/** POSTs a body to a webhook URL: the status and the answer's text. */
async function send(url: string, body: string, type = 'application/json') {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get('retry-after') };
}

/** A group room with an admin, a member, a view-only member and a removed admin. */
async function team() {
  const admin = await signUpUser(server, { name: '管理者' });
  const member = await signUpUser(server, { name: '一般' });
  const former = await signUpUser(server, { name: '元管理者' });
  const outsider = await signUpUser(server, { name: '部外者' });
  for (const other of [member, former]) await makeContacts(server, admin.id, other.id);
  const room = await addRoom(admin.client, { name: '開発', user_ids: [member.id] });
  expect((await addMember(admin.client, room.id, former.id, ROOM_ROLE.admin)).errors).toBeUndefined();
  await admin.client.ok(REMOVE, { i: { room_id: room.id, user_id: former.id } });
  return { admin, member, former, outsider, room };
}

const count = async (table: 'incoming_webhooks' | 'users' | 'user_rooms' | 'messages') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const counts = async () => ({
  hooks: await count('incoming_webhooks'),
  users: await count('users'),
  memberships: await count('user_rooms'),
  messages: await count('messages'),
});
const lastMessageOf = (roomId: string) =>
  db.selectFrom('messages').selectAll().where('room_id', '=', roomId).orderBy('seq', 'desc').executeTakeFirstOrThrow();

describe('Slack mrkdwn', () => {
  it('becomes Musubi text: links with their labels, mentions, bold without stars, entities and line breaks', () => {
    expect(mrkdwnToText('*ビルド成功* <https://ci.example/1|#1> by <@U1|yamada>\n&lt;main&gt; &amp; <https://a.example>')).toBe(
      'ビルド成功 #1 (https://ci.example/1) by @yamada\n<main> & https://a.example',
    );
    expect(mrkdwnToText('<!here> 2*3*4 と <#C9|general>')).toBe('@here 2*3*4 と #general');
    expect(
      slackPayloadToContent(
        { text: '', username: 'Jenkins', attachments: [{ fallback: '要約', title: 'ビルド', title_link: 'https://ci.example', fields: [{ title: '結果', value: '*成功*' }] }] },
        'CI',
      ),
    ).toBe('【Jenkins】\n[info][title]ビルド (https://ci.example)[/title]要約\n結果: 成功[/info]');
    expect(slackPayloadToContent({ blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'ブロック' } }] }, 'CI')).toBe('ブロック');
    expect(slackPayloadToContent({ text: '   ', attachments: [{}] }, 'CI')).toBe('');
  });
});

describe('incoming webhooks', () => {
  it('take a Slack payload by fetch and post it as the room bot, live, marked as a bot, listed with its last use', async () => {
    const { admin, member, room } = await team();
    const made = await hook(admin.client, room.id, 'デプロイ通知');
    expect(made.webhook).toMatchObject({ name: 'デプロイ通知', room_id: room.id, lastUsedAt: null });
    const secret = made.url.split('/').pop()!;
    expect(JSON.stringify(await db.selectFrom('incoming_webhooks').selectAll().execute())).not.toContain(secret);

    // A message of the room (posted before listening), published again until the subscription hears it.
    await post(member.client, room.id, '準備');
    const probe = await lastMessageOf(room.id);
    const listener = new Listener(server, member.client);
    listeners.push(listener);
    const live = listener.subscribe(graphql(`subscription HooksOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id } }`), { r: room.id });
    await live.ready(probe.id, () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: probe }));

    const answer = await send(
      made.url,
      JSON.stringify({ text: '*本番* に <https://ci.example/7|#7> をデプロイしました\n担当: <@U1|yamada>', channel: '#ignored', attachments: [{ fallback: '差分 3 件' }] }),
    );
    expect(answer).toMatchObject({ status: 200, text: 'ok' });
    await live.until(1);
    expect(live.errors).toEqual([]);
    const content = '本番 に #7 (https://ci.example/7) をデプロイしました\n担当: @yamada\n差分 3 件';
    expect(live.events[0]).toEqual({ onCreateMessage: { id: expect.any(String), content, user_id: made.webhook.bot_user_id } });
    const message = await lastMessageOf(room.id);
    expect((await member.client.ok(MESSAGE, { id: message.id })).customGetMessage).toEqual({
      content,
      user_id: made.webhook.bot_user_id,
      user: { name: 'デプロイ通知', isBot: true, image: null },
    });
    const listed = (await admin.client.ok(LIST, { r: room.id })).incomingWebhooks;
    expect(listed).toEqual([{ id: made.webhook.id, name: 'デプロイ通知', lastUsedAt: expect.any(String), image: null }]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // The bot is an account that can never sign in or read: no password, an address that takes no mail.
    const bot = await db.selectFrom('users').selectAll().where('id', '=', made.webhook.bot_user_id).executeTakeFirstOrThrow();
    expect(bot).toMatchObject({ is_bot: 1, status: USER_STATUS.unconfirmed, password_hash: VOID_PASSWORD_HASH });
    expect(bot.email.endsWith('.invalid')).toBe(true);
  });

  it("accept Slack's own client and a form with payload=", async () => {
    const { admin, room } = await team();
    const made = await hook(admin.client, room.id);
    expect(await new IncomingWebhook(made.url).send({ text: 'Slack のクライアントから', username: 'GitHub' })).toEqual({ text: 'ok' });
    expect((await lastMessageOf(room.id)).content).toBe('【GitHub】\nSlack のクライアントから');
    const form = new URLSearchParams({ payload: JSON.stringify({ text: 'フォームから' }) }).toString();
    expect(await send(made.url, form, 'application/x-www-form-urlencoded')).toMatchObject({ status: 200, text: 'ok' });
    expect((await lastMessageOf(room.id)).content).toBe('フォームから');
  });

  it('refuse bad payloads, revoked or unknown URLs, a removed bot, and too many posts, with nothing written', async () => {
    const { admin, room } = await team();
    const made = await hook(admin.client, room.id);
    const before = await counts();
    expect(await send(made.url, JSON.stringify({ text: ' ' }))).toMatchObject({ status: 400, text: `no_text\n${MESSAGES.webhookEmpty}` });
    expect(await send(made.url, '{"text": ')).toMatchObject({ status: 400, text: `invalid_payload\n${MESSAGES.webhookPayloadInvalid}` });
    expect(await send(made.url, '[1]')).toMatchObject({ status: 400 });
    expect(await send(made.url, 'payload=%7Bnope', 'application/x-www-form-urlencoded')).toMatchObject({ status: 400 });
    expect(await send(made.url, 'text', 'text/csv')).toMatchObject({ status: 415 });
    expect(await send(`${server.url}/api/hooks/${'x'.repeat(43)}`, '{"text":"a"}')).toMatchObject({ status: 404, text: `no_service\n${MESSAGES.webhookInvalid}` });
    expect(await counts()).toEqual(before);

    const busy = await hook(admin.client, room.id, '多弁');
    for (let i = 0; i < WEBHOOK_LIMITS.postsPerMinute; i++) expect((await send(busy.url, JSON.stringify({ text: `${i}` }))).status).toBe(200);
    const limited = await send(busy.url, JSON.stringify({ text: 'もう一件' }));
    expect(limited).toMatchObject({ status: 429, text: `rate_limited\n${MESSAGES.rateLimited}` });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect((await lastMessageOf(room.id)).content).toBe(String(WEBHOOK_LIMITS.postsPerMinute - 1));

    // An admin who removes the bot from the room stops the webhook.
    const other = await hook(admin.client, room.id, '監視');
    await admin.client.ok(REMOVE, { i: { room_id: room.id, user_id: other.webhook.bot_user_id } });
    expect(await send(other.url, '{"text":"a"}')).toMatchObject({ status: 403, text: `action_prohibited\n${MESSAGES.webhookBotRemoved}` });

    // Revoked: refused at once, and the bot has left the room.
    expect(await admin.client.ok(REVOKE, { id: made.webhook.id })).toEqual({ revokeIncomingWebhook: true });
    const messages = await count('messages');
    expect(await send(made.url, '{"text":"a"}')).toMatchObject({ status: 404, text: `no_service\n${MESSAGES.webhookInvalid}` });
    expect(await count('messages')).toBe(messages);
    expect(await db.selectFrom('user_rooms').selectAll().where('user_id', '=', made.webhook.bot_user_id).execute()).toEqual([]);
  });

  it('are made, listed and revoked by room admins only', async () => {
    const { admin, member, former, outsider, room } = await team();
    const made = await hook(admin.client, room.id);
    const direct = await addRoom(admin.client, { name: '', kind: 1, user_ids: [member.id] });
    const before = await counts();
    const signedOut = server.client();
    for (const [client, code] of [
      [member.client, 'FORBIDDEN'],
      [former.client, 'NOT_FOUND'],
      [outsider.client, 'NOT_FOUND'],
      [signedOut, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await client.gql(CREATE, { input: { room_id: room.id, name: '侵入' } })).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.gql(LIST, { r: room.id })).errors?.[0]?.extensions?.code).toBe(code);
      const revoked = await client.gql(REVOKE, { id: made.webhook.id });
      expect(revoked.errors?.[0]?.extensions?.code).toBe(code);
    }
    // Malformed input, a direct room and "my chat" take no webhook either.
    for (const name of ['', ' ', 'あ'.repeat(51)]) {
      expect((await admin.client.gql(CREATE, { input: { room_id: room.id, name } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await admin.client.gql(CREATE, { input: { room_id: 'x'.repeat(65), name: 'a' } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await admin.client.gql(CREATE, { input: { room_id: direct.id, name: 'a' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.client.gql(REVOKE, { id: 'unknown' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
    expect(await send(made.url, '{"text":"まだ有効"}')).toMatchObject({ status: 200 });
  });
});

describe("an incoming webhook's picture", () => {
  const png = () => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 214, g: 126, b: 28 } } }).png().toBuffer();
  async function picture(method: 'PUT' | 'DELETE', id: string, client: TestClient | null, body?: Buffer, type = 'image/png') {
    const response = await fetch(`${server.url}/api/avatars/webhooks/${id}`, {
      method,
      headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...(body ? { 'content-type': type } : {}) },
      body: body ? new Uint8Array(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as { image?: string | null; errors?: Array<{ message: string; extensions: { code: string } }> } };
  }
  const botImage = async (id: string) => (await db.selectFrom('users').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;

  it("is its bot's picture: set by the room's admin, listed, beside the bot's posts, and removed", async () => {
    const { admin, member, room } = await team();
    const made = await hook(admin.client, room.id, '監視');
    const set = await picture('PUT', made.webhook.id, admin.client, await png());
    expect(set.status).toBe(200);
    expect(set.body.image).toMatch(AVATAR.pattern);
    expect((await admin.client.ok(LIST, { r: room.id })).incomingWebhooks[0]).toMatchObject({ id: made.webhook.id, image: set.body.image });
    expect((await send(made.url, '{"text":"ディスク残量わずか"}')).status).toBe(200);
    const posted = await lastMessageOf(room.id);
    // What the timeline shows beside the post: the author's picture, seen by any member.
    expect((await member.client.ok(MESSAGE, { id: posted.id })).customGetMessage?.user).toMatchObject({ name: '監視', isBot: true, image: set.body.image });
    expect((await fetch(`${server.url}${set.body.image!}`, { headers: { cookie: member.client.cookie! } })).status).toBe(200);

    expect(await picture('DELETE', made.webhook.id, admin.client)).toEqual({ status: 200, body: { image: null } });
    expect(await botImage(made.webhook.bot_user_id)).toBeNull();
    expect((await fetch(`${server.url}${set.body.image!}`, { headers: { cookie: member.client.cookie! } })).status).toBe(404);
  });

  it('is refused to a member, a removed admin, an outsider and the signed-out, and for what is no image; nothing changes', async () => {
    const { admin, member, former, outsider, room } = await team();
    const made = await hook(admin.client, room.id);
    const image = await png();
    for (const [client, status] of [
      [member.client, 403],
      [former.client, 404],
      [outsider.client, 404],
      [null, 401],
    ] as const) {
      expect((await picture('PUT', made.webhook.id, client, image)).status).toBe(status);
      expect((await picture('DELETE', made.webhook.id, client)).status).toBe(status);
    }
    expect((await picture('PUT', 'no-such-webhook', admin.client, image)).status).toBe(404);
    expect(await picture('PUT', made.webhook.id, admin.client, Buffer.from('not an image'))).toMatchObject({ status: 400, body: { errors: [{ message: MESSAGES.imageUnreadable, extensions: { code: 'BAD_USER_INPUT' } }] } });
    expect((await picture('PUT', made.webhook.id, admin.client, Buffer.alloc(AVATAR.maxUploadBytes + 1))).status).toBe(413);
    expect(await botImage(made.webhook.bot_user_id)).toBeNull();
  });
});
