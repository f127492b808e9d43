import { z } from 'zod';
import { LIMITS, rules } from '@musubi/shared';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type Page, pageByCreatedAt, pageLimit } from '../../lib/paging';
import { deleteInTransaction, postInTransaction } from '../messages';
import { accessOwnMemo, accessTask } from './policy';
import type { MemoRow } from './repo';

const content = rules.required(LIMITS.message);

export async function createMemo(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<MemoRow> {
  const input = parseMemo(raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.task_id, 'editBoards');
  return deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const copy = input.isMessage ? await postInTransaction(trx, deps, me, { room_id: task.room_id, content: input.content }) : null;
    const memo: MemoRow = {
      id: newId(),
      task_id: task.id,
      content: input.content,
      isMessage: copy ? 1 : 0,
      message_id: copy?.id ?? null,
      user_created_id: me.id,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('memo_tasks').values(memo).execute();
    return memo;
  });
}

const parseMemo = (raw: unknown) =>
  parseInput(z.object({ task_id: z.string(), content, isMessage: z.boolean().nullish() }), raw);

export async function updateMemo(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<MemoRow> {
  const input = parseInput(z.object({ id: z.string(), content }), raw);
  const { memo } = await accessOwnMemo(deps.db, viewer, input.id);
  return deps.db
    .updateTable('memo_tasks')
    .set({ content: input.content, updatedAt: isoNow(deps.clock) })
    .where('id', '=', memo.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteMemo(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<MemoRow> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const { memo } = await accessOwnMemo(deps.db, viewer, input.id);
  await deps.db.deleteFrom('memo_tasks').where('id', '=', memo.id).execute();
  return memo;
}

/** Takes the comment's copy out of the chat, as a chat deletion does: its text cleared, unread counts recounted. */
export async function removeMessageOfMemo(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<MemoRow> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const { memo, task } = await accessOwnMemo(deps.db, viewer, input.id);
  return deps.db.transaction().execute(async (trx) => {
    if (memo.message_id) await deleteInTransaction(trx, deps, task.room_id, [memo.message_id], memo.user_created_id);
    return trx
      .updateTable('memo_tasks')
      .set({ isMessage: 0, message_id: null, updatedAt: isoNow(deps.clock) })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function listMemos(
  deps: Deps,
  viewer: Viewer | null,
  args: { task_id: string; limit?: number | null; nextToken?: string | null; sortDirection?: string | null },
): Promise<Page<MemoRow>> {
  const { task } = await accessTask(deps.db, viewer, args.task_id, 'read');
  const query = deps.db.selectFrom('memo_tasks').selectAll().where('task_id', '=', task.id);
  return pageByCreatedAt(query, {
    direction: args.sortDirection?.toUpperCase() === 'DESC' ? 'desc' : 'asc',
    limit: pageLimit(args.limit),
    nextToken: args.nextToken,
  });
}
