import type { Kysely, Transaction } from 'kysely';
import { LIMITS, MESSAGES, NOTIFICATION_STATUS, NOTIFICATION_TYPE, ROOM_KIND, ROOM_ROLE, rules } from '@musubi/shared';
import { z } from 'zod';
import { retryConflicts } from '../../db';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, forbidden, notFound, parseInput } from '../../lib/errors';
import { newId, newPublicCode } from '../../lib/ids';
import { pageLimit } from '../../lib/paging';
import { publishNotifications } from '../notifications/service';
import { assertCanCreateRoom } from '../people/limits';
import { cancelReadMail } from '../push/missed-mail';
import { createDefaultTags } from '../tags/service';
import { requireViewer } from '../users/policy';
import { requireRoomAccess, roleAllows } from './policy';
import * as repo from './repo';
import type { Room, UserRoom } from './repo';

type Db = Kysely<DB> | Transaction<DB>;

export const userRoomTopic = (userId: string) => `user:${userId}:user-room`;

/** Tells members about their memberships (unread counts, role, removal); called after commit. */
export async function publishUserRooms(deps: Pick<Deps, 'pubsub'>, rows: Array<UserRoom & { removed?: boolean }>) {
  for (const row of rows) await deps.pubsub.publish(userRoomTopic(row.user_id), { onUpdateUserRoom: row });
}

interface NewRoom {
  name: string;
  image?: string | null;
  description?: string | null;
  overview?: string | null;
  public?: number;
  stranger?: number;
  kind: number;
  direct_key?: string | null;
}

