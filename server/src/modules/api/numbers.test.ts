import { ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { makeRoom } from '../../../test/rooms';
import { numbersOf } from './numbers';

const server = await startTestServer();
const db = server.deps.db;

const MEMBER_NUMBERS = graphql(`query ApiMemberNumbers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { user_id accountNumber } } }`);
const REMOVE = graphql(`mutation ApiRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);

const numbered = async () => (await db.selectFrom('api_numbers').select('target_id').where('kind', '=', 'account').execute()).length;

async function world() {
  const admin = await signUpUser(server);
  const member = await signUpUser(server);
  const former = await signUpUser(server);
  const outsider = await signUpUser(server);
  const roomId = await makeRoom(server, [{ id: admin.id }, { id: member.id, role: ROOM_ROLE.user }, { id: former.id, role: ROOM_ROLE.user }]);
  return { admin, member, former, outsider, roomId };
}

describe("a member's account number on the membership", () => {
  it("is the REST API's number, shown to the room's members; a member never shown has none, and reading numbers nobody", async () => {
    const { admin, member, roomId } = await world();
    const before = await numbered();
    const unnumbered = await member.client.ok(MEMBER_NUMBERS, { r: roomId });
    expect(unnumbered.userRoom.items.map((row) => row.accountNumber)).toEqual([null, null, null]);
    expect(await numbered()).toBe(before);

    const numbers = await numbersOf(db, server.clock, 'account', [admin.id, member.id]);
    const { userRoom } = await member.client.ok(MEMBER_NUMBERS, { r: roomId });
    const byUser = new Map(userRoom.items.map((row) => [row.user_id, row.accountNumber]));
    expect(byUser.get(admin.id)).toBe(numbers.get(admin.id));
    expect(byUser.get(member.id)).toBe(numbers.get(member.id));
    expect(userRoom.items.filter((row) => row.accountNumber === null)).toHaveLength(1);
  });

  it('is refused to an outsider, a removed member and someone signed out', async () => {
    const { admin, former, outsider, roomId } = await world();
    await numbersOf(db, server.clock, 'account', [admin.id]);
    await admin.client.ok(REMOVE, { i: { room_id: roomId, user_id: former.id } });
    const before = await numbered();
    for (const client of [outsider.client, former.client, server.client()]) {
      const answer = await client.gql(MEMBER_NUMBERS, { r: roomId });
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer.data ?? null)).not.toContain('accountNumber');
    }
    expect(await numbered()).toBe(before);
  });
});
