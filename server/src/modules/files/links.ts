import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/** How long a File.url works: long enough to click, short enough that a leaked link soon dies. */
export const LINK_TTL_SECONDS = 15 * 60;

/** download and thumbnail work only in their user's session; shared names its user and works without one. */
export type LinkVariant = 'download' | 'thumbnail' | 'shared';

const signature = (secret: string, variant: LinkVariant, fileId: string, exp: number, userId: string) =>
  createHmac('sha256', secret).update(`file:${variant}:${fileId}:${exp}:${userId}`).digest('base64url');

/** A download link for one user: the HMAC binds file, variant, expiry and user, so it is no use to anyone else. */
export function signedFileUrl(secret: string, clock: Clock, variant: LinkVariant, fileId: string, userId: string) {
  const exp = Math.floor(clock.now().getTime() / 1000) + LINK_TTL_SECONDS;
  const sig = signature(secret, variant, fileId, exp, userId);
  return `/api/files/${encodeURIComponent(fileId)}/${variant}?exp=${exp}&sig=${sig}`;
}

/**
 * A download link that works without a session until it expires (the REST API's download_url), for a client that
 * hands it to a browser or a downloader of its own. It names the user it was made for: the HMAC binds them, and
 * the download checks that they still belong to the file's room.
 */
export function sharedFileUrl(secret: string, clock: Clock, fileId: string, userId: string) {
  const exp = Math.floor(clock.now().getTime() / 1000) + LINK_TTL_SECONDS;
  const sig = signature(secret, 'shared', fileId, exp, userId);
  return `/api/files/${encodeURIComponent(fileId)}/shared?by=${encodeURIComponent(userId)}&exp=${exp}&sig=${sig}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Checks the signature first, so an expiry cannot be stretched by editing the link. */
export function checkFileLink(
  secret: string,
  clock: Clock,
  link: { variant: LinkVariant; fileId: string; userId: string; exp?: unknown; sig?: unknown },
): LinkCheck {
  if (typeof link.exp !== 'string' || !/^\d{1,12}$/.test(link.exp) || typeof link.sig !== 'string') return 'invalid';
  const exp = Number(link.exp);
  const expected = Buffer.from(signature(secret, link.variant, link.fileId, exp, link.userId));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return exp * 1000 < clock.now().getTime() ? 'expired' : 'valid';
}
