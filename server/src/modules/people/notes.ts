import { LIMITS, MESSAGES, rules } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit, toPage } from '../../lib/paging';
import { findUserById, requireSelf } from '../users';
import { olderThan } from './repo';

const requiredId = z.string({ error: MESSAGES.required }).min(1, { message: MESSAGES.required }).max(64);
const content = rules.optional(LIMITS.description).transform((text) => text ?? '');

const createSchema = z.object({ user_id: z.string().max(64).nullish(), user_note_id: requiredId, content });
const updateSchema = z.object({ id: requiredId, content });

/**
 * createUserNote: the writer's private note about another user. One note per pair: writing again replaces
 * the text, so two tabs never leave two notes.
 */
export async function createNote(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(createSchema, input);
  const me = requireSelf(viewer, data.user_id);
  if (!(await findUserById(deps.db, data.user_note_id))) throw notFound();
  const now = isoNow(deps.clock);
  await deps.db
    .insertInto('user_notes')
    .values({ id: newId(), user_id: me.id, user_note_id: data.user_note_id, content: data.content, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['user_id', 'user_note_id']).doUpdateSet({ content: data.content, updatedAt: now }))
    .execute();
  return deps.db
    .selectFrom('user_notes')
    .selectAll()
    .where('user_id', '=', me.id)
    .where('user_note_id', '=', data.user_note_id)
    .executeTakeFirstOrThrow();
}

/** updateUserNote: only its writer; anyone else's note id answers NOT_FOUND. */
export async function updateNote(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(updateSchema, input);
  const me = requireSelf(viewer, null);
  const updated = await deps.db
    .updateTable('user_notes')
    .set({ content: data.content, updatedAt: isoNow(deps.clock) })
    .where('id', '=', data.id)
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw notFound();
  return deps.db.selectFrom('user_notes').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
}

/** userNote(user_id, user_note_id): the writer's notes, optionally about one user, newest first. */
export async function listNotes(
  deps: Deps,
  viewer: Viewer | null,
  args: { user_id?: string | null; user_note_id?: string | null; limit?: number | null; nextToken?: string | null },
) {
  const me = requireSelf(viewer, args.user_id);
  const limit = pageLimit(args.limit);
  let query = deps.db.selectFrom('user_notes').selectAll().where('user_id', '=', me.id);
  if (args.user_note_id) query = query.where('user_note_id', '=', args.user_note_id);
  const position = olderThan(args.nextToken, 'user_notes');
  if (position) query = query.where(position);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return toPage(rows, limit, (row) => [row.createdAt, row.id]);
}
