import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { TAG_LIST_MODE, TAG_TYPE, rules } from '@musubi/shared';
import type { DB, TagsTable } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type Page, pageByCreatedAt, pageLimit } from '../../lib/paging';
import { requireRoomAccess } from '../rooms/policy';
import { requireAdmin, requireViewer } from '../users';
import { type CreatedAtCondition, createdAtMatches } from '../../lib/created-at';

/**
 * Gives a new room its own copy of the default labels, inside the room's creation transaction: the labels an
 * administrator keeps on the label page (rows without a room), which start as the five of spec section 9.
 * The room's copies keep type "default" so they can be told apart from labels added later.
 */
export async function createDefaultTags(
  trx: Kysely<DB> | Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  roomId: string,
  userId: string,
): Promise<void> {
  const defaults = await trx
    .selectFrom('tags')
    .select(['name', 'color'])
    .where('room_id', 'is', null)
    .where('type', '=', TAG_TYPE.default)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  if (defaults.length === 0) return;
  const now = isoNow(deps.clock);
  await trx
    .insertInto('tags')
    .values(
      defaults.map((tag) => ({
        id: newId(),
        name: tag.name,
        color: tag.color,
        type: TAG_TYPE.default,
        room_id: roomId,
        user_created_id: userId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** Sets labels' colours in one transaction (the admin colour job). */
export async function recolorTags(db: Kysely<DB>, changes: readonly { id: string; color: string }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { id, color } of changes) await trx.updateTable('tags').set({ color }).where('id', '=', id).execute();
  });
}

/**
 * A room's label made by an import, inside the import's transaction (decision 0318): the importer has been
 * authorised for the room, and the name and colour are already cut to the rules.
 */
export async function createImportedTag(trx: Transaction<DB>, deps: Pick<Deps, 'clock'>, roomId: string, userId: string, fields: { name: string; color: string }): Promise<Tag> {
  const now = isoNow(deps.clock);
  const tag: Tag = { id: newId(), ...fields, type: TAG_TYPE.room, room_id: roomId, user_created_id: userId, createdAt: now, updatedAt: now };
  await trx.insertInto('tags').values(tag).execute();
  return tag;
}

/** A room's label of that name: an import into a room that already has its labels uses it rather than a twin. */
export const findRoomTagByName = (trx: Transaction<DB>, roomId: string, name: string) =>
  trx.selectFrom('tags').select('id').where('room_id', '=', roomId).where('name', '=', name).orderBy('createdAt').executeTakeFirst();

// ---- the default labels: rows without a room, kept by administrators inside their audited transaction ----

export async function insertDefaultTag(trx: Transaction<DB>, deps: Pick<Deps, 'clock'>, fields: { name: string; color: string }, userId: string): Promise<Tag> {
  const now = isoNow(deps.clock);
  const tag: Tag = { id: newId(), ...fields, type: TAG_TYPE.default, room_id: null, user_created_id: userId, createdAt: now, updatedAt: now };
  await trx.insertInto('tags').values(tag).execute();
  return tag;
}

const findDefaultTag = (trx: Transaction<DB>, id: string) =>
  trx.selectFrom('tags').selectAll().where('id', '=', id).where('room_id', 'is', null).executeTakeFirst();

/** Changes a default label; answers it before and after. */
export async function updateDefaultTagRow(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  id: string,
  changes: { name?: string; color?: string },
): Promise<{ before: Tag; after: Tag }> {
  const before = await findDefaultTag(trx, id);
  if (!before) throw notFound();
  const after = await trx
    .updateTable('tags')
    .set({ ...changes, updatedAt: isoNow(deps.clock) })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}

export async function deleteDefaultTagRow(trx: Transaction<DB>, id: string): Promise<Tag> {
  const tag = await findDefaultTag(trx, id);
  if (!tag) throw notFound();
  await trx.deleteFrom('tags').where('id', '=', tag.id).execute();
  return tag;
}

// ---- labels -----------------------------------------------------------------------------------------------

export type Tag = Selectable<TagsTable>;

const tagName = rules.required();

async function accessTag(deps: Deps, viewer: Viewer | null, id: string, write: boolean): Promise<{ tag: Tag; me: Viewer }> {
  const tag = await deps.db.selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
  // A missing label answers as one of a room the caller is not in (NOT_FOUND), so ids cannot be probed.
  if (!tag) {
    requireViewer(viewer);
    throw notFound();
  }
  if (tag.room_id) {
    const { viewer: me } = await requireRoomAccess(deps.db, viewer, tag.room_id, write ? 'editBoards' : 'read');
    return { tag, me };
  }
  // Default labels: everyone reads them, administrators edit them (the admin label page).
  const me = write ? requireAdmin(viewer) : requireViewer(viewer);
  return { tag, me };
}

export async function getTag(deps: Deps, viewer: Viewer | null, id: string) {
  return (await accessTag(deps, viewer, id, false)).tag;
}

export async function createTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const input = parseInput(z.object({ room_id: z.string().nullish(), name: tagName, color: rules.color() }), raw);
  const me = input.room_id
    ? (await requireRoomAccess(deps.db, viewer, input.room_id, 'editBoards')).viewer
    : requireAdmin(viewer);
  const now = isoNow(deps.clock);
  const tag: Tag = {
    id: newId(),
    name: input.name,
    color: input.color,
    type: input.room_id ? TAG_TYPE.room : TAG_TYPE.default,
    room_id: input.room_id ?? null,
    user_created_id: me.id,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.insertInto('tags').values(tag).execute();
  return tag;
}

export async function updateTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const input = parseInput(z.object({ id: z.string(), name: tagName.optional(), color: rules.color().optional() }), raw);
  const { tag } = await accessTag(deps, viewer, input.id, true);
  return deps.db
    .updateTable('tags')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      updatedAt: isoNow(deps.clock),
    })
    .where('id', '=', tag.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const { tag } = await accessTag(deps, viewer, input.id, true);
  await deps.db.deleteFrom('tags').where('id', '=', tag.id).execute();
  return tag;
}

