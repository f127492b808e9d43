import { MESSAGES, PEOPLE_SEARCH, ROOM_KIND, ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { post } from '../../../test/chat';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;

const REQUEST = graphql(`mutation ContactsCustomCreateContactRequest($input: CreateContactRequestInput!) { customCreateContactRequest(input: $input) { id } }`);
const ACCEPT = graphql(`mutation ContactsAcceptRequestContact($id: ID) { acceptRequestContact(input: { id: $id }) { id } }`);
const REMOVE = graphql(`mutation ContactsRemoveContact($u: ID) { removeContact(input: { user_id: $u }) }`);
const FIND = graphql(`query ContactsFindUsers($s: String, $limit: Int) { findUsers(search: $s, limit: $limit) { items { id name email } nextToken } }`);

type Person = Awaited<ReturnType<typeof signUpUser>>;

async function connect(a: Person, b: Person) {
  const { customCreateContactRequest: request } = await a.client.ok(REQUEST, { input: { user_id: b.id } });
  await b.client.ok(ACCEPT, { id: request.id });
  return db.selectFrom('rooms').selectAll().where('direct_key', '=', [a.id, b.id].sort().join(':')).executeTakeFirstOrThrow();
}

const roles = async (roomId: string) =>
  (await db.selectFrom('user_rooms').select('role').where('room_id', '=', roomId).execute()).map((row) => row.role);

describe('removing a contact', () => {
  it('keeps the direct room and its history read-only for both, and opens it again when they reconnect', async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    const room = await connect(a, b);
    expect(room.kind).toBe(ROOM_KIND.direct);
    await post(a.client, room.id, '請求書を送りました');

    await b.client.ok(REMOVE, { u: a.id });
    expect(await roles(room.id)).toEqual([ROOM_ROLE.view, ROOM_ROLE.view]);
    const refused = await a.client.gql(graphql(`mutation ContactsCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }`), {
      input: { room_id: room.id, content: 'まだ送れますか' },
    });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const history = await b.client.ok(graphql(`query ContactsCustomGetMessagesByRoom($r: ID!) { customGetMessagesByRoom(room_id: $r) { items { content } } }`), { r: room.id });
    expect(history.customGetMessagesByRoom.items).toEqual([{ content: '請求書を送りました' }]);
    expect(await db.selectFrom('messages').select('content').where('room_id', '=', room.id).execute()).toEqual([{ content: '請求書を送りました' }]);

    const again = await connect(b, a);
    expect(again.id).toBe(room.id);
    expect(await roles(room.id)).toEqual([ROOM_ROLE.admin, ROOM_ROLE.admin]);
    await post(b.client, room.id, '再開しました');
  });

  it('refuses an outsider, the signed-out and bad input, changing nothing', async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    const outsider = await signUpUser(server);
    const room = await connect(a, b);
    expect((await outsider.client.gql(REMOVE, { u: a.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await server.client().gql(REMOVE, { u: a.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await a.client.gql(REMOVE, { u: '' })).errors?.[0]?.message).toBe(MESSAGES.required);
    expect((await a.client.gql(REMOVE, { u: 'x'.repeat(100) })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await roles(room.id)).toEqual([ROOM_ROLE.admin, ROOM_ROLE.admin]);
    expect(await db.selectFrom('contacts').selectAll().where('user_id', 'in', [a.id, b.id]).execute()).toHaveLength(2);
  });
});

describe('finding people', () => {
  it('finds by part of a name or by an exact address, never everyone, and never too many', async () => {
    const me = await signUpUser(server);
    const target = await signUpUser(server, { name: '会計 一郎' });
    const found = await me.client.ok(FIND, { s: '会計 一' });
    expect(found.findUsers).toEqual({ items: [{ id: target.id, name: '会計 一郎', email: null }], nextToken: null });
    expect((await me.client.ok(FIND, { s: target.email.toUpperCase() })).findUsers.items.map((u) => u.id)).toEqual([target.id]);
    expect((await me.client.ok(FIND, { s: target.email.slice(0, -1) })).findUsers.items).toEqual([]);
    for (const short of ['', ' ', '会', null]) expect((await me.client.ok(FIND, { s: short })).findUsers.items).toEqual([]);

    for (let i = 0; i < PEOPLE_SEARCH.maxResults + 2; i++) {
      await db.updateTable('users').set({ name: `同姓 ${i}` }).where('id', '=', (await signUpUser(server)).id).execute();
    }
    const many = await me.client.ok(FIND, { s: '同姓', limit: 100 });
    expect(many.findUsers.items).toHaveLength(PEOPLE_SEARCH.maxResults);
    expect(many.findUsers.nextToken).toBeNull();
    expect((await server.client().gql(FIND, { s: '同姓' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await me.client.gql(FIND, { s: 'x'.repeat(200) })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('the notice of a contact request', () => {
  const DECLINE = graphql(`mutation ContactsNoticeDecline($id: ID!) { customDeleteContactRequest(input: { id: $id }) }`);
  const unreadNotices = async (userId: string) =>
    (await db.selectFrom('notifications').select(['content', 'user_created_id']).where('user_id', '=', userId).where('status', '=', 0).where('type', '=', 1).execute());

  it('is read once the request is answered, wherever it was answered: accepted, declined or withdrawn', async () => {
    const me = await signUpUser(server);
    const [accepted, declined, withdrawn, waiting] = [await signUpUser(server), await signUpUser(server), await signUpUser(server), await signUpUser(server)];
    const requests = new Map<string, string>();
    for (const from of [accepted, declined, withdrawn, waiting]) {
      requests.set(from.id, (await from.client.ok(REQUEST, { input: { user_id: me.id } })).customCreateContactRequest.id);
    }
    expect((await unreadNotices(me.id)).map((n) => n.user_created_id).sort()).toEqual([accepted.id, declined.id, withdrawn.id, waiting.id].sort());

    await me.client.ok(ACCEPT, { id: requests.get(accepted.id)! });
    await me.client.ok(DECLINE, { id: requests.get(declined.id)! });
    await withdrawn.client.ok(DECLINE, { id: requests.get(withdrawn.id)! });

    // Only the request still waiting for an answer is still asking.
    expect((await unreadNotices(me.id)).map((n) => n.user_created_id)).toEqual([waiting.id]);
    // The accepted requester's own notice of the acceptance is new, and unread.
    expect((await unreadNotices(accepted.id)).map((n) => n.user_created_id)).toEqual([me.id]);
  });

  it('stays when someone else tries to answer the request, which changes nothing', async () => {
    const me = await signUpUser(server);
    const from = await signUpUser(server);
    const outsider = await signUpUser(server);
    const { customCreateContactRequest: request } = await from.client.ok(REQUEST, { input: { user_id: me.id } });
    expect((await outsider.client.gql(DECLINE, { id: request.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await outsider.client.gql(ACCEPT, { id: request.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await server.client().gql(DECLINE, { id: request.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await unreadNotices(me.id)).map((n) => n.user_created_id)).toEqual([from.id]);
    expect(await db.selectFrom('contact_requests').select('status').where('id', '=', request.id).executeTakeFirst()).toEqual({ status: 0 });
  });
});
