import { MESSAGES } from '@musubi/shared';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/errors';
import { stripSuggestions } from './hardening';

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
  const original = originalOf(error);
  if (original instanceof AppError) {
    return { message: original.message, path, extensions: { ...original.extensions, code: original.code } };
  }
  if (error instanceof GraphQLError && (!error.originalError || original === error)) {
    const message = production ? stripSuggestions(error.message) : error.message;
    return { message, path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  log.error({ err: original }, 'unexpected error in a GraphQL operation');
  return { message: MESSAGES.genericError, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** Mercurius reports a failed validation as one error holding the GraphQL errors: list those instead. */
export function flattenErrors(errors: readonly unknown[]): unknown[] {
  return errors.flatMap((error) => {
    const inner = (error as { errors?: unknown })?.errors ?? (originalOf(error) as { errors?: unknown })?.errors;
    return Array.isArray(inner) && inner.length > 0 ? inner : [error];
  });
}
