import { INVITE_TYPE, MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { addMember, addRoom, makeContacts } from '../chat';
import { queryText, signUpUser, startTestServer, type TestClient, uniqueEmail } from '../harness';
import { graphql } from '../graphql';

const server = await startTestServer();
const db = server.deps.db;

const INVITE = graphql(`mutation InvitationsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id role } }`);
const REDEEM = graphql(`mutation InvitationsUpdateUserContactJoinRoom($i: RedeemInviteInput!) { updateUserContactJoinRoom(input: $i) { id role } }`);
const ROOM_INVITES = graphql(`query InvitationsListRoomInvites($r: ID!) { listRoomInvites(room_id: $r) { items { id email role user_id } } }`);
const WITHDRAW = graphql(`mutation InvitationsDeleteInviteByEmail($i: DeleteInviteByEmailInput!) { deleteInviteByEmail(input: $i) }`);
const SET_ROLE = graphql(`mutation InvitationsCustomUpdateRoleUserRoom($i: UpdateRoleUserRoomInput!) { customUpdateRoleUserRoom(input: $i) { id } }`);
const REMOVE = graphql(`mutation InvitationsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);

const tokenIn = (text: string) => decodeURIComponent(/invite=([^\s&]+)/.exec(text)?.[1] ?? '');

/** An owner's room with a second admin, a plain member and an outsider. */
async function roomWithTwoAdmins() {
  const owner = await signUpUser(server);
  const admin = await signUpUser(server);
  const member = await signUpUser(server);
  const outsider = await signUpUser(server);
  for (const other of [admin, member]) await makeContacts(server, owner.id, other.id);
  const room = await addRoom(owner.client, { name: '経理部', user_ids: [member.id] });
  expect((await addMember(owner.client, room.id, admin.id, ROOM_ROLE.admin)).errors).toBeUndefined();
  return { owner, admin, member, outsider, room };
}

async function invite(client: TestClient, roomId: string, email: string, role: number) {
  const data = await client.ok(INVITE, { i: { type: INVITE_TYPE.joinRoom, email, room_id: roomId, role } });
  return { id: data.createInviteByEmail.id as string, token: tokenIn((await server.smtp.lastMailTo(email)).text) };
}

const membersOf = (roomId: string) => db.selectFrom('user_rooms').select(['user_id', 'role']).where('room_id', '=', roomId).execute();
const invitesOf = (roomId: string) => db.selectFrom('invites').select(['id', 'usedAt']).where('room_id', '=', roomId).execute();

describe('an invitation dies with the inviter’s rights', () => {
  it('refuses an admin invitation redeemed after its sender was demoted and removed', async () => {
    const { owner, admin, room } = await roomWithTwoAdmins();
    const secondAccount = uniqueEmail('second');
    const sent = await invite(admin.client, room.id, secondAccount, ROOM_ROLE.admin);

    // The owner sees the pending invitation though someone else sent it.
    const listed = await owner.client.ok(ROOM_INVITES, { r: room.id });
    expect(listed.listRoomInvites.items).toEqual([{ id: sent.id, email: secondAccount, role: ROOM_ROLE.admin, user_id: admin.id }]);

    await owner.client.ok(SET_ROLE, { i: { room_id: room.id, user_id: admin.id, role: ROOM_ROLE.user } });
    await owner.client.ok(REMOVE, { i: { room_id: room.id, user_id: admin.id } });
    expect(await invitesOf(room.id)).toEqual([]);

    const second = await signUpUser(server, { email: secondAccount });
    const before = await membersOf(room.id);
    const redeemed = await second.client.gql(REDEEM, { i: { token: sent.token } });
    expect(redeemed.errors?.[0]).toMatchObject({ message: MESSAGES.inviteInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await membersOf(room.id)).toEqual(before);
    const removeOwner = await second.client.gql(REMOVE, { i: { room_id: room.id, user_id: owner.id } });
    expect(removeOwner.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await membersOf(room.id)).toEqual(before);
  });

  it('withdraws a demoted admin’s invitations, and re-checks the sender when one is redeemed', async () => {
    const { owner, admin, room } = await roomWithTwoAdmins();
    const demoted = await invite(admin.client, room.id, uniqueEmail('demoted'), ROOM_ROLE.user);
    await owner.client.ok(SET_ROLE, { i: { room_id: room.id, user_id: admin.id, role: ROOM_ROLE.user } });
    expect((await invitesOf(room.id)).map((row) => row.id)).not.toContain(demoted.id);

    // A sender who lost the right some other way (here a row changed behind the service) is caught at redemption.
    await owner.client.ok(SET_ROLE, { i: { room_id: room.id, user_id: admin.id, role: ROOM_ROLE.admin } });
    const email = uniqueEmail('late');
    const sent = await invite(admin.client, room.id, email, ROOM_ROLE.admin);
    await db.updateTable('user_rooms').set({ role: ROOM_ROLE.user }).where('room_id', '=', room.id).where('user_id', '=', admin.id).execute();
    const invitee = await signUpUser(server, { email });
    const result = await invitee.client.gql(REDEEM, { i: { token: sent.token } });
    expect(result.errors?.[0]?.message).toBe(MESSAGES.inviteInvalid);
    expect((await membersOf(room.id)).map((m) => m.user_id)).not.toContain(invitee.id);
    expect((await invitesOf(room.id)).map((row) => row.id)).not.toContain(sent.id);
  });

  it('refuses an invitation with a role above the sender’s, writing nothing', async () => {
    const { owner, member, room } = await roomWithTwoAdmins();
    const before = await invitesOf(room.id);
    const asMember = await member.client.gql(INVITE, {
      i: { type: INVITE_TYPE.joinRoom, email: uniqueEmail(), room_id: room.id, role: ROOM_ROLE.admin },
    });
    expect(asMember.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const tooHigh = await owner.client.gql(INVITE, { i: { type: INVITE_TYPE.joinRoom, email: uniqueEmail(), room_id: room.id, role: 3 } });
    expect(tooHigh.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await invitesOf(room.id)).toEqual(before);
  });

  it('lets the room’s admins withdraw anyone’s pending invitation, and nobody else', async () => {
    const { owner, admin, member, outsider, room } = await roomWithTwoAdmins();
    const sent = await invite(admin.client, room.id, uniqueEmail('pending'), ROOM_ROLE.user);
    const anonymous = server.client();
    for (const client of [member.client, outsider.client]) {
      const refused = await client.gql(WITHDRAW, { i: { id: sent.id } });
      expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect((await anonymous.gql(WITHDRAW, { i: { id: sent.id } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await owner.client.gql(WITHDRAW, { i: { id: 'x'.repeat(65) } })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await invitesOf(room.id)).map((row) => row.id)).toContain(sent.id);

    expect(await owner.client.ok(WITHDRAW, { i: { id: sent.id } })).toEqual({ deleteInviteByEmail: sent.id });
    expect(await invitesOf(room.id)).toEqual([]);
  });

  it('shows the room’s pending invitations to its admins only', async () => {
    const { owner, member, outsider, room } = await roomWithTwoAdmins();
    await invite(owner.client, room.id, uniqueEmail('shown'), ROOM_ROLE.view);
    expect((await member.client.gql(ROOM_INVITES, { r: room.id })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await outsider.client.gql(ROOM_INVITES, { r: room.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await server.client().gql(ROOM_INVITES, { r: room.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await owner.client.gql(queryText(ROOM_INVITES), {})).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await owner.client.ok(ROOM_INVITES, { r: room.id })).listRoomInvites.items).toHaveLength(1);
  });
});
