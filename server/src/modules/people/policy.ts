import type { Viewer } from '../../deps';
import { notFound } from '../../lib/errors';
import { requireViewer } from '../users/policy';

/**
 * Who may touch people data. A profile is changed only by its owner; a contact request only by its two sides;
 * an invite only by its sender; a note only by its writer. Anything else answers NOT_FOUND, so ids of other
 * people's requests, invites and notes cannot be probed.
 */
export function requireSelf(viewer: Viewer | null, userId: string | null | undefined): Viewer {
  const me = requireViewer(viewer);
  if (userId != null && userId !== me.id) throw notFound();
  return me;
}

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
