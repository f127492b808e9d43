import { type Transaction, sql } from 'kysely';
import { DRAFT_ACTION, EMOTION_IDS, LIMITS, MESSAGES, NOTIFICATION_TYPE, rules } from '@musubi/shared';
import { z } from 'zod';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, forbidden, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit } from '../../lib/paging';
import { insertNotifications, type NewNotification, notificationTopic } from '../notifications/service';
import { softDeleteFilesOf } from '../files/service';
import { requireRoomAccess, roleAllows } from '../rooms/policy';
import { recountUnread } from '../rooms/repo';
import { publishUserRooms, userRoomTopic } from '../rooms/service';
import { requireViewer } from '../users/policy';
import { PostWriter, type StoredPost } from './post-writer';
import * as repo from './repo';
import type { Message } from './repo';

export const messageTopic = (roomId: string, event: 'create' | 'update' | 'delete') => `room:${roomId}:message:${event}`;

const SNIPPET = 100;
const snippet = (content: string) => content.slice(0, SNIPPET);

async function publishMessage(deps: Deps, event: 'create' | 'update' | 'delete', message: Message) {
  const field = { create: 'onCreateMessage', update: 'onUpdateMessage', delete: 'onDeleteMessage' }[event];
  await deps.pubsub.publish(messageTopic(message.room_id, event), { [field]: message });
}

async function publishMembers(deps: Deps, roomId: string) {
  await publishUserRooms(deps, await deps.db.selectFrom('user_rooms').selectAll().where('room_id', '=', roomId).execute());
}

const createSchema = z.object({
  room_id: z.string().max(64),
  content: rules.required(LIMITS.message),
  reply_message_id: z.string().max(64).nullish(),
  to_user_id: z.string().max(64).nullish(),
  is_to_all: z.boolean().nullish().transform((v) => (v ? 1 : 0)),
  jump: rules.optional(LIMITS.longText),
  files: z.array(z.string().max(64)).max(20).nullish().transform((v) => [...new Set(v ?? [])]),
  client_key: z.string().min(1).max(64).nullish(),
});

const writers = new WeakMap<Deps['db'], PostWriter>();
/** Half of the PostgreSQL pool's ten connections may write batches of posts at once; the rest serve reads. */
const POSTGRES_WRITERS = 5;

/** The process's one writer of posts for this database. */
function postWriter(deps: Deps) {
  let writer = writers.get(deps.db);
  if (!writer) {
    writer = new PostWriter(deps.db, deps.dialect === 'postgres' ? POSTGRES_WRITERS : 1, (topic, payload) => deps.pubsub.publish(topic, payload), userRoomTopic, notificationTopic);
    writers.set(deps.db, writer);
  }
  return writer;
}

/**
 * Posts a message. Validation and the room check happen first; then the post joins the next shared transaction
 * (group commit, see post-writer.ts), which takes the room's next sequence number, stores the message, attaches
 * files, counts it unread for the other members and stores mention notifications. The caller is answered after
 * that commit, once the events are out. The same client_key from the same user returns the first message.
 */
export async function createMessage(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(createSchema, input);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, data.room_id, 'post');
  if (data.client_key) {
    const existing = await repo.findByClientKey(deps.db, me.id, data.client_key);
    if (existing) return existing;
  }
  return postWriter(deps).write<Message>({
    roomId: data.room_id,
    store: (trx) => insertMessage(trx, deps, me, data),
    // A retry that raced the first send (the unique client_key refused it) answers the first message.
    recover: async (trx) => {
      const existing = data.client_key ? await repo.findByClientKey(trx, me.id, data.client_key) : undefined;
      return existing ? { result: existing } : undefined;
    },
  });
}

