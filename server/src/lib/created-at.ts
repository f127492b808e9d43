import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/** The createdAt condition of the ...ByDate lists and of the transaction history. */
export interface CreatedAtCondition {
  eq?: string | null;
  lt?: string | null;
  le?: string | null;
  gt?: string | null;
  ge?: string | null;
  between?: (string | null)[] | null;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a calendar date (YYYY-MM-DD, UTC), or null for anything else (a full timestamp). */
function dayAfter(value: string): string | null {
  if (!CALENDAR_DATE.test(value)) return null;
  const day = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null;
  return new Date(day.getTime() + 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * The condition as SQL on a table's createdAt column; no condition matches every row. `between` includes both
 * ends, and a last end given as a date includes that whole day; with one end only, it is open on the other
 * side (decision 0208).
 */
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
  if (to) {
    const nextDay = dayAfter(to);
    parts.push(nextDay ? eb(ref, '<', nextDay as never) : eb(ref, '<=', to as never));
  }
  return eb.and(parts);
}
