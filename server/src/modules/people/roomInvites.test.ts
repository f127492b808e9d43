import { INVITE_TYPE, ROOM_KIND } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, uniqueEmail } from '../../../test/harness';
import { addMember, addRoom, makeContacts } from '../../../test/chat';
import { INVITE_TTL_MS } from './invites';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;

const INVITE = graphql(`mutation RoomInvitesCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }`);
const LIST = graphql(`query RoomInvitesListRoomInvites($room_id: ID!) { listRoomInvites(room_id: $room_id) { items { id email role user_id inviter { id name } } } }`);
const REVOKE = graphql(`mutation RoomInvitesRevokeRoomInvite($id: ID) { revokeRoomInvite(input: { id: $id }) }`);
const PREVIEW = graphql(`query RoomInvitesInviteByToken($token: String) { inviteByToken(token: $token) { status type email inviterName roomName hasAccount } }`);
const JOIN_BY_INVITE = graphql(`mutation RoomInvitesUpdateUserContactJoinRoom($token: String) { updateUserContactJoinRoom(input: { token: $token }) { room_id } }`);

const tokenIn = (text: string) => /invite=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const invites = (roomId: string) => db.selectFrom('invites').selectAll().where('room_id', '=', roomId).orderBy('id').execute();

/** Two admins, a user and a viewer in one room, a removed member, an outsider and a signed-out client. */
async function roomWithInvites() {
  const admin = await signUpUser(server, { name: '佐藤 花子' });
  const coAdmin = await signUpUser(server);
  const member = await signUpUser(server);
  const viewer = await signUpUser(server);
  const former = await signUpUser(server);
  const outsider = await signUpUser(server);
  for (const other of [coAdmin, member, viewer, former]) await makeContacts(server, admin.id, other.id);
  const room = await addRoom(admin.client, { name: '決算チーム', user_ids: [member.id, former.id] });
  await addMember(admin.client, room.id, coAdmin.id, 2);
  await addMember(admin.client, room.id, viewer.id, 0);
  await admin.client.ok(graphql(`mutation RoomInvitesCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
    i: { room_id: room.id, user_id: former.id },
  });
  const email = uniqueEmail('invitee');
  await admin.client.ok(INVITE, { input: { type: INVITE_TYPE.joinRoom, email, room_id: room.id, role: 1 } });
  const token = tokenIn((await server.smtp.lastMailTo(email)).text)!;
  const [invite] = await invites(room.id);
  return { room, admin, coAdmin, member, viewer, former, outsider, anonymous: server.client(), email, token, invite: invite! };
}

describe("a room's invitations", () => {
  it('lists the pending invitations to every admin of the room, with who sent them', async () => {
    const { room, admin, coAdmin, email } = await roomWithInvites();
    for (const reader of [admin, coAdmin]) {
      const { listRoomInvites } = await reader.client.ok(LIST, { room_id: room.id });
      expect(listRoomInvites.items).toEqual([expect.objectContaining({ email, role: 1, user_id: admin.id, inviter: { id: admin.id, name: '佐藤 花子' } })]);
    }
    // A spent or expired invitation is no longer pending.
    server.clock.advance(INVITE_TTL_MS + 1000);
    expect((await admin.client.ok(LIST, { room_id: room.id })).listRoomInvites.items).toEqual([]);
    server.clock.advance(-(INVITE_TTL_MS + 1000));
  });

  it('refuses the list to a lower role, a removed member, an outsider, the signed-out and a malformed id', async () => {
    const { room, member, viewer, former, outsider, anonymous } = await roomWithInvites();
    for (const [client, code] of [
      [member.client, 'FORBIDDEN'],
      [viewer.client, 'FORBIDDEN'],
      [former.client, 'NOT_FOUND'],
      [outsider.client, 'NOT_FOUND'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      const answer = await client.gql(LIST, { room_id: room.id });
      expect(answer.errors?.[0]?.extensions.code).toBe(code);
    }
    const malformed = await outsider.client.gql(LIST, { room_id: 'x'.repeat(200) });
    expect(malformed.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lets another admin revoke an invitation, after which its link is refused and reads as invalid', async () => {
    const { room, coAdmin, invite, token, email } = await roomWithInvites();
    expect((await coAdmin.client.ok(REVOKE, { id: invite.id })).revokeRoomInvite).toBe(invite.id);
    expect(await invites(room.id)).toEqual([]);
    expect((await server.client().ok(PREVIEW, { token })).inviteByToken).toMatchObject({ status: 'invalid', email: null, inviterName: null });
    const newcomer = await signUpUser(server, { email });
    const refused = await newcomer.client.gql(JOIN_BY_INVITE, { token });
    expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await db.selectFrom('user_rooms').select('id').where('room_id', '=', room.id).where('user_id', '=', newcomer.id).execute()).toEqual([]);
  });

  it('refuses revoking to a lower role, a removed member, an outsider, the signed-out and bad input, deleting nothing', async () => {
    const { room, member, viewer, former, outsider, anonymous, invite } = await roomWithInvites();
    const before = await invites(room.id);
    // One rule for both names of the mutation (decision 0175): whoever may not withdraw it gets NOT_FOUND.
    for (const [client, code] of [
      [member.client, 'NOT_FOUND'],
      [viewer.client, 'NOT_FOUND'],
      [former.client, 'NOT_FOUND'],
      [outsider.client, 'NOT_FOUND'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await client.gql(REVOKE, { id: invite.id })).errors?.[0]?.extensions.code).toBe(code);
    }
    expect((await member.client.gql(REVOKE, { id: null })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await member.client.gql(REVOKE, { id: 'nope' })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await invites(room.id)).toEqual(before);
  });

  it("does not let a room admin revoke someone else's contact invitation, nor someone else's used one", async () => {
    const { room, admin, coAdmin, invite, token, email } = await roomWithInvites();
    const contactEmail = uniqueEmail('contact');
    await admin.client.ok(INVITE, { input: { type: INVITE_TYPE.addContactNotExist, email: contactEmail } });
    const contactInvite = await db.selectFrom('invites').select('id').where('email', '=', contactEmail).executeTakeFirstOrThrow();
    expect((await coAdmin.client.gql(REVOKE, { id: contactInvite.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await admin.client.ok(REVOKE, { id: contactInvite.id })).revokeRoomInvite).toBe(contactInvite.id);

    const newcomer = await signUpUser(server, { email });
    await newcomer.client.ok(JOIN_BY_INVITE, { token });
    expect((await coAdmin.client.gql(REVOKE, { id: invite.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await invites(room.id))[0]?.usedAt).not.toBeNull();
  });
});

describe('an invitation link before sign-up or sign-in', () => {
  it('shows the address, inviter and room while valid, and only its state once used or expired', async () => {
    const { token, email } = await roomWithInvites();
    const signedOut = server.client();
    expect((await signedOut.ok(PREVIEW, { token })).inviteByToken).toEqual({
      status: 'valid',
      type: INVITE_TYPE.joinRoom,
      email,
      inviterName: '佐藤 花子',
      roomName: '決算チーム',
      hasAccount: false,
    });
    server.clock.advance(INVITE_TTL_MS + 1000);
    expect((await signedOut.ok(PREVIEW, { token })).inviteByToken).toMatchObject({ status: 'expired', email: null, roomName: null, inviterName: '佐藤 花子' });
    server.clock.advance(-(INVITE_TTL_MS + 1000));

    const newcomer = await signUpUser(server, { email });
    await newcomer.client.ok(JOIN_BY_INVITE, { token });
    expect((await signedOut.ok(PREVIEW, { token })).inviteByToken).toMatchObject({ status: 'used', email: null });
  });

  it('names an inviter without a name in the mail, and leaves the page to name them in its own language', async () => {
    const admin = await signUpUser(server);
    await server.deps.db.updateTable('users').set({ name: null }).where('id', '=', admin.id).execute();
    const room = await addRoom(admin.client, { name: '名無しの部屋' });
    const email = uniqueEmail('nameless');
    await admin.client.ok(INVITE, { input: { type: INVITE_TYPE.joinRoom, email, room_id: room.id } });
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toContain('Musubi ユーザーさんから');
    const token = tokenIn(mail.text)!;
    expect((await server.client().ok(PREVIEW, { token })).inviteByToken).toMatchObject({ status: 'valid', inviterName: null, roomName: '名無しの部屋' });
  });

  it('says an existing account is invited, and refuses a malformed token', async () => {
    const admin = await signUpUser(server);
    const known = await signUpUser(server);
    await makeContacts(server, admin.id, known.id);
    const room = await addRoom(admin.client, { name: '監査' });
    await admin.client.ok(INVITE, { input: { type: INVITE_TYPE.joinRoom, email: known.email, room_id: room.id } });
    const token = tokenIn((await server.smtp.lastMailTo(known.email)).text)!;
    expect((await server.client().ok(PREVIEW, { token })).inviteByToken).toMatchObject({ status: 'valid', hasAccount: true });
    expect((await server.client().ok(PREVIEW, { token: 'unknown' })).inviteByToken.status).toBe('invalid');
    for (const bad of ['', 'x'.repeat(300), null]) {
      expect((await server.client().gql(PREVIEW, { token: bad })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('direct rooms', () => {
  it("are named for each side after the other person, and for nobody else", async () => {
    const hanako = await signUpUser(server, { name: '佐藤 花子' });
    const jiro = await signUpUser(server, { name: '鈴木 次郎' });
    await makeContacts(server, hanako.id, jiro.id);
    await addRoom(hanako.client, { kind: ROOM_KIND.direct, user_ids: [jiro.id] });
    const query = graphql(`query RoomInvitesGetRoomList { getRoomList(limit: 100) { items { id kind directPartner { id name } } } }`);
    const direct = (items: Array<{ id: string; kind: number }>) => items.find((room) => room.kind === ROOM_KIND.direct);
    const mine = direct((await hanako.client.ok(query)).getRoomList.items);
    const theirs = direct((await jiro.client.ok(query)).getRoomList.items);
    expect(mine).toMatchObject({ id: theirs!.id, directPartner: { id: jiro.id, name: '鈴木 次郎' } });
    expect(theirs).toMatchObject({ directPartner: { id: hanako.id, name: '佐藤 花子' } });
    const group = await addRoom(hanako.client, { name: '総務', user_ids: [jiro.id] });
    const asGroup = (await hanako.client.ok(graphql(`query RoomInvitesGetRoom($id: ID!) { getRoom(id: $id) { directPartner { id } } }`), { id: group.id })).getRoom;
    expect(asGroup.directPartner).toBeNull();
    const outsider = await signUpUser(server);
    const refused = await outsider.client.gql(graphql(`query RoomInvitesGetRoom($id: ID!) { getRoom(id: $id) { directPartner { id } } }`), { id: mine!.id });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
