import type { Transaction } from 'kysely';
import { DRAFT_ACTION, EMOTION_IDS, LIMITS, MESSAGES, NOTIFICATION_TYPE, rules } from '@musubi/shared';
import { z } from 'zod';
import { retryConflicts } from '../../db';
import { afterCommit } from '../../db/after-commit';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { AppError, badInput, forbidden, notFound, parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageLimit } from '../../lib/paging';
import {
  insertNotifications,
  type NewNotification,
  type Notification,
  notificationTopic,
  publishNotifications,
  readMentionsOfRoom,
} from '../notifications';
import { attachToMessage, softDeleteFilesOf } from '../files';
import { cancelReadMail, reachRecipients } from '../push';
import {
  allowRoomAccess,
  applyPosts,
  type Membership,
  membershipsOf,
  nextSeq,
  onMembershipChange,
  publishUserRooms,
  readToEnd,
  readUpTo,
  recountUnread,
  replaceLastMessage,
  requireRoomAccess,
  requireRoomAccessHoldingRoom,
  roleAllows,
  type RoomPosts,
  takeSeqs,
  unreadFrom,
  userRoomTopic,
} from '../rooms';
import { requireViewer } from '../users';
import { knownOfNewMessage } from './loads';
import { type PostOutcome, PostWriter, type StoredBatch, type StoredPost } from './post-writer';
import * as repo from './repo';
import type { Message } from './repo';

export const messageTopic = (roomId: string, event: 'create' | 'update' | 'delete') => `room:${roomId}:message:${event}`;
/** Set on a post's create event published again, when its key was retried. */
export const REPEATED = 'repeated';

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

type NewPost = z.output<typeof createSchema>;
type RoomMember = Membership & { active: boolean };
interface QueuedPost {
  roomId: string;
  me: Viewer;
  data: NewPost;
}

/** A stored post: its message, and whom it names when it is new (null when a retried client_key found it). */
interface Posted {
  message: Message;
  mentioned: string[] | null;
}

const writers = new WeakMap<Deps['db'], PostWriter<QueuedPost, Posted>>();
/** Half of the PostgreSQL pool's ten connections may write batches of posts at once; the rest serve reads. */
const POSTGRES_WRITERS = 5;

/** The process's one writer of posts for this database. */
function postWriter(deps: Deps) {
  let writer = writers.get(deps.db);
  if (!writer) {
    writer = new PostWriter(
      deps.db,
      deps.dialect === 'postgres' ? POSTGRES_WRITERS : 1,
      (trx, posts) => storePosts(trx, deps, posts),
      (topic, payload) => deps.pubsub.publish(topic, payload),
      userRoomTopic,
      notificationTopic,
    );
    writers.set(deps.db, writer);
  }
  return writer;
}

/**
 * Posts a message. The input is checked at once; the post then joins the next shared transaction (group commit,
 * see post-writer.ts), where the room check, the sequence number, the message, its files, the unread counts and
 * the mention notifications are written for the whole batch at once. The caller is answered after that commit,
 * once the events are out. The same client_key from the same user returns the first message.
 */
/** A higher module's part in a post's or an edit's transaction (outgoing webhooks queue their deliveries). */
export type MessagesWrittenListener = (trx: Transaction<DB>, deps: Deps, kind: 'created' | 'updated', messages: readonly Message[]) => Promise<void>;
const writtenListeners: MessagesWrittenListener[] = [];

/**
 * Lets a higher module write its rows in the transaction that posts messages or edits one's text, so that what it
 * derives commits with them or not at all. Imported history is not "written" in this sense: it is the past.
 */
export function onMessagesWritten(listener: MessagesWrittenListener): void {
  writtenListeners.push(listener);
}

async function messagesWritten(trx: Transaction<DB>, deps: Deps, kind: 'created' | 'updated', messages: readonly Message[]) {
  for (const listener of writtenListeners) await listener(trx, deps, kind, messages);
}

export async function createMessage(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(createSchema, input);
  const me = requireViewer(viewer);
  const { message, mentioned } = await postWriter(deps).write({ roomId: data.room_id, me, data });
  // Pushes and missed-message mail go out after the commit, without holding up the sender.
  if (mentioned) void reachRecipients(deps, message, mentioned);
  return message;
}

/**
 * Posts a message inside the caller's transaction (a task comment's copy in the chat), by the same checks and
 * counts as every post, announced once that transaction commits.
 */
