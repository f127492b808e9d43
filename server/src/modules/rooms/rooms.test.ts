import { MESSAGES, ROOM_KIND, USER_STATUS } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { addMember, addRoom, makeContacts, membership, post } from '../../../test/chat';
import { graphql } from '../../../test/graphql';
import { findMembership } from './policy';

const server = await startTestServer();
const db = server.deps.db;

/** An admin, a user and a viewer in one group room, plus an outsider, a former member and a signed-out client. */
async function roomWithEveryRole() {
  const admin = await signUpUser(server);
  const user = await signUpUser(server);
  const viewer = await signUpUser(server);
  const former = await signUpUser(server);
  const outsider = await signUpUser(server);
  const target = await signUpUser(server);
  for (const other of [user, viewer, former, target]) await makeContacts(server, admin.id, other.id);
  const room = await addRoom(admin.client, { name: '営業部', user_ids: [user.id, former.id, target.id] });
  expect((await addMember(admin.client, room.id, viewer.id, 0)).errors).toBeUndefined();
  await admin.client.ok(graphql(`mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
    i: { room_id: room.id, user_id: former.id },
  });
  return { room, admin, user, viewer, former, outsider, target, anonymous: { client: server.client(), id: 'nobody' } };
}

const snapshot = async (roomId: string) => ({
  room: await db.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirst(),
  members: await db.selectFrom('user_rooms').selectAll().where('room_id', '=', roomId).orderBy('id').execute(),
});

describe('rooms', () => {
  it('gives every new user a "my chat" room where they are admin', async () => {
    const me = await signUpUser(server);
    const { getRoomList } = await me.client.ok(graphql(`query RoomsGetRoomList { getRoomList { items { id name kind totalUser countUser last_seq musubiCode overview image } } }`));
    expect(getRoomList.items).toHaveLength(1);
    expect(getRoomList.items[0]).toMatchObject({ kind: ROOM_KIND.myChat, totalUser: 1, countUser: 1 });
    expect((await membership(me.client, me.id, getRoomList.items[0]!.id)).role).toBe(2);
    // The default labels come with it.
    const tags = await db.selectFrom('tags').select('name').where('room_id', '=', getRoomList.items[0]!.id).execute();
    expect(tags).toHaveLength(5);
  });

  it('tells each member what their own role allows, from the room policy, and nothing about anyone else', async () => {
    const { room, admin, user, viewer } = await roomWithEveryRole();
    const MEMBERS = graphql(`query RoomsViewerCan($room_id: ID!) { userRoom(room_id: $room_id, limit: 10) { items { user_id viewerCan { post editBoards uploadFiles manageMembers editRoomInfo moderateMessages removeBoards removeRoom } } } }`);
    const shownTo = async (member: typeof admin) => {
      const items = (await member.client.ok(MEMBERS, { room_id: room.id })).userRoom.items;
      expect(items.filter((m) => m.user_id !== member.id).map((m) => m.viewerCan)).toEqual([null, null, null]);
      return items.find((m) => m.user_id === member.id)?.viewerCan;
    };
    const abilities = (posts: boolean, administers: boolean) => ({
      post: posts,
      editBoards: posts,
      uploadFiles: posts,
      manageMembers: administers,
      editRoomInfo: administers,
      moderateMessages: administers,
      removeBoards: administers,
      removeRoom: administers,
    });
    expect(await shownTo(admin)).toEqual(abilities(true, true));
    expect(await shownTo(user)).toEqual(abilities(true, false));
    expect(await shownTo(viewer)).toEqual(abilities(false, false));
  });

  it('starts every newcomer with the room read and the same counts, whether an admin adds them or they come by its code', async () => {
    const admin = await signUpUser(server);
    const friend = await signUpUser(server);
    const passerby = await signUpUser(server);
    await makeContacts(server, admin.id, friend.id);
    const room = await addRoom(admin.client, { name: '広場', public: true });
    await post(admin.client, room.id, 'こんにちは');
    await post(admin.client, room.id, 'ようこそ');
    expect((await addMember(admin.client, room.id, friend.id)).errors).toBeUndefined();
    await passerby.client.ok(graphql(`mutation RoomsJoinRoomByCode($c: String) { joinRoomByCode(input: { musubiCode: $c }) { id } }`), { c: room.musubiCode });
    for (const member of [friend, passerby]) {
      expect(await membership(member.client, member.id, room.id)).toMatchObject({ role: 1, unread_messages: 0, last_read_seq: 2, total_member: 3 });
    }
    expect(await membership(admin.client, admin.id, room.id)).toMatchObject({ total_member: 3 });
    const again = await addMember(admin.client, room.id, friend.id);
    expect(again.errors?.[0]).toMatchObject({ message: MESSAGES.memberExists, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('creates a group room with contacts, counts members, and refuses non-contacts writing nothing', async () => {
    const owner = await signUpUser(server);
    const friend = await signUpUser(server);
    const stranger = await signUpUser(server);
    await makeContacts(server, owner.id, friend.id);
    const room = await addRoom(owner.client, { name: '  プロジェクトA  ', overview: '概要', user_ids: [friend.id] });
    expect(room).toMatchObject({ name: 'プロジェクトA', totalUser: 2, countUser: 2, kind: 0, last_seq: 0 });
    expect(room.musubiCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await membership(friend.client, friend.id, room.id)).role).toBe(1);
    expect((await membership(owner.client, owner.id, room.id)).total_member).toBe(2);

    const before = await db.selectFrom('rooms').select('id').execute();
    const refused = await owner.client.gql(graphql(`mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }`), {
      i: { name: '秘密', user_ids: [stranger.id] },
    });
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.notAContact, extensions: { code: 'BAD_USER_INPUT' } });
    const blank = await owner.client.gql(graphql(`mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }`), { i: { name: '  ' } });
    expect(blank.errors?.[0]?.message).toBe(MESSAGES.required);
    expect(await db.selectFrom('rooms').select('id').execute()).toHaveLength(before.length);
    const anonymous = await server.client().gql(graphql(`mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }`), { i: { name: 'x' } });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it("stops at the plan's room limit, writing nothing", async () => {
    const owner = await signUpUser(server);
    for (let i = 1; i <= 10; i += 1) await addRoom(owner.client, { name: `ルーム${i}` });
    const before = await db.selectFrom('rooms').select('id').execute();
    const refused = await owner.client.gql(graphql(`mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }`), { i: { name: '11個目' } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'maxRoom', max: 10 });
    expect(await db.selectFrom('rooms').select('id').execute()).toHaveLength(before.length);
  });

  it('keeps one direct room per pair of contacts', async () => {
    const a = await signUpUser(server);
    const b = await signUpUser(server);
    await makeContacts(server, a.id, b.id);
    const first = await addRoom(a.client, { kind: 1, user_ids: [b.id] });
    const second = await addRoom(b.client, { kind: 1, user_ids: [a.id] });
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ kind: 1, totalUser: 2 });
    const many = await a.client.gql(graphql(`mutation RoomsAddRoom($i: AddRoomInput!) { addRoom(input: $i) { id } }`), { i: { kind: 1, user_ids: [] } });
    expect(many.errors?.[0]?.message).toBe(MESSAGES.directPartner);
  });

  it('reads a room only as a member: others cannot tell it exists', async () => {
    const { room, viewer, former, outsider, anonymous } = await roomWithEveryRole();
    expect((await viewer.client.ok(graphql(`query RoomsGetRoom($id: ID!) { getRoom(id: $id) { id } }`), { id: room.id })).getRoom.id).toBe(room.id);
    for (const who of [former, outsider]) {
      const result = await who.client.gql(graphql(`query RoomsGetRoomDetail($id: ID!) { getRoomDetail(id: $id) { id } }`), { id: room.id });
      const missing = await who.client.gql(graphql(`query RoomsGetRoomDetail($id: ID!) { getRoomDetail(id: $id) { id } }`), { id: 'no-such-room' });
      expect(result.errors?.[0]).toEqual(missing.errors?.[0] && { ...missing.errors[0], path: result.errors?.[0]?.path });
      expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    const members = await outsider.client.gql(graphql(`query RoomsUserRoom($r: ID!) { userRoom(room_id: $r) { items { id } } }`), { r: room.id });
    expect(members.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await anonymous.client.gql(graphql(`query RoomsGetRoom($id: ID!) { getRoom(id: $id) { id } }`), { id: room.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  const mutations: Array<[string, (ids: { room: string; target: string }) => [string, Record<string, unknown>]]> = [
    ['updateRoom', ({ room }) => ['mutation ($i: UpdateRoomInput!) { updateRoom(input: $i) { id } }', { id: room, name: '新しい名前', description: '説明' }]],
    ['customUpdateRoomInfo', ({ room }) => ['mutation ($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id name image } }', { id: room, name: '改名', image: '/api/avatars/01900000-0000-7000-8000-000000000000.webp' }]],
    ['customUpdateRoomOverview', ({ room }) => ['mutation ($i: UpdateRoomOverviewInput!) { customUpdateRoomOverview(input: $i) { id } }', { id: room, overview: '新しい概要' }]],
    ['customUpdateRoleUserRoom', ({ room, target }) => ['mutation ($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id role } }', { room_id: room, user_id: target, role: 0 }]],
    ['customDeleteUserRoom (someone else)', ({ room, target }) => ['mutation ($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }', { room_id: room, user_id: target }]],
    ['removeRoomByRole', ({ room }) => ['mutation ($i: RemoveRoomInput!) { removeRoomByRole(input: $i) { id } }', { id: room }]],
  ];

  it.each(mutations)('%s: only an admin may; every refusal writes nothing', async (_name, build) => {
    const everyone = await roomWithEveryRole();
    const [query, input] = build({ room: everyone.room.id, target: everyone.target.id });
    const expected: Array<[keyof typeof everyone, string]> = [
      ['anonymous', 'UNAUTHENTICATED'],
      ['outsider', 'NOT_FOUND'],
      ['former', 'NOT_FOUND'],
      ['viewer', 'FORBIDDEN'],
      ['user', 'FORBIDDEN'],
    ];
    for (const [who, code] of expected) {
      const before = await snapshot(everyone.room.id);
      const result = await (everyone[who] as { client: ReturnType<typeof server.client> }).client.gql(query, { i: input });
      expect(result.errors?.[0]?.extensions.code, who).toBe(code);
      expect(await snapshot(everyone.room.id), who).toEqual(before);
    }
    const result = await everyone.admin.client.gql(query, { i: input });
    expect(result.errors).toBeUndefined();
  });

  it('lets any member leave, keeps at least one admin, and keeps counts right', async () => {
    const { room, admin, user, viewer, target } = await roomWithEveryRole();
    expect((await db.selectFrom('rooms').select(['totalUser', 'countUser']).where('id', '=', room.id).executeTakeFirstOrThrow())).toEqual({ totalUser: 4, countUser: 3 });
    const demote = await admin.client.gql(graphql(`mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }`), {
      i: { room_id: room.id, user_id: admin.id, role: 1 },
    });
    expect(demote.errors?.[0]?.message).toBe(MESSAGES.lastAdmin);
    const leave = await admin.client.gql(graphql(`mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id } });
    expect(leave.errors?.[0]?.message).toBe(MESSAGES.lastAdmin);
    const badRole = await admin.client.gql(graphql(`mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }`), {
      i: { room_id: room.id, user_id: user.id, role: 7 },
    });
    expect(badRole.errors?.[0]?.message).toBe(MESSAGES.roomRole);

    await admin.client.ok(graphql(`mutation RoomsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }`), {
      i: { room_id: room.id, user_id: user.id, role: 2 },
    });
    await viewer.client.ok(graphql(`mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id } });
    await admin.client.ok(graphql(`mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id } });
    await user.client.ok(graphql(`mutation RoomsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
      i: { room_id: room.id, user_id: target.id },
    });
    expect(await db.selectFrom('rooms').select(['totalUser', 'countUser']).where('id', '=', room.id).executeTakeFirstOrThrow()).toEqual({ totalUser: 1, countUser: 1 });
    expect((await membership(user.client, user.id, room.id)).total_member).toBe(1);
  });
});

describe('folders and my membership settings', () => {
  it('keeps folders private, files rooms in them, and unfiles rooms when a folder goes', async () => {
    const me = await signUpUser(server);
    const other = await signUpUser(server);
    const { createFolder: folder } = await me.client.ok(graphql(`mutation RoomsCreateFolder { createFolder(input: { name: "取引先" }) { id name created_user_id } }`));
    const blank = await me.client.gql(graphql(`mutation RoomsCreateFolder2 { createFolder(input: { name: "" }) { id } }`));
    expect(blank.errors?.[0]?.message).toBe(MESSAGES.required);
    const { getRoomList } = await me.client.ok(graphql(`query RoomsGetRoomList2 { getRoomList { items { id } } }`));
    const mine = await membership(me.client, me.id, getRoomList.items[0]!.id);
    const set = graphql(`mutation RoomsUpdateUserRoom($i: UpdateUserRoomInput!) { updateUserRoom(input: $i) { id folder_id favorite archived } }`);
    expect((await me.client.ok(set, { i: { id: mine.id, folder_id: folder.id, favorite: true } })).updateUserRoom).toMatchObject({
      folder_id: folder.id,
      favorite: true,
      archived: false,
    });
    // Someone else can neither see, rename nor use the folder, nor touch my membership.
    const theirs = await other.client.ok(graphql(`query RoomsFoldersByDate($u: ID!) { foldersByDate(created_user_id: $u) { items { id } } }`), { u: me.id });
    expect(theirs.foldersByDate.items).toEqual([]);
    const rename = await other.client.gql(graphql(`mutation RoomsUpdateFolder($i: UpdateFolderInput!) { updateFolder(input: $i) { id } }`), { i: { id: folder.id, name: '乗っ取り' } });
    expect(rename.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const touch = await other.client.gql(set, { i: { id: mine.id, archived: true } });
    expect(touch.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const listed = await me.client.ok(graphql(`query RoomsFoldersByDate2($u: ID!) { foldersByDate(created_user_id: $u) { items { id name rooms { items { id } } } } }`), { u: me.id });
    expect(listed.foldersByDate.items).toEqual([{ id: folder.id, name: '取引先', rooms: { items: [{ id: mine.id }] } }]);
    await me.client.ok(graphql(`mutation RoomsCustomDeleteFolder($i: DeleteFolderInput!) { customDeleteFolder(input: $i) { id } }`), { i: { id: folder.id } });
    const after = await db.selectFrom('user_rooms').select('folder_id').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(after.folder_id).toBeNull();
  });
});

describe('member counts', () => {
  it('repairs drifted counts on request (any member), and refuses outsiders without writing', async () => {
    const { room, viewer, outsider } = await roomWithEveryRole();
    // admin, user, target and viewer are members; viewer (role 0) cannot post.
    await db.updateTable('rooms').set({ totalUser: 99, countUser: 99 }).where('id', '=', room.id).execute();
    await db.updateTable('user_rooms').set({ total_member: 99 }).where('room_id', '=', room.id).execute();
    const input = { i: { room_id: room.id } };
    const refused = await outsider.client.gql(graphql(`mutation RoomsCustomUpdateCountUserOnRoom($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { id } }`), input);
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await db.selectFrom('rooms').select('totalUser').where('id', '=', room.id).executeTakeFirstOrThrow()).totalUser).toBe(99);

    const { customUpdateCountUserOnRoom } = await viewer.client.ok(
      graphql(`mutation RoomsCustomUpdateCountUserOnRoom2($i: RoomCountsInput!) { customUpdateCountUserOnRoom(input: $i) { totalUser countUser } }`),
      input,
    );
    expect(customUpdateCountUserOnRoom).toEqual({ totalUser: 4, countUser: 3 });
    const { updateTotalMemberUserRoom } = await viewer.client.ok(
      graphql(`mutation RoomsUpdateTotalMemberUserRoom($i: RoomCountsInput!) { updateTotalMemberUserRoom(input: $i) { user_id total_member } }`),
      input,
    );
    expect(updateTotalMemberUserRoom).toEqual({ user_id: viewer.id, total_member: 4 });
  });
});

describe('findMembership', () => {
  it('answers each asked membership, in and out of a transaction, and none for a suspended user', async () => {
    const { room, admin, user, former, outsider } = await roomWithEveryRole();
    const member = async (userId: string) => (await findMembership(db, userId, room.id))?.role;
    expect([await member(admin.id), await member(user.id), await member(former.id), await member(outsider.id)]).toEqual([2, 1, undefined, undefined]);
    await db.transaction().execute(async (trx) => {
      expect(await findMembership(trx, user.id, room.id)).toMatchObject({ user_id: user.id, room_id: room.id, role: 1 });
      await trx.updateTable('users').set({ status: USER_STATUS.suspended }).where('id', '=', user.id).execute();
      expect(await findMembership(trx, user.id, room.id)).toBeUndefined();
    });
    expect(await member(user.id)).toBeUndefined();
    expect(await member(admin.id)).toBe(2);
  });
});
