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

    const reads: Array<[string, string]> = [
      ['GET', `/rooms/${roomNumber}`],
      ['GET', `/rooms/${roomNumber}/members`],
      ['GET', `/rooms/${roomNumber}/messages?force=1`],
      ['GET', `/rooms/${roomNumber}/messages/${msg}`],
      ['GET', `/rooms/${roomNumber}/tasks`],
      ['GET', `/rooms/${roomNumber}/tasks/${task}`],
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
    ];
    const before = await rowCounts();
    const messagesBefore = await db.selectFrom('messages').selectAll().where('room_id', '=', room.id).execute();

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
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v2/me', '/v2/rooms', '/v2/rooms/{room_id}/messages', '/v2/rooms/{room_id}/tasks']));
    expect(Object.keys(document.paths['/v2/rooms/{room_id}/messages']!.post!.requestBody!.content)).toContain('application/x-www-form-urlencoded');
    expect(document.paths['/v2/openapi.json']).toBeUndefined();
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
