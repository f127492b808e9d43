import { MESSAGES } from '@musubi/shared';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/errors';
import { depthRefusal, refusedLimit, stripSuggestions } from './hardening';

export interface ClientError {
  message: string;
  path?: readonly (string | number)[];
  extensions: Record<string, unknown> & { code: string };
}

function originalOf(error: unknown): unknown {
  let current = error;
  // Mercurius and graphql-js wrap resolver errors, sometimes twice.
  for (let i = 0; i < 5 && current && typeof current === 'object' && 'originalError' in current; i++) {
    const next = (current as { originalError?: unknown }).originalError;
    if (!next) break;
    current = next;
  }
  return current;
}

/**
 * Every error leaves as { message, path, extensions.code }: ours with their Japanese message, GraphQL's own
 * (syntax, validation, variable types) as BAD_USER_INPUT, anything else as INTERNAL_SERVER_ERROR with the
 * generic message, logged here and never shown: no stack, no SQL.
 */
export function toClientError(error: unknown, log: FastifyBaseLogger, production: boolean): ClientError {
  const path = error instanceof GraphQLError ? error.path : undefined;
  const original = depthRefusal(error) ?? originalOf(error);
  const limit = refusedLimit(original);
  if (limit) {
    // A refused request is expected hostile or careless traffic: a warning line, never a stack.
    const { message, extensions } = original as GraphQLError | AppError;
    const details: ClientError['extensions'] = { ...extensions, code: 'LIMIT_EXCEEDED' };
    log.warn({ limit, max: details.max, actual: details.actual }, 'GraphQL request refused by a limit');
    return { message, path, extensions: details };
  }
  if (original instanceof AppError) {
    return { message: original.message, path, extensions: { ...original.extensions, code: original.code } };
  }
  const status = httpStatusOf(original);
  if (status !== null) {
    // The request itself was refused before GraphQL saw it (body too large, not JSON, empty).
    log.warn({ code: (original as { code?: unknown }).code, statusCode: status }, 'GraphQL request refused');
    return status === 413
      ? { message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'body' } }
      : { message: MESSAGES.genericError, extensions: { code: 'BAD_USER_INPUT' } };
  }
  // GraphQL's own errors about the request (syntax, validation, variables) come before execution, so without a
  // path. One raised while executing a field (a null for a non-null field, a value its type cannot carry) is ours:
  // graphql-js wraps such an error, but compiled execution (graphql-jit) raises it bare.
  if (error instanceof GraphQLError && error.path === undefined && (!error.originalError || original === error)) {
    const message = production ? stripSuggestions(error.message) : error.message;
    return { message, path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  log.error({ err: original }, 'unexpected error in a GraphQL operation');
  return { message: MESSAGES.genericError, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** The 4xx status Fastify gave an error of the request's body or headers (FST_ERR_CTP_…), or null. */
function httpStatusOf(error: unknown): number | null {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_')) return null;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}

/**
 * What Mercurius answers: the errors as the client sees them; a request that never executed (unreadable body,
 * syntax, validation, a limit) is the client's fault: 400 as GraphQL over HTTP says, or 413 for a body too large.
 */
export function formatExecution(
  execution: { data?: Record<string, unknown> | null; errors?: readonly unknown[] },
  log: FastifyBaseLogger,
  production: boolean,
) {
  const flattened = flattenErrors(execution.errors ?? []);
  const errors = flattened.map((e) => toClientError(e, log, production));
  const refusedStatus = flattened.map((e) => httpStatusOf(originalOf(e))).find((status) => status !== null);
  const statusCode = execution.data === undefined ? (refusedStatus ?? 400) : 200;
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

/**
 * Mercurius reports a failed validation as one error holding the GraphQL errors: list those instead. Past its
 * deadline every remaining resolver fails alike; one of those errors says it.
 */
export function flattenErrors(errors: readonly unknown[]): unknown[] {
  let timeoutSeen = false;
  return errors
    .flatMap((error) => {
      const inner = (error as { errors?: unknown })?.errors ?? (originalOf(error) as { errors?: unknown })?.errors;
      return Array.isArray(inner) && inner.length > 0 ? inner : [error];
    })
    .filter((error) => {
      if (refusedLimit(originalOf(error)) !== 'timeout') return true;
      if (timeoutSeen) return false;
      timeoutSeen = true;
      return true;
    });
}
