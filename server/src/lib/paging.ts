import { LIMITS, MESSAGES } from '@musubi/shared';
import { type RawBuilder, sql, type SelectQueryBuilder } from 'kysely';
import { badInput } from './errors';

/**
 * Paged lists answer { items, nextToken }. A token is an opaque base64url JSON of the last row's sort keys,
 * so the next page is a keyset query that stays fast however deep the list.
 */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export function encodeToken(keys: unknown[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

type KeyKind = 'string' | 'number';
type KeysOf<S extends readonly KeyKind[]> = { -readonly [I in keyof S]: S[I] extends 'number' ? number : string };

/**
 * The sort keys of a token made by encodeToken, checked against the shape the list sorts by: a forged or
 * damaged token (not base64 JSON, keys missing, of the wrong type, too long) is BAD_USER_INPUT, never a query.
 */
export function decodeToken<const S extends readonly KeyKind[]>(token: string | null | undefined, shape: S): KeysOf<S> | null {
  if (!token) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === shape.length && parsed.every((key, i) => isKey(key, shape[i]!))) {
      return parsed as KeysOf<S>;
    }
  } catch {
    // fall through to the error below
  }
  throw badInput(MESSAGES.nextTokenInvalid, { field: 'nextToken' });
}

function isKey(key: unknown, kind: KeyKind): boolean {
  return kind === 'number' ? Number.isSafeInteger(key) : typeof key === 'string' && key.length <= 200;
}

export function pageLimit(limit: number | null | undefined): number {
  if (limit == null) return LIMITS.pageSize;
  return Math.max(1, Math.min(LIMITS.maxPageSize, Math.trunc(limit)));
}

/** Fetch limit + 1 rows, then call this: it trims the extra row and builds the token from the last kept one. */
export function toPage<T>(rows: T[], limit: number, keysOf: (row: T) => unknown[]): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextToken: rows.length > limit && last ? encodeToken(keysOf(last)) : null };
}

type Direction = 'asc' | 'desc';

/**
 * The keyset condition of a list sorted by `columns`, all in `direction`: the rows after the one whose sort keys are
 * `after`. One row-value comparison, which SQLite and PostgreSQL both answer from an index on those columns.
 */
export function afterKeys(columns: readonly string[], direction: Direction, after: readonly unknown[]): RawBuilder<boolean> {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  return sql<boolean>`(${sql.join(columns.map((column) => sql.ref(column)))}) ${op} (${sql.join(after)})`;
}

/**
 * One page of a list sorted by `columns` (all in `direction`, the last one unique): the query's rows after the row
 * `nextToken` names (keys of the shape `shape`), trimmed to `limit`, with the next page's token made of the last
 * row's values of those columns (a column named `table.column` is read from the row as `column`).
 */
export async function pageByKeys<DB, TB extends keyof DB, O, const S extends readonly KeyKind[]>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: { columns: { [I in keyof S]: string }; shape: S; direction: Direction; limit: number; nextToken?: string | null },
): Promise<Page<O>> {
  const { columns, direction, limit } = options;
  const after = decodeToken(options.nextToken, options.shape);
  if (after) query = query.where(afterKeys(columns, direction, after));
  for (const column of columns) query = query.orderBy(sql.ref(column), direction);
  const rows = await query.limit(limit + 1).execute();
  const fields = columns.map((column) => column.slice(column.lastIndexOf('.') + 1));
  return toPage(rows, limit, (row) => fields.map((field) => (row as Record<string, unknown>)[field]));
}

/** One page of a list by creation time: sorted by (createdAt, id) in `direction`. */
export function pageByCreatedAt<DB, TB extends keyof DB, O extends { createdAt: string; id: string }>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: { direction: Direction; limit: number; nextToken?: string | null },
): Promise<Page<O>> {
  return pageByKeys(query, { ...options, columns: ['createdAt', 'id'], shape: ['string', 'string'] });
}
