import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { DB, MessagesTable } from '../../db/types';
import type { Dialect } from '../../db';
import type { Reads } from '../../db/reads';
import { prepared } from '../../db/prepared';
import { afterKeys, decodeToken, pageByKeys, toPage } from '../../lib/paging';

export type Message = Selectable<MessagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

export const findMessage = (db: Db, id: string) =>
  db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();

/** The messages some users already sent under their client keys (a retried send): pairs of user and key. */
export async function findByClientKeys(db: Db, keys: ReadonlyArray<{ userId: string; clientKey: string }>): Promise<Message[]> {
  if (keys.length === 0) return [];
  // Pairs, not two lists: one index lookup per key rather than one per combination of user and key.
  const pairs = sql.join(keys.map((k) => sql`(${k.userId}, ${k.clientKey})`));
  return db.selectFrom('messages').selectAll().where(sql<boolean>`(user_id, client_key) in (values ${pairs})`).execute();
}

export const findMessages = (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('messages').selectAll().where('id', 'in', ids).execute();

/** A room's messages by position: newest first by default. */
export async function pageByRoom(db: Db, roomId: string, direction: 'asc' | 'desc', limit: number, nextToken?: string | null) {
  const query = db.selectFrom('messages').selectAll().where('room_id', '=', roomId).where('deletedAt', 'is', null);
  return pageByKeys(query, { columns: ['seq'], shape: ['number'], direction, limit, nextToken });
}

/** Every message changed after a sequence number, deleted ones included, in change order. */
export async function pageChangesAfter(db: Db, roomId: string, afterSeq: number, limit: number, nextToken?: string | null) {
  const query = db.selectFrom('messages').selectAll().where('room_id', '=', roomId).where('change_seq', '>', afterSeq);
  return pageByKeys(query, { columns: ['change_seq', 'id'], shape: ['number', 'string'], direction: 'asc', limit, nextToken });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Messages containing `text` in the rooms the user belongs to, newest first. SQLite reads newest row first and
 * stops once a page is full: through the FTS5 trigram index for three characters or more, and by scanning the
 * table backwards with LIKE for shorter text (trigrams need three). PostgreSQL: ILIKE room by room (below).
 * The statement runs as a long read (db/reads.ts): on SQLite, on a read thread's connection.
 */
export async function search(db: Db, reads: Reads, dialect: Dialect, userId: string, text: string, limit: number, nextToken?: string | null) {
  const pattern = `%${escapeLike(text)}%`;
  if (dialect === 'sqlite') {
    const myRooms = sql`m.room_id in (select room_id from user_rooms where user_id = ${userId})`;
    const after = decodeToken(nextToken, ['number']);
    const query =
      [...text].length >= 3
        ? sql<Message & { position: number }>`select m.*, f.rowid as position
            from messages_fts f join messages m on m.rowid = f.rowid
            where messages_fts match ${`"${text.replace(/"/g, '""')}"`} and ${myRooms} and m."deletedAt" is null
              ${after ? sql`and ${afterKeys(['f.rowid'], 'desc', after)}` : sql``}
            order by f.rowid desc limit ${limit + 1}`
        : // The unary + keeps SQLite on the backwards table scan instead of sorting every message of the rooms.
          sql<Message & { position: number }>`select m.*, m.rowid as position from messages m
            where +m.room_id in (select room_id from user_rooms where user_id = ${userId})
              and m."deletedAt" is null and m.content like ${pattern} escape '\\'
              ${after ? sql`and ${afterKeys(['m.rowid'], 'desc', after)}` : sql``}
            order by m.rowid desc limit ${limit + 1}`;
    const page = toPage(await reads.all(query.compile(db)), limit, (r) => [r.position]);
    return { ...page, items: page.items.map(({ position: _position, ...message }) => message) };
  }
  const after = decodeToken(nextToken, ['string', 'string']);
  const before = after ? sql`and ${afterKeys(['m.createdAt', 'm.id'], 'desc', after)}` : sql``;
  // Room by room, newest first, a page at most from each, then the newest page of those: each room's reading
  // stops once its page is full, or asks pg_trgm for a rare text, whatever the planner knows of the table. Asked
  // of all the rooms at once, a text too short for trigrams (most Japanese words) read the whole table wherever
  // statistics were missing.
  const query = sql<Message>`select m.* from user_rooms ur cross join lateral (
      select * from messages m
      where m.room_id = ur.room_id and m."deletedAt" is null and m.content ilike ${pattern} escape '\\' ${before}
      order by m."createdAt" desc, m.id desc limit ${limit + 1}
    ) m
    where ur.user_id = ${userId}
    order by m."createdAt" desc, m.id desc limit ${limit + 1}`;
  return toPage(await reads.all(query.compile(db)), limit, (r) => [r.createdAt, r.id]);
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

/** The given message's sequence number in the room (none when it is not there). */
export const seqOf = prepared((db, roomId: string, messageId: string) =>
  db.selectFrom('messages').select('seq').where('room_id', '=', roomId).where('id', '=', messageId),
);
