import { ROOM_KIND, ROOM_ROLE } from '@musubi/shared';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId, newPublicCode } from '../../lib/ids';
import { findUserRoom, insertMembership, membersOf, refreshMemberCounts } from '../rooms/repo';
import { publishUserRooms } from '../rooms/service';
import { createDefaultTags } from '../rooms/tags';
import type { Db, RoomRow, UserRoomRow } from './repo';

/**
 * Adds a user to a room inside the caller's transaction, starting with the room read, and keeps the room's
 * member counts in step. Returns the existing membership untouched when the user is already in the room.
 */
export async function addMember(
  trx: Db,
  deps: Pick<Deps, 'clock'>,
  room: Pick<RoomRow, 'id' | 'last_seq'>,
  userId: string,
  role: number,
): Promise<{ membership: UserRoomRow; added: boolean }> {
  const existing = await findUserRoom(trx, userId, room.id);
  if (existing) return { membership: existing, added: false };
  const now = isoNow(deps.clock);
  const id = newId();
  await insertMembership(trx, { id, room_id: room.id, user_id: userId, role, last_read_seq: room.last_seq, createdAt: now, updatedAt: now });
  await refreshMemberCounts(trx, room.id, now);
  const membership = await trx.selectFrom('user_rooms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { membership, added: true };
}

/**
 * The one direct room of two contacts (direct_key = their ids sorted and joined), both as admins.
 * Reopened, not duplicated, when the two become contacts again. Returns the room id.
 */
export async function ensureDirectRoom(trx: Db, deps: Pick<Deps, 'clock'>, userIds: [string, string], createdBy: string) {
  const directKey = [...userIds].sort().join(':');
  let room = await trx.selectFrom('rooms').selectAll().where('direct_key', '=', directKey).executeTakeFirst();
  if (!room) {
    const now = isoNow(deps.clock);
    room = {
      id: newId(),
      name: 'ダイレクトチャット',
      image: null,
      created_user_id: createdBy,
      description: null,
      totalUser: 0,
      countUser: 0,
      stranger: 0,
      musubiCode: newPublicCode(),
      overview: null,
      public: 0,
      kind: ROOM_KIND.direct,
      direct_key: directKey,
      last_seq: 0,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('rooms').values(room).execute();
    await createDefaultTags(trx, deps, room.id, createdBy);
  }
  for (const userId of userIds) {
    const { membership, added } = await addMember(trx, deps, room, userId, ROOM_ROLE.admin);
    // Contacts again after a removal: the room kept read-only opens for both once more.
    if (!added && membership.role !== ROOM_ROLE.admin) {
      await trx.updateTable('user_rooms').set({ role: ROOM_ROLE.admin, updatedAt: isoNow(deps.clock) }).where('id', '=', membership.id).execute();
    }
  }
  await refreshMemberCounts(trx, room.id, isoNow(deps.clock));
  return room.id;
}

/**
 * When two people stop being contacts, their direct room stays with its history but nobody posts in it: both
 * become viewers. Returns the room id, or null when they never had one.
 */
export async function closeDirectRoom(trx: Db, deps: Pick<Deps, 'clock'>, userIds: [string, string]) {
  const directKey = [...userIds].sort().join(':');
  const room = await trx.selectFrom('rooms').select('id').where('direct_key', '=', directKey).executeTakeFirst();
  if (!room) return null;
  const now = isoNow(deps.clock);
  await trx.updateTable('user_rooms').set({ role: ROOM_ROLE.view, updatedAt: now }).where('room_id', '=', room.id).execute();
  await refreshMemberCounts(trx, room.id, now);
  return room.id;
}

/** After commit: every member of the rooms hears of the change (a newcomer, new member counts). */
export async function announceMembers(deps: Pick<Deps, 'pubsub' | 'db'>, roomIds: string[]): Promise<void> {
  for (const roomId of roomIds) await publishUserRooms(deps, await membersOf(deps.db, roomId));
}
