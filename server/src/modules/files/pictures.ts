import type { FastifyInstance } from 'fastify';
import { MESSAGES, USER_STATUS } from '@musubi/shared';
import type { Deps, Viewer } from '../../deps';
import { badInput, notFound } from '../../lib/errors';
import { findMembership } from '../rooms/policy';
import { findFile } from './repo';

/**
 * Profile pictures and room images are files uploaded to Musubi, never addresses elsewhere: an outside address
 * would tell its owner who looked at a profile or a room, and when. users.image and rooms.image hold the file's
 * id; clients get our own address for it, which serves the image's thumbnail.
 */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a client is told for a stored picture: our address for it, or null (none, or an old outside address). */
export function pictureUrl(stored: string | null | undefined): string | null {
  return stored && FILE_ID.test(stored) ? `/api/pictures/${stored}` : null;
}

/**
 * The value to store for a picture chosen by the viewer: null to clear it, otherwise the id of an image they
 * uploaded themselves that is still there. Anything else (an address, someone else's file, a document) is
 * BAD_USER_INPUT.
 */
export async function choosePicture(deps: Deps, viewer: Viewer, value: string | null | undefined): Promise<string | null> {
  if (value == null || value === '') return null;
  const file = FILE_ID.test(value) ? await findFile(deps.db, value) : undefined;
  if (!file || file.deletedAt || file.user_created_id !== viewer.id || !file.type.startsWith('image/') || !file.thumbnail_key) {
    throw badInput(MESSAGES.pictureNotUploaded, { field: 'image' });
  }
  return file.id;
}

/** Whether the viewer may see the picture: an active user's profile picture, or the image of one of their rooms. */
async function canSeePicture(deps: Deps, viewer: Viewer, fileId: string): Promise<boolean> {
  const owner = await deps.db
    .selectFrom('users')
    .select('id')
    .where('image', '=', fileId)
    .where('status', '=', USER_STATUS.active)
    .executeTakeFirst();
  if (owner) return true;
  const rooms = await deps.db.selectFrom('rooms').select('id').where('image', '=', fileId).execute();
  for (const room of rooms) if (await findMembership(deps.db, viewer.id, room.id)) return true;
  return false;
}

/** GET /api/pictures/:id: the thumbnail of a picture in use, to signed-in users who may see it. */
export function registerPictureRoute(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { id: string } }>('/api/pictures/:id', async (request, reply) => {
    const viewer = request.viewer;
    const fileId = request.params.id;
    if (!viewer || !FILE_ID.test(fileId)) throw notFound();
    const file = await findFile(deps.db, fileId);
    if (!file || file.deletedAt || !file.thumbnail_key || !(await canSeePicture(deps, viewer, fileId))) throw notFound();
    const body = await deps.storage.get(file.thumbnail_key);
    if (!body) throw notFound();
    return reply
      .header('content-type', 'image/webp')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
}
