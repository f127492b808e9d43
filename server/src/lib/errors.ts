import { MESSAGES } from '@musubi/shared';
import type { z } from 'zod';

/** The stable codes a client can rely on (ARCHITECTURE.md, "Errors"). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  /** Signed in, but the account's e-mail address is not confirmed yet: only the confirmation steps are open. */
  | 'CONFIRM_SIGN_UP'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'LIMIT_EXCEEDED'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'SERVER_BUSY'
  | 'INTERNAL_SERVER_ERROR';

/** The HTTP status a REST route answers for each code (GraphQL answers 200 and carries the code). */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  CONFIRM_SIGN_UP: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  LIMIT_EXCEEDED: 413,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SERVER_BUSY: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * An error meant for the user: its message and code reach the client as they are; nothing else does. It is an
 * expected answer (a refusal, a bad input), logged as one line without a stack, so its stack is that line: the
 * GraphQL layer copies each error's stack, and formatting the frames through the source maps cost more than
 * answering the request (decision 0248).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.stack = `AppError: ${message}`;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const confirmSignUpFirst = () => new AppError('CONFIRM_SIGN_UP', MESSAGES.confirmSignUpFirst);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const badInput = (message: string, extensions: Record<string, unknown> = {}) =>
  new AppError('BAD_USER_INPUT', message, extensions);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const limitExceeded = (message: string, extensions: Record<string, unknown> = {}) =>
  new AppError('LIMIT_EXCEEDED', message, extensions);
/** Seconds after which a client refused for a busy node may try again. */
export const BUSY_RETRY_AFTER_S = 2;

/** The node is saturated: the client tries again after `retryAfter` seconds (decision 0190). */
export const serverBusy = () => new AppError('SERVER_BUSY', MESSAGES.serverBusy, { retryAfter: BUSY_RETRY_AFTER_S });
export const rateLimited = (retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', MESSAGES.rateLimited, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {});

/** Validates a mutation's input with a shared rule; the first problem becomes BAD_USER_INPUT naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badInput(issue?.message ?? MESSAGES.genericError, {
    field: issue?.path.join('.') || undefined,
  });
}
