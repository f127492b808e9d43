import type { Viewer } from '../../deps';
import { forbidden } from '../../lib/errors';
import { type Membership, roleAllows } from '../rooms';
import type { FileRow } from './repo';

/**
 * Files belong to their room: members read them (rooms/policy.ts decides membership). A file is deleted by
 * its uploader, or by a room admin, who moderates the room's content.
 */
export function requireCanDeleteFile(viewer: Viewer, membership: Membership, file: Pick<FileRow, 'user_created_id'>) {
  if (file.user_created_id === viewer.id || roleAllows(membership.role, 'moderateMessages')) return;
  throw forbidden();
}

/** A user's totals are theirs to see, and an administrator's. */
export function requireCanSeeVolumeOf(viewer: Viewer, userId: string) {
  if (viewer.id !== userId && !viewer.isAdmin) throw forbidden();
}
