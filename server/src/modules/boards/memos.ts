import { z } from 'zod';
import { LIMITS, rules } from '@musubi/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { type Page, decodeToken, pageLimit, toPage } from '../../lib/paging';
import { type Message, nextSeq } from '../messages/repo';
import { messageTopic } from '../messages/service';
import { publishUserRooms } from '../rooms/service';
import { accessOwnMemo, accessTask } from './policy';
import type { MemoRow, TaskRow } from './repo';

const content = rules.required(LIMITS.message);
/** How much of a message the room list shows, as the chat stores it. */
const LAST_MESSAGE_SNIPPET = 100;

/**
 * Writes a comment's copy into the room's chat inside the comment's transaction: the room's next sequence
 * number, then the message row, as the chat writes every message.
 */
async function postToChat(trx: Transaction<DB>, task: TaskRow, userId: string, text: string, now: string) {
  const seq = await nextSeq(trx, task.room_id);
  const message: Message = {
    id: newId(),
    room_id: task.room_id,
    user_id: userId,
    seq,
    change_seq: seq,
    content: text,
    reply_message_id: null,
    to_user_id: null,
    is_to_all: 0,
    jump: null,
    client_key: null,
    editedAt: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  await trx.insertInto('messages').values(message).execute();
  // Counted unread for the other members, read for the author, as the chat counts every message.
  const last = text.slice(0, LAST_MESSAGE_SNIPPET);
  await trx
    .updateTable('user_rooms')
    .set((eb) => ({ unread_messages: eb('unread_messages', '+', 1), last_message: last, updatedAt: now }))
    .where('room_id', '=', task.room_id)
    .where('user_id', '<>', userId)
    .execute();
  await trx
    .updateTable('user_rooms')
    .set({ last_read_seq: seq, unread_messages: 0, unread_mentions: 0, last_message: last, updatedAt: now })
    .where('room_id', '=', task.room_id)
    .where('user_id', '=', userId)
    .execute();
  return message;
}

export async function createMemo(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<MemoRow> {
  const input = parseMemo(raw);
  const { task, viewer: me } = await accessTask(deps.db, viewer, input.task_id, 'editBoards');
  const { memo, message } = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const message = input.isMessage ? await postToChat(trx, task, me.id, input.content, now) : null;
    const memo: MemoRow = {
      id: newId(),
      task_id: task.id,
      content: input.content,
      isMessage: message ? 1 : 0,
      message_id: message?.id ?? null,
      user_created_id: me.id,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('memo_tasks').values(memo).execute();
    return { memo, message };
  });
  if (message) {
    await deps.pubsub.publish(messageTopic(task.room_id, 'create'), { onCreateMessage: message });
    await publishUserRooms(deps, await deps.db.selectFrom('user_rooms').selectAll().where('room_id', '=', task.room_id).execute());
  }
  return memo;
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

/** Takes the comment's copy out of the chat (the message is soft-deleted, as chat deletions are). */
export async function removeMessageOfMemo(deps: Deps, viewer: Viewer | null, raw: unknown): Promise<MemoRow> {
  const input = parseInput(z.object({ id: z.string() }), raw);
  const { memo, task } = await accessOwnMemo(deps.db, viewer, input.id);
  const { updated, message } = await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    const message = memo.message_id
      ? await trx
          .updateTable('messages')
          .set({ deletedAt: now, updatedAt: now, change_seq: await nextSeq(trx, task.room_id) })
          .where('id', '=', memo.message_id)
          .where('deletedAt', 'is', null)
          .returningAll()
          .executeTakeFirst()
      : undefined;
    const updated = await trx
      .updateTable('memo_tasks')
      .set({ isMessage: 0, message_id: null, updatedAt: now })
      .where('id', '=', memo.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { updated, message };
  });
  if (message) await deps.pubsub.publish(messageTopic(task.room_id, 'delete'), { onDeleteMessage: message });
  return updated;
}

export async function listMemos(
  deps: Deps,
  viewer: Viewer | null,
  args: { task_id: string; limit?: number | null; nextToken?: string | null; sortDirection?: string | null },
): Promise<Page<MemoRow>> {
  const { task } = await accessTask(deps.db, viewer, args.task_id, 'read');
  const limit = pageLimit(args.limit);
  const desc = args.sortDirection?.toUpperCase() === 'DESC';
  const after = decodeToken(args.nextToken, ['string', 'string']);
  let query = deps.db.selectFrom('memo_tasks').selectAll().where('task_id', '=', task.id);
  if (after) {
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', desc ? '<' : '>', createdAt),
        eb.and([eb('createdAt', '=', createdAt), eb('id', desc ? '<' : '>', id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('createdAt', desc ? 'desc' : 'asc')
    .orderBy('id', desc ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  return toPage(rows, limit, (r) => [r.createdAt, r.id]);
}
