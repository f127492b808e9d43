import { MESSAGES, NOTIFICATION_TYPE, SOCKET } from '@musubi/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { PostWriter } from './post-writer';
import { draftTopic, messageTopic } from './service';
import { addMember, addRoom, Listener, makeContacts, membership, post, POST } from '../../../test/chat';
import { type DocumentType, graphql } from '../../../test/graphql';
import type { CreateMessageInput } from '../../../test/graphql/graphql';

const server = await startTestServer();
const db = server.deps.db;
const listeners: Listener[] = [];
afterAll(async () => {
  for (const l of listeners) await l.close();
});

/** An admin, a user and a viewer in one room, plus an outsider, a former member and a signed-out client. */
async function roomWithEveryRole() {
  const admin = await signUpUser(server, { name: '管理者' });
  const user = await signUpUser(server, { name: '一般' });
  const viewer = await signUpUser(server, { name: '閲覧' });
  const former = await signUpUser(server);
  const outsider = await signUpUser(server);
  for (const other of [user, viewer, former]) await makeContacts(server, admin.id, other.id);
  const room = await addRoom(admin.client, { name: '開発', user_ids: [user.id, former.id] });
  expect((await addMember(admin.client, room.id, viewer.id, 0)).errors).toBeUndefined();
  await admin.client.ok(graphql(`mutation MessagesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
    i: { room_id: room.id, user_id: former.id },
  });
  return { room, admin, user, viewer, former, outsider, anonymous: { client: server.client(), id: 'nobody' } };
}

const messagesIn = (roomId: string) => db.selectFrom('messages').selectAll().where('room_id', '=', roomId).orderBy('seq').execute();
const snapshot = async (roomId: string) => ({
  messages: await messagesIn(roomId),
  emotions: await db.selectFrom('message_emotions').selectAll().orderBy('message_id').orderBy('user_id').execute(),
  members: await db.selectFrom('user_rooms').selectAll().where('room_id', '=', roomId).orderBy('id').execute(),
  seq: (await db.selectFrom('rooms').select('last_seq').where('id', '=', roomId).executeTakeFirst())?.last_seq,
});
const listen = (client: TestClient) => {
  const l = new Listener(server, client);
  listeners.push(l);
  return l;
};

type Who = 'anonymous' | 'outsider' | 'former' | 'viewer' | 'user' | 'admin';

describe('posting, editing and deleting by role', () => {
  it('createMessageByRole: user and admin post; viewer is FORBIDDEN; others NOT_FOUND; refusals write nothing', async () => {
    const everyone = await roomWithEveryRole();
    const expected: Array<[Who, string | null]> = [
      ['anonymous', 'UNAUTHENTICATED'],
      ['outsider', 'NOT_FOUND'],
      ['former', 'NOT_FOUND'],
      ['viewer', 'FORBIDDEN'],
      ['user', null],
      ['admin', null],
    ];
    for (const [who, code] of expected) {
      const before = await snapshot(everyone.room.id);
      const result = await everyone[who].client.gql(POST, { input: { room_id: everyone.room.id, content: `${who} です` } });
      if (code) {
        expect(result.errors?.[0]?.extensions.code, who).toBe(code);
        expect(await snapshot(everyone.room.id), who).toEqual(before);
      } else {
        expect(result.errors, who).toBeUndefined();
        expect(result.data?.createMessageByRole).toMatchObject({ content: `${who} です`, seq: before.seq! + 1 });
      }
    }
    const blank = await everyone.user.client.gql(POST, { input: { room_id: everyone.room.id, content: '   ' } });
    expect(blank.errors?.[0]?.message).toBe(MESSAGES.required);
  });

  it('updateMessageByRole (edit): only the author; deleteMessageByRole: the author or an admin', async () => {
    const everyone = await roomWithEveryRole();
    const EDIT = graphql(`mutation MessagesUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }`);
    const DELETE = graphql(`mutation MessagesDeleteMessageByRoleOfAnyRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }`);
    const byUser = await post(everyone.user.client, everyone.room.id, '元の文');
    const editCases: Array<[Who, string | null]> = [
      ['anonymous', 'UNAUTHENTICATED'],
      ['outsider', 'NOT_FOUND'],
      ['former', 'NOT_FOUND'],
      ['viewer', 'FORBIDDEN'],
      ['admin', 'FORBIDDEN'],
      ['user', null],
    ];
    for (const [who, code] of editCases) {
      const before = await snapshot(everyone.room.id);
      const result = await everyone[who].client.gql(EDIT, { i: { id: byUser.id, content: `${who} の編集` } });
      if (code) {
        expect(result.errors?.[0]?.extensions.code, who).toBe(code);
        expect(await snapshot(everyone.room.id), who).toEqual(before);
      } else {
        expect(result.data?.updateMessageByRole).toMatchObject({ content: 'user の編集', seq: byUser.seq });
        expect(result.data?.updateMessageByRole.editedAt).toBeTruthy();
        expect(result.data?.updateMessageByRole.change_seq).toBeGreaterThan(byUser.change_seq);
      }
    }
    const byAdmin = await post(everyone.admin.client, everyone.room.id, '管理者の投稿');
    const deleteCases: Array<[Who, string, string | null]> = [
      ['anonymous', byUser.id, 'UNAUTHENTICATED'],
      ['outsider', byUser.id, 'NOT_FOUND'],
      ['former', byUser.id, 'NOT_FOUND'],
      ['viewer', byUser.id, 'FORBIDDEN'],
      ['user', byAdmin.id, 'FORBIDDEN'],
      ['user', byUser.id, null],
      ['admin', byAdmin.id, null],
    ];
    for (const [who, id, code] of deleteCases) {
      const before = await snapshot(everyone.room.id);
      const result = await everyone[who].client.gql(DELETE, { i: { id } });
      if (code) {
        expect(result.errors?.[0]?.extensions.code, who).toBe(code);
        expect(await snapshot(everyone.room.id), who).toEqual(before);
      } else {
        expect(result.data?.deleteMessageByRole).toMatchObject({ id, content: '' });
        expect(result.data?.deleteMessageByRole.deletedAt).toBeTruthy();
      }
    }
    const gone = await everyone.user.client.gql(graphql(`query MessagesCustomGetMessage($id: ID!) { customGetMessage(id: $id) { id } }`), { id: byUser.id });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('deleteAllMessageInRoom and deleteMessages are for admins only', async () => {
    const everyone = await roomWithEveryRole();
    const first = await post(everyone.user.client, everyone.room.id, '一つ目');
    await post(everyone.user.client, everyone.room.id, '二つ目');
    const ALL = graphql(`mutation MessagesDeleteAllMessageInRoom($i: DeleteAllMessageInRoomInput!) { deleteAllMessageInRoom(input: $i) }`);
    const SOME = graphql(`mutation MessagesDeleteMessages($i: DeleteMessagesInput!) { deleteMessages(input: $i) { id deletedAt } }`);
    for (const [who, code] of [['outsider', 'NOT_FOUND'], ['viewer', 'FORBIDDEN'], ['user', 'FORBIDDEN']] as Array<[Who, string]>) {
      const before = await snapshot(everyone.room.id);
      expect((await everyone[who].client.gql(ALL, { i: { room_id: everyone.room.id } })).errors?.[0]?.extensions.code).toBe(code);
      expect((await everyone[who].client.gql(SOME, { i: { room_id: everyone.room.id, ids: [first.id] } })).errors?.[0]?.extensions.code).toBe(code);
      expect(await snapshot(everyone.room.id)).toEqual(before);
    }
    const some = await everyone.admin.client.ok(SOME, { i: { room_id: everyone.room.id, ids: [first.id] } });
    expect(some.deleteMessages).toHaveLength(1);
    expect((await everyone.admin.client.ok(ALL, { i: { room_id: everyone.room.id } })).deleteAllMessageInRoom).toBe(1);
    expect((await messagesIn(everyone.room.id)).every((m) => m.deletedAt && m.content === '')).toBe(true);
    expect((await membership(everyone.viewer.client, everyone.viewer.id, everyone.room.id)).unread_messages).toBe(0);
  });
});

describe('unread counts, mentions and notifications', () => {
  it('counts unread for the others, mentions for To, TO ALL and replies, and corrects both on read and delete', async () => {
    const { room, admin, user, viewer } = await roomWithEveryRole();
    const hello = await post(admin.client, room.id, 'おはようございます');
    await post(admin.client, room.id, '確認お願いします', { to_user_id: user.id });
    const reply = await post(user.client, room.id, '承知しました', { reply_message_id: hello.id });
    const all = await post(admin.client, room.id, '全員へ', { is_to_all: true });

    expect(await membership(user.client, user.id, room.id)).toMatchObject({ unread_messages: 1, unread_mentions: 1, last_read_seq: reply.seq });
    expect(await membership(viewer.client, viewer.id, room.id)).toMatchObject({ unread_messages: 4, unread_mentions: 1 });
    expect(await membership(admin.client, admin.id, room.id)).toMatchObject({ unread_messages: 0, unread_mentions: 0 });

    const notes = await user.client.ok(graphql(`query MessagesCustomGetNotifications { customGetNotifications { items { type content room_id user_created_id status link } } }`));
    expect(notes.customGetNotifications.items).toEqual([
      expect.objectContaining({ type: NOTIFICATION_TYPE.mention, content: '全員へ', user_created_id: admin.id, status: 0 }),
      expect.objectContaining({ type: NOTIFICATION_TYPE.mention, content: '確認お願いします', room_id: room.id }),
    ]);
    const adminNotes = await admin.client.ok(graphql(`query MessagesNotificationByUser($u: ID!) { notificationByUser(user_id: $u) { items { content } } }`), { u: admin.id });
    expect(adminNotes.notificationByUser.items).toEqual([{ content: '承知しました' }]);

    // Deleting an unread message takes it off every count it was on.
    await admin.client.ok(graphql(`mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }`), { i: { id: all.id } });
    expect(await membership(user.client, user.id, room.id)).toMatchObject({ unread_messages: 0, unread_mentions: 0 });
    expect(await membership(viewer.client, viewer.id, room.id)).toMatchObject({ unread_messages: 3, unread_mentions: 0 });

    // Reading up to a message leaves the later ones unread; reading to the end clears the room.
    const READ = graphql(`mutation MessagesUpdateUnreadUserRoomCounts($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages unread_mentions last_read_seq } }`);
    expect((await viewer.client.ok(READ, { i: { room_id: room.id, message_id: hello.id } })).updateUnreadUserRoom).toEqual({
      unread_messages: 2,
      unread_mentions: 0,
      last_read_seq: hello.seq,
    });
    expect((await viewer.client.ok(READ, { i: { room_id: room.id } })).updateUnreadUserRoom).toMatchObject({ unread_messages: 0 });
    const outsider = await signUpUser(server);
    expect((await outsider.client.gql(READ, { i: { room_id: room.id } })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // An edit notifies nobody again.
    const before = await db.selectFrom('notifications').select('id').execute();
    await admin.client.ok(graphql(`mutation MessagesUpdateMessageByRole2($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }`), {
      i: { id: hello.id, content: 'おはようございます（修正）' },
    });
    expect(await db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
  });

  it('never moves a read mark back, refuses a message of another room or a removed member, and reads an empty room', async () => {
    const { room, admin, viewer, former } = await roomWithEveryRole();
    const READ = graphql(`mutation MessagesUpdateUnreadUserRoomMark($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_messages last_read_seq } }`);
    const first = await post(admin.client, room.id, '一通目');
    const second = await post(admin.client, room.id, '二通目');
    expect((await viewer.client.ok(READ, { i: { room_id: room.id } })).updateUnreadUserRoom).toEqual({ unread_messages: 0, last_read_seq: second.seq });
    expect((await viewer.client.ok(READ, { i: { room_id: room.id, message_id: first.id } })).updateUnreadUserRoom).toEqual({ unread_messages: 0, last_read_seq: second.seq });

    const other = await addRoom(admin.client, { name: '別室', user_ids: [viewer.id] });
    const elsewhere = await post(admin.client, other.id, '別室の投稿');
    const before = await snapshot(room.id);
    for (const [client, input] of [
      [viewer.client, { room_id: room.id, message_id: elsewhere.id }],
      [viewer.client, { room_id: room.id, message_id: 'no-such-message' }],
      [former.client, { room_id: room.id }],
    ] as const) {
      expect((await client.gql(READ, { i: input })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect(await snapshot(room.id)).toEqual(before);

    const empty = await addRoom(admin.client, { name: '空室', user_ids: [viewer.id] });
    expect((await viewer.client.ok(READ, { i: { room_id: empty.id } })).updateUnreadUserRoom).toEqual({ unread_messages: 0, last_read_seq: 0 });
  });

  it('marks rooms read while posts to them are written, without an error, keeping every read mark', async () => {
    const admin = await signUpUser(server);
    const members: Array<Awaited<ReturnType<typeof signUpUser>>> = [];
    for (let i = 0; i < 6; i++) members.push(await signUpUser(server));
    for (const m of members) await makeContacts(server, admin.id, m.id);
    const rooms: Array<Awaited<ReturnType<typeof addRoom>>> = [];
    for (let i = 0; i < 3; i++) rooms.push(await addRoom(admin.client, { name: `同時${i}`, user_ids: members.map((m) => m.id) }));
    const READ = graphql(`mutation MessagesUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { last_read_seq } }`);
    const marked = new Map<string, number>();
    const errors: unknown[] = [];
    await Promise.all(
      members.map(async (member, i) => {
        for (let round = 0; round < 8; round++) {
          const room = rooms[(i + round) % rooms.length]!;
          const other = members[(i + 1) % members.length]!;
          const results = await Promise.all([
            member.client.gql(POST, { input: { room_id: room.id, content: `${i}-${round}`, to_user_id: round % 3 === 0 ? other.id : null } }),
            admin.client.gql(POST, { input: { room_id: rooms[round % rooms.length]!.id, content: `全体${round}`, is_to_all: round % 4 === 0 } }),
            member.client.gql(READ, { i: { room_id: rooms[(i + round + 1) % rooms.length]!.id } }),
            member.client.gql(READ, { i: { room_id: room.id } }),
          ]);
          for (const r of results) if (r.errors) errors.push(r.errors);
          for (const [k, r] of [results[2], results[3]].entries()) {
            const key = `${member.id}:${rooms[(i + round + 1 - k) % rooms.length]!.id}`;
            if (r.data?.updateUnreadUserRoom) marked.set(key, Math.max(marked.get(key) ?? 0, r.data.updateUnreadUserRoom.last_read_seq));
          }
        }
      }),
    );
    expect(errors).toEqual([]);
    for (const member of members) {
      for (const room of rooms) {
        const seen = await membership(member.client, member.id, room.id);
        expect(seen?.last_read_seq).toBeGreaterThanOrEqual(marked.get(`${member.id}:${room.id}`) ?? 0);
        // The counts agree with the messages after the mark, whatever order the writes took.
        const unread = (await messagesIn(room.id)).filter((m) => m.seq > seen!.last_read_seq && m.user_id !== member.id);
        expect(seen?.unread_messages).toBe(unread.length);
      }
    }
  });

  it('refuses a To for a non-member and writes nothing', async () => {
    const { room, user, outsider } = await roomWithEveryRole();
    const before = await snapshot(room.id);
    const result = await user.client.gql(POST, { input: { room_id: room.id, content: 'やあ', to_user_id: outsider.id } });
    expect(result.errors?.[0]?.message).toBe(MESSAGES.mentionNotMember);
    expect(await snapshot(room.id)).toEqual(before);
  });

  it('lets a user read, mark and delete only their own notifications', async () => {
    const { room, admin, user } = await roomWithEveryRole();
    await post(admin.client, room.id, 'お願い', { to_user_id: user.id });
    const { customGetNotifications } = await user.client.ok(graphql(`query MessagesCustomGetNotifications2 { customGetNotifications(filter: { status: 0 }) { items { id } } }`));
    const id = customGetNotifications.items[0]!.id;
    const UPDATE = graphql(`mutation MessagesCustomUpdateNotification($i: UpdateNotificationInput!) { customUpdateNotification(input: $i) { id status } }`);
    expect((await admin.client.gql(UPDATE, { i: { id, status: 1 } })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await user.client.ok(UPDATE, { i: { id, status: 1 } })).customUpdateNotification.status).toBe(1);
    expect((await user.client.ok(graphql(`query MessagesCustomGetNotifications2 { customGetNotifications(filter: { status: 0 }) { items { id } } }`))).customGetNotifications.items).toEqual([]);
    const DELETE = graphql(`mutation MessagesCustomDeleteNotification($i: DeleteNotificationInput!) { customDeleteNotification(input: $i) { id } }`);
    expect((await admin.client.gql(DELETE, { i: { id } })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await user.client.ok(DELETE, { i: { id } });
    expect(await db.selectFrom('notifications').select('id').where('id', '=', id).execute()).toEqual([]);
  });
});

describe('stamps, idempotency and paging', () => {
  it('toggles each user\'s own stamp; concurrent stamps from two users both stay', async () => {
    const { room, admin, user, viewer } = await roomWithEveryRole();
    const message = await post(admin.client, room.id, '完成しました');
    const STAMP = graphql(`mutation MessagesUpdateMessageByRole3($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { emotions { user_id emotion } } }`);
    await Promise.all([
      admin.client.ok(STAMP, { i: { id: message.id, emotion: 'clap' } }),
      user.client.ok(STAMP, { i: { id: message.id, emotion: 'clap' } }),
      user.client.ok(STAMP, { i: { id: message.id, emotion: 'yes' } }),
    ]);
    const stamps = async () =>
      (await db.selectFrom('message_emotions').select(['user_id', 'emotion']).where('message_id', '=', message.id).execute())
        .map((r) => `${r.user_id === admin.id ? 'admin' : 'user'}:${r.emotion}`)
        .sort();
    expect(await stamps()).toEqual(['admin:clap', 'user:clap', 'user:yes']);
    await user.client.ok(STAMP, { i: { id: message.id, emotion: 'clap' } });
    expect(await stamps()).toEqual(['admin:clap', 'user:yes']);
    const bad = await user.client.gql(STAMP, { i: { id: message.id, emotion: 'heart' } });
    expect(bad.errors?.[0]?.message).toBe(MESSAGES.emotionInvalid);
    const viewOnly = await viewer.client.gql(STAMP, { i: { id: message.id, emotion: 'bow' } });
    expect(viewOnly.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await stamps()).toEqual(['admin:clap', 'user:yes']);
  });

  it('returns the first message for a retried send with the same client_key', async () => {
    const { room, user, viewer } = await roomWithEveryRole();
    const input = { room_id: room.id, content: '一度だけ', client_key: 'key-1' };
    const [a, b] = await Promise.all([user.client.ok(POST, { input }), user.client.ok(POST, { input })]);
    const again = await user.client.ok(POST, { input });
    expect(b.createMessageByRole.id).toBe(a.createMessageByRole.id);
    expect(again.createMessageByRole.id).toBe(a.createMessageByRole.id);
    expect((await messagesIn(room.id)).filter((m) => m.content === '一度だけ')).toHaveLength(1);
    expect((await membership(viewer.client, viewer.id, room.id)).unread_messages).toBe(1);
  });

  it('pages newest first and catches up after a sequence number with edits and deletions, each once', async () => {
    const { room, admin, user } = await roomWithEveryRole();
    const posted = [];
    for (let i = 1; i <= 5; i += 1) posted.push(await post(admin.client, room.id, `メッセージ${i}`));
    const PAGE = graphql(`query MessagesCustomGetMessagesByRoom($r: ID!, $t: String, $a: Int) { customGetMessagesByRoom(room_id: $r, limit: 2, nextToken: $t, afterSeq: $a) { items { id content seq change_seq deletedAt } nextToken } }`);
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: DocumentType<typeof PAGE>['customGetMessagesByRoom'] = (await user.client.ok(PAGE, { r: room.id, t: token })).customGetMessagesByRoom;
      seen.push(...page.items.map((m) => m.content));
      token = page.nextToken;
    } while (token);
    expect(seen).toEqual(['メッセージ5', 'メッセージ4', 'メッセージ3', 'メッセージ2', 'メッセージ1']);

    // The client last saw message 3, then missed a post, an edit and a deletion.
    const lastSeen = posted[2]!.change_seq;
    await post(admin.client, room.id, 'メッセージ6');
    await admin.client.ok(graphql(`mutation MessagesUpdateMessageByRole2($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }`), { i: { id: posted[1]!.id, content: '編集済み' } });
    await admin.client.ok(graphql(`mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }`), { i: { id: posted[3]!.id } });
    const changes: Array<{ content: string; deletedAt: string | null; change_seq: number }> = [];
    token = null;
    do {
      const page: DocumentType<typeof PAGE>['customGetMessagesByRoom'] = (await user.client.ok(PAGE, { r: room.id, t: token, a: lastSeen })).customGetMessagesByRoom;
      changes.push(...page.items);
      token = page.nextToken;
    } while (token);
    expect(changes.map((m) => (m.deletedAt ? 'deleted' : m.content))).toEqual(['メッセージ5', 'メッセージ6', '編集済み', 'deleted']);
    expect(changes.map((m) => m.change_seq)).toEqual([...changes.map((m) => m.change_seq)].sort((x, y) => x - y));
  });
});

describe('group commit', () => {
  it('writes the posts sent together in one transaction; when it fails, each post is tried alone', async () => {
    const { room } = await roomWithEveryRole();
    const published: string[] = [];
    const batches: string[][] = [];
    type Fake = { roomId: string; name: string; fails?: boolean };
    const writer = new PostWriter<Fake, string>(
      db,
      1,
      async (trx, posts) => {
        batches.push(posts.map((p) => p.name));
        const stored = posts.filter((p) => p.name !== 'refused');
        await trx.updateTable('rooms').set((eb) => ({ last_seq: eb('last_seq', '+', stored.length) })).where('id', '=', room.id).execute();
        const failing = posts.find((p) => p.fails);
        if (failing) throw new Error(failing.name);
        return {
          outcomes: posts.map((p) =>
            p.name === 'refused'
              ? { ok: false as const, error: new Error(p.name) }
              : { ok: true as const, stored: { result: p.name, events: [{ topic: `event:${p.name}`, payload: {} }], notifications: [] } },
          ),
          members: [],
        };
      },
      async (topic) => void published.push(topic),
      (userId) => `members:${userId}`,
      (userId) => `notes:${userId}`,
    );
    const write = (name: string, fails = false) => writer.write({ roomId: room.id, name, fails });
    const before = (await snapshot(room.id)).seq!;
    const results = await Promise.allSettled([write('first'), write('second'), write('third', true), write('fourth'), write('refused')]);

    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['first', 'second', 'third', 'fourth', 'refused']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
    // All five shared one transaction, which the third sank; each was then written in a transaction of its own.
    expect(batches).toEqual([['first', 'second', 'third', 'fourth', 'refused'], ['first'], ['second'], ['third'], ['fourth'], ['refused']]);
    // The failed post's write was undone, the others' kept; only stored posts were announced.
    expect((await snapshot(room.id)).seq).toBe(before + 3);
    expect(published.filter((t) => t.startsWith('event:'))).toEqual(['event:first', 'event:second', 'event:fourth']);
  });

  it('keeps concurrent posts apart: each refusal alone, one message per client_key, sequence numbers without gaps', async () => {
    const { room, admin, user, viewer, outsider } = await roomWithEveryRole();
    const send = (client: TestClient, input: Omit<CreateMessageInput, 'room_id'>) => client.gql(POST, { input: { room_id: room.id, ...input } });
    const results = await Promise.all([
      send(user.client, { content: '一', client_key: 'same' }),
      send(admin.client, { content: '二' }),
      send(user.client, { content: '宛先違い', to_user_id: outsider.id }),
      send(user.client, { content: '一', client_key: 'same' }),
      send(admin.client, { content: '三', to_user_id: viewer.id }),
    ]);
    expect(results[2]!.errors?.[0]?.message).toBe(MESSAGES.mentionNotMember);
    expect(results[3]!.data?.createMessageByRole.id).toBe(results[0]!.data?.createMessageByRole.id);
    const stored = await messagesIn(room.id);
    expect(stored.map((m) => m.content).sort()).toEqual(['一', '三', '二']);
    expect(stored.map((m) => m.seq)).toEqual([stored[0]!.seq, stored[0]!.seq + 1, stored[0]!.seq + 2]);
    const seen = await membership(viewer.client, viewer.id, room.id);
    expect([seen?.unread_messages, seen?.unread_mentions]).toEqual([3, 1]);
    // Each sender has read up to their own last post, whatever order the batch stored them in.
    for (const sender of [user, admin]) {
      const lastOwn = Math.max(...stored.filter((m) => m.user_id === sender.id).map((m) => m.seq));
      expect(await membership(sender.client, sender.id, room.id)).toMatchObject({
        unread_messages: stored.filter((m) => m.seq > lastOwn).length,
        last_read_seq: lastOwn,
      });
    }
  });
});

describe('realtime', () => {
  it("announces each member's membership as the batch commits it, the rest of the row kept", async () => {
    const { room, admin, user, viewer } = await roomWithEveryRole();
    const mine = await membership(viewer.client, viewer.id, room.id);
    await viewer.client.ok(graphql(`mutation MessagesUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id } }`), { i: { id: mine.id, favorite: true } });
    const sub = listen(viewer.client).subscribe(graphql(`subscription MessagesOnUpdateUserRoom($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } }`), { u: viewer.id });
    const row = await server.deps.db.selectFrom('user_rooms').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    await sub.ready('row-probe', () => server.deps.pubsub.publish(`user:${viewer.id}:user-room`, { onUpdateUserRoom: { ...row, id: 'row-probe' } }));

    await Promise.all([post(user.client, room.id, '一つ目'), post(admin.client, room.id, '閲覧者へ', { to_user_id: viewer.id })]);
    // One event per batch that stored posts: the two posts may have shared one or gone in two. A post's event carries
    // only what it changed, and the subscription reads the rest of the row.
    await sub.until(1);
    if (sub.events.at(-1)!.onUpdateUserRoom.unread_messages < 2) await sub.until(2);
    const stored = await viewer.client.ok(graphql(`query MessagesUserRoomByUserAndRoom($u: ID!, $r: ID!) { userRoomByUserAndRoom(user_id: $u, room_id: $r) { items { id user_id room_id folder_id favorite unread_messages unread_mentions role last_message last_read_seq archived total_member createdAt updatedAt } } }`), {
      u: viewer.id,
      r: room.id,
    });
    expect(sub.events.at(-1)?.onUpdateUserRoom).toEqual(stored.userRoomByUserAndRoom.items[0]);
    expect(stored.userRoomByUserAndRoom.items[0]).toMatchObject({ favorite: true, unread_messages: 2, unread_mentions: 1 });
  });

  it("reads a post's memberships and their room once for all the members who hear it", async () => {
    const { room, admin, user, viewer } = await roomWithEveryRole();
    const members = [admin, user, viewer];
    const subs = members.map((m) =>
      listen(m.client).subscribe(graphql(`subscription MessagesOnUpdateUserRoomShared($u: ID!) { onUpdateUserRoom(user_id: $u) { id user_id unread_messages last_message role room { id name } } }`), { u: m.id }),
    );
    for (const [i, sub] of subs.entries()) {
      const row = await db.selectFrom('user_rooms').selectAll().where('user_id', '=', members[i]!.id).where('room_id', '=', room.id).executeTakeFirstOrThrow();
      await sub.ready(`shared-probe-${i}`, () => server.deps.pubsub.publish(`user:${members[i]!.id}:user-room`, { onUpdateUserRoom: { ...row, id: `shared-probe-${i}` } }));
    }
    const executor = db.getExecutor();
    const run = vi.spyOn(executor, 'executeQuery');
    try {
      await post(user.client, room.id, 'みんなへ');
      for (const sub of subs) await sub.until(1);
      const statements = run.mock.calls.map(([query]) => query.sql);
      // Each member's change is an event of its own on the member's topic, a copy of its own when it came through
      // Redis; the commit's name they share has them read once.
      expect(statements.filter((sql) => sql.startsWith('select * from "user_rooms" where')).length).toBe(1);
      expect(statements.filter((sql) => sql.startsWith('select * from "rooms" where')).length).toBe(1);
    } finally {
      run.mockRestore();
    }
    for (const [i, sub] of subs.entries()) {
      const stored = await membership(members[i]!.client, members[i]!.id, room.id);
      expect(sub.events[0]).toEqual({
        onUpdateUserRoom: { id: stored.id, user_id: members[i]!.id, unread_messages: stored.unread_messages, last_message: 'みんなへ', role: stored.role, room: { id: room.id, name: '開発' } },
      });
    }
  });

  it("tells a member whose membership is gone by a post's delivery that they left", async () => {
    const { room, viewer } = await roomWithEveryRole();
    const sub = listen(viewer.client).subscribe(graphql(`subscription MessagesOnUpdateUserRoom2($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id role favorite removed } }`), { u: viewer.id });
    const mine = await membership(viewer.client, viewer.id, room.id);
    const row = await server.deps.db.selectFrom('user_rooms').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    await sub.ready('gone-probe', () => server.deps.pubsub.publish(`user:${viewer.id}:user-room`, { onUpdateUserRoom: { ...row, id: 'gone-probe' } }));

    // A post's change to a membership row that a removal has deleted since (the two raced).
    const change = { id: 'removed-meanwhile', user_id: viewer.id, room_id: room.id, unread_messages: 1, unread_mentions: 0, last_read_seq: 0, last_message: '後から', updatedAt: row.updatedAt };
    await server.deps.pubsub.publish(`user:${viewer.id}:user-room`, { onUpdateUserRoom: { ...change, changedOnly: true } });
    await sub.until(1);
    expect(sub.errors).toEqual([]);
    expect(sub.events[0]).toEqual({ onUpdateUserRoom: { id: 'removed-meanwhile', room_id: room.id, role: 0, favorite: false, removed: true } });
  });

  const ON_CREATE = graphql(`subscription MessagesOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id content user_id room_id seq change_seq is_to_all to_user_id reply_message_id editedAt deletedAt emotions { user_id emotion } } }`);

  it('delivers to every member (the sender too) with sequence numbers, refuses others, and stops for a removed member', async () => {
    const { room, admin, user, viewer, former, outsider } = await roomWithEveryRole();
    const probe = await post(admin.client, room.id, 'プローブ');
    const probeEvent = () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { ...probe, is_to_all: 0 } });

    const subs = Object.fromEntries(
      ([['admin', admin], ['user', user], ['viewer', viewer]] as const).map(([who, m]) => [who, listen(m.client).subscribe(ON_CREATE, { r: room.id })]),
    );
    for (const sub of Object.values(subs)) await sub.ready(probe.id, probeEvent);
    for (const [who, m] of [['former', former], ['outsider', outsider]] as const) {
      const refused = listen(m.client).subscribe(ON_CREATE, { r: room.id });
      await refused.ready(probe.id, probeEvent);
      expect(refused.errors[0], who).toMatchObject({ message: expect.stringContaining(MESSAGES.notFound) });
    }

    const sent = await post(user.client, room.id, 'リアルタイム');
    for (const sub of Object.values(subs)) {
      await sub.until(1);
      expect(sub.events).toEqual([{ onCreateMessage: expect.objectContaining({ id: sent.id, seq: sent.seq, content: 'リアルタイム' }) }]);
    }

    // The viewer is removed: their open subscription hears nothing more, and they are told of the removal.
    const memberships = listen(viewer.client).subscribe(graphql(`subscription MessagesOnUpdateUserRoom3($u: ID!) { onUpdateUserRoom(user_id: $u) { id room_id removed } }`), { u: viewer.id });
    const myChat = await viewer.client.ok(graphql(`query MessagesGetRoomList { getRoomList { items { id kind } } }`));
    const myChatMembership = await membership(viewer.client, viewer.id, myChat.getRoomList.items.find((r) => r.kind === 2)!.id);
    await memberships.ready('membership-probe', () =>
      server.deps.pubsub.publish(`user:${viewer.id}:user-room`, { onUpdateUserRoom: { id: 'membership-probe', room_id: 'probe' } }),
    );
    await admin.client.ok(graphql(`mutation MessagesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id, user_id: viewer.id } });
    await memberships.until(1);
    expect(memberships.events[0]).toEqual({ onUpdateUserRoom: expect.objectContaining({ room_id: room.id, removed: true }) });
    const after = await post(admin.client, room.id, '削除後');
    await subs.user!.until(2);
    expect(subs.user!.events[1]?.onCreateMessage.id).toBe(after.id);
    await viewer.client.ok(graphql(`mutation MessagesUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id } }`), { i: { id: myChatMembership!.id, favorite: true } });
    await memberships.until(2);
    expect(subs.viewer!.events).toHaveLength(1);
    await subs.viewer!.ended();

    // Someone else's membership feed is refused.
    const spy = listen(outsider.client).subscribe(graphql(`subscription MessagesOnUpdateUserRoom4($u: ID!) { onUpdateUserRoom(user_id: $u) { id } }`), { u: admin.id });
    await spy.ready('never', async () => undefined);
    expect(spy.errors).toHaveLength(1);
  });

  it('ends a suspended member\'s open subscription, so nothing posted afterwards reaches them', async () => {
    const { room, admin, user } = await roomWithEveryRole();
    const operator = await signUpUser(server, { email: 'admin@musubi.test' });
    const probe = await post(admin.client, room.id, 'プローブ');
    const sub = listen(user.client).subscribe(ON_CREATE, { r: room.id });
    await sub.ready(probe.id, () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { ...probe } }));
    await operator.client.ok(graphql(`mutation MessagesUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }`), { id: user.id });
    // The session ended, so the server closed the socket: the later post had nowhere to go.
    await expect.poll(() => sub.errors).toMatchObject([{ code: SOCKET.sessionEndedCode }]);
    await post(admin.client, room.id, '停止後');
    expect(sub.events).toEqual([]);
  });

  it('lets a client that reconnects fetch exactly what it missed', async () => {
    const { room, admin, user } = await roomWithEveryRole();
    const probe = await post(admin.client, room.id, 'プローブ');
    const first = listen(user.client);
    const sub = first.subscribe(ON_CREATE, { r: room.id });
    await sub.ready(probe.id, () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { ...probe } }));
    await post(admin.client, room.id, '接続中');
    await sub.until(1);
    const lastSeq = sub.events[0]!.onCreateMessage.change_seq;
    await first.close();

    const missed = [await post(admin.client, room.id, '切断中1'), await post(admin.client, room.id, '切断中2')];
    const second = listen(user.client).subscribe(ON_CREATE, { r: room.id });
    await second.ready(probe.id, () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { ...probe } }));
    const live = await post(admin.client, room.id, '再接続後');
    const caughtUp = await user.client.ok(graphql(`query MessagesCustomGetMessagesByRoom2($r: ID!, $a: Int) { customGetMessagesByRoom(room_id: $r, afterSeq: $a) { items { id } } }`), { r: room.id, a: lastSeq });
    await second.until(1);
    const ids = [...caughtUp.customGetMessagesByRoom.items.map((m) => m.id), ...second.events.map((e) => e.onCreateMessage.id)];
    expect(new Set(ids)).toEqual(new Set([missed[0]!.id, missed[1]!.id, live.id]));
  });
});

