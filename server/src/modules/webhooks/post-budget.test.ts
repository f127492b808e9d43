import { MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { addRoom, makeContacts, POST } from '../../../test/chat';
import { signUpUser, startTestServer } from '../../../test/harness';
import { graphql } from '../../../test/graphql';

// A small posting budget, so that the doors a post comes through are seen to spend the same one.
const BUDGET = 3;
const server = await startTestServer({ limits: { post: BUDGET } });
const db = server.deps.db;

const TOKEN = graphql(`mutation BudgetCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`);
const HOOK = graphql(`mutation BudgetCreateIncomingWebhook($input: CreateIncomingWebhookInput!) { createIncomingWebhook(input: $input) { url } }`);

const messageCount = async () => Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function apiPost(token: string, roomNumber: number, body: string) {
  const response = await fetch(`${server.url}/v2/rooms/${roomNumber}/messages`, {
    method: 'POST',
    headers: { 'x-chatworktoken': token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ body }).toString(),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
}

async function hookPost(url: string, text: string) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
}

async function team() {
  const admin = await signUpUser(server, { name: '管理者' });
  const member = await signUpUser(server, { name: '一般' });
  await makeContacts(server, admin.id, member.id);
  const room = await addRoom(admin.client, { name: '予算', user_ids: [member.id] });
  return { admin, member, room };
}

describe('the posting budget', () => {
  it('is one per author: posts through the REST API spend the one the web posts spend', async () => {
    const { member, room } = await team();
    const token = (await member.client.ok(TOKEN, { input: { name: '日報', scope: 'WRITE' } })).createApiToken.secret;
    const rooms = (await (await fetch(`${server.url}/v2/rooms`, { headers: { 'x-chatworktoken': token } })).json()) as Array<{ room_id: number; name: string }>;
    const roomNumber = rooms.find((r) => r.name === '予算')!.room_id;

    for (let i = 0; i < BUDGET - 1; i += 1) await member.client.ok(POST, { input: { room_id: room.id, content: `画面から ${i}` } });
    expect((await apiPost(token, roomNumber, 'API から')).status).toBe(200);
    const before = await messageCount();
    // The budget is spent: the API refuses in Chatwork's shape, and the web is refused as well.
    expect(await apiPost(token, roomNumber, '一つ多い')).toEqual({ status: 429, retryAfter: expect.stringMatching(/^[0-9]+$/), body: { errors: [MESSAGES.rateLimited] } });
    expect((await member.client.gql(POST, { input: { room_id: room.id, content: '画面からも' } })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // A file is posted as a message: refused too, and nothing of it kept.
    const files = async () => Number((await db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const filesBefore = await files();
    const form = new FormData();
    form.append('message', '資料です');
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'data.csv');
    const upload = await fetch(`${server.url}/v2/rooms/${roomNumber}/files`, { method: 'POST', headers: { 'x-chatworktoken': token }, body: form });
    expect({ status: upload.status, body: await upload.json() }).toEqual({ status: 429, body: { errors: [MESSAGES.rateLimited] } });
    expect(await files()).toBe(filesBefore);
    expect(await messageCount()).toBe(before);
  });

  it("is the bot's for an incoming webhook: its posts spend it, not its maker's", async () => {
    const { admin, room } = await team();
    const made = (await admin.client.ok(HOOK, { input: { room_id: room.id, name: '監視' } })).createIncomingWebhook;
    const url = `${server.url}${new URL(made.url).pathname}`;
    for (let i = 0; i < BUDGET; i += 1) expect((await hookPost(url, `通知 ${i}`)).status).toBe(200);
    const before = await messageCount();
    expect(await hookPost(url, '一つ多い')).toEqual({ status: 429, retryAfter: expect.stringMatching(/^[0-9]+$/), text: `rate_limited\n${MESSAGES.rateLimited}` });
    expect(await messageCount()).toBe(before);
    // Its maker's own budget is untouched.
    await admin.client.ok(POST, { input: { room_id: room.id, content: '管理者の投稿' } });
    expect(await messageCount()).toBe(before + 1);
  });
});
