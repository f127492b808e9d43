import type { Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { DEFAULT_TEMPLATE, MESSAGES, TEMPLATE_LIST_MODE, TEMPLATE_TYPE, rules } from '@musubi/shared';
import type { DB, TemplatesTable } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, forbidden, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type Page, pageByCreatedAt, pageLimit } from '../../lib/paging';
import { appendBoards, type BoardRow, outlineBoards } from '../boards';
import { requireRoomAccess } from '../rooms';
import { type CreatedAtCondition, createdAtMatches } from '../../lib/created-at';
import { requireAdmin, requireViewer } from '../users';

export type Template = Selectable<TemplatesTable>;

/** What a template keeps of a board: no ids, no keys, no people. */
interface TemplateBoard {
  name: string;
  order: string;
  color: string | null;
  tasks: { name: string; description?: string | null; files?: unknown[] }[];
}

/** A user's own template is theirs alone; default templates are everyone's to use and administrators' to edit. */
async function accessTemplate(deps: Deps, viewer: Viewer | null, id: string, write: boolean): Promise<Template> {
  const me = requireViewer(viewer);
  const template = await deps.db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!template) throw notFound();
  if (template.type === TEMPLATE_TYPE.default) {
    if (write) requireAdmin(viewer);
    return template;
  }
  if (template.user_created_id !== me.id) throw notFound();
  return template;
}

/** Saves a room's boards (not archived) and their tasks as a template. */
export async function createTemplate(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Template> {
  const input = parseInput(
    z.object({ room_id: z.string(), name: rules.required(), type: z.number().int().nullish() }),
    raw,
  );
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, input.room_id, 'read');
  const type = input.type === TEMPLATE_TYPE.default ? TEMPLATE_TYPE.default : TEMPLATE_TYPE.user;
  if (type === TEMPLATE_TYPE.default && !me.isAdmin) throw forbidden();
  const content: TemplateBoard[] = await outlineBoards(deps, viewer, input.room_id);
  if (content.length === 0) throw badInput(MESSAGES.templateEmpty, { field: 'room_id' });
  const now = isoNow(deps.clock);
  const template: Template = {
    id: newId(),
    name: input.name,
    boards: JSON.stringify(content),
    type,
    isFile: 0,
    user_created_id: me.id,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.insertInto('templates').values(template).execute();
  return template;
}

export async function updateTemplate(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Template> {
  const input = parseInput(z.object({ id: z.string(), name: rules.required() }), raw);
  const template = await accessTemplate(deps, viewer, input.id, true);
  return deps.db
    .updateTable('templates')
    .set({ name: input.name, updatedAt: isoNow(deps.clock) })
    .where('id', '=', template.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTemplate(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Template> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const template = await accessTemplate(deps, viewer, input.id, true);
  await deps.db.deleteFrom('templates').where('id', '=', template.id).execute();
  return template;
}

/** Copies a template's boards and tasks into a room, after its boards, with fresh ids and keys. */
export async function cloneTemplateIntoRoom(
  deps: Deps,
  viewer: Viewer | null,
  raw: unknown,
): Promise<{ room_id: string; boards: BoardRow[] }> {
  const input = parseInput(z.object({ room_id: z.string(), template_id: z.string() }), raw);
  const template = await accessTemplate(deps, viewer, input.template_id, false);
  const content = (JSON.parse(template.boards) as TemplateBoard[]).slice().sort((a, b) => (a.order < b.order ? -1 : 1));
  const boards = await appendBoards(deps, viewer, input.room_id, content);
  return { room_id: input.room_id, boards };
}

export interface TemplateListArgs {
  mode?: number | null;
  type?: number | null;
  user_created_id?: string | null;
  createdAt?: CreatedAtCondition | null;
  sortDirection?: string | null;
  limit?: number | null;
  nextToken?: string | null;
}

/**
 * Template listings: mode all 1 (mine and the defaults), by user 2 (mine), default 3; one may only list one's
 * own user templates. Paged by (createdAt, id).
 */
export async function listTemplates(deps: Deps, viewer: Viewer | null, args: TemplateListArgs): Promise<Page<Template>> {
  const me = requireViewer(viewer);
  if (args.user_created_id && args.user_created_id !== me.id && !me.isAdmin) throw forbidden();
  const owner = args.user_created_id ?? me.id;
  const mode =
    args.type === TEMPLATE_TYPE.default ? TEMPLATE_LIST_MODE.default
    : args.type === TEMPLATE_TYPE.user ? TEMPLATE_LIST_MODE.byUser
    : (args.mode ?? TEMPLATE_LIST_MODE.all);
  const desc = args.sortDirection?.toUpperCase() === 'DESC';
  let query = deps.db.selectFrom('templates').selectAll();
  query = query.where((eb) => {
    const defaults = eb('type', '=', TEMPLATE_TYPE.default);
    const mine = eb.and([eb('type', '=', TEMPLATE_TYPE.user), eb('user_created_id', '=', owner)]);
    if (mode === TEMPLATE_LIST_MODE.default) return defaults;
    if (mode === TEMPLATE_LIST_MODE.byUser) return mine;
    return eb.or([defaults, mine]);
  });
  query = query.where((eb) => createdAtMatches(eb, 'createdAt', args.createdAt));
  return pageByCreatedAt(query, { direction: desc ? 'desc' : 'asc', limit: pageLimit(args.limit), nextToken: args.nextToken });
}

/** Creates the standard default template when no default template exists; answers whether it did. */
export async function ensureDefaultTemplate(deps: Pick<Deps, 'db' | 'clock'>): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('templates').select('id').where('type', '=', TEMPLATE_TYPE.default).limit(1).executeTakeFirst();
    if (existing) return false;
    const now = isoNow(deps.clock);
    await trx
      .insertInto('templates')
      .values({
        id: newId(),
        name: DEFAULT_TEMPLATE.name,
        boards: JSON.stringify(DEFAULT_TEMPLATE.boards),
        type: TEMPLATE_TYPE.default,
        isFile: 0,
        user_created_id: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return true;
  });
}

/** Replaces templates' boards JSON in one transaction (the admin template repair job). */
export async function replaceTemplateBoards(deps: Pick<Deps, 'db'>, changes: readonly { id: string; boards: string }[]): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const { id, boards } of changes) await trx.updateTable('templates').set({ boards }).where('id', '=', id).execute();
  });
}

