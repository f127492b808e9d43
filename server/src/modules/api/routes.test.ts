import { createRequire } from 'node:module';
import { MESSAGES } from '@musubi/shared';
import ChatworkApi from 'chatwork-api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, addRoom, Listener, makeContacts, post } from '../../../test/chat';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { messageTopic } from '../messages/service';

const server = await startTestServer();
const db = server.deps.db;

// chatwork-api-client sends every request to its exported base URL: pointed at this server instead of Chatwork's.
const clientModule = createRequire(import.meta.url)('chatwork-api-client/dist/api') as { CHATWORK_URL: string };
clientModule.CHATWORK_URL = `${server.url}/v2`;

const CREATE = graphql(`mutation ApiRoutesCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`);
const tokenOf = async (client: TestClient, scope: 'READ' | 'WRITE' = 'WRITE') => (await client.ok(CREATE, { input: { name: 'テスト', scope } })).createApiToken.secret;

const listeners: Listener[] = [];
afterAll(() => Promise.all(listeners.map((l) => l.close())));

/** A room with an admin, a member, a view-only member, a former member, and an outsider; each with a token. */
async function roomWithEveryRole() {
  const admin = await signUpUser(server, { name: '管理者' });
  const user = await signUpUser(server, { name: '一般' });
  const viewer = await signUpUser(server, { name: '閲覧' });
  const former = await signUpUser(server, { name: '元メンバー' });
  const outsider = await signUpUser(server, { name: '部外者' });
  for (const other of [user, viewer, former]) await makeContacts(server, admin.id, other.id);
  const room = await addRoom(admin.client, { name: '開発', user_ids: [user.id, former.id] });
  expect((await addMember(admin.client, room.id, viewer.id, 0)).errors).toBeUndefined();
  const tokens = {
    admin: await tokenOf(admin.client),
    user: await tokenOf(user.client),
    viewer: await tokenOf(viewer.client),
    former: await tokenOf(former.client),
    outsider: await tokenOf(outsider.client),
  };
  const api = new ChatworkApi(tokens.admin);
  const rooms = await api.getRooms();
  const roomNumber = rooms.find((r) => r.name === '開発')!.room_id;
  // The former member leaves after their token has seen the room.
  const formerApi = new ChatworkApi(tokens.former);
  expect((await formerApi.getRoom(roomNumber)).name).toBe('開発');
  await admin.client.ok(graphql(`mutation ApiRoutesDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
    i: { room_id: room.id, user_id: former.id },
  });
  return { room, roomNumber, admin, user, viewer, former, outsider, tokens };
}

async function call(token: string | null, method: string, path: string, form?: Record<string, string>) {
  const response = await fetch(`${server.url}/v2${path}`, {
    method,
    headers: { ...(token ? { 'x-chatworktoken': token } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const rowCounts = async () => {
  const count = async (table: 'messages' | 'tasks' | 'boards' | 'user_rooms' | 'rooms') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { messages: await count('messages'), tasks: await count('tasks'), boards: await count('boards'), user_rooms: await count('user_rooms'), rooms: await count('rooms') };
};

describe('a Chatwork client written by someone else (chatwork-api-client)', () => {
  it('reads /me, lists rooms, posts, reads the messages back and makes a task, live in the web app', async () => {
    const { room, roomNumber, admin, user, tokens } = await roomWithEveryRole();
    const api = new ChatworkApi(tokens.admin);
    const me = await api.getMe();
    expect(me).toMatchObject({ name: '管理者', login_mail: admin.email });
    expect(Number.isInteger(me.account_id)).toBe(true);
    expect(me.account_id).toBe((await api.getMe()).account_id);

    const rooms = await api.getRooms();
    expect(rooms.find((r) => r.room_id === roomNumber)).toMatchObject({ name: '開発', type: 'group', role: 'admin', sticky: false });
    expect(rooms.find((r) => r.type === 'my')?.room_id).toBe(me.room_id);
    const members = await api.getRoomMembers(roomNumber);
    expect(members.map((m) => [m.name, m.role]).sort()).toEqual([['一般', 'member'], ['管理者', 'admin'], ['閲覧', 'readonly']]);
    const userAccount = members.find((m) => m.name === '一般')!.account_id;

    // A member's browser hears the post the API makes.
    const listener = new Listener(server, user.client);
    listeners.push(listener);
    const live = listener.subscribe(graphql(`subscription ApiRoutesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content to_user_id user_id } }`), { r: room.id });
    await live.ready('api-probe', () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { id: 'api-probe' } }));

    const body = `[To:${userAccount}]一般さん\nレビューをお願いします`;
    const posted = await api.postRoomMessage(roomNumber, { body });
    expect(posted.message_id).toMatch(/^[0-9]+$/);
    await live.until(1);
    expect(live.events[0]).toEqual({ onCreateMessage: { id: expect.any(String), content: '一般さん\nレビューをお願いします', to_user_id: user.id, user_id: admin.id } });

    // Read back in the same notation, so a bot parsing mentions finds its To.
    const messages = await api.getRoomMessages(roomNumber, { force: 1 });
    const mine = messages.find((m) => m.message_id === posted.message_id)!;
    expect(mine).toMatchObject({ body, account: { account_id: me.account_id, name: '管理者' } });
    expect(mine.send_time).toBeGreaterThan(1_700_000_000);
    expect((await api.getRoomMessage(roomNumber, posted.message_id)).body).toBe(body);

    const task = await api.postRoomTask(roomNumber, { body: '資料を確認する', to_ids: String(userAccount), limit: 1_893_456_000, limit_type: 'date' });
    expect(task.task_ids).toHaveLength(1);
    const shown = await api.getRoomTask(roomNumber, task.task_ids[0]!);
    expect(shown).toMatchObject({ body: '資料を確認する', status: 'open', limit_type: 'date', limit_time: 1_893_456_000, account: { account_id: userAccount } });
    const stored = await db.selectFrom('tasks').selectAll().where('room_id', '=', room.id).execute();
    expect(stored.map((t) => t.name)).toEqual(['資料を確認する']);

    const userApi = new ChatworkApi(tokens.user);
    expect((await userApi.getMyTasks({ status: 'open' })).map((t) => [t.body, t.room.room_id])).toEqual([['資料を確認する', roomNumber]]);
    await userApi.putRoomTaskStatus(roomNumber, task.task_ids[0]!, { body: 'done' });
    expect((await userApi.getRoomTask(roomNumber, task.task_ids[0]!)).status).toBe('done');
    expect(userApi.rateLimits?.['x-ratelimit-limit']).toBe(300);
  });
});

describe('GET /rooms/{id}/messages', () => {
  it('answers only what changed since the token’s last call, 204 when nothing did, and the latest 100 with force=1', async () => {
    const { room, roomNumber, admin, tokens } = await roomWithEveryRole();
    await post(admin.client, room.id, '一つ目');
    const first = await call(tokens.user, 'GET', `/rooms/${roomNumber}/messages`);
    expect(first.status).toBe(200);
    expect((first.body as Array<{ body: string }>).map((m) => m.body)).toEqual(['一つ目']);
    expect((await call(tokens.user, 'GET', `/rooms/${roomNumber}/messages`)).status).toBe(204);
    await post(admin.client, room.id, '二つ目');
    const second = await call(tokens.user, 'GET', `/rooms/${roomNumber}/messages`);
    expect((second.body as Array<{ body: string }>).map((m) => m.body)).toEqual(['二つ目']);
    const forced = await call(tokens.user, 'GET', `/rooms/${roomNumber}/messages?force=1`);
    expect((forced.body as Array<{ body: string }>).map((m) => m.body)).toEqual(['一つ目', '二つ目']);
    // Another token keeps its own place.
    const other = await tokenOf(admin.client, 'READ');
    expect((await call(other, 'GET', `/rooms/${roomNumber}/messages`)).body).toHaveLength(2);
  });
});

describe('POST, PUT and DELETE /rooms', () => {
  it('makes a group with each listed role, renames it, and lets a member leave and the admin delete it', async () => {
    const { admin, user, viewer, outsider, tokens } = await roomWithEveryRole();
    const api = new ChatworkApi(tokens.admin);
    const accounts = new Map((await api.getContacts()).map((c) => [c.name, c.account_id]));
    const me = (await api.getMe()).account_id;
    const made = await api.postRoom({
      name: '見積り',
      description: '見積りの相談',
      members_admin_ids: String(me),
      members_member_ids: String(accounts.get('一般')),
      members_readonly_ids: String(accounts.get('閲覧')),
    });
    expect((await api.getRoomMembers(made.room_id)).map((m) => [m.name, m.role]).sort()).toEqual([['一般', 'member'], ['管理者', 'admin'], ['閲覧', 'readonly']]);
    expect(await api.getRoom(made.room_id)).toMatchObject({ name: '見積り', description: '見積りの相談', type: 'group', role: 'admin' });

    // Only a room admin renames or deletes; someone who is no contact cannot be put in a room.
    const userApi = new ChatworkApi(tokens.user);
    expect((await call(tokens.user, 'PUT', `/rooms/${made.room_id}`, { name: '乗っ取り' })).status).toBe(403);
    expect((await call(tokens.user, 'DELETE', `/rooms/${made.room_id}`, { action_type: 'delete' })).status).toBe(403);
    const outsiderAccount = (await new ChatworkApi(tokens.outsider).getMe()).account_id;
    const roomsBefore = await rowCounts();
    expect(await call(tokens.admin, 'POST', '/rooms', { name: '部外者入り', members_admin_ids: String(me), members_member_ids: String(outsiderAccount) })).toEqual({
      status: 400,
      body: { errors: [MESSAGES.notAContact] },
    });
    expect((await call(tokens.admin, 'POST', '/rooms', { members_admin_ids: String(me) })).status).toBe(400);
    expect((await call(tokens.admin, 'DELETE', `/rooms/${made.room_id}`, { action_type: 'archive' })).status).toBe(400);
    expect(await rowCounts()).toEqual(roomsBefore);

    await api.putRoom(made.room_id, { name: '見積り（確定）' });
    expect((await userApi.getRoom(made.room_id)).name).toBe('見積り（確定）');
    await userApi.deleteRoom(made.room_id, { action_type: 'leave' });
    expect((await call(tokens.user, 'GET', `/rooms/${made.room_id}`)).status).toBe(404);
    await api.deleteRoom(made.room_id, { action_type: 'delete' });
    expect((await call(tokens.viewer, 'GET', `/rooms/${made.room_id}`)).status).toBe(404);
    expect(await db.selectFrom('user_rooms').select('user_id').where('user_id', 'in', [admin.id, user.id, viewer.id, outsider.id]).where('room_id', '=', (await db.selectFrom('rooms').select('id').where('name', '=', '見積り（確定）').executeTakeFirst())?.id ?? '').execute()).toEqual([]);
  });
});

describe('PUT /rooms/{id}/messages/read and /unread', () => {
  it('moves the read mark forward and back, and the room list agrees', async () => {
    const { room, roomNumber, admin, tokens } = await roomWithEveryRole();
    await post(admin.client, room.id, '一つ目');
    const second = await post(admin.client, room.id, '二つ目');
    await post(admin.client, room.id, '三つ目');
    expect((await call(tokens.user, 'PUT', `/rooms/${roomNumber}/messages/read`, {})).body).toEqual({ unread_num: 0, mention_num: 0 });
    expect((await call(tokens.user, 'PUT', `/rooms/${roomNumber}/messages/unread`, { message_id: String(second.seq) })).body).toEqual({ unread_num: 2, mention_num: 0 });
    expect((await call(tokens.user, 'GET', `/rooms/${roomNumber}`)).body).toMatchObject({ unread_num: 2 });
    // Unread never moves the mark forward; a message of another room or none at all is not found.
    expect((await call(tokens.user, 'PUT', `/rooms/${roomNumber}/messages/unread`, { message_id: String(second.seq + 1) })).body).toEqual({ unread_num: 2, mention_num: 0 });
    expect((await call(tokens.user, 'PUT', `/rooms/${roomNumber}/messages/unread`, { message_id: '99999' })).status).toBe(404);
    expect((await call(tokens.user, 'PUT', `/rooms/${roomNumber}/messages/unread`, {})).status).toBe(400);
  });
});

describe('who may do what over /v2', () => {
  it('refuses an outsider, a former member, a view-only member and a read-only token on every route, reading and writing nothing', async () => {
    const everyone = await roomWithEveryRole();
    const { roomNumber, tokens, admin, room } = everyone;
    const posted = await post(admin.client, room.id, '管理者の投稿');
    const adminApi = new ChatworkApi(tokens.admin);
    const userAccount = (await adminApi.getRoomMembers(roomNumber)).find((m) => m.name === '一般')!.account_id;
    const task = (await adminApi.postRoomTask(roomNumber, { body: '確認', to_ids: String(userAccount) })).task_ids[0]!;
    const readOnly = await tokenOf(admin.client, 'READ');
    const msg = String(posted.seq);
    const file = ((await upload(tokens.admin, roomNumber, [['file', { name: '資料.pdf', content: pdf('資料') }]])).body as { file_id: number }).file_id;
    const adminAccount = (await adminApi.getMe()).account_id;

    const reads: Array<[string, string]> = [
      ['GET', `/rooms/${roomNumber}`],
      ['GET', `/rooms/${roomNumber}/members`],
      ['GET', `/rooms/${roomNumber}/messages?force=1`],
      ['GET', `/rooms/${roomNumber}/messages/${msg}`],
      ['GET', `/rooms/${roomNumber}/tasks`],
      ['GET', `/rooms/${roomNumber}/tasks/${task}`],
      ['GET', `/rooms/${roomNumber}/files`],
      ['GET', `/rooms/${roomNumber}/files/${file}?create_download_url=1`],
      ['GET', `/rooms/${roomNumber}/link`],
    ];
    const writes: Array<[string, string, Record<string, string>?]> = [
      ['POST', `/rooms/${roomNumber}/messages`, { body: '書き込み' }],
      ['PUT', `/rooms/${roomNumber}/messages/${msg}`, { body: '改ざん' }],
      ['DELETE', `/rooms/${roomNumber}/messages/${msg}`],
      ['PUT', `/rooms/${roomNumber}/messages/read`, {}],
      ['PUT', `/rooms/${roomNumber}/messages/unread`, { message_id: msg }],
      ['POST', `/rooms/${roomNumber}/tasks`, { body: 'タスク', to_ids: String(userAccount) }],
      ['PUT', `/rooms/${roomNumber}/tasks/${task}/status`, { body: 'done' }],
      ['PUT', `/rooms/${roomNumber}`, { name: '改名' }],
      ['DELETE', `/rooms/${roomNumber}`, { action_type: 'delete' }],
      ['PUT', `/rooms/${roomNumber}/members`, { members_admin_ids: String(adminAccount) }],
      ['POST', `/rooms/${roomNumber}/files`, { message: 'ファイルなし' }],
      ['POST', `/rooms/${roomNumber}/link`, { need_acceptance: '1' }],
      ['PUT', `/rooms/${roomNumber}/link`, { need_acceptance: '1' }],
      ['DELETE', `/rooms/${roomNumber}/link`],
    ];
    const before = await rowCounts();
    const messagesBefore = await db.selectFrom('messages').selectAll().where('room_id', '=', room.id).execute();
    const roomBefore = await db.selectFrom('rooms').selectAll().where('id', '=', room.id).executeTakeFirstOrThrow();

    for (const who of ['outsider', 'former'] as const) {
      for (const [method, path] of reads) expect([who, method, path, (await call(tokens[who], method, path)).status]).toEqual([who, method, path, 404]);
      for (const [method, path, form] of writes) expect([who, method, path, (await call(tokens[who], method, path, form)).status]).toEqual([who, method, path, 404]);
    }
    // A view-only member reads, and writes nothing (marking read or unread is reading: allowed).
    for (const [method, path] of reads) expect([method, path, (await call(tokens.viewer, method, path)).status]).toEqual([method, path, 200]);
    for (const [method, path, form] of writes.filter(([, path]) => !/\/(un)?read$/.test(path))) {
      const answer = await call(tokens.viewer, method, path, form);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
      expect(answer.body).toEqual({ errors: [expect.any(String)] });
    }
    // A read-only token of the room's admin reads but writes nothing at all.
    for (const [method, path] of reads) expect((await call(readOnly, method, path)).status).toBe(200);
    for (const [method, path, form] of writes) expect(await call(readOnly, method, path, form)).toEqual({ status: 403, body: { errors: [MESSAGES.apiReadOnly] } });
    // Signed out.
    for (const [method, path, form] of [...reads, ...writes]) expect((await call(null, method, path, form)).status).toBe(401);

    expect(await rowCounts()).toEqual(before);
    expect(await db.selectFrom('messages').selectAll().where('room_id', '=', room.id).execute()).toEqual(messagesBefore);
    expect(await db.selectFrom('rooms').selectAll().where('id', '=', room.id).executeTakeFirstOrThrow()).toEqual(roomBefore);
  });

  it('answers malformed input with 400 in Chatwork’s shape, and unknown paths with 404', async () => {
    const { roomNumber, tokens } = await roomWithEveryRole();
    const before = await rowCounts();
    expect(await call(tokens.admin, 'POST', `/rooms/${roomNumber}/messages`, {})).toMatchObject({ status: 400, body: { errors: [expect.any(String)] } });
    expect((await call(tokens.admin, 'POST', `/rooms/${roomNumber}/messages`, { body: 'x'.repeat(10_001) })).status).toBe(400);
    expect((await call(tokens.admin, 'GET', '/rooms/abc')).status).toBe(400);
    expect((await call(tokens.admin, 'GET', '/rooms/99999999')).status).toBe(404);
    expect((await call(tokens.admin, 'GET', `/rooms/${roomNumber}/messages/abc`)).status).toBe(400);
    expect((await call(tokens.admin, 'POST', `/rooms/${roomNumber}/tasks`, { body: 'x', to_ids: '999999' })).status).toBe(400);
    expect((await call(tokens.admin, 'PUT', `/rooms/${roomNumber}/tasks/1/status`, { body: 'maybe' })).status).toBe(400);
    expect(await call(tokens.admin, 'GET', '/nothing/here')).toEqual({ status: 404, body: { errors: [MESSAGES.notFound] } });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('contacts and incoming requests', () => {
  const REQUEST = graphql(`mutation ApiRoutesRequestContact($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }`);

  it('lists contacts with their direct rooms, and accepts and declines requests through the same client', async () => {
    const me = await signUpUser(server, { name: '受け手' });
    const colleague = await signUpUser(server, { name: '同僚' });
    const stranger = await signUpUser(server, { name: '申請者' });
    const pushy = await signUpUser(server, { name: '営業' });
    const outsider = await signUpUser(server, { name: '部外者' });
    // A contact made in the web app, which opens their direct room.
    const asked = await colleague.client.ok(REQUEST, { input: { email: me.email } });
    await me.client.ok(graphql(`mutation ApiRoutesAcceptContact($input: ContactRequestIdInput!) { acceptRequestContact(input: $input) { id } }`), {
      input: { id: asked.customCreateContactRequest.id },
    });
    const api = new ChatworkApi(await tokenOf(me.client));

    const contacts = await api.getContacts();
    expect(contacts).toEqual([expect.objectContaining({ name: '同僚', room_id: expect.any(Number) })]);
    expect((await api.getRooms()).find((r) => r.room_id === contacts[0]!.room_id)?.type).toBe('direct');

    await stranger.client.ok(REQUEST, { input: { email: me.email } });
    await pushy.client.ok(REQUEST, { input: { email: me.email } });
    const requests = await api.getIncomingRequests();
    expect(requests.map((r) => r.name).sort()).toEqual(['営業', '申請者']);
    const fromStranger = requests.find((r) => r.name === '申請者')!;
    const fromPushy = requests.find((r) => r.name === '営業')!;

    // Nobody else answers them: not the requester, not an outsider, not a read-only token of the addressee.
    const before = await db.selectFrom('contact_requests').selectAll().orderBy('id').execute();
    for (const token of [await tokenOf(stranger.client), await tokenOf(outsider.client)]) {
      expect((await call(token, 'PUT', `/incoming_requests/${fromStranger.request_id}`)).status).toBe(404);
      expect((await call(token, 'DELETE', `/incoming_requests/${fromStranger.request_id}`)).status).toBe(404);
    }
    const readOnly = await tokenOf(me.client, 'READ');
    expect((await call(readOnly, 'PUT', `/incoming_requests/${fromStranger.request_id}`)).status).toBe(403);
    expect((await call(readOnly, 'DELETE', `/incoming_requests/${fromStranger.request_id}`)).status).toBe(403);
    expect((await call(null, 'GET', '/incoming_requests')).status).toBe(401);
    expect((await call(await tokenOf(me.client), 'PUT', '/incoming_requests/abc')).status).toBe(400);
    expect((await call(await tokenOf(me.client), 'PUT', '/incoming_requests/99999999')).status).toBe(404);
    expect(await db.selectFrom('contact_requests').selectAll().orderBy('id').execute()).toEqual(before);

    const accepted = await api.putIncomingRequest(fromStranger.request_id);
    expect(accepted).toMatchObject({ account_id: fromStranger.account_id, name: '申請者', room_id: expect.any(Number) });
    expect(accepted.room_id).toBeGreaterThan(0);
    await api.deleteIncomingRequest(fromPushy.request_id);
    expect((await call(await tokenOf(me.client), 'GET', '/incoming_requests')).status).toBe(204);
    expect((await api.getContacts()).map((c) => c.name).sort()).toEqual(['同僚', '申請者']);
    // The declined requester is told nothing and is no contact.
    expect(await db.selectFrom('contacts').select('user_id').where('user_id', '=', pushy.id).execute()).toEqual([]);
  });
});

describe('GET /v2/openapi.json', () => {
  it('is an OpenAPI 3.1 document generated from the routes, readable without a token', async () => {
    const response = await fetch(`${server.url}/v2/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v2/me', '/v2/rooms', '/v2/rooms/{room_id}/messages', '/v2/rooms/{room_id}/tasks', '/v2/rooms/{room_id}/files/{file_id}', '/v2/rooms/{room_id}/link']),
    );
    expect(Object.keys(document.paths['/v2/rooms/{room_id}/link']!).sort()).toEqual(['delete', 'get', 'post', 'put']);
    expect(Object.keys(document.paths['/v2/rooms/{room_id}/members']!).sort()).toEqual(['get', 'put']);
    expect(Object.keys(document.paths['/v2/rooms/{room_id}/messages']!.post!.requestBody!.content)).toContain('application/x-www-form-urlencoded');
    expect(document.paths['/v2/openapi.json']).toBeUndefined();
  });

  it('is written in English for a reader whose browser prefers English, and in Japanese by default', async () => {
    const japanese = await (await fetch(`${server.url}/v2/openapi.json`)).text();
    const response = await fetch(`${server.url}/v2/openapi.json`, { headers: { 'accept-language': 'en-US,en;q=0.9,ja;q=0.5' } });
    expect(response.headers.get('vary')).toContain('accept-language');
    const english = await response.text();
    expect(english).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const document = JSON.parse(english) as { info: { title: string }; paths: Record<string, Record<string, { summary: string }>> };
    expect(document.info.title).toBe('Musubi REST API (compatible with Chatwork API v2)');
    expect(document.paths['/v2/me']!.get!.summary).toBe('Your own account');
    expect(japanese).toContain('"summary":"自分自身の情報"');
    // Only the words differ: the paths, shapes and codes are the same document.
    expect(Object.keys(document.paths)).toEqual(Object.keys((JSON.parse(japanese) as typeof document).paths));
  });
});

