import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { isoNow } from '../../lib/clock';

/** What the REST API numbers (decision 0266): messages need none, their room's sequence number is their id. */
export type NumberKind = 'account' | 'room' | 'task' | 'file' | 'request';

/**
 * The numbers of these things, given now to those the API has never shown: one insert that skips those already
 * numbered (by another request at the same moment too), then one read.
 */
export async function numbersOf(db: Kysely<DB>, clock: Clock, kind: NumberKind, ids: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const read = () => shownNumbersOf(db, kind, unique);
  const known = await read();
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const createdAt = isoNow(clock);
  await db
    .insertInto('api_numbers')
    .values(missing.map((target_id) => ({ kind, target_id, createdAt })))
    .onConflict((oc) => oc.columns(['kind', 'target_id']).doNothing())
    .execute();
  return read();
}

/** The numbers the API has shown of these things, and none for the others: a read that numbers nothing. */
export async function shownNumbersOf(db: Kysely<DB>, kind: NumberKind, ids: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('api_numbers').select(['target_id', 'number']).where('kind', '=', kind).where('target_id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.target_id, Number(row.number)] as const));
}

export async function numberOf(db: Kysely<DB>, clock: Clock, kind: NumberKind, id: string): Promise<number> {
  return (await numbersOf(db, clock, kind, [id])).get(id)!;
}

/** The thing behind a number the API showed, or undefined (never shown, or of another kind). */
export async function idOf(db: Kysely<DB>, kind: NumberKind, number: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(number) || number <= 0) return undefined;
  const row = await db.selectFrom('api_numbers').select('target_id').where('kind', '=', kind).where('number', '=', number).executeTakeFirst();
  return row?.target_id;
}
