import DataLoader from 'dataloader';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/types';
import { type Page, pageLimit, toPage } from '../lib/paging';
import type { RequestContext } from './context';

/** Values for many keys in one call, in the order of the keys; an Error for a key fails only that key's load. */
export type BatchLoad<K, V> = (ctx: RequestContext, keys: readonly K[]) => Promise<Array<V | Error>>;

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

type TableById = 'users' | 'rooms' | 'user_rooms' | 'folders';
const rowLoads = new Map<TableById, ViewerFreeLoad<string, unknown>>();

const loadsByRow = new WeakMap<object, Map<AnyLoad, Promise<unknown>>>();

/** A load declared the same for every viewer (viewerFree): it is given a context without viewer, socket or request. */
export type ViewerFreeLoad<K, V> = BatchLoad<K, V> & { readonly viewerFree: true };

/**
 * The context a viewer-free load or field runs with: reading whose it is (the viewer, or the socket or request it
 * came with) throws, so that a declaration that stops being true fails where it is broken instead of handing one
 * member's view to the next.
 */
export function withoutViewer(ctx: RequestContext, what: string): RequestContext {
  const refuse = (): never => {
    throw new Error(`${what} is declared the same for every viewer but read whose it is`);
  };
  return {
    deps: ctx.deps,
    limit: ctx.limit,
    get viewer() {
      return refuse();
    },
    get socket() {
      return refuse();
    },
    get request() {
      return refuse();
    },
  };
}

/** Declares `load` the same for every viewer: it may then be shared across viewers (loadOncePerRow), and is checked. */
export function viewerFree<K, V>(load: BatchLoad<K, V>): ViewerFreeLoad<K, V> {
  return Object.assign((ctx: RequestContext, keys: readonly K[]) => load(withoutViewer(ctx, 'a load'), keys), { viewerFree: true as const });
}

/**
 * `load` of `key` for `row`, read once however many subscribers resolve the row. The bus hands every subscriber of
 * this node the same event object, so a live message's stamps, author and files are read once per event rather
 * than once per subscriber (with ten members in a room, ten times the queries, all on the one event loop). A row a
 * query read is its own object and goes with its request; the first read still joins the request's batch. Only for
 * loads declared the same for every viewer (viewerFree), which cannot read whose they are: what a viewer may see of
 * it is decided by the fields below.
 */
export function loadOncePerRow<K, V>(ctx: RequestContext, load: ViewerFreeLoad<K, V>, row: object, key: K): Promise<V> {
  const loads = loadsOf(row);
  let loaded = loads.get(load) as Promise<V> | undefined;
  if (!loaded) {
    loaded = batched(ctx, load).load(key);
    loads.set(load, loaded);
  }
  return loaded;
}

/** How long the events of one commit share what they read (sharedByEvents): they arrive together. */
export const EVENTS_SHARE_MS = 1_000;
const eventGroups = new Map<string, { at: number; group: object }>();

/**
 * One object for the events that name the same `key` and arrive within EVENTS_SHARE_MS of the first, to read once
 * for with loadOncePerRow: events published apart (each on its own subscriber's topic) and heard through Redis or
 * from another process are objects of their own, which would each read for themselves. Older groups are let go as
 * new ones come.
 */
export function sharedByEvents(key: string, now = Date.now()): object {
  const known = eventGroups.get(key);
  if (known && now - known.at < EVENTS_SHARE_MS) return known.group;
  for (const [oldKey, { at }] of eventGroups) {
    if (now - at < EVENTS_SHARE_MS) break;
    eventGroups.delete(oldKey);
  }
  const group = {};
  eventGroups.delete(key);
  eventGroups.set(key, { at: now, group });
  return group;
}

/**
 * Records what `load` gives for `row` when the code that made the row knows it already (a new message has no stamps
 * yet), so that loadOncePerRow answers it without a statement. What is already known or being read of the row stays.
 */
export function knownForRow<K, V>(row: object, load: ViewerFreeLoad<K, V>, value: V): void {
  const loads = loadsOf(row);
  if (!loads.has(load)) loads.set(load, Promise.resolve(value));
}

function loadsOf(row: object): Map<AnyLoad, Promise<unknown>> {
  let loads = loadsByRow.get(row);
  if (!loads) loadsByRow.set(row, (loads = new Map()));
  return loads;
}