export async function postInTransaction(trx: Transaction<DB>, deps: Deps, me: Viewer, input: { room_id: string; content: string }) {
  const data = parseInput(createSchema, input);
  const { outcomes, members } = await storePosts(trx, deps, [{ roomId: data.room_id, me, data }]);
  const outcome = outcomes[0]!;
  if (!outcome.ok) throw outcome.error;
  const { result, events, notifications } = outcome.stored;
  await afterCommit(trx, async () => {
    for (const event of events) await deps.pubsub.publish(event.topic, event.payload);
    for (const row of notifications) await deps.pubsub.publish(notificationTopic(row.user_id), { onCreateNotification: row });
    for (const row of members) await deps.pubsub.publish(userRoomTopic(row.user_id), { onUpdateUserRoom: row });
    if (result.mentioned) void reachRecipients(deps, result.message, result.mentioned);
  });
  return result.message;
}

interface Accepted {
  index: number;
  me: Viewer;
  data: NewPost;
  /** Members to notify, the sender excluded. */
  mentioned: Set<string>;
}

const clientKeyOf = (userId: string, clientKey: string) => `${userId}\n${clientKey}`;

/**
 * Stores a batch of posts: one query for replied messages, one or two for the memberships the checks need (who may
 * post, who can be mentioned) and one for retried client keys; then one statement each for the sequence numbers,
 * the messages, the memberships and the notifications. A post refused by a check is left out before anything is
 * written.
 */
