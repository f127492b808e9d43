import { ROOM_ROLE } from '@musubi/shared';
import type { TestServer } from './harness';
import { newId, newPublicCode } from '../src/lib/ids';

/** A room with members, written straight into the tables so board tests do not depend on the chat's mutations. */
export async function makeRoom(server: TestServer, members: { id: string; role?: number }[]): Promise<string> {
  const now = server.clock.now().toISOString();
  const roomId = newId();
  await server.deps.db
    .insertInto('rooms')
    .values({ id: roomId, name: 'ルーム', created_user_id: members[0]!.id, musubiCode: newPublicCode(), createdAt: now, updatedAt: now })
    .execute();
  await server.deps.db
    .insertInto('user_rooms')
    .values(
      members.map((m) => ({
        id: newId(),
        user_id: m.id,
        room_id: roomId,
        role: m.role ?? ROOM_ROLE.admin,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  return roomId;
}
