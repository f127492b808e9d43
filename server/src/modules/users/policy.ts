import type { Config } from '../../config';
import type { Viewer } from '../../deps';
import { USER_STATUS } from '@musubi/shared';
import { confirmSignUpFirst, forbidden, notFound, unauthenticated } from '../../lib/errors';

/** An administrator is a user whose e-mail is in ADMIN_EMAILS, or one granted with `npm run admin -- grant`. */
export function isAdministrator(config: Pick<Config, 'ADMIN_EMAILS'>, user: { email: string; is_admin: number }) {
  return user.is_admin === 1 || config.ADMIN_EMAILS.includes(user.email.toLowerCase());
}

/** A signed-in user with a confirmed address: everything that reads or writes the product's data asks here. */
export function requireViewer(viewer: Viewer | null): Viewer {
  const me = requireSignedIn(viewer);
  if (me.status === USER_STATUS.unconfirmed) throw confirmSignUpFirst();
  return me;
}

/**
 * Any signed-in user, confirmed or not. Only the steps an unconfirmed account may take ask here: confirm or
 * resend the code, change the address, read its own account, sign out.
 */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/**
 * A user's own data (a profile, a note) is changed only by that user: a given id must be the caller's own, and
 * any other id answers NOT_FOUND, so it cannot be probed.
 */
export function requireSelf(viewer: Viewer | null, userId: string | null | undefined): Viewer {
  const me = requireViewer(viewer);
  if (userId != null && userId !== me.id) throw notFound();
  return me;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const v = requireViewer(viewer);
  if (!v.isAdmin) throw forbidden();
  return v;
}

/** Fields of a user that only the user (or an administrator) may read. */
export function canReadPrivateFields(viewer: Viewer | null, userId: string): boolean {
  return !!viewer && (viewer.id === userId || viewer.isAdmin);
}

/**
 * How a viewer relates to a user, for the profile fields: self (or an administrator) reads everything,
 * a contact also reads the e-mail address and phones, anyone else only the public profile.
 */
export type Relation = 'self' | 'contact' | 'other';

export function relationTo(viewer: Viewer | null, userId: string, viewerContactIds: ReadonlySet<string>): Relation {
  if (canReadPrivateFields(viewer, userId)) return 'self';
  return viewerContactIds.has(userId) ? 'contact' : 'other';
}

/** E-mail and phones: for the user, administrators and the user's contacts. */
export const canReadContactFields = (relation: Relation) => relation !== 'other';
