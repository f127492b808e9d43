import type { Kysely } from 'kysely';
import { ROOM_KIND } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Viewer } from '../../deps';
import { forbidden } from '../../lib/errors';
import { findRoom, requireRoomAccess } from '../rooms';

/**
 * Who may see and change a room's incoming webhooks: the room's admins (the rooms policy's manageMembers, since a
 * webhook brings a member in), and only in a group room: a direct room and "my chat" take no bots.
 */
export async function requireWebhookAdmin(db: Kysely<DB>, viewer: Viewer | null, roomId: unknown) {
  const access = await requireRoomAccess(db, viewer, typeof roomId === 'string' ? roomId : null, 'manageMembers');
  const room = await findRoom(db, access.membership.room_id);
  if (!room || room.kind !== ROOM_KIND.group) throw forbidden();
  return access;
}
