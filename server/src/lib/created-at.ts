import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/** The createdAt condition of the ...ByDate lists. */
export interface CreatedAtCondition {
  eq?: string | null;
  lt?: string | null;
  le?: string | null;
  gt?: string | null;
  ge?: string | null;
  between?: (string | null)[] | null;
}

/** The condition as SQL on a table's createdAt column; no condition matches every row. */
export function createdAtMatches<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: string,
  condition: CreatedAtCondition | null | undefined,
): Expression<SqlBool> {
  const ref = eb.ref(column as never);
  const parts: Expression<SqlBool>[] = [];
  const c = condition ?? {};
  if (c.eq) parts.push(eb(ref, '=', c.eq as never));
  if (c.lt) parts.push(eb(ref, '<', c.lt as never));
  if (c.le) parts.push(eb(ref, '<=', c.le as never));
  if (c.gt) parts.push(eb(ref, '>', c.gt as never));
  if (c.ge) parts.push(eb(ref, '>=', c.ge as never));
  const [from, to] = c.between ?? [];
  if (from) parts.push(eb(ref, '>=', from as never));
  if (to) parts.push(eb(ref, '<=', to as never));
  return eb.and(parts);
}
