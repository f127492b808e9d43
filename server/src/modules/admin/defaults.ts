import { TAG_TYPE, TEMPLATE_TYPE, rules } from '@musubi/shared';
import { generateKeyBetween } from 'fractional-indexing';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Tag } from '../rooms/tags';
import type { Template } from '../templates/service';
import { requireAdmin } from '../users/policy';
import { recordAudit } from './audit';
import { ADMIN_MESSAGES } from './messages';

/**
 * The admin label and template pages: the default labels (tags with no room, type 4) new rooms copy, and the
 * default templates (type 3) every room may use. Each change is audited in its own transaction.
 */

const tagFields = z.object({ name: rules.required(), color: rules.color() });

export async function createDefaultTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const admin = requireAdmin(viewer);
  const input = parseInput(tagFields, raw);
  const now = isoNow(deps.clock);
  const tag: Tag = {
    id: newId(),
    name: input.name,
    color: input.color.toLowerCase(),
    type: TAG_TYPE.default,
    room_id: null,
    user_created_id: admin.id,
    createdAt: now,
    updatedAt: now,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('tags').values(tag).execute();
    await recordAudit(trx, deps, admin, { action: 'tag.create', target: tag.id, detail: { name: tag.name, color: tag.color } });
  });
  return tag;
}

export async function updateDefaultTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const admin = requireAdmin(viewer);
  const input = parseInput(tagFields.partial().extend({ id: z.string().max(64) }), raw);
  return deps.db.transaction().execute(async (trx) => {
    const tag = await trx.selectFrom('tags').selectAll().where('id', '=', input.id).where('room_id', 'is', null).executeTakeFirst();
    if (!tag) throw notFound();
    const updated = await trx
      .updateTable('tags')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color !== undefined ? { color: input.color.toLowerCase() } : {}),
        updatedAt: isoNow(deps.clock),
      })
      .where('id', '=', tag.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, deps, admin, {
      action: 'tag.update',
      target: tag.id,
      detail: { from: { name: tag.name, color: tag.color }, to: { name: updated.name, color: updated.color } },
    });
    return updated;
  });
}

export async function deleteDefaultTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const admin = requireAdmin(viewer);
  const input = parseInput(z.object({ id: z.string().max(64) }), raw);
  return deps.db.transaction().execute(async (trx) => {
    const tag = await trx.selectFrom('tags').selectAll().where('id', '=', input.id).where('room_id', 'is', null).executeTakeFirst();
    if (!tag) throw notFound();
    await trx.deleteFrom('tags').where('id', '=', tag.id).execute();
    await recordAudit(trx, deps, admin, { action: 'tag.delete', target: tag.id, detail: { name: tag.name, color: tag.color } });
    return tag;
  });
}

const templateTask = z.object({
  name: rules.required(),
  description: z.string().max(10_000).nullish(),
  files: z.array(z.unknown()).max(100).optional(),
});
const templateBoard = z.object({
  name: rules.required(),
  order: z.string().max(200).nullish(),
  color: z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/).nullish(),
  tasks: z.array(templateTask).max(500).default([]),
});
const templateSchema = z.object({
  id: z.string().max(64).nullish(),
  name: rules.required(),
  boards: z.array(templateBoard, { error: ADMIN_MESSAGES.templateBoards }).min(1, { message: ADMIN_MESSAGES.templateBoards }).max(100),
});

/** Creates a default template, or replaces one's name and boards; board order is the array's order. */
export async function saveDefaultTemplate(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Template> {
  const admin = requireAdmin(viewer);
  const input = parseInput(templateSchema, raw);
  let order: string | null = null;
  const boards = input.boards.map((board) => {
    order = generateKeyBetween(order, null);
    return { name: board.name, order, color: board.color?.toLowerCase() ?? null, tasks: board.tasks };
  });
  const content = JSON.stringify(boards);
  const isFile = boards.some((b) => b.tasks.some((t) => (t.files?.length ?? 0) > 0)) ? 1 : 0;
  const now = isoNow(deps.clock);
  return deps.db.transaction().execute(async (trx) => {
    if (!input.id) {
      const template: Template = {
        id: newId(),
        name: input.name,
        boards: content,
        type: TEMPLATE_TYPE.default,
        isFile,
        user_created_id: admin.id,
        createdAt: now,
        updatedAt: now,
      };
      await trx.insertInto('templates').values(template).execute();
      await recordAudit(trx, deps, admin, { action: 'template.save', target: template.id, detail: { name: input.name, created: true } });
      return template;
    }
    const existing = await trx
      .selectFrom('templates')
      .select('id')
      .where('id', '=', input.id)
      .where('type', '=', TEMPLATE_TYPE.default)
      .executeTakeFirst();
    if (!existing) throw notFound();
    const updated = await trx
      .updateTable('templates')
      .set({ name: input.name, boards: content, isFile, updatedAt: now })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, deps, admin, { action: 'template.save', target: existing.id, detail: { name: input.name, created: false } });
    return updated;
  });
}

export async function deleteDefaultTemplate(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Template> {
  const admin = requireAdmin(viewer);
  const input = parseInput(z.object({ id: z.string().max(64) }), raw);
  return deps.db.transaction().execute(async (trx) => {
    const template = await trx
      .selectFrom('templates')
      .selectAll()
      .where('id', '=', input.id)
      .where('type', '=', TEMPLATE_TYPE.default)
      .executeTakeFirst();
    if (!template) throw notFound();
    await trx.deleteFrom('templates').where('id', '=', template.id).execute();
    await recordAudit(trx, deps, admin, { action: 'template.delete', target: template.id, detail: { name: template.name } });
    return template;
  });
}
