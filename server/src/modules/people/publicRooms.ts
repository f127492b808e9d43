import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { notFound, parseInput } from '../../lib/errors';
import { addMembership } from '../rooms';
import { requireViewer } from '../users';

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
  return deps.db.transaction().execute(async (trx) => {
    const room = await trx
      .selectFrom('rooms')
      .selectAll()
      .where('musubiCode', '=', musubiCode)
      .where('public', '=', 1)
      .executeTakeFirst();
    if (!room) throw notFound();
    return (await addMembership(trx, deps, room.id, me.id, room.stranger ? ROOM_ROLE.view : ROOM_ROLE.user)).membership;
  });
}
