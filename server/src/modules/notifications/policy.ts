import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Viewer } from '../../deps';
import { notFound } from '../../lib/errors';
import { requireViewer } from '../users';
import { findOwnNotification } from './repo';

/**
 * A notification is its user's alone: anyone else's id, or another user's list or stream, answers NOT_FOUND, so
 * notifications cannot be probed.
 */
export async function requireOwnNotification(db: Kysely<DB>, viewer: Viewer | null, id: unknown) {
  const me = requireViewer(viewer);
  const row = typeof id === 'string' ? await findOwnNotification(db, me.id, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The viewer, when `userId` is the viewer's own id; else NOT_FOUND. */
export function requireOwnUser(viewer: Viewer | null, userId: unknown): Viewer {
  const me = requireViewer(viewer);
  if (userId !== me.id) throw notFound();
  return me;
}
