import { MESSAGES, type ApiTokenScope } from '@musubi/shared';
import { forbidden } from '../../lib/errors';

/** The methods a read-only token may use: reading changes nothing. */
const READING = new Set(['GET', 'HEAD']);

/**
 * What a token's scope allows: a read-only token reads (GET), a read-write token does everything its account may.
 * Which rooms, messages and tasks the account may read or change is never decided here: every route calls the
 * owning module's service, which asks that module's policy, as a GraphQL resolver does.
 */
export function requireScope(scope: ApiTokenScope, method: string): void {
  if (scope !== 'write' && !READING.has(method.toUpperCase())) throw forbidden(MESSAGES.apiReadOnly);
}

export const isScope = (value: string): value is ApiTokenScope => value === 'read' || value === 'write';
