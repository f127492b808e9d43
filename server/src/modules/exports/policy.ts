import type { Viewer } from '../../deps';
import { notFound } from '../../lib/errors';
import { requireAdmin, requireViewer } from '../users';
import { ADMIN_KINDS, type ExportJobRow } from './repo';

const isAdminKind = (kind: string) => (ADMIN_KINDS as readonly string[]).includes(kind);

/** Who may start an export of a kind: any signed-in person their own data, an administrator the instance or rooms. */
export function requireStarter(viewer: Viewer | null, kind: string): Viewer {
  return isAdminKind(kind) ? requireAdmin(viewer) : requireViewer(viewer);
}

/** Who may see, cancel and download a job: its starter, and for an administrator's export every administrator. */
export function mayReach(viewer: Viewer, job: Pick<ExportJobRow, 'kind' | 'created_user_id'>) {
  return job.created_user_id === viewer.id || (viewer.isAdmin && isAdminKind(job.kind));
}

/** A job the viewer may reach; any other, or none, answers as if it did not exist. */
export function requireReach<T extends Pick<ExportJobRow, 'kind' | 'created_user_id'>>(viewer: Viewer | null, job: T | undefined): T {
  const signedIn = requireViewer(viewer);
  if (!job || !mayReach(signedIn, job)) throw notFound();
  return job;
}