/** Inserts a room with its creator as admin and the other members as users, inside the caller's transaction. */
async function insertRoom(trx: Db, deps: Pick<Deps, 'clock'>, creatorId: string, room: NewRoom, memberIds: string[]) {
  const now = isoNow(deps.clock);
  const id = newId();
  await trx
    .insertInto('rooms')
    .values({
      id,
      name: room.name,
      image: room.image ?? null,
      description: room.description ?? null,
      overview: room.overview ?? null,
      public: room.public ?? 0,
      stranger: room.stranger ?? 0,
      kind: room.kind,
      direct_key: room.direct_key ?? null,
      created_user_id: creatorId,
      musubiCode: newPublicCode(),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const members = [{ user_id: creatorId, role: ROOM_ROLE.admin as number }, ...memberIds.map((user_id) => ({
    user_id,
    role: room.kind === ROOM_KIND.direct ? ROOM_ROLE.admin : ROOM_ROLE.user,
  }))];
  for (const member of members) {
    await repo.insertMembership(trx, { id: newId(), room_id: id, ...member, createdAt: now, updatedAt: now });
  }
  await repo.refreshMemberCounts(trx, id, now);
  await createDefaultTags(trx, deps, id, creatorId);
  return id;
}

/** The personal "my chat" room every user gets at sign-up; called inside the sign-up transaction. */
export async function createMyChatRoom(trx: Db, deps: Pick<Deps, 'clock'>, user: { id: string; email: string }) {
  return insertRoom(trx, deps, user.id, { name: 'マイチャット', kind: ROOM_KIND.myChat }, []);
}

const flag = z.boolean().nullish().transform((v) => (v == null ? undefined : v ? 1 : 0));
const idList = z.array(z.string().max(64)).max(100).nullish().transform((v) => [...new Set(v ?? [])]);

const addRoomSchema = z.object({
  name: rules.optional(),
  image: rules.uploadedImage(),
  description: rules.optional(LIMITS.description),
  overview: rules.optional(LIMITS.description),
  public: flag,
  stranger: flag,
  kind: z
    .number()
    .nullish()
    .transform((v) => v ?? ROOM_KIND.group)
    .refine((v) => v === ROOM_KIND.group || v === ROOM_KIND.direct, { message: MESSAGES.roomKind }),
  user_ids: idList,
});

async function requireContacts(db: Db, userId: string, otherIds: string[]) {
  if (otherIds.length === 0) return;
  const rows = await db
    .selectFrom('contacts')
    .select('contact_user_id')
    .where('user_id', '=', userId)
    .where('contact_user_id', 'in', otherIds)
    .execute();
  if (rows.length !== otherIds.length) throw badInput(MESSAGES.notAContact, { field: 'user_ids' });
}

/** A group room (the creator is admin, contacts join as users) or the one direct room of two contacts. */
export async function addRoom(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const data = parseInput(addRoomSchema, input);
  const others = data.user_ids.filter((id) => id !== me.id);
  await requireContacts(deps.db, me.id, others);
  if (data.kind === ROOM_KIND.direct) {
    if (others.length !== 1) throw badInput(MESSAGES.directPartner, { field: 'user_ids' });
    const directKey = [me.id, others[0]!].sort().join(':');
    const existing = await deps.db.selectFrom('rooms').selectAll().where('direct_key', '=', directKey).executeTakeFirst();
    if (existing) return existing;
    const id = await deps.db
      .transaction()
      .execute((trx) => insertRoom(trx, deps, me.id, { name: 'ダイレクトチャット', kind: ROOM_KIND.direct, direct_key: directKey }, others))
      .catch(async (error: unknown) => {
        // Both contacts opened the direct room at once: the unique key kept one, which both get.
        const winner = await deps.db.selectFrom('rooms').select('id').where('direct_key', '=', directKey).executeTakeFirst();
        if (winner) return winner.id;
        throw error;
      });
    return afterRoomChange(deps, id);
  }
  const name = parseInput(z.object({ name: rules.required() }), { name: data.name ?? '' }).name;
  await assertCanCreateRoom(deps.db, deps.clock, me.id);
  const id = await deps.db.transaction().execute((trx) =>
    insertRoom(trx, deps, me.id, { ...data, name, kind: ROOM_KIND.group }, others),
  );
  return afterRoomChange(deps, id);
}

/** The other person of a direct room, read from its key (the two ids sorted); none for a viewer not among them. */
export function directPartnerId(room: Pick<Room, 'kind' | 'direct_key'>, viewerId: string | undefined): string | null {
  if (room.kind !== ROOM_KIND.direct || !room.direct_key || !viewerId) return null;
  const ids = room.direct_key.split(':');
  if (!ids.includes(viewerId)) return null;
  return ids.find((id) => id !== viewerId) ?? null;
}

/** Publishes every member's membership (the room changed) and returns the room. */
async function afterRoomChange(deps: Deps, roomId: string): Promise<Room> {
  await publishUserRooms(deps, await repo.membersOf(deps.db, roomId));
  const room = await repo.findRoom(deps.db, roomId);
  if (!room) throw notFound();
  return room;
}

export async function getRoom(deps: Deps, viewer: Viewer | null, id: string) {
  await requireRoomAccess(deps.db, viewer, id, 'read');
  const room = await repo.findRoom(deps.db, id);
  if (!room) throw notFound();
  return room;
}

export async function listRooms(deps: Deps, viewer: Viewer | null, limit?: number | null, nextToken?: string | null) {
  const me = requireViewer(viewer);
  return repo.pageRoomsOfUser(deps.db, me.id, pageLimit(limit), nextToken);
}

const updateRoomSchema = z.object({
  id: z.string(),
  name: rules.required().optional(),
  image: rules.uploadedImage().optional(),
  description: rules.optional(LIMITS.description).optional(),
  overview: rules.optional(LIMITS.description).optional(),
  public: flag,
  stranger: flag,
});

/** Room info (admin only). Only the fields present in the input change; "my chat" keeps its name. */
export async function updateRoom(deps: Deps, viewer: Viewer | null, input: Record<string, unknown>, fields: string[]) {
  const picked = Object.fromEntries(Object.entries(input ?? {}).filter(([k, v]) => k === 'id' || (fields.includes(k) && v !== undefined)));
  const { id, ...changes } = parseInput(updateRoomSchema, picked);
  await requireRoomAccess(deps.db, viewer, id, 'editRoomInfo');
  const room = await repo.findRoom(deps.db, id);
  if (!room) throw notFound();
  if (room.kind !== ROOM_KIND.group && (changes.public !== undefined || changes.stranger !== undefined)) {
    throw forbidden(MESSAGES.myChatFixed);
  }
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await deps.db.updateTable('rooms').set({ ...set, updatedAt: isoNow(deps.clock) }).where('id', '=', id).execute();
  return afterRoomChange(deps, id);
}

/**
 * customUpdateCountUserOnRoom / updateTotalMemberUserRoom: every membership change keeps the counts, so these
 * only repair them (after a restore, say). Answers the room and the caller's membership.
 */
export async function recountMembers(deps: Deps, viewer: Viewer | null, input: { room_id?: string }) {
  const { membership } = await requireRoomAccess(deps.db, viewer, input?.room_id, 'read');
  await deps.db.transaction().execute((trx) => repo.refreshMemberCounts(trx, membership.room_id, isoNow(deps.clock)));
  const room = await afterRoomChange(deps, membership.room_id);
  const mine = await deps.db.selectFrom('user_rooms').selectAll().where('id', '=', membership.id).executeTakeFirstOrThrow();
  return { room, membership: mine };
}

/** Removes a group or direct room with everything in it (admin only); "my chat" stays. */
export async function removeRoom(deps: Deps, viewer: Viewer | null, input: { id?: string }) {
  await requireRoomAccess(deps.db, viewer, input?.id, 'removeRoom');
  const room = await repo.findRoom(deps.db, input.id!);
  if (!room) throw notFound();
  if (room.kind === ROOM_KIND.myChat) throw forbidden(MESSAGES.myChatFixed);
  const members = await deps.db.transaction().execute(async (trx) => {
    const rows = await repo.membersOf(trx, room.id);
    await trx.deleteFrom('rooms').where('id', '=', room.id).execute();
    return rows;
  });
  await publishUserRooms(deps, members.map((m) => ({ ...m, removed: true })));
  return room;
}

const roleSchema = z
  .number({ error: MESSAGES.roomRole })
  .int({ message: MESSAGES.roomRole })
  .min(ROOM_ROLE.view, { message: MESSAGES.roomRole })
  .max(ROOM_ROLE.admin, { message: MESSAGES.roomRole });

const addMemberSchema = z.object({
  room_id: z.string(),
  user_id: z.string().max(64),
  role: roleSchema.nullish().transform((v) => v ?? ROOM_ROLE.user),
});

/** Adds a contact of the admin to a group room. Other modules (invites) call `joinRoom` directly. */
export async function addMember(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(addMemberSchema, input);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, data.room_id, 'manageMembers');
  const room = await repo.findRoom(deps.db, data.room_id);
  if (!room || room.kind !== ROOM_KIND.group) throw forbidden(MESSAGES.myChatFixed);
  if (data.user_id !== me.id) await requireContacts(deps.db, me.id, [data.user_id]);
  return joinRoom(deps, data.room_id, data.user_id, data.role);
}

/** Makes a user a member (unread from now on) and tells every member; refused if they already are one. */
export async function joinRoom(deps: Deps, roomId: string, userId: string, role: number) {
  const id = await deps.db.transaction().execute(async (trx) => {
    if (await repo.findUserRoom(trx, userId, roomId)) throw badInput(MESSAGES.memberExists, { field: 'user_id' });
    const room = await repo.findRoom(trx, roomId);
    if (!room) throw notFound();
    const now = isoNow(deps.clock);
    const membershipId = newId();
    const lastSeq = await trx
      .selectFrom('messages')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('room_id', '=', roomId)
      .executeTakeFirst();
    await repo.insertMembership(trx, {
      id: membershipId,
      room_id: roomId,
      user_id: userId,
      role,
      last_read_seq: Number(lastSeq?.seq ?? 0),
      createdAt: now,
      updatedAt: now,
    });
    await repo.refreshMemberCounts(trx, roomId, now);
    return membershipId;
  });
  await publishUserRooms(deps, await repo.membersOf(deps.db, roomId));
  const row = await repo.findUserRoomById(deps.db, id);
  if (!row) throw notFound();
  return row;
}

async function requireAnotherAdmin(trx: Db, roomId: string, leavingUserId: string) {
  const other = await trx
    .selectFrom('user_rooms')
    .select('id')
    .where('room_id', '=', roomId)
    .where('role', '=', ROOM_ROLE.admin)
    .where('user_id', '<>', leavingUserId)
    .executeTakeFirst();
  if (!other) throw badInput(MESSAGES.lastAdmin);
}

/**
 * Leaving (any member) or removing someone else (admin). The last admin of a room that keeps members cannot go.
 * The invitations the member sent to the room die with the membership.
 */
export async function removeMember(deps: Deps, viewer: Viewer | null, input: { room_id?: string; user_id?: string | null }) {
  const me = requireViewer(viewer);
  const targetId = input?.user_id ?? me.id;
  const action = targetId === me.id ? 'read' : 'manageMembers';
  await requireRoomAccess(deps.db, viewer, input?.room_id, action);
  const roomId = input.room_id!;
  const room = await repo.findRoom(deps.db, roomId);
  if (!room || room.kind === ROOM_KIND.myChat) throw forbidden(MESSAGES.myChatFixed);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const target = await repo.findUserRoom(trx, targetId, roomId);
    if (!target) throw notFound();
    const members = await repo.membersOf(trx, roomId);
    if (target.role === ROOM_ROLE.admin && members.length > 1) await requireAnotherAdmin(trx, roomId, targetId);
    await trx.deleteFrom('user_rooms').where('id', '=', target.id).execute();
    await trx.deleteFrom('drafts').where('user_id', '=', targetId).where('room_id', '=', roomId).execute();
    await repo.revokeInvitesSentIn(trx, targetId, roomId);
    await repo.refreshMemberCounts(trx, roomId, isoNow(deps.clock));
    return target;
  });
  await publishUserRooms(deps, [{ ...removed, removed: true }]);
  await publishUserRooms(deps, await repo.membersOf(deps.db, roomId));
  return removed;
}