describe('attachments', () => {
  it("attaches the sender's own uploads of the room, and nobody else's", async () => {
    const { room, admin, user } = await roomWithEveryRole();
    const now = new Date().toISOString();
    const upload = (owner: string, name: string) => ({
      id: `file-${name}-${owner}`, name, key: `k/${name}/${owner}`, size: 10, type: 'text/plain', room_id: room.id,
      user_created_id: owner, createdAt: now, updatedAt: now,
    });
    const mine = upload(user.id, 'memo.txt');
    const theirs = upload(admin.id, 'other.txt');
    await db.insertInto('files').values([mine, theirs]).execute();
    const before = await snapshot(room.id);
    const refused = await user.client.gql(POST, { input: { room_id: room.id, content: '添付', files: [mine.id, theirs.id] } });
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.attachmentInvalid);
    expect(await snapshot(room.id)).toEqual(before);
    const sent = await user.client.ok(
      graphql(`mutation MessagesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }`),
      { input: { room_id: room.id, content: '添付', files: [mine.id] } },
    );
    expect(sent.createMessageByRole.files.items).toEqual([{ id: mine.id, name: 'memo.txt' }]);

    // Deleting the message takes its files out of the room's listings and quotas with it.
    await user.client.ok(graphql(`mutation MessagesDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }`), {
      i: { id: sent.createMessageByRole.id },
    });
    const file = await db.selectFrom('files').select(['deletedAt', 'user_deleted_id']).where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(file.deletedAt).not.toBeNull();
    expect(file.user_deleted_id).toBe(user.id);
    const untouched = await db.selectFrom('files').select('deletedAt').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(untouched.deletedAt).toBeNull();
  });
});

