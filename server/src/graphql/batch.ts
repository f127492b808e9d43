import DataLoader from 'dataloader';
import type { Selectable } from 'kysely';
import type { DB } from '../db/types';
import type { RequestContext } from './context';

/** Values for many keys in one call, in the order of the keys. */
export type BatchLoad<K, V> = (ctx: RequestContext, keys: readonly K[]) => Promise<V[]>;

/** One map holds the loads of every key and value type. */
type AnyLoad = BatchLoad<never, unknown>;
const loadersByContext = new WeakMap<RequestContext, Map<AnyLoad, DataLoader<unknown, unknown>>>();

/**
 * The request's loader for `load`: the keys its resolvers ask for in the same tick (the tasks of a listing, the
 * messages of a page) are read in one call. Keys are ids compared as they are: Mercurius's own loaders serialise
 * each parent row into a cache key, which on a board of 2,000 tasks cost more than the queries. Nothing is kept
 * past the batch, because a subscription's context lives as long as its socket and each event must read fresh rows.
 */
export function batched<K, V>(ctx: RequestContext, load: BatchLoad<K, V>): DataLoader<K, V> {
  let loaders = loadersByContext.get(ctx);
  if (!loaders) loadersByContext.set(ctx, (loaders = new Map()));
  let loader = loaders.get(load);
  if (!loader) {
    loader = new DataLoader<K, V>((keys) => load(ctx, keys), { cache: false }) as DataLoader<unknown, unknown>;
    loaders.set(load, loader);
  }
  return loader as DataLoader<K, V>;
}

/**
 * Rows of `table` by id, null where there is none. Make one per table at module level: `batched` keeps a request's
 * loader per function.
 */
export function rowsById<T extends 'users' | 'rooms' | 'user_rooms'>(table: T): BatchLoad<string, Selectable<DB[T]> | null> {
  return async (ctx, ids) => {
    // Kysely cannot type a query over a table chosen by a type parameter; the three tables share the id column.
    const rows = (await ctx.deps.db.selectFrom(table as 'users').selectAll().where('id', 'in', [...new Set(ids)]).execute()) as Array<
      Selectable<DB[T]> & { id: string }
    >;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  };
}