const changeRoleSchema = z.object({ room_id: z.string(), user_id: z.string(), role: roleSchema });

/** Changes a member's role (admin only); a room always keeps at least one admin. A demoted admin's invitations die. */
export async function changeRole(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(changeRoleSchema, input);
  await requireRoomAccess(deps.db, viewer, data.room_id, 'manageMembers');
  const row = await deps.db.transaction().execute(async (trx) => {
    const target = await repo.findUserRoom(trx, data.user_id, data.room_id);
    if (!target) throw notFound();
    if (target.role === ROOM_ROLE.admin && data.role !== ROOM_ROLE.admin) await requireAnotherAdmin(trx, data.room_id, data.user_id);
    const now = isoNow(deps.clock);
    await trx.updateTable('user_rooms').set({ role: data.role, updatedAt: now }).where('id', '=', target.id).execute();
    if (!roleAllows(data.role, 'manageMembers')) await repo.revokeInvitesSentIn(trx, data.user_id, data.room_id);
    await repo.refreshMemberCounts(trx, data.room_id, now);
    return target.id;
  });
  await publishUserRooms(deps, await repo.membersOf(deps.db, data.room_id));
  return (await repo.findUserRoomById(deps.db, row))!;
}

/** A membership the viewer may see: their own, or one of a room they belong to. Others are NOT_FOUND. */
export async function getUserRoom(deps: Deps, viewer: Viewer | null, id: string) {
  const me = requireViewer(viewer);
  const row = await repo.findUserRoomById(deps.db, id);
  if (!row) throw notFound();
  if (row.user_id !== me.id) await requireRoomAccess(deps.db, viewer, row.room_id, 'read');
  return row;
}

