import type { Kysely } from 'kysely';
import { ROOM_KIND, TASK_STATUS } from '@musubi/shared';
import type { DB } from '../../db/types';

/**
 * The api module's own reads: what a Chatwork answer needs beside what the owners' services return (the viewer's
 * rooms with their counts, a room's members with their profiles). Each is asked only after the owner's policy
 * allowed the viewer in (rooms' requireRoomAccess), or reads the viewer's own rows.
 */

/** The viewer's memberships with their rooms, and for a direct room the other member's name. */
export function myRooms(db: Kysely<DB>, userId: string, roomId?: string) {
  let query = db
    .selectFrom('user_rooms as ur')
    .innerJoin('rooms as r', 'r.id', 'ur.room_id')
    .leftJoin('user_rooms as other', (join) => join.onRef('other.room_id', '=', 'r.id').on('other.user_id', '!=', userId).on('r.kind', '=', ROOM_KIND.direct))
    .leftJoin('users as partner', 'partner.id', 'other.user_id')
    .select([
      'r.id',
      'r.name',
      'r.kind',
      'r.image',
      'r.description',
      'r.last_seq',
      'r.updatedAt',
      'ur.role',
      'ur.favorite',
      'ur.unread_messages',
      'ur.unread_mentions',
      'partner.name as partnerName',
      'partner.image as partnerImage',
    ])
    .where('ur.user_id', '=', userId)
    .orderBy('r.updatedAt', 'desc')
    .orderBy('r.id');
  if (roomId) query = query.where('r.id', '=', roomId);
  return query.execute();
}

/** The viewer's direct rooms with these people, by the other person's id. */
export async function directRoomsWith(db: Kysely<DB>, userId: string, partnerIds: readonly string[]): Promise<Map<string, string>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_rooms as mine')
    .innerJoin('rooms as r', 'r.id', 'mine.room_id')
    .innerJoin('user_rooms as other', (join) => join.onRef('other.room_id', '=', 'r.id').on('other.user_id', '!=', userId))
    .select(['r.id', 'other.user_id'])
    .where('mine.user_id', '=', userId)
    .where('r.kind', '=', ROOM_KIND.direct)
    .where('other.user_id', 'in', [...new Set(partnerIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.id]));
}

/** Whether a contact request waits for this user's answer. */
export async function isRequestTo(db: Kysely<DB>, requestId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('contact_requests').select('id').where('id', '=', requestId).where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row);
}

/** The viewer's "my chat" room. */
export const myChatRoom = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('user_rooms as ur')
    .innerJoin('rooms as r', 'r.id', 'ur.room_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.kind', '=', ROOM_KIND.myChat)
    .executeTakeFirst();

/** Users' public profiles by id. */
export const profiles = (db: Kysely<DB>, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'image', 'company_name', 'industry', 'position'])
        .where('id', 'in', [...new Set(ids)])
        .execute();

export async function cursorOf(db: Kysely<DB>, tokenId: string, roomId: string): Promise<number | null> {
  const row = await db.selectFrom('api_message_cursors').select('change_seq').where('token_id', '=', tokenId).where('room_id', '=', roomId).executeTakeFirst();
  return row ? Number(row.change_seq) : null;
}

/** Moves a token's cursor in a room forward (never back). */
export async function advanceCursor(db: Kysely<DB>, tokenId: string, roomId: string, changeSeq: number): Promise<void> {
  await db
    .insertInto('api_message_cursors')
    .values({ token_id: tokenId, room_id: roomId, change_seq: changeSeq })
    .onConflict((oc) => oc.columns(['token_id', 'room_id']).doUpdateSet({ change_seq: changeSeq }).where('api_message_cursors.change_seq', '<', changeSeq))
    .execute();
}

/** The viewer's open tasks (assigned to them, not done), counted per room. */
export async function myOpenTaskCounts(db: Kysely<DB>, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('task_assignees as a')
    .innerJoin('tasks as t', 't.id', 'a.task_id')
    .select((eb) => ['t.room_id', eb.fn.countAll<number>().as('n')])
    .where('a.user_id', '=', userId)
    .where('t.status', '!=', TASK_STATUS.done)
    .groupBy('t.room_id')
    .execute();
  return new Map(rows.map((row) => [row.room_id, Number(row.n)]));
}

