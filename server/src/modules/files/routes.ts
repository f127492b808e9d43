import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@musubi/shared';
import type { Deps } from '../../deps';
import { type ByteRange, WRITE_BUFFER_BYTES } from '../../infra/storage';
import { AppError, HTTP_STATUS, notFound } from '../../lib/errors';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import { discardRestOfBody } from '../../lib/refused-body';
import { allowRoomAccess, findMembership, requireRoomAccess } from '../rooms';
import { requireViewer } from '../users';
import { checkFileLink, type LinkVariant } from './links';
import { findFile } from './repo';
import { HARD_CAP_BYTES, parserLimitBytes, uploadFile } from './service';
import { toFileJson } from './present';
import { toldTo } from '../../lib/language';

const sendError = (reply: FastifyReply, status: number, message: string, code: string) =>
  reply.code(status).send({ errors: [{ message: toldTo(reply.request, message), extensions: { code } }] });

/** RFC 6266 / RFC 8187: an ASCII fallback for old clients, and the real (Japanese) name UTF-8 encoded. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * What a browser may show in a tab of its own: PDFs (its viewer) and images (the in-app viewer), never scripts or
 * HTML (SVG is not accepted at all). Everything else, and these too with ?download=1, is saved as a download.
 */
export const showsInline = (type: string) => type === 'application/pdf' || type.startsWith('image/');

/** One "bytes=" range of a file of the given size; null when there is none, 'invalid' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * POST /api/files (multipart: room_id and optional task_id, message_id, board_id, memo_id fields, then the
 * file part), the signed downloads behind File.url and File.thumbnailUrl, and the shared links of the REST API.
 */
export async function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      highWaterMark: WRITE_BUFFER_BYTES,
      fileHwm: WRITE_BUFFER_BYTES,
      limits: { fileSize: HARD_CAP_BYTES + 1, files: 1, fields: 8, fieldSize: 256, parts: 9, headerPairs: 50 },
    });

    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) return sendError(reply, HTTP_STATUS[error.code], error.message, error.code);
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return sendError(reply, status, MESSAGES.genericError, 'BAD_USER_INPUT');
      request.log.error({ err: error }, 'file route failed');
      return sendError(reply, 500, MESSAGES.genericError, 'INTERNAL_SERVER_ERROR');
    });

    scope.post('/api/files', async (request, reply) => {
      const retryAfter = await isOverBudget(httpBudget, request);
      if (retryAfter !== null) reply.header('retry-after', retryAfter);
      if (retryAfter !== null) return sendError(reply, 429, MESSAGES.rateLimited, 'RATE_LIMITED');
      const viewer = requireViewer(request.viewer);
      if (!request.isMultipart()) return sendError(reply, 400, MESSAGES.fileRequired, 'BAD_USER_INPUT');
      const part = await request.file({ limits: { fileSize: await parserLimitBytes(deps, viewer.id) } });
      if (!part) return sendError(reply, 400, MESSAGES.fileRequired, 'BAD_USER_INPUT');
      const fields: Record<string, string | undefined> = {};
      for (const [name, field] of Object.entries(part.fields)) {
        if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
      }
      if ([part.filename, ...Object.values(fields)].some((text) => text?.includes('\u0000'))) {
        return sendError(reply, 400, MESSAGES.invalidCharacter, 'BAD_USER_INPUT');
      }
      const length = Number(request.headers['content-length']);
      try {
        const file = await uploadFile(deps, viewer, {
          fields,
          fileName: part.filename,
          body: part.file,
          declaredSize: Number.isFinite(length) ? length : null,
        });
        return reply.code(201).send(toFileJson(deps, viewer, file));
      } catch (error) {
        // Refused before the body was read to its end: the rest is read and thrown away, up to what any plan
        // could have taken, so that the sender reads the refusal.
        discardRestOfBody(request.raw, HARD_CAP_BYTES);
        throw error;
      }
    });

    const download = (variant: LinkVariant) => async (
      request: import('fastify').FastifyRequest<{ Params: { id: string }; Querystring: { exp?: string; sig?: string; download?: string; by?: string } }>,
      reply: FastifyReply,
    ) => {
      const viewer = request.viewer;
      const fileId = request.params.id;
      // A shared link names its user; the others belong to the session's user.
      const userId = variant === 'shared' ? request.query.by : viewer?.id;
      if (typeof userId !== 'string' || !userId) throw notFound();
      const check = checkFileLink(deps.secret, deps.clock, { ...request.query, variant, fileId, userId });
      if (check === 'invalid') throw notFound();
      if (check === 'expired') return sendError(reply, 410, MESSAGES.fileLinkExpired, 'NOT_FOUND');
      const file = await findFile(deps.db, fileId);
      if (!file || file.deletedAt) throw notFound();
      // Membership is checked now, not when the link was made: a removed member's links stop working.
      if (variant === 'shared') allowRoomAccess(await findMembership(deps.db, userId, file.room_id), 'read');
      else await requireRoomAccess(deps.db, viewer, file.room_id, 'read');
      const whole = variant !== 'thumbnail';
      const key = whole ? file.key : file.thumbnail_key;
      if (!key) throw notFound();
      const size = whole ? file.size : await deps.storage.size(key);
      if (size === null) throw notFound();
      const range = parseRange(request.headers.range, size);
      if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${size}`).send();
      const body = await deps.storage.get(key, range ?? undefined);
      if (!body) throw notFound();
      reply
        .header('content-type', whole ? file.type : 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .header('accept-ranges', 'bytes');
      if (whole) {
        // A shared link is always a download: it is opened outside the app, by whatever the client hands it to.
        const inline = variant === 'download' && request.query.download !== '1' && showsInline(file.type);
        reply.header('content-disposition', contentDisposition(file.name, inline ? 'inline' : 'attachment'));
      }
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', size);
      }
      return reply.send(body);
    };

    scope.get('/api/files/:id/download', download('download'));
    scope.get('/api/files/:id/thumbnail', download('thumbnail'));
    scope.get('/api/files/:id/shared', download('shared'));
  });
}