export interface TagListArgs {
  room_id?: string | null;
  mode?: number | null;
  type?: number | null;
  color?: string | null;
  createdAt?: CreatedAtCondition | null;
  sortDirection?: string | null;
  limit?: number | null;
  nextToken?: string | null;
}

/**
 * Every label listing: which rows (mode: all 1 = the room's and the defaults, by room 2, default 3; without a
 * room, "all" means the caller's rooms), then optional type, colour and createdAt conditions, paged by
 * (createdAt, id).
 */
export async function listTags(deps: Deps, viewer: Viewer | null, args: TagListArgs): Promise<Page<Tag>> {
  const me = requireViewer(viewer);
  const mode = args.mode ?? TAG_LIST_MODE.all;
  if (args.room_id) await requireRoomAccess(deps.db, viewer, args.room_id, 'read');
  const desc = args.sortDirection?.toUpperCase() === 'DESC';
  const myRooms = deps.db.selectFrom('user_rooms').select('room_id').where('user_id', '=', me.id);
  let query = deps.db.selectFrom('tags').selectAll();
  query = query.where((eb) => {
    const defaults = eb('room_id', 'is', null);
    const rooms = args.room_id ? eb('room_id', '=', args.room_id) : eb('room_id', 'in', myRooms);
    if (mode === TAG_LIST_MODE.default) return defaults;
    if (mode === TAG_LIST_MODE.byRoom) return rooms;
    return eb.or([defaults, rooms]);
  });
  if (args.type != null) query = query.where('type', '=', args.type);
  if (args.color) query = query.where('color', '=', args.color);
  query = query.where((eb) => createdAtMatches(eb, 'createdAt', args.createdAt));
  return pageByCreatedAt(query, { direction: desc ? 'desc' : 'asc', limit: pageLimit(args.limit), nextToken: args.nextToken });
}
