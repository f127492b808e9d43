import { CompiledQuery, type Kysely, type RawBuilder, type Selectable, type Transaction, sql } from 'kysely';
import type { DB, MessagesTable } from '../../db/types';
import type { Dialect } from '../../db';
import type { Reads } from '../../db/reads';
import { prepared } from '../../db/prepared';
import { linkSameCommit, type MembershipChange } from '../rooms/repo';
import { decodeToken, toPage } from '../../lib/paging';

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

/**
 * A whole number as a statement parameter: the statement's text stays the same for other values, so it is
 * compiled once (db/index.ts); the cast tells PostgreSQL its type inside a CASE.
 */
const int = (n: number) => sql<number>`cast(${n} as bigint)`;

/** `case <column> when key then value … else <otherwise> end`, or just `otherwise` when there are no pairs. */
function caseOf<T>(column: string, pairs: ReadonlyArray<readonly [string, RawBuilder<T>]>, otherwise: RawBuilder<T>): RawBuilder<T> {
  if (pairs.length === 0) return otherwise;
  return sql<T>`case ${sql.ref(column)} ${sql.join(pairs.map(([key, value]) => sql`when ${key} then ${value}`), sql` `)} else ${otherwise} end`;
}

/**
 * Takes `count` sequence numbers in each room at once and answers each room's new last number. On PostgreSQL the
 * rooms are locked in id order first, so two batches touching the same rooms queue instead of deadlocking.
 */
export async function takeSeqs(trx: Transaction<DB>, dialect: Dialect, counts: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const ids = [...counts.keys()];
  if (dialect === 'postgres') await trx.selectFrom('rooms').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const rows = await trx
    .updateTable('rooms')
    .set({ last_seq: sql<number>`last_seq + ${caseOf('id', [...counts].map(([id, n]) => [id, int(n)] as const), sql.lit(0))}` })
    .where('id', 'in', ids)
    .returning(['id', 'last_seq'])
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.last_seq)]));
}

/** One room's share of a batch of posts, for the membership rows. */
export interface RoomPosts {
  roomId: string;
  /** Posts stored in the room: unread for every member who did not send one. */
  count: number;
  lastMessage: string;
  /** Members who sent one of the posts, by membership id: their counts after their own last post, and its seq. */
  senders: ReadonlyMap<string, { unread: number; mentions: number; seq: number }>;
  /** Other members mentioned, by membership id: how many of the posts mention them. */
  mentioned: ReadonlyMap<string, number>;
}

/**
 * Applies a batch of posts to the memberships of their rooms and answers what it changed in each. On PostgreSQL, where
 * every statement is a round trip, one statement for the whole batch; on SQLite, where it is a call, see below.
 */
export async function applyPosts(trx: Transaction<DB>, dialect: Dialect, rooms: readonly RoomPosts[], now: string): Promise<MembershipChange[]> {
  if (dialect === 'sqlite') return linkSameCommit(await applyPostsByRoom(trx, rooms, now));
  const senders = rooms.flatMap((r) => [...r.senders]);
  const mentioned = rooms.flatMap((r) => [...r.mentioned]);
  const update = trx
    .updateTable('user_rooms')
    .set({
      unread_messages: caseOf(
        'id',
        senders.map(([id, s]) => [id, int(s.unread)] as const),
        sql<number>`unread_messages + ${caseOf('room_id', rooms.map((r) => [r.roomId, int(r.count)] as const), sql.lit(0))}`,
      ),
      unread_mentions: caseOf(
        'id',
        [...senders.map(([id, s]) => [id, int(s.mentions)] as const), ...mentioned.map(([id, n]) => [id, sql<number>`unread_mentions + ${int(n)}`] as const)],
        sql<number>`unread_mentions`,
      ),
      last_read_seq: caseOf('id', senders.map(([id, s]) => [id, int(s.seq)] as const), sql<number>`last_read_seq`),
      last_message: caseOf('room_id', rooms.map((r) => [r.roomId, sql<string | null>`${r.lastMessage}`] as const), sql<string | null>`last_message`),
      updatedAt: now,
    })
    .where('room_id', 'in', rooms.map((r) => r.roomId));
  // The texts are the batch's own: reading them back costs more than the counters.
  const lastMessage = new Map(rooms.map((r) => [r.roomId, r.lastMessage]));
  const rows = await update.returning(['id', 'user_id', 'room_id', 'unread_messages', 'unread_mentions', 'last_read_seq']).execute();
  return linkSameCommit(rows.map((row) => ({ ...row, last_message: lastMessage.get(row.room_id)!, updatedAt: now, changedOnly: true })));
}

