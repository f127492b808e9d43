import { rules } from '@musubi/shared';
import { generateKeyBetween } from 'fractional-indexing';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { parseInput } from '../../lib/errors';
import { deleteDefaultTagRow, insertDefaultTag, type Tag, updateDefaultTagRow } from '../rooms';
import { deleteDefaultTemplateRow, saveDefaultTemplateRow, type Template } from '../templates';
import { requireAdmin } from '../users';
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
  return deps.db.transaction().execute(async (trx) => {
    const tag = await insertDefaultTag(trx, deps, { name: input.name, color: input.color.toLowerCase() }, admin.id);
    await recordAudit(trx, deps, admin, { action: 'tag.create', target: tag.id, detail: { name: tag.name, color: tag.color } });
    return tag;
  });
}

export async function updateDefaultTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const admin = requireAdmin(viewer);
  const input = parseInput(tagFields.partial().extend({ id: z.string().max(64) }), raw);
  return deps.db.transaction().execute(async (trx) => {
    const { before, after } = await updateDefaultTagRow(trx, deps, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.color !== undefined ? { color: input.color.toLowerCase() } : {}),
    });
    await recordAudit(trx, deps, admin, {
      action: 'tag.update',
      target: before.id,
      detail: { from: { name: before.name, color: before.color }, to: { name: after.name, color: after.color } },
    });
    return after;
  });
}

export async function deleteDefaultTag(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Tag> {
  const admin = requireAdmin(viewer);
  const input = parseInput(z.object({ id: z.string().max(64) }), raw);
  return deps.db.transaction().execute(async (trx) => {
    const tag = await deleteDefaultTagRow(trx, input.id);
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
  return deps.db.transaction().execute(async (trx) => {
    const { template, created } = await saveDefaultTemplateRow(trx, deps, input.id, { name: input.name, boards: content, isFile }, admin.id);
    await recordAudit(trx, deps, admin, { action: 'template.save', target: template.id, detail: { name: input.name, created } });
    return template;
  });
}

export async function deleteDefaultTemplate(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<Template> {
  const admin = requireAdmin(viewer);
  const input = parseInput(z.object({ id: z.string().max(64) }), raw);
  return deps.db.transaction().execute(async (trx) => {
    const template = await deleteDefaultTemplateRow(trx, input.id);
    await recordAudit(trx, deps, admin, { action: 'template.delete', target: template.id, detail: { name: template.name } });
    return template;
  });
}
