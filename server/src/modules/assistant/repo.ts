import type { Kysely, Selectable } from 'kysely';
import type { ConversationsTable, DB } from '../../db/types';

export type ConversationRow = Selectable<ConversationsTable>;

export const findConversation = (db: Kysely<DB>, id: string) =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();

export const findTurn = (db: Kysely<DB>, id: string) =>
  db.selectFrom('conversation_messages').selectAll().where('id', '=', id).executeTakeFirst();

export const turnsOf = (db: Kysely<DB>, conversationId: string) =>
  db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** The turns of many conversations in one query, each conversation's oldest first. */
export const turnsOfConversations = (db: Kysely<DB>, conversationIds: readonly string[]) =>
  db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('conversationId', 'in', [...new Set(conversationIds)])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

/** Questions the user asked since `since` (the start of their day), across their conversations. */
export async function questionsSince(db: Kysely<DB>, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('conversation_messages')
    .innerJoin('conversations', 'conversations.id', 'conversation_messages.conversationId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversations.user_id', '=', userId)
    .where('conversation_messages.role', '=', 'user')
    .where('conversation_messages.createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest messages of a room for context, oldest first, with their authors' names. */
export async function recentRoomMessages(db: Kysely<DB>, roomId: string, limit: number) {
  const rows = await db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.user_id')
    .select(['messages.content', 'messages.createdAt', 'users.name', 'users.email'])
    .where('messages.room_id', '=', roomId)
    .where('messages.deletedAt', 'is', null)
    .orderBy('messages.seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** A board's name and its tasks in order, for context. */
export async function boardWithTasks(db: Kysely<DB>, boardId: string) {
  const board = await db.selectFrom('boards').select(['name', 'room_id']).where('id', '=', boardId).executeTakeFirst();
  if (!board) return null;
  const tasks = await db
    .selectFrom('tasks')
    .select(['name', 'description', 'endDate', 'status'])
    .where('board_id', '=', boardId)
    .orderBy('order')
    .limit(200)
    .execute();
  return { ...board, tasks };
}
