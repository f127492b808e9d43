import { CompiledQuery, type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Dialect } from '../../db';
import { prepared } from '../../db/prepared';
import type { DB } from '../../db/types';
import { linkSameCommit, type MembershipChange } from './repo';

/*
 * What posts change in their room: its sequence of messages, and each member's unread counts, last message and
 * read mark. The rooms module owns these rows; the messages module decides when they change and calls here.
 */

type Db = Kysely<DB> | Transaction<DB>;

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

// A post to one room, nearly every post: its statements are compiled once.
const lockOneRoom = prepared((db, roomId: string) => db.selectFrom('rooms').select('id').where('id', '=', roomId).forUpdate());
const seqsOfOneRoom = prepared((db, roomId: string, count: number) =>
  db
    .updateTable('rooms')
    .set({ last_seq: sql<number>`last_seq + ${int(count)}` })
    .where('id', '=', roomId)
    .returning(['id', 'last_seq']),
);

/**
 * Takes `count` sequence numbers in each room at once and answers each room's new last number. On PostgreSQL the
 * rooms are locked in id order first, so two batches touching the same rooms queue instead of deadlocking; that
 * lock (unlike the update's own) also holds off the read marks that hold the room (rooms/policy.ts).
 */
export async function takeSeqs(trx: Transaction<DB>, dialect: Dialect, counts: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const ids = [...counts.keys()];
  let rows: Array<{ id: string; last_seq: number }>;
  if (ids.length === 1) {
    if (dialect === 'postgres') await lockOneRoom(trx, ids[0]!);
    rows = await seqsOfOneRoom(trx, ids[0]!, counts.get(ids[0]!)!);
  } else {
    if (dialect === 'postgres') await trx.selectFrom('rooms').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    rows = await trx
      .updateTable('rooms')
      .set({ last_seq: sql<number>`last_seq + ${caseOf('id', [...counts].map(([id, n]) => [id, int(n)] as const), sql.lit(0))}` })
      .where('id', 'in', ids)
      .returning(['id', 'last_seq'])
      .execute();
  }
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

/** A message that mentions the member: To them, TO ALL, or a reply to one of their messages. */
const mentionsMember = sql<boolean>`(m.to_user_id = user_rooms.user_id or m.is_to_all = 1 or exists (
  select 1 from messages r where r.id = m.reply_message_id and r.user_id = user_rooms.user_id))`;

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
function readTo(db: Kysely<DB>, membershipId: string, upTo: RawBuilder<number>) {
  const mark = sql<number>`case when user_rooms.last_read_seq < ${upTo} then ${upTo} else user_rooms.last_read_seq end`;
  return db
    .updateTable('user_rooms')
    .set({ unread_messages: unreadAfter(mark, false), unread_mentions: unreadAfter(mark, true), last_read_seq: mark })
    .where('id', '=', membershipId)
    .returningAll();
}

export const readUpTo = prepared((db, membershipId: string, upTo: number) => readTo(db, membershipId, sql<number>`${upTo}`));

/**
 * readUpTo the room's last message, read in the same statement: with the room held against posts
 * (policy.ts, requireRoomAccessHoldingRoom), the last message committed when the mark is set, and one round trip
 * fewer than asking for it first.
 */
export const readToEnd = prepared((db, membershipId: string, roomId: string) =>
  readTo(db, membershipId, sql<number>`(select coalesce(max(seq), 0) from messages where room_id = ${roomId})`),
);

/**
 * Moves a member's read mark back to just before the message numbered `fromSeq` (never forward), recounting as
 * readUpTo does: Chatwork's "unread from here". Answers the row as it now is.
 */
export const unreadFrom = prepared((db, membershipId: string, fromSeq: number) => {
  const mark = sql<number>`case when user_rooms.last_read_seq >= ${fromSeq} then ${fromSeq} - 1 else user_rooms.last_read_seq end`;
  return db
    .updateTable('user_rooms')
    .set({ unread_messages: unreadAfter(mark, false), unread_mentions: unreadAfter(mark, true), last_read_seq: mark })
    .where('id', '=', membershipId)
    .returningAll();
});

/** An edited message's new text shown as its room's last message, where the old text was. */
export async function replaceLastMessage(trx: Db, roomId: string, from: string, to: string) {
  await trx.updateTable('user_rooms').set({ last_message: to }).where('room_id', '=', roomId).where('last_message', '=', from).execute();
}