const ownMembershipSchema = z.object({
  id: z.string(),
  favorite: flag,
  archived: flag,
  folder_id: z.string().max(64).nullish(),
});

/** The viewer's own favourite, archived and folder settings. */
export async function updateOwnMembership(deps: Deps, viewer: Viewer | null, input: Record<string, unknown>) {
  const me = requireViewer(viewer);
  const data = parseInput(ownMembershipSchema, input);
  const row = await repo.findUserRoomById(deps.db, data.id);
  if (!row || row.user_id !== me.id) throw notFound();
  if (data.folder_id) {
    const folder = await repo.findFolder(deps.db, data.folder_id);
    if (!folder || folder.created_user_id !== me.id) throw notFound();
  }
  const set: Partial<UserRoom> = {};
  if (data.favorite !== undefined) set.favorite = data.favorite;
  if (data.archived !== undefined) set.archived = data.archived;
  if ('folder_id' in (input ?? {})) set.folder_id = data.folder_id ?? null;
  await deps.db.updateTable('user_rooms').set({ ...set, updatedAt: isoNow(deps.clock) }).where('id', '=', row.id).execute();
  const updated = (await repo.findUserRoomById(deps.db, row.id))!;
  await publishUserRooms(deps, [updated]);
  return updated;
}

const markReadSchema = z.object({ room_id: z.string(), message_id: z.string().max(64).nullish() });