type Counters = Pick<MembershipChange, 'id' | 'user_id' | 'unread_messages' | 'unread_mentions' | 'last_read_seq'>;
const MEMBER_COUNTERS = 'select id, user_id, unread_messages, unread_mentions, last_read_seq from user_rooms where room_id = ?';
const ROOM_POSTED = 'update user_rooms set unread_messages = unread_messages + ?, last_message = ?, "updatedAt" = ? where room_id = ?';
const SENDER_POSTED = 'update user_rooms set unread_messages = ?, unread_mentions = ?, last_read_seq = ? where id = ?';
const MENTIONED = 'update user_rooms set unread_mentions = unread_mentions + ? where id = ?';

/**
 * SQLite: per room, its members' counters are read, then written by a few fixed statements that the driver keeps
 * compiled, and the new values are worked out here. SQLite runs one transaction at a time, so nothing changes the
 * rows between the read and the writes. One statement for the batch cost more: Kysely built a query of a few hundred
 * parameters for every batch, each member row walked every `case` arm, and SQLite buffers the rows `returning` answers.
 */
async function applyPostsByRoom(trx: Transaction<DB>, rooms: readonly RoomPosts[], now: string): Promise<MembershipChange[]> {
  const run = <R>(text: string, parameters: unknown[]) => trx.executeQuery<R>(CompiledQuery.raw(text, parameters));
  const changes: MembershipChange[] = [];
  for (const room of rooms) {
    const { rows } = await run<Counters>(MEMBER_COUNTERS, [room.roomId]);
    await run(ROOM_POSTED, [room.count, room.lastMessage, now, room.roomId]);
    for (const [id, s] of room.senders) await run(SENDER_POSTED, [s.unread, s.mentions, s.seq, id]);
    for (const [id, n] of room.mentioned) await run(MENTIONED, [n, id]);
    for (const row of rows) {
      const sent = room.senders.get(row.id);
      changes.push({
        id: row.id,
        user_id: row.user_id,
        room_id: room.roomId,
        unread_messages: sent ? sent.unread : row.unread_messages + room.count,
        unread_mentions: sent ? sent.mentions : row.unread_mentions + (room.mentioned.get(row.id) ?? 0),
        last_read_seq: sent ? sent.seq : row.last_read_seq,
        last_message: room.lastMessage,
        updatedAt: now,
        changedOnly: true,
      });
    }
  }
  return changes;
}

/** A room's messages by position: newest first by default. */
export async function pageByRoom(db: Db, roomId: string, direction: 'asc' | 'desc', limit: number, nextToken?: string | null) {
  const after = decodeToken(nextToken, ['number']);
  let query = db.selectFrom('messages').selectAll().where('room_id', '=', roomId).where('deletedAt', 'is', null);
  if (after) query = query.where('seq', direction === 'asc' ? '>' : '<', Number(after[0]));
  const rows = await query.orderBy('seq', direction).limit(limit + 1).execute();
  return toPage(rows, limit, (r) => [r.seq]);
}

