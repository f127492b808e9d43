import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Viewer } from '../../deps';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { findMembership, findRoom, requireRoomAccess, roleAllows } from '../rooms';
import { requireAdmin, requireViewer } from '../users';
import { IMPORT_MESSAGES } from './messages';
import type { ImportJobRow } from './repo';
import type { ImportSourceReader } from './source';

/**
 * Who may import (decision 0319): a workspace (Slack) only an administrator; a board into a room (Trello) an
 * administrator into any room, or an admin of that room into it, as rooms' policy answers (importBoards). A room
 * that does not exist, or one the viewer is not a member of, is NOT_FOUND alike.
 */
export async function requireImporter(db: Kysely<DB>, viewer: Viewer | null, source: ImportSourceReader, roomId: unknown): Promise<{ viewer: Viewer; roomId: string | null }> {
  if (!source.intoRoom) return { viewer: requireAdmin(viewer), roomId: null };
  const me = requireViewer(viewer);
  if (typeof roomId !== 'string' || roomId.trim() === '') throw badInput(IMPORT_MESSAGES.roomRequired, { field: 'room_id' });
  if (me.isAdmin) {
    if (roomId.length > 64 || !(await findRoom(db, roomId))) throw notFound();
    return { viewer: me, roomId };
  }
  await requireRoomAccess(db, me, roomId, 'importBoards');
  return { viewer: me, roomId };
}

/** A job is for administrators, and a job into a room also for that room's admins; anyone else is FORBIDDEN. */
export async function requireJobAccess(db: Kysely<DB>, viewer: Viewer | null, job: Pick<ImportJobRow, 'room_id'>): Promise<Viewer> {
  const me = requireViewer(viewer);
  if (me.isAdmin) return me;
  const membership = job.room_id ? await findMembership(db, me.id, job.room_id) : undefined;
  if (membership && roleAllows(membership.role, 'importBoards')) return me;
  throw forbidden();
}

/** The jobs list: all of them for an administrator; a room's for its admins. */
export async function requireJobList(db: Kysely<DB>, viewer: Viewer | null, roomId: string | null | undefined): Promise<Viewer> {
  if (roomId == null) return requireAdmin(viewer);
  const me = requireViewer(viewer);
  if (me.isAdmin) return me;
  return (await requireRoomAccess(db, me, roomId, 'importBoards')).viewer;
}