/** Marks the room read up to a message (or to the end); the mark never moves back. */
export async function markRead(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(markReadSchema, input);
  const { membership } = await requireRoomAccess(deps.db, viewer, data.room_id, 'read');
  let query = deps.db.selectFrom('messages').select((eb) => eb.fn.max('seq').as('seq')).where('room_id', '=', data.room_id);
  if (data.message_id) query = query.where('id', '=', data.message_id);
  const upTo = Number((await query.executeTakeFirst())?.seq ?? NaN);
  if (data.message_id && Number.isNaN(upTo)) throw notFound();
  const read = Number.isNaN(upTo) ? undefined : upTo;
  const readNotifications = await retryConflicts(() =>
    deps.db.transaction().execute(async (trx) => {
      await repo.holdRoomAgainstPosts(trx, deps.dialect, data.room_id);
      await repo.recountUnread(trx, data.room_id, membership.user_id, read);
      // What was read needs no mail.
      if (read !== undefined) await cancelReadMail(trx, membership.user_id, data.room_id, read);
      return readMentionNotifications(trx, deps, membership);
    }),
  );
  const row = (await repo.findUserRoomById(deps.db, membership.id))!;
  await publishUserRooms(deps, [row]);
  await publishNotifications(deps, readNotifications);
  return row;
}

/**
 * Once no mention is left unread in the room, its mention notifications are read too: the bell agrees with the
 * room list. Answers the notifications it marked, to be published after commit.
 */
async function readMentionNotifications(trx: Db, deps: Pick<Deps, 'clock'>, membership: { id: string; user_id: string; room_id: string }) {
  const { unread_mentions } = await trx.selectFrom('user_rooms').select('unread_mentions').where('id', '=', membership.id).executeTakeFirstOrThrow();
  if (unread_mentions > 0) return [];
  const rows = await trx
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', membership.user_id)
    .where('room_id', '=', membership.room_id)
    .where('type', '=', NOTIFICATION_TYPE.mention)
    .where('status', '=', NOTIFICATION_STATUS.unread)
    .execute();
  if (rows.length === 0) return [];
  const updatedAt = isoNow(deps.clock);
  await trx
    .updateTable('notifications')
    .set({ status: NOTIFICATION_STATUS.read, updatedAt })
    .where('id', 'in', rows.map((n) => n.id))
    .execute();
  return rows.map((n) => ({ ...n, status: NOTIFICATION_STATUS.read, updatedAt }));
}

