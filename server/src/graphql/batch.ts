import DataLoader from 'dataloader';
import type { RequestContext } from './context';

/** Values for many keys in one call, in the order of the keys. */
export type BatchLoad<K, V> = (ctx: RequestContext, keys: readonly K[]) => Promise<V[]>;

/** One map holds the loads of every key and value type. */
type AnyLoad = BatchLoad<any, any>;
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
