import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Viewer } from '../../deps';
import { notFound } from '../../lib/errors';
import { findMembership, roleAllows } from '../rooms';
import { requireViewer } from '../users';
import type { InviteRow } from './repo';

/**
 * Who may touch people data. A contact request only by its two sides; an invite only by its sender; a note only
 * by its writer (a profile and a note are their user's own: requireSelf in users/policy.ts). Anything else answers
 * NOT_FOUND, so ids of other people's requests, invites and notes cannot be probed.
 */
export function requireOwner<T extends Record<K, string | null>, K extends keyof T>(
  me: Viewer,
  row: T | undefined,
  ...ownerKeys: K[]
): T {
  if (!row || !ownerKeys.some((key) => row[key] === me.id)) throw notFound();
  return row;
}

/** The user themself or an administrator may read a user's contact-request lists and counts. */
export function requireSelfOrAdmin(viewer: Viewer | null, userId: string | null | undefined): Viewer {
  const me = requireViewer(viewer);
  if (userId != null && userId !== me.id && !me.isAdmin) throw notFound();
  return me;
}

/**
 * Who may withdraw an invitation (decision 0175): its sender, pending or spent (it leaves their list of sent
 * invitations), or an admin of the room it invites to while it is pending. Anyone else gets NOT_FOUND, as for an
 * unknown id.
 */
export async function mayWithdrawInvite(
  db: Kysely<DB>,
  me: Viewer,
  invite: Pick<InviteRow, 'user_id' | 'room_id' | 'usedAt'> | undefined,
): Promise<void> {
  if (invite?.user_id === me.id) return;
  const membership = invite?.room_id && !invite.usedAt ? await findMembership(db, me.id, invite.room_id) : undefined;
  if (!membership || !roleAllows(membership.role, 'manageMembers')) throw notFound();
}