// ---- the default templates, kept by administrators inside their audited transaction ----

/** Creates a default template (no id) or replaces one's name and boards; answers it and whether it is new. */
export async function saveDefaultTemplateRow(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'clock'>,
  id: string | null | undefined,
  fields: Pick<Template, 'name' | 'boards' | 'isFile'>,
  userId: string,
): Promise<{ template: Template; created: boolean }> {
  const now = isoNow(deps.clock);
  if (!id) {
    const template: Template = { id: newId(), ...fields, type: TEMPLATE_TYPE.default, user_created_id: userId, createdAt: now, updatedAt: now };
    await trx.insertInto('templates').values(template).execute();
    return { template, created: true };
  }
  const existing = await findDefaultTemplate(trx, id);
  if (!existing) throw notFound();
  const template = await trx
    .updateTable('templates')
    .set({ ...fields, updatedAt: now })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { template, created: false };
}

export async function deleteDefaultTemplateRow(trx: Transaction<DB>, id: string): Promise<Template> {
  const template = await findDefaultTemplate(trx, id);
  if (!template) throw notFound();
  await trx.deleteFrom('templates').where('id', '=', template.id).execute();
  return template;
}

const findDefaultTemplate = (trx: Transaction<DB>, id: string) =>
  trx.selectFrom('templates').selectAll().where('id', '=', id).where('type', '=', TEMPLATE_TYPE.default).executeTakeFirst();
