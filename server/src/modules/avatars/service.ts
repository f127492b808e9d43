import { Readable } from 'node:stream';
import { AVATAR, MESSAGES, ROOM_KIND } from '@musubi/shared';
import sharp from 'sharp';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { findRoom, requireRoomAccess, setRoomImage } from '../rooms';
import { findUserById, requireViewer, setPicture } from '../users';

/** sharp refuses images with more pixels than this (decompression bombs). */
const PIXEL_LIMIT = 40_000_000;

/** The storage key behind a picture's path, or null for anything that is not one of ours. */
export function avatarKey(path: string | null | undefined): string | null {
  if (!path || !AVATAR.pattern.test(path)) return null;
  return `avatars/${path.slice(AVATAR.pathPrefix.length)}`;
}

/**
 * Makes the stored picture from an upload: turned upright, cut to the centre square (the browser has already
 * cropped it; anything else is squared here), resized and re-encoded, so no byte of the upload is ever served.
 */
async function storePicture(deps: Pick<Deps, 'storage'>, upload: Buffer): Promise<string> {
  let picture: Buffer;
  try {
    picture = await sharp(upload, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badInput(MESSAGES.imageUnreadable, { field: 'image' });
  }
  const path = `${AVATAR.pathPrefix}${newId()}.webp`;
  await deps.storage.put(avatarKey(path)!, Readable.from([picture]), 'image/webp');
  return path;
}

/**
 * A picture brought by an import of Musubi's own export (decision 0331): kept byte for byte when it is what this
 * server makes (a WebP of AVATAR.size square, decoding whole, with no metadata), made anew like an upload otherwise.
 * Answers its path, or null for bytes that are no picture.
 */
export async function storeImportedPicture(deps: Pick<Deps, 'storage'>, bytes: Uint8Array): Promise<string | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' });
    const meta = await image.metadata();
    await image.stats();
    const ours = meta.format === 'webp' && meta.width === AVATAR.size && meta.height === AVATAR.size && !meta.exif && !meta.icc && !meta.xmp && !meta.iptc;
    if (!ours) return await storePicture(deps, Buffer.from(bytes));
  } catch {
    return null;
  }
  const path = `${AVATAR.pathPrefix}${newId()}.webp`;
  await deps.storage.put(avatarKey(path)!, Readable.from([Buffer.from(bytes)]), 'image/webp');
  return path;
}

async function forget(deps: Deps, path: string | null) {
  const key = avatarKey(path);
  if (key) await deps.storage.delete(key);
}

/** The signed-in user's own picture: replaced by the upload, or removed (upload null). Answers the new path. */
export async function setUserPicture(deps: Deps, viewer: Viewer | null, upload: Buffer | null) {
  return setAccountPicture(deps, requireViewer(viewer).id, upload);
}

/**
 * An account's picture, replaced by the upload or removed: for a caller that has already said who may (a webhook's
 * bot is pictured by its room's admins). Answers the new path.
 */
export async function setAccountPicture(deps: Deps, userId: string, upload: Buffer | null) {
  const before = await findUserById(deps.db, userId);
  if (!before) throw notFound();
  const path = upload ? await storePicture(deps, upload) : null;
  await setPicture(deps.db, userId, path, isoNow(deps.clock));
  await forget(deps, before.image);
  return path;
}

/** A group room's picture, for its admins: replaced by the upload, or removed. Every member hears of it. */
export async function setRoomPicture(deps: Deps, viewer: Viewer | null, roomId: string, upload: Buffer | null) {
  await requireRoomAccess(deps.db, viewer, roomId, 'editRoomInfo');
  const room = await findRoom(deps.db, roomId);
  if (!room) throw notFound();
  if (room.kind !== ROOM_KIND.group) throw forbidden(MESSAGES.myChatFixed);
  const path = upload ? await storePicture(deps, upload) : null;
  await setRoomImage(deps, roomId, path);
  await forget(deps, room.image);
  return path;
}