/**
 * Rows of `table` by id, null where there is none. The same function for a table every time, so every module's
 * resolvers share the request's loader of that table. A row is the same whoever asks: access is the fields' concern.
 */
export function rowsById<T extends TableById>(table: T): ViewerFreeLoad<string, Selectable<DB[T]> | null> {
  let load = rowLoads.get(table) as ViewerFreeLoad<string, Selectable<DB[T]> | null> | undefined;
  if (!load) {
    load = viewerFree(async (ctx, ids) => {
      // Kysely cannot type a query over a table chosen by a type parameter; the tables share the id column.
      const rows = (await ctx.deps.db
        .selectFrom(table as 'users')
        .selectAll()
        .where('id', 'in', [...new Set(ids)])
        .execute()) as Array<Selectable<DB[T]> & { id: string }>;
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    rowLoads.set(table, load as ViewerFreeLoad<string, unknown>);
  }
  return load;
}

/** The page a paged field asks for below one parent row: a board's tasks, a room's members, a folder's rooms. */
export interface ChildPage {
  parentId: string;
  limit?: number | null;
  nextToken?: string | null;
}

/** How a table's rows are paged below their parent: the parent column, the order and the page keys it gives. */
export interface ChildOrder<T> {
  table: 'tasks' | 'user_rooms';
  parent: 'board_id' | 'room_id' | 'folder_id';
  order: ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;
  keysOf: (row: T) => unknown[];
}

/**
 * Pages below many parents: the first pages of all of them (a listing's boards, its rooms) in one statement per
 * page size, ranked per parent with row_number(); a continued page (a nextToken, which belongs to one parent) is
 * read by `page`, the field's own keyset query. `where` narrows the rows by equal columns (a folder's rooms are
 * one user's memberships).
 */
export async function childPages<T>(
  db: Kysely<DB>,
  order: ChildOrder<T>,
  pages: readonly ChildPage[],
  page: (parentId: string, limit: number, nextToken: string) => Promise<Page<T>>,
  where: Record<string, string> = {},
): Promise<Page<T>[]> {
  const firstPages = new Map<number, Set<string>>();
  for (const { parentId, limit, nextToken } of pages) {
    if (nextToken) continue;
    const size = pageLimit(limit);
    firstPages.set(size, (firstPages.get(size) ?? new Set()).add(parentId));
  }
  const firstRows = new Map<string, T[]>();
  for (const [size, parentIds] of firstPages) {
    for (const [parentId, rows] of await firstRowsPerParent<T>(db, order, [...parentIds], size + 1, where)) {
      firstRows.set(`${size}:${parentId}`, rows);
    }
  }
  return Promise.all(
    pages.map(({ parentId, limit, nextToken }) => {
      const size = pageLimit(limit);
      return nextToken ? page(parentId, size, nextToken) : toPage(firstRows.get(`${size}:${parentId}`) ?? [], size, order.keysOf);
    }),
  );
}

async function firstRowsPerParent<T>(
  db: Kysely<DB>,
  { table, parent, order }: ChildOrder<T>,
  parentIds: string[],
  perParent: number,
  where: Record<string, string>,
): Promise<Map<string, T[]>> {
  const orderBy = sql.join(order.map(([column, direction]) => sql`${sql.ref(`t.${column}`)} ${sql.raw(direction)}`));
  const filters = Object.entries(where).map(([column, value]) => sql`and ${sql.ref(`t.${column}`)} = ${value}`);
  const { rows } = await sql<T & { parent_rank: number }>`select * from (
      select t.*, row_number() over (partition by ${sql.ref(`t.${parent}`)} order by ${orderBy}) as parent_rank
      from ${sql.table(table)} t
      where ${sql.ref(`t.${parent}`)} in (${sql.join(parentIds)}) ${filters.length > 0 ? sql.join(filters, sql` `) : sql``}
    ) ranked
    where parent_rank <= ${perParent}
    order by parent_rank`.execute(db);
  const byParent = new Map<string, T[]>();
  for (const { parent_rank: _rank, ...row } of rows) {
    const parentId = (row as Record<string, unknown>)[parent] as string;
    const list = byParent.get(parentId);
    if (list) list.push(row as T);
    else byParent.set(parentId, [row as T]);
  }
  return byParent;
}
