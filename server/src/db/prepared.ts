import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './types';

/** Stand-ins for a prepared query's arguments while it is compiled, the n-th argument's at index n. */
const SLOTS = Array.from({ length: 8 }, (_, i) => Symbol(`argument ${i + 1}`));

/**
 * A query of fixed shape that the hottest paths run (every request's session, nearly every request's membership,
 * every post's listeners), built and compiled once per database and then run with each call's values: for such
 * small queries Kysely's building and compiling cost more than the database running them. `build` is given
 * stand-ins for its arguments (at most eight), which each run replaces in the compiled statement's parameters; so
 * the arguments must be plain values that `build` only passes on, never a list (an `in` list's length changes the
 * statement).
 */
export function prepared<Args extends unknown[], Row>(build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>) {
  // Keyed by the database object: run inside a transaction, the query is compiled once for that transaction.
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db: Kysely<DB>, ...args: Args): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) compiled.set(db, (query = build(db, ...(SLOTS as Args)).compile()));
    const parameters = query.parameters.map((value) => {
      const slot = SLOTS.indexOf(value as symbol);
      return slot < 0 ? value : args[slot];
    });
    const { rows } = await db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
    return rows;
  };
}
