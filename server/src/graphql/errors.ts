import { type Language, MESSAGES } from '@musubi/shared';
import { type DocumentNode, GraphQLError, Kind, OperationTypeNode } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, badInput } from '../lib/errors';
import { inLanguage } from '../lib/language';
import { depthRefusal, refusedLimit, stripSuggestions } from './hardening';

/** Mercurius' refusal of a mutation sent by GET. */
const METHOD_NOT_ALLOWED = 'MER_ERR_METHOD_NOT_ALLOWED';
/** Mercurius' errors about the request itself (no query, variables that are not JSON) carry its 4xx status. */
const MERCURIUS_ERROR = 'MER_ERR_';

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
 * Every error leaves as { message, path, extensions.code }: ours with their message in the reader's language
 * (decision 0326), GraphQL's own (syntax, validation, variable types) as BAD_USER_INPUT, anything else as
 * INTERNAL_SERVER_ERROR with the generic message, logged here and never shown: no stack, no SQL.
 */
export function toClientError(error: unknown, log: FastifyBaseLogger, production: boolean, language: Language): ClientError {
  const told = clientError(error, log, production);
  return { ...told, message: inLanguage(told.message, language) };
}

function clientError(error: unknown, log: FastifyBaseLogger, production: boolean): ClientError {
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
    // The request itself was refused before GraphQL saw it (body too large, not JSON, empty, no query).
    log.warn({ code: (original as { code?: unknown }).code, statusCode: status }, 'GraphQL request refused');
    if (status === 413) return { message: MESSAGES.bodyTooLarge, extensions: { code: 'LIMIT_EXCEEDED', limit: 'body' } };
    if (status === 405) return { message: MESSAGES.mutationByGet, extensions: { code: 'BAD_USER_INPUT' } };
    return { message: MESSAGES.invalidRequest, extensions: { code: 'BAD_USER_INPUT' } };
  }
  // GraphQL's own errors about the request (syntax, validation, variables) come before execution, so without a
  // path. One raised while executing a field (a null for a non-null field, a value its type cannot carry) is ours:
  // graphql-js wraps such an error, but compiled execution (graphql-jit) raises it bare.
  // A variable of the wrong type is GraphQL's own error too, wrapping the one its scalar or enum raised.
  if (error instanceof GraphQLError && error.path === undefined && (!error.originalError || original === error || isOwnCoercion(original))) {
    return requestRefusal(error, production);
  }
  log.error({ err: original }, 'unexpected error in a GraphQL operation');
  return { message: MESSAGES.genericError, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** A subscription is a socket's: over HTTP it would run its field as a query, which it is not (decision 0256). */
export function refuseSubscriptionOverHttp(document: DocumentNode) {
  if (document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION)) {
    throw badInput(MESSAGES.subscriptionOverHttp);
  }
}

/** What a scalar or enum raises for a value it cannot take: a GraphQLError of its own, outside any field. */
function isOwnCoercion(original: unknown): boolean {
  return original instanceof GraphQLError && original.path === undefined && !original.originalError;
}

/**
 * GraphQL's own refusal of a request, in Japanese (decision 0256): a variable's value names the variable, anything
 * else about the document is one sentence. graphql-js's English stays in extensions.detail for whoever wrote the
 * request, without field suggestions in production.
 */
function requestRefusal(error: GraphQLError, production: boolean): ClientError {
  // One of ours (a NUL character refused, say) already speaks Japanese.
  if (typeof error.extensions.code === 'string') return { message: error.message, extensions: { ...error.extensions, code: 'BAD_USER_INPUT' } };
  const detail = production ? stripSuggestions(error.message) : error.message;
  const variable = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(error.message)?.[1];
  if (variable) return { message: MESSAGES.invalidValue(variable), extensions: { code: 'BAD_USER_INPUT', field: variable, detail } };
  return { message: MESSAGES.invalidRequest, extensions: { code: 'BAD_USER_INPUT', detail } };
}

/**
 * The 4xx status Fastify gave an error of the request's body or headers (FST_ERR_CTP_…), or Mercurius one of the
 * request (MER_ERR_…: no query, variables that are not JSON, a mutation sent by GET), or null.
 */
function httpStatusOf(error: unknown): number | null {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof code !== 'string' || !(code.startsWith('FST_') || code.startsWith(MERCURIUS_ERROR))) return null;
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
  language: Language,
) {
  const flattened = flattenErrors(execution.errors ?? []);
  const errors = flattened.map((e) => toClientError(e, log, production, language));
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
      // A mutation by GET holds one plain error saying so: the refusal itself is what the client is told.
      if ((originalOf(error) as { code?: unknown } | null)?.code === METHOD_NOT_ALLOWED) return [originalOf(error)];
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