describe('the done column through the API', () => {
  it('moves a task set done into the room\'s done column and, reopened, back to its first column', async () => {
    const { room, roomNumber, admin, tokens } = await roomWithEveryRole();
    const column = async (name: string) =>
      (await admin.client.ok(graphql(`mutation ApiRoutesCreateColumn($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }`), {
        input: { room_id: room.id, name },
      })).createBoardByRoom.id;
    const todo = await column('未着手');
    const done = await column('完了');
    await admin.client.ok(graphql(`mutation ApiRoutesSetDone($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id } }`), { input: { id: done, is_done: true } });

    const api = new ChatworkApi(tokens.admin);
    const me = await api.getMe();
    const taskNumber = (await api.postRoomTask(roomNumber, { body: '請求書を送る', to_ids: String(me.account_id) })).task_ids[0]!;
    const stored = () => db.selectFrom('tasks').select(['board_id', 'status']).where('room_id', '=', room.id).where('name', '=', '請求書を送る').executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ board_id: todo, status: 0 });

    await api.putRoomTaskStatus(roomNumber, taskNumber, { body: 'done' });
    expect(await stored()).toEqual({ board_id: done, status: 2 });
    expect((await api.getRoomTask(roomNumber, taskNumber)).status).toBe('done');

    await api.putRoomTaskStatus(roomNumber, taskNumber, { body: 'open' });
    expect(await stored()).toEqual({ board_id: todo, status: 0 });
    expect((await api.getRoomTasks(roomNumber, { status: 'open' })).map((t) => t.body)).toContain('請求書を送る');
  });
});