describe('search', () => {
  it('finds Japanese text of any length in the caller\'s rooms only, newest first', async () => {
    const { room, admin, user, outsider } = await roomWithEveryRole();
    await post(admin.client, room.id, '明日の会議は10時からです');
    await post(user.client, room.id, '会議室を予約しました');
    await post(user.client, room.id, '100%_完了');
    await post(admin.client, room.id, '午後も会議室で');
    const secret = await addRoom(outsider.client, { name: '別部署' });
    await post(outsider.client, secret.id, '秘密の会議');
    const SEARCH = graphql(`query MessagesSearchMessages($c: String, $t: String, $l: Int) { searchMessages(content: $c, limit: $l, nextToken: $t) { items { content } nextToken } }`);
    const found = async (client: TestClient, content: string) => {
      const out: string[] = [];
      let token: string | null = null;
      do {
        const page: DocumentType<typeof SEARCH>['searchMessages'] = (await client.ok(SEARCH, { c: content, t: token, l: 1 })).searchMessages;
        out.push(...page.items.map((m) => m.content));
        token = page.nextToken;
      } while (token);
      return out;
    };
    expect(await found(user.client, '会議')).toEqual(['午後も会議室で', '会議室を予約しました', '明日の会議は10時からです']);
    expect(await found(user.client, '会議室')).toEqual(['午後も会議室で', '会議室を予約しました']);
    expect(await found(user.client, '議')).toHaveLength(3);
    expect(await found(user.client, '%_')).toEqual(['100%_完了']);
    expect(await found(user.client, '_')).toEqual(['100%_完了']);
    expect(await found(outsider.client, '会議')).toEqual(['秘密の会議']);
    const blank = await user.client.gql(SEARCH, { c: ' ' });
    expect(blank.errors?.[0]?.message).toBe(MESSAGES.required);
  });
});