async function storePosts(trx: Transaction<DB>, deps: Deps, posts: QueuedPost[]): Promise<StoredBatch<Posted>> {
  const outcomes: Array<PostOutcome<Posted>> = [];
  const answer = (index: number, result: Posted, events: StoredPost<Posted>['events'] = [], notifications: Notification[] = []) =>
    (outcomes[index] = { ok: true, stored: { result, events, notifications } });
  const replied = new Map((await repo.findMessages(trx, [...new Set(posts.flatMap((p) => p.data.reply_message_id ?? []))])).map((m) => [m.id, m]));
  // Each sender, To and replied author in the post's room; every member only of a room posted TO ALL.
  const members = new Map<string, Map<string, RoomMember>>();
  const wanted = {
    rooms: [...new Set(posts.flatMap((p) => (p.data.is_to_all ? [p.roomId] : [])))],
    members: posts.flatMap((p) =>
      [p.me.id, p.data.to_user_id, replied.get(p.data.reply_message_id ?? '')?.user_id].flatMap((userId) => (userId ? [{ userId, roomId: p.roomId }] : [])),
    ),
  };
  for (const m of await membershipsOf(trx, wanted)) {
    members.set(m.room_id, (members.get(m.room_id) ?? new Map<string, RoomMember>()).set(m.user_id, m));
  }
  const keyed = posts.flatMap((p) => (p.data.client_key ? [{ userId: p.me.id, clientKey: p.data.client_key }] : []));
  const sent = new Map((await repo.findByClientKeys(trx, keyed)).map((m) => [clientKeyOf(m.user_id, m.client_key!), m]));

  const accepted: Accepted[] = [];
  /** Posts repeating a client key sent earlier in this batch: answered with that post's message. */
  const repeats = new Map<number, number>();
  const firstWithKey = new Map<string, number>();
  posts.forEach((post, index) => {
    const key = post.data.client_key ? clientKeyOf(post.me.id, post.data.client_key) : undefined;
    try {
      const inRoom = members.get(post.roomId) ?? new Map<string, RoomMember>();
      const mine = inRoom.get(post.me.id);
      allowRoomAccess(mine?.active ? mine : undefined, 'post');
      if (key && sent.has(key)) {
        // The first answer may have been lost with a node that died before publishing the post: it is published again
        // (decision 0257), for the subscriptions that send each change once (onCreateMessage skips it).
        const message = sent.get(key)!;
        const again = { topic: messageTopic(message.room_id, 'create'), payload: { onCreateMessage: message, [REPEATED]: true } };
        return void answer(index, { message, mentioned: null }, [again]);
      }
      if (key && firstWithKey.has(key)) return void repeats.set(index, firstWithKey.get(key)!);
      accepted.push({ index, me: post.me, data: post.data, mentioned: mentionsOf(post, inRoom, replied) });
      if (key) firstWithKey.set(key, accepted.length - 1);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes[index] = { ok: false, error };
    }
  });
  if (accepted.length === 0) return { outcomes, members: [] };

  const counts = new Map<string, number>();
  for (const a of accepted) counts.set(a.data.room_id, (counts.get(a.data.room_id) ?? 0) + 1);
  const last = await takeSeqs(trx, deps.dialect, counts);
  const next = new Map([...counts].map(([roomId, n]) => [roomId, last.get(roomId)! - n + 1]));
  const now = isoNow(deps.clock);
  const messages = accepted.map(({ me, data }): Message => {
    const seq = next.get(data.room_id)!;
    next.set(data.room_id, seq + 1);
    return {
      id: newId(),
      room_id: data.room_id,
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
  });
  await trx.insertInto('messages').values(messages).execute();
  await messagesWritten(trx, deps, 'created', messages);
  const known: Array<ReturnType<typeof knownOfNewMessage>> = [];
  for (const [i, a] of accepted.entries()) {
    const message = messages[i]!;
    known.push(knownOfNewMessage(message, a.data.files.length > 0 ? await attachFiles(trx, a.me.id, message, a.data.files, now) : []));
  }
  const shares = roomShares(accepted, messages, members);
  const changed = await applyPosts(trx, deps.dialect, shares, now);
  const notifications = await insertNotifications(
    trx,
    deps,
    accepted.flatMap((a, i) =>
      [...a.mentioned].map((userId): NewNotification => ({
        user_id: userId,
        type: NOTIFICATION_TYPE.mention,
        content: snippet(a.data.content),
        link: `/room?room_id=${a.data.room_id}&message_id=${messages[i]!.id}`,
        room_id: a.data.room_id,
        user_created_id: a.me.id,
      })),
    ),
  );
  let from = 0;
  accepted.forEach((a, i) => {
    const message = messages[i]!;
    const events = [{ topic: messageTopic(message.room_id, 'create'), payload: { onCreateMessage: message, ...known[i] } }];
    answer(a.index, { message, mentioned: [...a.mentioned] }, events, notifications.slice(from, (from += a.mentioned.size)));
  });
  for (const [index, first] of repeats) answer(index, { message: messages[first]!, mentioned: null });
  return { outcomes, members: changed };
}

/** Who a post mentions (To, TO ALL, the author of the message it replies to), the sender excluded; refuses a bad reply or To. */
function mentionsOf(post: QueuedPost, inRoom: Map<string, RoomMember>, replied: Map<string, Message>): Set<string> {
  const { data, me } = post;
  let replyAuthor: string | null = null;
  if (data.reply_message_id) {
    const target = replied.get(data.reply_message_id);
    if (!target || target.room_id !== post.roomId) throw notFound();
    replyAuthor = target.user_id;
  }
  if (data.to_user_id && !inRoom.has(data.to_user_id)) throw badInput(MESSAGES.mentionNotMember, { field: 'to_user_id' });
  const mentioned = new Set<string>();
  if (data.is_to_all) for (const id of inRoom.keys()) mentioned.add(id);
  if (data.to_user_id) mentioned.add(data.to_user_id);
  if (replyAuthor && inRoom.has(replyAuthor)) mentioned.add(replyAuthor);
  mentioned.delete(me.id);
  return mentioned;
}

/** Attaches the sender's own unattached uploads of the room; anything else refuses the post. */
async function attachFiles(trx: Transaction<DB>, userId: string, message: Message, files: string[], now: string) {
  const attached = await attachToMessage(trx, userId, message, files, now);
  if (!attached) throw badInput(MESSAGES.attachmentInvalid, { field: 'files' });
  return attached;
}

type Counts = { unread: number; mentions: number; seq: number };

/**
 * Each room's share of the accepted posts, replayed in order: every post is unread for each member but its
 * sender, and the sender has read everything up to their own post.
 */
function roomShares(accepted: Accepted[], messages: Message[], members: Map<string, Map<string, RoomMember>>): RoomPosts[] {
  const shares = new Map<string, { count: number; lastMessage: string; senders: Map<string, Counts>; mentioned: Map<string, number> }>();
  for (const [i, a] of accepted.entries()) {
    const share = shares.get(a.data.room_id) ?? { count: 0, lastMessage: '', senders: new Map<string, Counts>(), mentioned: new Map<string, number>() };
    shares.set(a.data.room_id, share);
    for (const [userId, counts] of share.senders) {
      if (userId === a.me.id) continue;
      counts.unread += 1;
      if (a.mentioned.has(userId)) counts.mentions += 1;
    }
    for (const userId of a.mentioned) if (!share.senders.has(userId)) share.mentioned.set(userId, (share.mentioned.get(userId) ?? 0) + 1);
    share.senders.set(a.me.id, { unread: 0, mentions: 0, seq: messages[i]!.seq });
    share.mentioned.delete(a.me.id);
    share.count += 1;
    share.lastMessage = snippet(a.data.content);
  }
  return [...shares].map(([roomId, share]) => {
    const row = (userId: string) => members.get(roomId)!.get(userId)!.id;
    return {
      roomId,
      count: share.count,
      lastMessage: share.lastMessage,
      senders: new Map([...share.senders].map(([userId, counts]) => [row(userId), counts])),
      mentioned: new Map([...share.mentioned].map(([userId, n]) => [row(userId), n])),
    };
  });
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
    const seq = await nextSeq(trx, message.room_id);
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
      await replaceLastMessage(trx, message.room_id, snippet(message.content), snippet(data.content));
    }
    const row = (await repo.findMessage(trx, message.id))!;
    if (data.content !== undefined) await messagesWritten(trx, deps, 'updated', [row]);
    return row;
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
  const seq = await nextSeq(trx, roomId);
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

/**
 * Deletes messages of one room inside the caller's transaction (a task comment's copy taken out of the chat), as
 * every deletion does, announced once that transaction commits.
 */
export async function deleteInTransaction(trx: Transaction<DB>, deps: Deps, roomId: string, ids: string[], userId: string) {
  const deleted = await softDelete(trx, deps, roomId, ids, userId);
  await afterCommit(trx, async () => {
    for (const message of deleted) await publishMessage(deps, 'delete', message);
    if (deleted.length > 0) await publishMembers(deps, roomId);
  });
  return deleted;
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
  return repo.search(deps.db, deps.reads, deps.dialect, me.id, content, pageLimit(args.limit), args.nextToken);
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

export const draftTopic = (userId: string) => `user:${userId}:draft`;

// A member who leaves a room leaves their drafts of it behind.
onMembershipChange(async (trx, change) => {
  if (change.role === null) await trx.deleteFrom('drafts').where('user_id', '=', change.user_id).where('room_id', '=', change.room_id).execute();
});

/** The viewer's drafts in the rooms they still belong to; cleared ones too (empty), so a device that missed the clearing learns of it. */
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

/**
 * Saves the draft for one room and action; an empty draft clears it. Each save counts up the draft's version and
 * is announced to the viewer's other devices, so a draft cleared by sending is cleared everywhere.
 */
export async function saveDraft(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(draftSchema, input);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, data.room_id, 'post');
  const now = isoNow(deps.clock);
  const text = data.draft ?? '';
  const messageId = text ? (data.message_id ?? null) : null;
  const saved = await deps.db
    .insertInto('drafts')
    .values({ id: newId(), user_id: me.id, room_id: data.room_id, action: data.action, message_id: messageId, draft: text, version: 1, createdAt: now, updatedAt: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'room_id', 'action']).doUpdateSet((eb) => ({
        draft: text,
        message_id: messageId,
        version: eb(eb.ref('drafts.version'), '+', 1),
        updatedAt: now,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await deps.pubsub.publish(draftTopic(me.id), { onDraftMessage: saved });
  return { ...(await getDrafts(deps, viewer)), saved };
}

const markReadSchema = z.object({ room_id: z.string(), message_id: z.string().max(64).nullish() });

/** Marks the room read up to a message (or to the end); the mark never moves back. */
export async function markRead(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(markReadSchema, input);
  // Signed out: refused before any transaction begins.
  requireViewer(viewer);
  const { row, readNotifications } = await retryConflicts(() =>
    deps.db.transaction().execute(async (trx) => {
      const { membership } = await requireRoomAccessHoldingRoom(trx, deps.dialect, viewer, data.room_id, 'read');
      const [message] = data.message_id ? await repo.seqOf(trx, data.room_id, data.message_id) : [];
      if (data.message_id && !message) throw notFound();
      // Without a message, to the end (a room without messages leaves the mark where it is).
      const [row] = message ? await readUpTo(trx, membership.id, Number(message.seq)) : await readToEnd(trx, membership.id, data.room_id);
      // Removed from the room since the check above.
      if (!row) throw notFound();
      // What was read needs no mail.
      await cancelReadMail(trx, membership.user_id, data.room_id, row.last_read_seq);
      // Once no mention is left unread in the room, its mention notifications are read too: the bell agrees with the room list.
      const readNotifications = row.unread_mentions > 0 ? [] : await readMentionsOfRoom(trx, deps, membership.user_id, membership.room_id);
      return { row, readNotifications };
    }),
  );
  await publishUserRooms(deps, [row]);
  await publishNotifications(deps, readNotifications);
  return row;
}

const markUnreadSchema = z.object({ room_id: z.string(), message_id: z.string().max(64) });

/** Marks the room unread from a message on (Chatwork's 未読にする); the mark never moves forward. */
export async function markUnread(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(markUnreadSchema, input);
  // Signed out: refused before any transaction begins.
  requireViewer(viewer);
  const row = await retryConflicts(() =>
    deps.db.transaction().execute(async (trx) => {
      const { membership } = await requireRoomAccessHoldingRoom(trx, deps.dialect, viewer, data.room_id, 'read');
      const [message] = await repo.seqOf(trx, data.room_id, data.message_id);
      if (!message) throw notFound();
      const [row] = await unreadFrom(trx, membership.id, Number(message.seq));
      // Removed from the room since the check above.
      if (!row) throw notFound();
      return row;
    }),
  );
  await publishUserRooms(deps, [row]);
  return row;
}
