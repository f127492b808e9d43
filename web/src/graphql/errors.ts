import type { CombinedError } from 'urql';
import { messages } from '../i18n';

export interface ServerError {
  message: string;
  code: string | null;
  /** The input field a BAD_USER_INPUT error is about, so the form can show it under that field. */
  field: string | null;
  /** Why, when the server says more than the code (e.g. CodeSpentException: the mailed code is used up). */
  reason?: string | null;
}

/**
 * The first error of a result, in the Japanese the server sends (or the generic message for network failures, and
 * for an answer that has neither data nor an error).
 */
export function readError(error: CombinedError | undefined): ServerError {
  const first = error?.graphQLErrors[0];
  if (!first) return { message: messages().genericError, code: null, field: null, reason: null };
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
  const field = typeof first.extensions?.field === 'string' ? first.extensions.field : null;
  const reason = typeof first.extensions?.reason === 'string' ? first.extensions.reason : null;
  return { message: first.message || messages().genericError, code, field, reason };
}