describe('drafts', () => {
  it('keeps one draft per room and action for its owner', async () => {
    const { room, user, viewer, outsider } = await roomWithEveryRole();
    const SAVE = graphql(`mutation MessagesSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id drafts { room_id action draft } } }`);
    await user.client.ok(SAVE, { i: { room_id: room.id, action: 'new', draft: '書きかけ' } });
    const saved = await user.client.ok(SAVE, { i: { room_id: room.id, action: 'new', draft: '書きかけ2' } });
    expect(saved.createOrUpdateDraftMessages).toEqual({ id: user.id, drafts: [{ room_id: room.id, action: 'new', draft: '書きかけ2' }] });
    expect((await user.client.gql(SAVE, { i: { room_id: room.id, action: 'other', draft: 'x' } })).errors?.[0]?.message).toBe(MESSAGES.draftAction);
    expect((await outsider.client.gql(SAVE, { i: { room_id: room.id, draft: 'x' } })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await viewer.client.gql(SAVE, { i: { room_id: room.id, draft: 'x' } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const theirs = await outsider.client.gql(graphql(`query MessagesGetDraftMessages($id: ID) { getDraftMessages(id: $id) { id } }`), { id: user.id });
    expect(theirs.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await user.client.ok(SAVE, { i: { room_id: room.id, action: 'new', draft: '' } });
    expect((await user.client.ok(graphql(`query MessagesGetDraftMessages2 { getDraftMessages { drafts { draft version } } }`))).getDraftMessages.drafts).toEqual([{ draft: '', version: 3 }]);
  });

  it("counts each save's version and tells the owner's other devices, clearing included, and no one else", async () => {
    const { room, admin, user, viewer, outsider, anonymous } = await roomWithEveryRole();
    const SAVE = graphql(`mutation MessagesCreateOrUpdateDraftMessages($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { saved { room_id action draft version } } }`);
    const ON_DRAFT = graphql(`subscription MessagesOnDraftMessage($u: ID!) { onDraftMessage(user_id: $u) { id room_id action draft version } }`);
    const otherDevice = listen(user.client).subscribe(ON_DRAFT, { u: user.id });
    const probe = (userId: string, id: string) => () => server.deps.pubsub.publish(draftTopic(userId), { onDraftMessage: { id, room_id: 'probe', action: 'new', draft: '', version: 0 } });
    await otherDevice.ready('draft-probe', probe(user.id, 'draft-probe'));
    // Someone else's drafts are not theirs to hear; a signed-out socket hears nothing.
    for (const [who, client, id] of [['admin', admin.client, user.id], ['anonymous', anonymous.client, user.id]] as const) {
      const refused = listen(client).subscribe(ON_DRAFT, { u: id });
      await refused.until(1);
      expect(refused.errors.length, who).toBeGreaterThan(0);
      expect(refused.events).toEqual([]);
    }

    const first = await user.client.ok(SAVE, { i: { room_id: room.id, action: 'new', draft: '書きかけ' } });
    const second = await user.client.ok(SAVE, { i: { room_id: room.id, action: 'new', draft: '書きかけです' } });
    const cleared = await user.client.ok(SAVE, { i: { room_id: room.id, action: 'new', draft: '' } });
    expect([first, second, cleared].map((r) => r.createOrUpdateDraftMessages.saved)).toEqual([
      { room_id: room.id, action: 'new', draft: '書きかけ', version: 1 },
      { room_id: room.id, action: 'new', draft: '書きかけです', version: 2 },
      { room_id: room.id, action: 'new', draft: '', version: 3 },
    ]);
    await otherDevice.until(3);
    expect(otherDevice.events.map((e) => [e.onDraftMessage.draft, e.onDraftMessage.version])).toEqual([
      ['書きかけ', 1],
      ['書きかけです', 2],
      ['', 3],
    ]);
    // A cleared draft is listed empty with its version, and typing again keeps counting from where it was.
    expect((await user.client.ok(graphql(`query MessagesGetDraftMessages2 { getDraftMessages { drafts { draft version } } }`))).getDraftMessages.drafts).toEqual([{ draft: '', version: 3 }]);
    const again = await user.client.ok(SAVE, { i: { room_id: room.id, draft: 'もう一度' } });
    expect(again.createOrUpdateDraftMessages.saved?.version).toBe(4);

    // Refused saves write nothing and announce nothing.
    const before = await db.selectFrom('drafts').selectAll().orderBy('id').execute();
    expect((await viewer.client.gql(SAVE, { i: { room_id: room.id, draft: 'x' } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await outsider.client.gql(SAVE, { i: { room_id: room.id, draft: 'x' } })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await anonymous.client.gql(SAVE, { i: { room_id: room.id, draft: 'x' } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await user.client.gql(SAVE, { i: { room_id: room.id, draft: 'x'.repeat(100_000) } })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await db.selectFrom('drafts').selectAll().orderBy('id').execute()).toEqual(before);
    // The next event heard after the refusals is the next real save.
    await user.client.ok(SAVE, { i: { room_id: room.id, draft: '最後' } });
    await otherDevice.until(5);
    expect(otherDevice.events.slice(3).map((e) => e.onDraftMessage.draft)).toEqual(['もう一度', '最後']);
  });
});
