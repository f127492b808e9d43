import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './types';

/** Stand-ins for a prepared query's arguments while it is compiled, the n-th argument's at index n. */
const SLOTS = Array.from({ length: 8 }, (_, i) => Symbol(`argument ${i + 1}`));

/**
 * A query of fixed shape that the hottest paths run (every request's session, nearly every request's membership,
 * every post's listeners, marking a room read), built and compiled once per database and then run with each call's
 * values: for such small queries Kysely's building and compiling cost more than the database running them. `build`
 * is given stand-ins for its arguments (at most eight), which each run replaces in the compiled statement's
 * parameters; so the arguments must be plain values that `build` only passes on, never a list (an `in` list's
 * length changes the statement).
 */
export function prepared<Args extends unknown[], Row>(build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>) {
  // Keyed by the database's dialect adapter, which its transactions share: a transaction runs the statement the
  // database compiled. (Kysely's plugins could change what a query compiles to; this project's change none.)
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  return async (db: Kysely<DB>, ...args: Args): Promise<Row[]> => {
    const dialect = db.getExecutor().adapter;
    let query = compiled.get(dialect);
    if (!query) compiled.set(dialect, (query = build(db, ...(SLOTS as Args)).compile()));
    const parameters = query.parameters.map((value) => {
      const slot = SLOTS.indexOf(value as symbol);
      return slot < 0 ? value : args[slot];
    });
    const { rows } = await db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<Row>);
    return rows;
  };
}
