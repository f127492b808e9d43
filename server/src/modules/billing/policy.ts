import type { Viewer } from '../../deps';
import { forbidden } from '../../lib/errors';
import { requireViewer } from '../users';

/** A user's plan, transactions and card are theirs; an administrator may read them. */
export function requireBillingReader(viewer: Viewer | null, userId: string | null | undefined): string {
  const v = requireViewer(viewer);
  const target = userId || v.id;
  if (target !== v.id && !v.isAdmin) throw forbidden();
  return target;
}
