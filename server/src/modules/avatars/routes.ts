import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR, MESSAGES } from '@musubi/shared';
import type { Deps } from '../../deps';
import { AppError, HTTP_STATUS, notFound } from '../../lib/errors';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { requireViewer } from '../users';
import { avatarKey, setRoomPicture, setUserPicture } from './service';
import { toldTo } from '../../lib/language';

const sendError = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.code(status).send({ errors: [{ message: toldTo(reply.request, message), extensions: { code } }] });

/** The image types a picture may be uploaded as; the body is the image itself. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Pictures of people and rooms: PUT the image (the cropped square from the browser) to set one, DELETE to remove
 * it, GET /api/avatars/<id>.webp to see one (any signed-in user: pictures show wherever names do).
 *   PUT|DELETE /api/avatars/me            the signed-in user's picture
 *   PUT|DELETE /api/avatars/rooms/:roomId  a group room's picture, for its admins
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR.maxUploadBytes }, (_request, body, done) => done(null, body));

    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) return sendError(reply, HTTP_STATUS[error.code], error.message, error.code);
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) return sendError(reply, 413, MESSAGES.imageTooLarge, 'BAD_USER_INPUT');
      if (status === 415) return sendError(reply, 415, MESSAGES.imageUnreadable, 'BAD_USER_INPUT');
      if (status && status >= 400 && status < 500) return sendError(reply, status, MESSAGES.genericError, 'BAD_USER_INPUT');
      request.log.error({ err: error }, 'picture route failed');
      return sendError(reply, 500, MESSAGES.genericError, 'INTERNAL_SERVER_ERROR');
    });

    scope.addHook('preHandler', async (request, reply) => {
      if (request.method === 'GET') return;
      const retryAfter = await isOverBudget(httpBudget, request);
      if (retryAfter !== null) {
        reply.header('retry-after', retryAfter);
        return sendError(reply, 429, MESSAGES.rateLimited, 'RATE_LIMITED');
      }
    });

    const upload = (request: FastifyRequest) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new AppError('BAD_USER_INPUT', MESSAGES.imageUnreadable);
      return request.body;
    };

    scope.put('/api/avatars/me', async (request) => ({ image: await setUserPicture(deps, request.viewer, upload(request)) }));
    scope.delete('/api/avatars/me', async (request) => ({ image: await setUserPicture(deps, request.viewer, null) }));
    scope.put<{ Params: { roomId: string } }>('/api/avatars/rooms/:roomId', async (request) => ({
      image: await setRoomPicture(deps, request.viewer, request.params.roomId, upload(request)),
    }));
    scope.delete<{ Params: { roomId: string } }>('/api/avatars/rooms/:roomId', async (request) => ({
      image: await setRoomPicture(deps, request.viewer, request.params.roomId, null),
    }));

    scope.get<{ Params: { name: string } }>('/api/avatars/:name', async (request, reply) => {
      requireViewer(request.viewer);
      const key = avatarKey(`${AVATAR.pathPrefix}${request.params.name}`);
      const body = key ? await deps.storage.get(key) : null;
      if (!body) throw notFound();
      // A picture's path changes with every new picture: what is at one path never changes.
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(body);
    });
  });
}