/** Every message changed after a sequence number, deleted ones included, in change order. */
export async function pageChangesAfter(db: Db, roomId: string, afterSeq: number, limit: number, nextToken?: string | null) {
  const after = decodeToken(nextToken, ['number', 'string']);
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
 * The statement runs as a long read (db/reads.ts): on SQLite, on a read thread's connection.
 */
export async function search(db: Db, reads: Reads, dialect: Dialect, userId: string, text: string, limit: number, nextToken?: string | null) {
  const myRooms = sql`m.room_id in (select room_id from user_rooms where user_id = ${userId})`;
  const pattern = `%${escapeLike(text)}%`;
  if (dialect === 'sqlite') {
    const after = decodeToken(nextToken, ['number']);
    const query =
      [...text].length >= 3
        ? sql<Message & { position: number }>`select m.*, f.rowid as position
            from messages_fts f join messages m on m.rowid = f.rowid
            where messages_fts match ${`"${text.replace(/"/g, '""')}"`} and ${myRooms} and m."deletedAt" is null
              ${after ? sql`and f.rowid < ${Number(after[0])}` : sql``}
            order by f.rowid desc limit ${limit + 1}`
        : // The unary + keeps SQLite on the backwards table scan instead of sorting every message of the rooms.
          sql<Message & { position: number }>`select m.*, m.rowid as position from messages m
            where +m.room_id in (select room_id from user_rooms where user_id = ${userId})
              and m."deletedAt" is null and m.content like ${pattern} escape '\\'
              ${after ? sql`and m.rowid < ${Number(after[0])}` : sql``}
            order by m.rowid desc limit ${limit + 1}`;
    const page = toPage(await reads.all(query.compile(db)), limit, (r) => [r.position]);
    return { ...page, items: page.items.map(({ position: _position, ...message }) => message) };
  }
  const after = decodeToken(nextToken, ['string', 'string']);
  const before = after ? sql`and (m."createdAt", m.id) < (${after[0]}, ${after[1]})` : sql``;
  const query = sql<Message>`select m.* from messages m
    where ${myRooms} and m."deletedAt" is null and m.content ilike ${pattern} escape '\\' ${before}
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

/** A message that mentions the member: To them, TO ALL, or a reply to one of their messages. */
const mentionsMember = sql<boolean>`(m.to_user_id = user_rooms.user_id or m.is_to_all = 1 or exists (
  select 1 from messages r where r.id = m.reply_message_id and r.user_id = user_rooms.user_id))`;

/**
 * PostgreSQL: holds the room's row against post writers (they lock it for update first, takeSeqs) until the
 * transaction ends. Locks taken in the writers' order (the room, then memberships) cannot deadlock with theirs, and
 * no post to the room commits between this lock and a recount, so the counts miss none.
 */
export async function holdRoomAgainstPosts(trx: Db, dialect: Dialect, roomId: string) {
  if (dialect === 'postgres') await trx.selectFrom('rooms').select('id').where('id', '=', roomId).forKeyShare().execute();
}

/** The messages after a read mark that count as unread for the member: not deleted, not their own, maybe only mentions. */
const unreadAfter = (mark: RawBuilder<number>, mentionsOnly: boolean) => sql<number>`(select count(*) from messages m
    where m.room_id = user_rooms.room_id and m."deletedAt" is null and m.seq > ${mark}
      and m.user_id <> user_rooms.user_id ${mentionsOnly ? sql`and ${mentionsMember}` : sql``})`;

/**
 * Recomputes the room's unread counts from the messages after each member's read mark. Used after deletions, so a
 * count can never drift from what the member would see.
 */
export async function recountUnread(trx: Db, roomId: string) {
  const mark = sql<number>`user_rooms.last_read_seq`;
  await trx
    .updateTable('user_rooms')
    .set({ unread_messages: unreadAfter(mark, false), unread_mentions: unreadAfter(mark, true) })
    .where('room_id', '=', roomId)
    .execute();
}

/**
 * Moves a member's read mark forward to `upTo` (never back: 0 leaves it) and recounts their unread messages and
 * mentions from it, in one statement, so the row is changed once (on PostgreSQL a second change of a row in one
 * transaction checks its foreign keys again, a share lock on the room). Answers the row as it now is.
 */
export const readUpTo = prepared((db, membershipId: string, upTo: number) => {
  const mark = sql<number>`case when user_rooms.last_read_seq < ${upTo} then ${upTo} else user_rooms.last_read_seq end`;
  return db
    .updateTable('user_rooms')
    .set({ unread_messages: unreadAfter(mark, false), unread_mentions: unreadAfter(mark, true), last_read_seq: mark })
    .where('id', '=', membershipId)
    .returningAll();
});

/** The room's last sequence number, or the given message's in it (none when it is not there). */
export const lastSeqOf = prepared((db, roomId: string) =>
  db.selectFrom('messages').select((eb) => eb.fn.max('seq').as('seq')).where('room_id', '=', roomId),
);
export const seqOf = prepared((db, roomId: string, messageId: string) =>
  db.selectFrom('messages').select('seq').where('room_id', '=', roomId).where('id', '=', messageId),
);
