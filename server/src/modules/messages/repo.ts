import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { DB, MessagesTable } from '../../db/types';
import type { Dialect } from '../../db';
import { decodeToken, toPage } from '../../lib/paging';

export type Message = Selectable<MessagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

export const findMessage = (db: Db, id: string) =>
  db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();

export const findByClientKey = (db: Db, userId: string, clientKey: string) =>
  db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('client_key', '=', clientKey).executeTakeFirst();

/** Takes the room's next sequence number; the row lock orders concurrent writers to one room. */
export async function nextSeq(trx: Db, roomId: string): Promise<number> {
  const row = await trx
    .updateTable('rooms')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('id', '=', roomId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

/** A room's messages by position: newest first by default. */
export async function pageByRoom(db: Db, roomId: string, direction: 'asc' | 'desc', limit: number, nextToken?: string | null) {
  const after = decodeToken(nextToken) as [number] | null;
  let query = db.selectFrom('messages').selectAll().where('room_id', '=', roomId).where('deletedAt', 'is', null);
  if (after) query = query.where('seq', direction === 'asc' ? '>' : '<', Number(after[0]));
  const rows = await query.orderBy('seq', direction).limit(limit + 1).execute();
  return toPage(rows, limit, (r) => [r.seq]);
}

/** Every message changed after a sequence number, deleted ones included, in change order. */
export async function pageChangesAfter(db: Db, roomId: string, afterSeq: number, limit: number, nextToken?: string | null) {
  const after = decodeToken(nextToken) as [number, string] | null;
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('room_id', '=', roomId)
    .where(
      after
        ? sql<boolean>`(change_seq, id) > (${Number(after[0])}, ${String(after[1])})`
        : sql<boolean>`change_seq > ${afterSeq}`,
    )
    .orderBy('change_seq')
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  return toPage(rows, limit, (r) => [r.change_seq, r.id]);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Messages containing `text` in the rooms the user belongs to, newest first. SQLite reads newest row first and
 * stops once a page is full: through the FTS5 trigram index for three characters or more, and by scanning the
 * table backwards with LIKE for shorter text (trigrams need three). PostgreSQL: ILIKE, served by pg_trgm.
 */
export async function search(db: Db, dialect: Dialect, userId: string, text: string, limit: number, nextToken?: string | null) {
  const myRooms = sql`m.room_id in (select room_id from user_rooms where user_id = ${userId})`;
  const pattern = `%${escapeLike(text)}%`;
  if (dialect === 'sqlite') {
    const after = decodeToken(nextToken) as [number] | null;
    const result =
      [...text].length >= 3
        ? await sql<Message & { position: number }>`select m.*, f.rowid as position
            from messages_fts f join messages m on m.rowid = f.rowid
            where messages_fts match ${`"${text.replace(/"/g, '""')}"`} and ${myRooms} and m."deletedAt" is null
              ${after ? sql`and f.rowid < ${Number(after[0])}` : sql``}
            order by f.rowid desc limit ${limit + 1}`.execute(db)
        : // The unary + keeps SQLite on the backwards table scan instead of sorting every message of the rooms.
          await sql<Message & { position: number }>`select m.*, m.rowid as position from messages m
            where +m.room_id in (select room_id from user_rooms where user_id = ${userId})
              and m."deletedAt" is null and m.content like ${pattern} escape '\\'
              ${after ? sql`and m.rowid < ${Number(after[0])}` : sql``}
            order by m.rowid desc limit ${limit + 1}`.execute(db);
    const page = toPage(result.rows, limit, (r) => [r.position]);
    return { ...page, items: page.items.map(({ position: _position, ...message }) => message) };
  }
  const after = decodeToken(nextToken) as [string, string] | null;
  const before = after ? sql`and (m."createdAt", m.id) < (${after[0]}, ${after[1]})` : sql``;
  const result = await sql<Message>`select m.* from messages m
    where ${myRooms} and m."deletedAt" is null and m.content ilike ${pattern} escape '\\' ${before}
    order by m."createdAt" desc, m.id desc limit ${limit + 1}`.execute(db);
  return toPage(result.rows, limit, (r) => [r.createdAt, r.id]);
}

export async function emotionsOf(db: Db, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('message_emotions')
    .select(['message_id', 'user_id', 'emotion'])
    .where('message_id', 'in', messageIds)
    .orderBy('createdAt')
    .execute();
}

export async function filesOf(db: Db, messageIds: readonly string[]) {
  if (messageIds.length === 0) return [];
  return db
    .selectFrom('files')
    .selectAll()
    .where('message_id', 'in', messageIds)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt')
    .execute();
}
