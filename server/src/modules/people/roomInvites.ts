import { INVITE_TYPE, USER_STATUS } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { parseInput } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { pageLimit, toPage } from '../../lib/paging';
import { requireRoomAccess } from '../rooms';
import { findUserByEmail, findUserById } from '../users';
import { findRoom, olderThan } from './repo';

/**
 * A room's invitations as its admins see them (any admin's, not only their own), and what a mailed link shows
 * before its holder signs up or in. Sending, withdrawing and redeeming are in invites.ts.
 */

const roomSchema = z.object({ room_id: z.string().max(64) });

/** listRoomInvites: the room's pending invitations by e-mail, newest first; room admins only. */
export async function listRoomInvites(
  deps: Deps,
  viewer: Viewer | null,
  args: { room_id?: unknown; limit?: number | null; nextToken?: string | null },
) {
  const { room_id } = parseInput(roomSchema, { room_id: args.room_id });
  await requireRoomAccess(deps.db, viewer, room_id, 'manageMembers');
  const limit = pageLimit(args.limit);
  let query = deps.db
    .selectFrom('invites')
    .selectAll()
    .where('room_id', '=', room_id)
    .where('type', '=', INVITE_TYPE.joinRoom)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', isoNow(deps.clock));
  const position = olderThan(args.nextToken, 'invites');
  if (position) query = query.where(position);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => [row.createdAt, row.id]);
}

export type InviteLinkStatus = 'valid' | 'expired' | 'used' | 'invalid';

const tokenSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * inviteByToken: what the link's holder may see before signing up or in. The token proves the mailbox, so a
 * live link tells the address, the inviter's name and the room; a spent or expired one only says so, and an
 * unknown or withdrawn one is simply invalid.
 */
export async function previewInvite(deps: Deps, input: unknown) {
  const { token } = parseInput(tokenSchema, input);
  const invite = await deps.db.selectFrom('invites').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
  if (!invite) return { status: 'invalid' as InviteLinkStatus, hasAccount: false };
  const inviter = await findUserById(deps.db, invite.user_id);
  // Without a name, none: the page tells who in its own language.
  const inviterName = inviter?.name?.trim() || null;
  if (invite.usedAt) return { status: 'used' as InviteLinkStatus, type: invite.type, inviterName, hasAccount: false };
  if (Date.parse(invite.expiresAt) <= deps.clock.now().getTime()) {
    return { status: 'expired' as InviteLinkStatus, type: invite.type, inviterName, hasAccount: false };
  }
  const room = invite.room_id ? await findRoom(deps.db, invite.room_id) : undefined;
  const invitee = await findUserByEmail(deps.db, invite.email);
  return {
    status: 'valid' as InviteLinkStatus,
    type: invite.type,
    email: invite.email,
    inviterName,
    roomName: room?.name ?? null,
    hasAccount: !!invitee && invitee.status !== USER_STATUS.suspended,
  };
}