async function insertMessage(trx: Transaction<DB>, deps: Deps, me: Viewer, data: z.output<typeof createSchema>): Promise<StoredPost<Message>> {
  const roomId = data.room_id;
  let replyAuthor: string | null = null;
  if (data.reply_message_id) {
    const replied = await repo.findMessage(trx, data.reply_message_id);
    if (!replied || replied.room_id !== roomId) throw notFound();
    replyAuthor = replied.user_id;
  }
  // Only a mention needs the member list.
  const memberIds =
    data.to_user_id || data.is_to_all || replyAuthor
      ? new Set((await trx.selectFrom('user_rooms').select(['user_id']).where('room_id', '=', roomId).execute()).map((m) => m.user_id))
      : new Set<string>();
  if (data.to_user_id && !memberIds.has(data.to_user_id)) throw badInput(MESSAGES.mentionNotMember, { field: 'to_user_id' });

  const seq = await repo.nextSeq(trx, roomId);
  const now = isoNow(deps.clock);
  const message: Message = {
    id: newId(),
    room_id: roomId,
    user_id: me.id,
    seq,
    change_seq: seq,
    content: data.content,
    reply_message_id: data.reply_message_id ?? null,
    to_user_id: data.to_user_id ?? null,
    is_to_all: data.is_to_all,
    jump: data.jump,
    client_key: data.client_key ?? null,
    editedAt: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  await trx.insertInto('messages').values(message).execute();

  if (data.files.length > 0) {
    const attached = await trx
      .updateTable('files')
      .set({ message_id: message.id, updatedAt: now })
      .where('id', 'in', data.files)
      .where('room_id', '=', roomId)
      .where('user_created_id', '=', me.id)
      .where('message_id', 'is', null)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (Number(attached.numUpdatedRows) !== data.files.length) throw badInput(MESSAGES.attachmentInvalid, { field: 'files' });
  }

  const mentioned = new Set<string>();
  if (data.is_to_all) for (const id of memberIds) mentioned.add(id);
  if (data.to_user_id) mentioned.add(data.to_user_id);
  if (replyAuthor && memberIds.has(replyAuthor)) mentioned.add(replyAuthor);
  mentioned.delete(me.id);

  const last = snippet(data.content);
  // One statement for every member: unread for the others (mentions too), and the sender has read everything up
  // to their own message.
  const mentionedIds = mentioned.size > 0 ? sql`user_id in (${sql.join([...mentioned])})` : sql`0 = 1`;
  await trx
    .updateTable('user_rooms')
    .set({
      unread_messages: sql`case when user_id = ${me.id} then 0 else unread_messages + 1 end`,
      unread_mentions: sql`case when user_id = ${me.id} then 0 when ${mentionedIds} then unread_mentions + 1 else unread_mentions end`,
      last_read_seq: sql`case when user_id = ${me.id} then ${seq} else last_read_seq end`,
      last_message: last,
      updatedAt: now,
    })
    .where('room_id', '=', roomId)
    .execute();

  const notifications = await insertNotifications(
    trx,
    deps,
    [...mentioned].map(
      (userId): NewNotification => ({
        user_id: userId,
        type: NOTIFICATION_TYPE.mention,
        content: last,
        link: `/room?room_id=${roomId}&message_id=${message.id}`,
        room_id: roomId,
        user_created_id: me.id,
      }),
    ),
  );
  return {
    result: message,
    roomId,
    events: [{ topic: messageTopic(roomId, 'create'), payload: { onCreateMessage: message } }],
    notifications,
  };
}

const updateSchema = z.object({
  id: z.string().max(64),
  content: rules.required(LIMITS.message).optional(),
  emotion: z
    .string()
    .refine((v) => (EMOTION_IDS as string[]).includes(v), { message: MESSAGES.emotionInvalid })
    .optional(),
});

/** Edits the author's own message (marked edited, no new notification), or toggles the caller's stamp. */
export async function updateMessage(deps: Deps, viewer: Viewer | null, input: Record<string, unknown>) {
  const data = parseInput(updateSchema, Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v != null)));
  const message = await visibleMessage(deps, viewer, data.id);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, message.room_id, 'post');
  if (data.content === undefined && data.emotion === undefined) throw badInput(MESSAGES.required, { field: 'content' });
  if (data.content !== undefined && message.user_id !== me.id) throw forbidden();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const seq = await repo.nextSeq(trx, message.room_id);
    const now = isoNow(deps.clock);
    if (data.emotion !== undefined) {
      const removed = await trx
        .deleteFrom('message_emotions')
        .where('message_id', '=', message.id)
        .where('user_id', '=', me.id)
        .where('emotion', '=', data.emotion)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        await trx
          .insertInto('message_emotions')
          .values({ message_id: message.id, user_id: me.id, emotion: data.emotion, createdAt: now })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    const set = data.content !== undefined ? { content: data.content, editedAt: now, updatedAt: now } : {};
    await trx.updateTable('messages').set({ ...set, change_seq: seq }).where('id', '=', message.id).execute();
    if (data.content !== undefined) {
      await trx
        .updateTable('user_rooms')
        .set({ last_message: snippet(data.content) })
        .where('room_id', '=', message.room_id)
        .where('last_message', '=', snippet(message.content))
        .execute();
    }
    return (await repo.findMessage(trx, message.id))!;
  });
  await publishMessage(deps, 'update', updated);
  return updated;
}

/** A message of a room the viewer belongs to; a deleted one, or one elsewhere, is NOT_FOUND. */
async function visibleMessage(deps: Deps, viewer: Viewer | null, id: string | undefined) {
  requireViewer(viewer);
  const message = typeof id === 'string' ? await repo.findMessage(deps.db, id) : undefined;
  if (!message) throw notFound();
  await requireRoomAccess(deps.db, viewer, message.room_id, 'read');
  if (message.deletedAt) throw notFound();
  return message;
}

/**
 * Soft-deletes messages of one room inside a transaction: content cleared, deletedAt set, unread recounted, and
 * their files soft-deleted with them.
 */
