import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound, parseInput } from '../../lib/errors';
import { newPublicCode } from '../../lib/ids';
import { requireRoomAccess } from '../rooms/policy';
import { requireViewer } from '../users/policy';
import { addMember, announceMembers } from './membership';
import { findRoom } from './repo';

const codeSchema = z.object({
  musubiCode: z.string({ error: MESSAGES.required }).trim().min(1, { message: MESSAGES.required }).max(64),
});

/**
 * roomByCode: a public room found by its code, or a room the viewer already belongs to. A private room is
 * never revealed: the answer for it is the same empty list as for a code that does not exist.
 */
export async function roomByCode(deps: Deps, viewer: Viewer | null, args: { musubiCode?: string | null }) {
  const me = requireViewer(viewer);
  const { musubiCode } = parseInput(codeSchema, args);
  const room = await deps.db
    .selectFrom('rooms')
    .selectAll('rooms')
    .where('rooms.musubiCode', '=', musubiCode)
    .where((eb) =>
      eb.or([
        eb('rooms.public', '=', 1),
        eb.exists(
          eb
            .selectFrom('user_rooms')
            .select('user_rooms.id')
            .whereRef('user_rooms.room_id', '=', 'rooms.id')
            .where('user_rooms.user_id', '=', me.id),
        ),
      ]),
    )
    .executeTakeFirst();
  return { items: room ? [room] : [], nextToken: null };
}

/**
 * joinRoomByCode: joins a public room as a user (1), or as a viewer (0) when the room admits strangers
 * read-only until an admin promotes them. Joining twice returns the existing membership.
 */
export async function joinRoomByCode(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { musubiCode } = parseInput(codeSchema, input);
  const { membership, added } = await deps.db.transaction().execute(async (trx) => {
    const room = await trx
      .selectFrom('rooms')
      .selectAll()
      .where('musubiCode', '=', musubiCode)
      .where('public', '=', 1)
      .executeTakeFirst();
    if (!room) throw notFound();
    return addMember(trx, deps, room, me.id, room.stranger ? ROOM_ROLE.view : ROOM_ROLE.user);
  });
  if (added) await announceMembers(deps, [membership.room_id]);
  return membership;
}

const roomIdSchema = z.object({ room_id: z.string({ error: MESSAGES.required }).max(64) });

/** regenerateRoomCode: a room admin replaces the code, so links and codes handed out before stop working. */
export async function regenerateRoomCode(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { room_id } = parseInput(roomIdSchema, input);
  await requireRoomAccess(deps.db, viewer, room_id, 'editRoomInfo');
  await deps.db
    .updateTable('rooms')
    .set({ musubiCode: newPublicCode(), updatedAt: isoNow(deps.clock) })
    .where('id', '=', room_id)
    .execute();
  const room = await findRoom(deps.db, room_id);
  if (!room) throw notFound();
  return room;
}