/** A multipart upload to POST /rooms/{id}/files: the parts in the order given, as curl -F sends them. */
async function upload(token: string | null, roomNumber: number, parts: Array<[string, string | { name: string; content: Buffer }]>) {
  const form = new FormData();
  for (const [key, value] of parts) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([Uint8Array.from(value.content)]), value.name);
  }
  const response = await fetch(`${server.url}/v2/rooms/${roomNumber}/files`, { method: 'POST', headers: token ? { 'x-chatworktoken': token } : {}, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
/** Files that are there: one refused after its bytes arrived is removed at once, leaving only its purged record. */
const fileCount = async () => Number((await db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).where('purgedAt', 'is', null).executeTakeFirstOrThrow()).n);
const rolesOf = async (roomId: string) =>
  Object.fromEntries((await db.selectFrom('user_rooms').select(['user_id', 'role']).where('room_id', '=', roomId).execute()).map((m) => [m.user_id, m.role]));

describe('PUT /rooms/{id}/members', () => {
  it('makes the listed people the members in their roles, removes the others, and every browser hears of it', async () => {
    const { room, roomNumber, admin, user, tokens } = await roomWithEveryRole();
    const newcomer = await signUpUser(server, { name: '新人' });
    await makeContacts(server, admin.id, newcomer.id);
    const api = new ChatworkApi(tokens.admin);
    const account = async (token: string) => (await new ChatworkApi(token).getMe()).account_id;
    const [adminNo, userNo, viewerNo, newcomerNo] = [await account(tokens.admin), await account(tokens.user), await account(tokens.viewer), await account(await tokenOf(newcomer.client))];

    const listener = new Listener(server, user.client);
    listeners.push(listener);
    const live = listener.subscribe(graphql(`subscription ApiRoutesOnUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role } }`), { u: user.id });
    await live.ready('api-members-probe', () => server.deps.pubsub.publish(`user:${user.id}:user-room`, { onUpdateUserRoom: { id: 'api-members-probe', room_id: room.id, role: 0 } }));

    const answer = await call(tokens.admin, 'PUT', `/rooms/${roomNumber}/members`, {
      members_admin_ids: `${adminNo},${userNo}`,
      members_member_ids: '',
      members_readonly_ids: `${newcomerNo}, ${userNo}`,
    });
    expect(answer).toEqual({ status: 200, body: { admin: [adminNo, userNo].sort((a, b) => a - b), member: [], readonly: [newcomerNo] } });
    expect(await rolesOf(room.id)).toEqual({ [admin.id]: 2, [user.id]: 2, [newcomer.id]: 0 });
    await live.until(1);
    expect(live.events.map((e) => e.onUpdateUserRoom)).toContainEqual(expect.objectContaining({ room_id: room.id, role: 2 }));
    expect((await api.getRoomMembers(roomNumber)).map((m) => [m.name, m.role]).sort()).toEqual([['一般', 'admin'], ['新人', 'readonly'], ['管理者', 'admin']]);
    // The one left out (the view-only member) is out of the room.
    expect(viewerNo).toBeGreaterThan(0);
    expect((await call(tokens.viewer, 'GET', `/rooms/${roomNumber}`)).status).toBe(404);
  });

  it('refuses anyone but an admin, strangers, unknown numbers and malformed lists, changing nobody', async () => {
    const { room, roomNumber, outsider, tokens } = await roomWithEveryRole();
    const adminNo = (await new ChatworkApi(tokens.admin).getMe()).account_id;
    const outsiderNo = (await new ChatworkApi(tokens.outsider).getMe()).account_id;
    const before = await rolesOf(room.id);
    const form = { members_admin_ids: String(adminNo) };
    expect(await call(tokens.user, 'PUT', `/rooms/${roomNumber}/members`, form)).toEqual({ status: 403, body: { errors: [expect.any(String)] } });
    expect((await call(tokens.viewer, 'PUT', `/rooms/${roomNumber}/members`, form)).status).toBe(403);
    expect((await call(tokens.outsider, 'PUT', `/rooms/${roomNumber}/members`, form)).status).toBe(404);
    expect((await call(tokens.former, 'PUT', `/rooms/${roomNumber}/members`, form)).status).toBe(404);
    expect(await call(await tokenOf(outsider.client, 'READ'), 'PUT', `/rooms/${roomNumber}/members`, form)).toEqual({ status: 403, body: { errors: [MESSAGES.apiReadOnly] } });
    const admin = tokens.admin;
    expect(await call(admin, 'PUT', `/rooms/${roomNumber}/members`, { members_admin_ids: `${adminNo}`, members_member_ids: String(outsiderNo) })).toEqual({
      status: 400,
      body: { errors: [MESSAGES.notAContact] },
    });
    expect((await call(admin, 'PUT', `/rooms/${roomNumber}/members`, { members_member_ids: String(adminNo) })).status).toBe(400);
    expect((await call(admin, 'PUT', `/rooms/${roomNumber}/members`, { members_admin_ids: ' , ' })).body).toEqual({ errors: [MESSAGES.lastAdmin] });
    expect((await call(admin, 'PUT', `/rooms/${roomNumber}/members`, { members_admin_ids: 'abc' })).status).toBe(400);
    expect((await call(admin, 'PUT', `/rooms/${roomNumber}/members`, { members_admin_ids: '99999999' })).status).toBe(400);
    expect((await call(admin, 'PUT', `/rooms/${roomNumber}/members`)).status).toBe(400);
    expect(await rolesOf(room.id)).toEqual(before);
  });
});

describe('files over /v2', () => {
  it('uploads a file with its message, lists it, and gives a download URL that works without a session for its member only', async () => {
    const { room, roomNumber, admin, user, tokens } = await roomWithEveryRole();
    const content = pdf('見積り');
    const adminNo = (await new ChatworkApi(tokens.admin).getMe()).account_id;
    const posted = await upload(tokens.user, roomNumber, [['file', { name: '見積書.pdf', content }], ['message', `[To:${adminNo}]見積書です`]]);
    expect(posted).toEqual({ status: 200, body: { file_id: expect.any(Number) } });
    const fileNumber = (posted.body as { file_id: number }).file_id;
    const message = await db.selectFrom('messages').select(['id', 'seq', 'content', 'to_user_id']).where('room_id', '=', room.id).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ content: '見積書です', to_user_id: admin.id });
    expect(await db.selectFrom('files').select(['name', 'message_id', 'user_created_id']).where('room_id', '=', room.id).execute()).toEqual([
      { name: '見積書.pdf', message_id: message.id, user_created_id: user.id },
    ]);
    // Without a message the file's name is the post.
    const bare = await upload(tokens.admin, roomNumber, [['file', { name: 'memo.pdf', content: pdf('memo') }]]);
    expect(bare.status).toBe(200);

    const api = new ChatworkApi(tokens.admin);
    const userNo = (await new ChatworkApi(tokens.user).getMe()).account_id;
    const files = await call(tokens.viewer, 'GET', `/rooms/${roomNumber}/files`);
    expect((files.body as Array<{ filename: string }>).map((f) => f.filename).sort()).toEqual(['memo.pdf', '見積書.pdf']);
    const byUser = await call(tokens.viewer, 'GET', `/rooms/${roomNumber}/files?account_id=${userNo}`);
    expect(byUser.body).toEqual([
      { file_id: fileNumber, account: expect.objectContaining({ account_id: userNo, name: '一般' }), message_id: String(message.seq), filename: '見積書.pdf', filesize: content.length, upload_time: expect.any(Number) },
    ]);
    expect((await call(tokens.viewer, 'GET', `/rooms/${roomNumber}/files?account_id=99999999`)).status).toBe(204);
    expect((await api.getRoomFile(roomNumber, fileNumber)).filename).toBe('見積書.pdf');
    expect(await api.getRoomFile(roomNumber, fileNumber)).not.toHaveProperty('download_url');

    const shown = await call(tokens.user, 'GET', `/rooms/${roomNumber}/files/${fileNumber}?create_download_url=1`);
    const url = (shown.body as { download_url: string }).download_url;
    expect(url.startsWith(server.deps.config.publicUrl)).toBe(true);
    const local = url.replace(server.deps.config.publicUrl, server.url);
    const downloaded = await fetch(local);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(content);
    // Tampered with, or another user named in it: nothing.
    expect((await fetch(local.replace(/sig=[^&]+/, 'sig=AAAA'))).status).toBe(404);
    expect((await fetch(local.replace(/by=[^&]+/, `by=${admin.id}`))).status).toBe(404);
    // Its member removed from the room, the link dies with their membership.
    await admin.client.ok(graphql(`mutation ApiRoutesRemoveForFile($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id, user_id: user.id } });
    expect((await fetch(local)).status).toBe(404);
  });

  it('refuses outsiders, a former member, a view-only member, a read-only token, other rooms\' files and malformed uploads, storing nothing', async () => {
    const { room, roomNumber, admin, tokens } = await roomWithEveryRole();
    const other = await addRoom(admin.client, { name: '別室', user_ids: [] });
    const otherNumber = (await new ChatworkApi(tokens.admin).getRooms()).find((r) => r.name === '別室')!.room_id;
    const elsewhere = (await upload(tokens.admin, otherNumber, [['file', { name: 'a.pdf', content: pdf('a') }]])).body as { file_id: number };
    expect(other.id).not.toBe(room.id);
    const files = await fileCount();
    const before = await rowCounts();
    const file = { name: 'b.pdf', content: pdf('b') };
    expect((await upload(tokens.outsider, roomNumber, [['file', file]])).status).toBe(404);
    expect((await upload(tokens.former, roomNumber, [['file', file]])).status).toBe(404);
    expect(await upload(tokens.viewer, roomNumber, [['file', file]])).toEqual({ status: 403, body: { errors: [expect.any(String)] } });
    expect(await upload(await tokenOf(admin.client, 'READ'), roomNumber, [['file', file]])).toEqual({ status: 403, body: { errors: [MESSAGES.apiReadOnly] } });
    expect((await upload(null, roomNumber, [['file', file]])).status).toBe(401);
    expect(await upload(tokens.user, roomNumber, [['message', 'ファイルなし']])).toEqual({ status: 400, body: { errors: [MESSAGES.fileRequired] } });
    expect(await call(tokens.user, 'POST', `/rooms/${roomNumber}/files`, { message: 'フォーム' })).toEqual({ status: 400, body: { errors: [MESSAGES.fileRequired] } });
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);
    expect(await upload(tokens.user, roomNumber, [['file', { name: 'invoice.pdf', content: program }]])).toEqual({ status: 400, body: { errors: [MESSAGES.fileContentMismatch] } });
    expect((await upload(tokens.user, roomNumber, [['file', file], ['message', 'x'.repeat(20_000)]])).status).toBe(400);
    expect((await upload(tokens.user, roomNumber, [['file', file], ['file', file]])).status).toBeGreaterThanOrEqual(400);
    expect(await fileCount()).toBe(files);
    expect(await db.selectFrom('files').select('id').where('room_id', '=', room.id).where('deletedAt', 'is', null).execute()).toEqual([]);
    expect(await rowCounts()).toEqual(before);

    // Another room's file is not found through this room, and a file number is a number.
    expect((await call(tokens.admin, 'GET', `/rooms/${roomNumber}/files/${elsewhere.file_id}`)).status).toBe(404);
    expect((await call(tokens.user, 'GET', `/rooms/${otherNumber}/files/${elsewhere.file_id}`)).status).toBe(404);
    expect((await call(tokens.admin, 'GET', `/rooms/${roomNumber}/files/abc`)).status).toBe(400);
    expect((await call(tokens.admin, 'GET', `/rooms/${roomNumber}/files/${elsewhere.file_id}?create_download_url=2`)).status).toBe(400);
    expect((await call(tokens.outsider, 'GET', `/rooms/${otherNumber}/files`)).status).toBe(404);
  });
});

describe('/rooms/{id}/link', () => {
  const JOIN = graphql(`mutation ApiRoutesJoinByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { role } }`);

  it('opens the room code as the invitation link, changes it, and closes it with a new code', async () => {
    const { room, roomNumber, outsider, tokens } = await roomWithEveryRole();
    expect(await call(tokens.viewer, 'GET', `/rooms/${roomNumber}/link`)).toEqual({ status: 200, body: { public: false, url: '', need_acceptance: false, description: '' } });
    const made = await call(tokens.admin, 'POST', `/rooms/${roomNumber}/link`, { need_acceptance: '1', description: '開発チームの部屋です' });
    const code = (await db.selectFrom('rooms').select('musubiCode').where('id', '=', room.id).executeTakeFirstOrThrow()).musubiCode;
    expect(made).toEqual({ status: 200, body: { public: true, url: code, need_acceptance: true, description: '開発チームの部屋です' } });
    expect((await call(tokens.admin, 'POST', `/rooms/${roomNumber}/link`, {})).body).toEqual({ errors: [MESSAGES.apiLinkExists] });
    // Someone with the code joins view-only until an admin promotes them: Musubi's nearest thing to acceptance.
    expect((await outsider.client.ok(JOIN, { c: code })).joinRoomByCode.role).toBe(0);

    expect((await call(tokens.admin, 'PUT', `/rooms/${roomNumber}/link`, { need_acceptance: '0' })).body).toEqual({ public: true, url: code, need_acceptance: false, description: '開発チームの部屋です' });
    expect(await call(tokens.admin, 'DELETE', `/rooms/${roomNumber}/link`)).toEqual({ status: 200, body: { public: false, url: '', need_acceptance: false, description: '' } });
    const after = await db.selectFrom('rooms').select(['public', 'musubiCode']).where('id', '=', room.id).executeTakeFirstOrThrow();
    expect(after.public).toBe(0);
    expect(after.musubiCode).not.toBe(code);
    const latecomer = await signUpUser(server, { name: '遅れて' });
    expect((await latecomer.client.gql(JOIN, { c: code })).errors).toBeDefined();
    expect((await call(tokens.admin, 'DELETE', `/rooms/${roomNumber}/link`)).body).toEqual({ errors: [MESSAGES.apiLinkMissing] });
    expect((await call(tokens.admin, 'PUT', `/rooms/${roomNumber}/link`, { description: '閉じた部屋' })).body).toEqual({ errors: [MESSAGES.apiLinkMissing] });
  });

  it('lets only an admin make, change or remove it, and refuses malformed settings, changing nothing', async () => {
    const { room, roomNumber, admin, tokens } = await roomWithEveryRole();
    const state = () => db.selectFrom('rooms').select(['public', 'stranger', 'musubiCode', 'description']).where('id', '=', room.id).executeTakeFirstOrThrow();
    const before = await state();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const form = method === 'DELETE' ? undefined : { need_acceptance: '1' };
      expect([method, (await call(tokens.user, method, `/rooms/${roomNumber}/link`, form)).status]).toEqual([method, 403]);
      expect([method, (await call(tokens.viewer, method, `/rooms/${roomNumber}/link`, form)).status]).toEqual([method, 403]);
      expect([method, (await call(tokens.outsider, method, `/rooms/${roomNumber}/link`, form)).status]).toEqual([method, 404]);
      expect([method, (await call(tokens.former, method, `/rooms/${roomNumber}/link`, form)).status]).toEqual([method, 404]);
      expect(await call(await tokenOf(admin.client, 'READ'), method, `/rooms/${roomNumber}/link`, form)).toEqual({ status: 403, body: { errors: [MESSAGES.apiReadOnly] } });
    }
    expect((await call(tokens.outsider, 'GET', `/rooms/${roomNumber}/link`)).status).toBe(404);
    expect((await call(tokens.admin, 'POST', `/rooms/${roomNumber}/link`, { need_acceptance: 'yes' })).status).toBe(400);
    expect((await call(tokens.admin, 'POST', `/rooms/${roomNumber}/link`, { description: 'x'.repeat(10_001) })).status).toBe(400);
    expect(await state()).toEqual(before);
    // "My chat" has no link to open.
    const myChat = (await new ChatworkApi(tokens.admin).getMe()).room_id;
    expect((await call(tokens.admin, 'POST', `/rooms/${myChat}/link`, {})).status).toBe(403);
  });
});