export async function listOwnUserRooms(deps: Deps, viewer: Viewer | null, userId: string, limit?: number | null, nextToken?: string | null) {
  const me = requireViewer(viewer);
  if (userId !== me.id) throw notFound();
  return repo.pageUserRooms(deps.db, me.id, pageLimit(limit), nextToken);
}

export async function listMembers(deps: Deps, viewer: Viewer | null, roomId: string, limit?: number | null, nextToken?: string | null) {
  await requireRoomAccess(deps.db, viewer, roomId, 'read');
  return repo.pageMembers(deps.db, roomId, pageLimit(limit), nextToken);
}

export async function membershipOf(deps: Deps, viewer: Viewer | null, userId: string, roomId: string) {
  await requireRoomAccess(deps.db, viewer, roomId, 'read');
  const row = await repo.findUserRoom(deps.db, userId, roomId);
  return { items: row ? [row] : [], nextToken: null };
}

const folderNameSchema = z.object({ name: rules.required() });

export async function createFolder(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const { name } = parseInput(folderNameSchema, input);
  const now = isoNow(deps.clock);
  const folder = { id: newId(), name, created_user_id: me.id, createdAt: now, updatedAt: now };
  await deps.db.insertInto('folders').values(folder).execute();
  return folder;
}

async function ownFolder(deps: Deps, viewer: Viewer | null, id: string | undefined) {
  const me = requireViewer(viewer);
  const folder = typeof id === 'string' ? await repo.findFolder(deps.db, id) : undefined;
  if (!folder || folder.created_user_id !== me.id) throw notFound();
  return folder;
}

export async function renameFolder(deps: Deps, viewer: Viewer | null, input: { id?: string; name?: unknown }) {
  const folder = await ownFolder(deps, viewer, input?.id);
  const { name } = parseInput(folderNameSchema, input);
  const updatedAt = isoNow(deps.clock);
  await deps.db.updateTable('folders').set({ name, updatedAt }).where('id', '=', folder.id).execute();
  return { ...folder, name, updatedAt };
}

/** Deletes a folder; its rooms fall back to no folder. */
export async function deleteFolder(deps: Deps, viewer: Viewer | null, input: { id?: string }) {
  const folder = await ownFolder(deps, viewer, input?.id);
  const moved = await deps.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('user_rooms').selectAll().where('folder_id', '=', folder.id).execute();
    await trx.updateTable('user_rooms').set({ folder_id: null }).where('folder_id', '=', folder.id).execute();
    await trx.deleteFrom('folders').where('id', '=', folder.id).execute();
    return rows;
  });
  await publishUserRooms(deps, moved.map((r) => ({ ...r, folder_id: null })));
  return folder;
}

export async function listFolders(
  deps: Deps,
  viewer: Viewer | null,
  args: { created_user_id: string; sortDirection?: string | null; limit?: number | null; nextToken?: string | null },
) {
  const me = requireViewer(viewer);
  if (args.created_user_id !== me.id) return { items: [], nextToken: null };
  const direction = args.sortDirection?.toUpperCase() === 'ASC' ? 'asc' : 'desc';
  return repo.pageFolders(deps.db, me.id, direction, pageLimit(args.limit), args.nextToken);
}

export async function folderRooms(deps: Deps, viewer: Viewer | null, folder: { id: string; created_user_id: string }, limit?: number | null, nextToken?: string | null) {
  const me = requireViewer(viewer);
  if (folder.created_user_id !== me.id) return { items: [], nextToken: null };
  return repo.pageUserRooms(deps.db, me.id, pageLimit(limit), nextToken, folder.id);
}