/** Messages, files and tasks of rooms, counted. */
export async function roomCounts(db: Kysely<DB>, roomIds: readonly string[]) {
  const counts = new Map<string, { messages: number; files: number; tasks: number }>();
  if (roomIds.length === 0) return counts;
  const ids = [...roomIds];
  for (const id of ids) counts.set(id, { messages: 0, files: 0, tasks: 0 });
  const [messages, files, tasks] = await Promise.all([
    db.selectFrom('messages').select((eb) => ['room_id', eb.fn.countAll<number>().as('n')]).where('room_id', 'in', ids).where('deletedAt', 'is', null).groupBy('room_id').execute(),
    db.selectFrom('files').select((eb) => ['room_id', eb.fn.countAll<number>().as('n')]).where('room_id', 'in', ids).where('deletedAt', 'is', null).groupBy('room_id').execute(),
    db.selectFrom('tasks').select((eb) => ['room_id', eb.fn.countAll<number>().as('n')]).where('room_id', 'in', ids).groupBy('room_id').execute(),
  ]);
  for (const row of messages) counts.get(row.room_id)!.messages = Number(row.n);
  for (const row of files) if (row.room_id) counts.get(row.room_id)!.files = Number(row.n);
  for (const row of tasks) counts.get(row.room_id)!.tasks = Number(row.n);
  return counts;
}

/** A room's message by its sequence number (the API's message_id). */
export const messageBySeq = (db: Kysely<DB>, roomId: string, seq: number) =>
  Number.isSafeInteger(seq)
    ? db.selectFrom('messages').select(['id', 'seq', 'user_id']).where('room_id', '=', roomId).where('seq', '=', seq).where('deletedAt', 'is', null).executeTakeFirst()
    : Promise.resolve(undefined);

/** Messages of a room by id (the messages replied to). */
export const messagesByIds = (db: Kysely<DB>, roomId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('messages').select(['id', 'seq', 'user_id']).where('room_id', '=', roomId).where('id', 'in', [...new Set(ids)]).execute();

/** The room's latest change number (0 before any message). */
export async function lastChangeSeq(db: Kysely<DB>, roomId: string): Promise<number> {
  const row = await db.selectFrom('messages').select((eb) => eb.fn.max('change_seq').as('top')).where('room_id', '=', roomId).executeTakeFirst();
  return Number(row?.top ?? 0);
}

/** The room's first board not archived (where a task made by the API goes), by the boards' order. */
export const firstBoard = (db: Kysely<DB>, roomId: string) =>
  db.selectFrom('boards').select('id').where('room_id', '=', roomId).where('is_archive', '=', 0).orderBy('order').orderBy('id').executeTakeFirst();

/** Tasks with their assignees: of a room (optionally one), or assigned to a user across their rooms. */
export async function tasksWithAssignees(db: Kysely<DB>, filter: { roomId?: string; taskId?: string; assigneeId?: string; done?: boolean; assignedBy?: string }) {
  let query = db
    .selectFrom('tasks as t')
    .innerJoin('boards as b', 'b.id', 't.board_id')
    .selectAll('t')
    .where('b.is_archive', '=', 0)
    .orderBy('t.createdAt')
    .orderBy('t.id')
    .limit(100);
  if (filter.roomId) query = query.where('t.room_id', '=', filter.roomId);
  if (filter.taskId) query = query.where('t.id', '=', filter.taskId);
  if (filter.assignedBy) query = query.where('t.user_created_id', '=', filter.assignedBy);
  if (filter.done !== undefined) query = query.where('t.status', filter.done ? '=' : '!=', TASK_STATUS.done);
  if (filter.assigneeId) {
    const assigneeId = filter.assigneeId;
    query = query
      .where((eb) => eb.exists(eb.selectFrom('task_assignees as a').select('a.task_id').whereRef('a.task_id', '=', 't.id').where('a.user_id', '=', assigneeId)))
      // Only in rooms they still belong to.
      .where((eb) => eb.exists(eb.selectFrom('user_rooms as m').select('m.id').whereRef('m.room_id', '=', 't.room_id').where('m.user_id', '=', assigneeId)));
  }
  const tasks = await query.execute();
  const assignees =
    tasks.length === 0 ? [] : await db.selectFrom('task_assignees').select(['task_id', 'user_id']).where('task_id', 'in', tasks.map((t) => t.id)).execute();
  return tasks.map((task) => ({ ...task, assignees: assignees.filter((a) => a.task_id === task.id).map((a) => a.user_id) }));
}

/** Rooms by id (names and pictures of the rooms of the viewer's tasks). */
export async function myRoomsById(db: Kysely<DB>, roomIds: readonly string[]) {
  if (roomIds.length === 0) return new Map<string, { name: string; image: string | null }>();
  const rows = await db.selectFrom('rooms').select(['id', 'name', 'image']).where('id', 'in', [...new Set(roomIds)]).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, image: row.image }]));
}