async function softDelete(trx: Transaction<DB>, deps: Deps, roomId: string, ids: string[] | 'all', userId: string) {
  const seq = await repo.nextSeq(trx, roomId);
  const now = isoNow(deps.clock);
  let query = trx
    .updateTable('messages')
    .set({ content: '', deletedAt: now, updatedAt: now, change_seq: seq })
    .where('room_id', '=', roomId)
    .where('deletedAt', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  await query.execute();
  await softDeleteFilesOf(trx, { deletedMessages: { room_id: roomId, change_seq: seq } }, userId, now);
  await recountUnread(trx, roomId);
  return trx.selectFrom('messages').selectAll().where('room_id', '=', roomId).where('change_seq', '=', seq).execute();
}

/** The author (who may post) or a room admin deletes a message. */
export async function deleteMessage(deps: Deps, viewer: Viewer | null, input: { id?: string }) {
  const message = await visibleMessage(deps, viewer, input?.id);
  const { viewer: me, membership } = await requireRoomAccess(deps.db, viewer, message.room_id, 'post');
  if (message.user_id !== me.id && !roleAllows(membership.role, 'moderateMessages')) throw forbidden();
  const [deleted] = await deps.db.transaction().execute((trx) => softDelete(trx, deps, message.room_id, [message.id], me.id));
  await publishMessage(deps, 'delete', deleted!);
  await publishMembers(deps, message.room_id);
  return deleted!;
}

/** Admin: deletes the listed messages, or all of them; answers the deleted messages. */
export async function deleteMany(deps: Deps, viewer: Viewer | null, roomId: string | undefined, ids: string[] | 'all') {
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, roomId, 'moderateMessages');
  if (ids !== 'all' && (ids.length === 0 || ids.length > LIMITS.maxPageSize)) throw badInput(MESSAGES.required, { field: 'ids' });
  const deleted = await deps.db.transaction().execute((trx) => softDelete(trx, deps, roomId!, ids, me.id));
  for (const message of deleted) await publishMessage(deps, 'delete', message);
  await publishMembers(deps, roomId!);
  return deleted;
}

export async function getMessage(deps: Deps, viewer: Viewer | null, id: string) {
  return visibleMessage(deps, viewer, id);
}

export async function listMessages(
  deps: Deps,
  viewer: Viewer | null,
  args: { room_id: string; limit?: number | null; nextToken?: string | null; sortDirection?: string | null; afterSeq?: number | null },
) {
  await requireRoomAccess(deps.db, viewer, args.room_id, 'read');
  const limit = pageLimit(args.limit);
  if (args.afterSeq != null) return repo.pageChangesAfter(deps.db, args.room_id, Math.max(0, Math.trunc(args.afterSeq)), limit, args.nextToken);
  const direction = args.sortDirection?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
  return repo.pageByRoom(deps.db, args.room_id, direction, limit, args.nextToken);
}

const searchSchema = z.object({ content: rules.required(LIMITS.shortText) });

export async function searchMessages(deps: Deps, viewer: Viewer | null, args: { content?: string | null; limit?: number | null; nextToken?: string | null }) {
  const me = requireViewer(viewer);
  const { content } = parseInput(searchSchema, { content: args.content });
  return repo.search(deps.db, deps.dialect, me.id, content, pageLimit(args.limit), args.nextToken);
}

const DRAFT_ACTIONS: string[] = Object.values(DRAFT_ACTION);
const draftSchema = z.object({
  room_id: z.string().max(64),
  action: z
    .string()
    .nullish()
    .transform((v) => v ?? DRAFT_ACTION.new)
    .refine((v) => DRAFT_ACTIONS.includes(v), { message: MESSAGES.draftAction }),
  message_id: z.string().max(64).nullish(),
  draft: z.string().max(LIMITS.message, { message: MESSAGES.tooLong(LIMITS.message) }).nullish(),
});

/** The viewer's drafts in the rooms they still belong to. */
export async function getDrafts(deps: Deps, viewer: Viewer | null, id?: string | null) {
  const me = requireViewer(viewer);
  if (id && id !== me.id) throw notFound();
  const drafts = await deps.db
    .selectFrom('drafts')
    .selectAll()
    .where('user_id', '=', me.id)
    .where('room_id', 'in', deps.db.selectFrom('user_rooms').select('room_id').where('user_id', '=', me.id))
    .orderBy('updatedAt', 'desc')
    .execute();
  return {
    id: me.id,
    drafts,
    createdAt: drafts.reduce<string | null>((min, d) => (!min || d.createdAt < min ? d.createdAt : min), null),
    updatedAt: drafts[0]?.updatedAt ?? null,
  };
}

/** Saves the draft for one room and action; an empty draft removes it. */
export async function saveDraft(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(draftSchema, input);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, data.room_id, 'post');
  const now = isoNow(deps.clock);
  const where = { user_id: me.id, room_id: data.room_id, action: data.action };
  if (!data.draft) {
    await deps.db
      .deleteFrom('drafts')
      .where('user_id', '=', where.user_id)
      .where('room_id', '=', where.room_id)
      .where('action', '=', where.action)
      .execute();
  } else {
    await deps.db
      .insertInto('drafts')
      .values({ id: newId(), ...where, message_id: data.message_id ?? null, draft: data.draft, createdAt: now, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'room_id', 'action']).doUpdateSet({ draft: data.draft!, message_id: data.message_id ?? null, updatedAt: now }),
      )
      .execute();
  }
  return getDrafts(deps, viewer);
}
