import type { Kysely, Transaction } from 'kysely';
import { LIMITS, MESSAGES, ROOM_KIND, ROOM_ROLE, rules } from '@musubi/shared';
import { z } from 'zod';
import { afterCommit } from '../../db/after-commit';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, forbidden, notFound, parseInput } from '../../lib/errors';
import { newId, newPublicCode } from '../../lib/ids';
import { type ChildPage, childPages } from '../../graphql/batch';
import { type Page, pageLimit } from '../../lib/paging';
import { assertCanCreateRoom } from './limits';
import { createDefaultTags } from './tags';
import { requireViewer } from '../users';
import { requireRoomAccess, roomAccessOf } from './policy';
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
  /** False for a room whose labels come with it (a Musubi export's): it gets no copy of the default labels. */
  defaultTags?: boolean;
}

/**
 * Inserts a room with its creator as admin and the other members as users (or the role given), inside the caller's
 * transaction.
 */
async function insertRoom(trx: Db, deps: Pick<Deps, 'clock'>, creatorId: string, room: NewRoom, memberIds: string[], roles = new Map<string, number>()) {
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
    role: room.kind === ROOM_KIND.direct ? ROOM_ROLE.admin : (roles.get(user_id) ?? ROOM_ROLE.user),
  }))];
  for (const member of members) {
    await repo.insertMembership(trx, { id: newId(), room_id: id, ...member, createdAt: now, updatedAt: now });
  }
  await repo.refreshMemberCounts(trx, id, now);
  if (room.defaultTags !== false) await createDefaultTags(trx, deps, id, creatorId);
  return id;
}

/**
 * A group room brought in by an import of another service's history (decision 0287), inside the caller's
 * transaction: its creator is its admin, the other members join through addMembership. An administrator imports
 * for the whole team, so the creator's plan limit on rooms does not apply.
 */
export async function createImportedRoom(
  trx: Db,
  deps: Pick<Deps, 'clock'>,
  creatorId: string,
  room: Pick<NewRoom, 'name' | 'image' | 'description' | 'overview' | 'public' | 'stranger' | 'defaultTags'>,
) {
  return insertRoom(trx, deps, creatorId, { ...room, kind: ROOM_KIND.group }, []);
}

/**
 * A direct room brought back by an import of Musubi's own export (decision 0330), inside the import's transaction:
 * the one room of the pair (the import runs only where no direct room exists yet), each with the role they had.
 * Its labels come with it, so it gets no copy of the default labels.
 */
export async function createImportedDirectRoom(trx: Db, deps: Pick<Deps, 'clock'>, members: [{ user_id: string; role: number }, { user_id: string; role: number }]) {
  const [first, second] = members;
  const directKey = [first.user_id, second.user_id].sort().join(':');
  const roomId = await insertRoom(trx, deps, first.user_id, { name: 'ダイレクトチャット', kind: ROOM_KIND.direct, direct_key: directKey, defaultTags: false }, [second.user_id]);
  const now = isoNow(deps.clock);
  for (const m of members) await trx.updateTable('user_rooms').set({ role: m.role, updatedAt: now }).where('room_id', '=', roomId).where('user_id', '=', m.user_id).execute();
  await repo.refreshMemberCounts(trx, roomId, now);
  return roomId;
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
  // Among user_ids, those who join as admins or view-only (the REST API's lists); the others join as users.
  admin_ids: idList,
  view_ids: idList,
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
    insertRoom(trx, deps, me.id, { ...data, name, kind: ROOM_KIND.group }, others, new Map([
      ...data.view_ids.map((id) => [id, ROOM_ROLE.view] as const),
      ...data.admin_ids.map((id) => [id, ROOM_ROLE.admin] as const),
    ])),
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

/** regenerateRoomCode: a room admin replaces the code, so links and codes handed out before stop working. */
export async function regenerateRoomCode(deps: Deps, viewer: Viewer | null, input: unknown) {
  const { room_id } = parseInput(z.object({ room_id: z.string({ error: MESSAGES.required }).max(64) }), input);
  await requireRoomAccess(deps.db, viewer, room_id, 'editRoomInfo');
  await deps.db.updateTable('rooms').set({ musubiCode: newPublicCode(), updatedAt: isoNow(deps.clock) }).where('id', '=', room_id).execute();
  const room = await repo.findRoom(deps.db, room_id);
  if (!room) throw notFound();
  return room;
}

/** Gives a room the picture the avatars module stored (null: none), and tells every member. */
export async function setRoomImage(deps: Pick<Deps, 'db' | 'clock' | 'pubsub'>, roomId: string, image: string | null) {
  await deps.db.updateTable('rooms').set({ image, updatedAt: isoNow(deps.clock) }).where('id', '=', roomId).execute();
  await publishUserRooms(deps, await repo.membersOf(deps.db, roomId));
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

/** Adds a contact of the admin to a group room; refused when they already belong to it. */
export async function addMember(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(addMemberSchema, input);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, data.room_id, 'manageMembers');
  const room = await repo.findRoom(deps.db, data.room_id);
  if (!room || room.kind !== ROOM_KIND.group) throw forbidden(MESSAGES.myChatFixed);
  if (data.user_id !== me.id) await requireContacts(deps.db, me.id, [data.user_id]);
  return deps.db.transaction().execute(async (trx) => {
    const { membership, added } = await addMembership(trx, deps, data.room_id, data.user_id, data.role);
    if (!added) throw badInput(MESSAGES.memberExists, { field: 'user_id' });
    return membership;
  });
}

/**
 * Makes a user a member of a room inside the caller's transaction: the one way anybody joins a room (added by an
 * admin, an invitation, a public room's code, a contact's direct room). They start with the room read, the
 * member counts follow, and every member hears of it once the transaction commits. A user already in the room
 * keeps their membership untouched (added: false); whether that is an error is the caller's to say.
 */
export async function addMembership(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'clock' | 'db' | 'pubsub'>,
  roomId: string,
  userId: string,
  role: number,
): Promise<{ membership: UserRoom; added: boolean }> {
  const existing = await repo.findUserRoom(trx, userId, roomId);
  if (existing) return { membership: existing, added: false };
  const room = await repo.findRoom(trx, roomId);
  if (!room) throw notFound();
  const now = isoNow(deps.clock);
  const id = newId();
  await repo.insertMembership(trx, { id, room_id: roomId, user_id: userId, role, last_read_seq: room.last_seq, createdAt: now, updatedAt: now });
  await repo.refreshMemberCounts(trx, roomId, now);
  await announceMembersAfterCommit(trx, deps, roomId);
  return { membership: (await repo.findUserRoomById(trx, id))!, added: true };
}

/** The rooms whose members each open transaction announces after its commit: each room once, however often it changed. */
const announcedRooms = new WeakMap<Transaction<DB>, Set<string>>();

/** Once the caller's transaction commits, every member of the room hears of their membership (a newcomer, counts, roles). */
async function announceMembersAfterCommit(trx: Transaction<DB>, deps: Pick<Deps, 'db' | 'pubsub'>, roomId: string) {
  const rooms = announcedRooms.get(trx) ?? new Set<string>();
  announcedRooms.set(trx, rooms);
  if (rooms.has(roomId)) return;
  rooms.add(roomId);
  await afterCommit(trx, async () => publishUserRooms(deps, await repo.membersOf(deps.db, roomId)));
}

/**
 * The one direct room of two contacts (direct_key: their ids sorted and joined), both its admins, inside the
 * caller's transaction; reopened, not duplicated, when the two become contacts again. Answers the room's id.
 */
export async function openDirectRoom(
  trx: Transaction<DB>,
  deps: Pick<Deps, 'clock' | 'db' | 'pubsub'>,
  userIds: [string, string],
  createdBy: string,
): Promise<string> {
  const directKey = [...userIds].sort().join(':');
  const room = await trx.selectFrom('rooms').select('id').where('direct_key', '=', directKey).executeTakeFirst();
  const roomId =
    room?.id ?? (await insertRoom(trx, deps, createdBy, { name: 'ダイレクトチャット', kind: ROOM_KIND.direct, direct_key: directKey }, []));
  for (const userId of userIds) {
    const { membership, added } = await addMembership(trx, deps, roomId, userId, ROOM_ROLE.admin);
    // Contacts again after a removal: the room kept read-only opens for both once more.
    if (!added && membership.role !== ROOM_ROLE.admin) {
      await trx.updateTable('user_rooms').set({ role: ROOM_ROLE.admin, updatedAt: isoNow(deps.clock) }).where('id', '=', membership.id).execute();
    }
  }
  await repo.refreshMemberCounts(trx, roomId, isoNow(deps.clock));
  await announceMembersAfterCommit(trx, deps, roomId);
  return roomId;
}

/**
 * When two people stop being contacts, their direct room stays with its history but nobody posts in it: both
 * become viewers, inside the caller's transaction.
 */
export async function closeDirectRoom(trx: Transaction<DB>, deps: Pick<Deps, 'clock' | 'db' | 'pubsub'>, userIds: [string, string]) {
  const directKey = [...userIds].sort().join(':');
  const room = await trx.selectFrom('rooms').select('id').where('direct_key', '=', directKey).executeTakeFirst();
  if (!room) return;
  const now = isoNow(deps.clock);
  await trx.updateTable('user_rooms').set({ role: ROOM_ROLE.view, updatedAt: now }).where('room_id', '=', room.id).execute();
  await repo.refreshMemberCounts(trx, room.id, now);
  await announceMembersAfterCommit(trx, deps, room.id);
}

/** A member's role changed, or (role null) they left the room. */
export interface RoleChange {
  user_id: string;
  room_id: string;
  role: number | null;
}

type MembershipListener = (trx: Transaction<DB>, change: RoleChange) => Promise<void>;

const membershipListeners: MembershipListener[] = [];

/**
 * Lets a module above rooms keep its own rows in step with memberships (a leaver's drafts, the invitations of a
 * member who may no longer invite), inside the transaction that changes the membership.
 */
export function onMembershipChange(listener: MembershipListener) {
  membershipListeners.push(listener);
}

async function membershipChanged(trx: Transaction<DB>, change: RoleChange) {
  for (const listener of membershipListeners) await listener(trx, change);
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
    await membershipChanged(trx, { user_id: targetId, room_id: roomId, role: null });
    await repo.refreshMemberCounts(trx, roomId, isoNow(deps.clock));
    return target;
  });
  await publishUserRooms(deps, [{ ...removed, removed: true }]);
  await publishUserRooms(deps, await repo.membersOf(deps.db, roomId));
  return removed;
}

/**
 * Ends a membership inside the caller's transaction, with no one's rights asked (the caller decided: an incoming
 * webhook's bot leaves with its webhook). The same counts and events as a removal; false when there was none.
 */
export async function removeMembership(trx: Transaction<DB>, deps: Pick<Deps, 'clock' | 'db' | 'pubsub'>, roomId: string, userId: string) {
  const target = await repo.findUserRoom(trx, userId, roomId);
  if (!target) return false;
  await trx.deleteFrom('user_rooms').where('id', '=', target.id).execute();
  await membershipChanged(trx, { user_id: userId, room_id: roomId, role: null });
  await repo.refreshMemberCounts(trx, roomId, isoNow(deps.clock));
  await afterCommit(trx, () => publishUserRooms(deps, [{ ...target, removed: true }]));
  await announceMembersAfterCommit(trx, deps, roomId);
  return true;
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
    await membershipChanged(trx, { user_id: data.user_id, room_id: data.room_id, role: data.role });
    await repo.refreshMemberCounts(trx, data.room_id, now);
    return target.id;
  });
  await publishUserRooms(deps, await repo.membersOf(deps.db, data.room_id));
  return (await repo.findUserRoomById(deps.db, row))!;
}

const replaceMembersSchema = z.object({
  room_id: z.string().max(64),
  admin_ids: idList.refine((ids) => ids.length > 0, { message: MESSAGES.lastAdmin }),
  user_ids: idList,
  view_ids: idList,
});

/**
 * Makes a group room's members exactly the listed people, each once in the highest role listed (the REST API's
 * PUT /rooms/{id}/members; admin only): newcomers must be the admin's contacts, members left out are removed,
 * the others take their new role. One transaction, so a refusal changes nobody; at least one admin stays.
 */
export async function replaceMembers(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(replaceMembersSchema, input);
  const { viewer: me } = await requireRoomAccess(deps.db, viewer, data.room_id, 'manageMembers');
  const room = await repo.findRoom(deps.db, data.room_id);
  if (!room || room.kind !== ROOM_KIND.group) throw forbidden(MESSAGES.myChatFixed);
  const wanted = new Map<string, number>();
  for (const id of data.view_ids) wanted.set(id, ROOM_ROLE.view);
  for (const id of data.user_ids) wanted.set(id, ROOM_ROLE.user);
  for (const id of data.admin_ids) wanted.set(id, ROOM_ROLE.admin);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const members = await repo.membersOf(trx, data.room_id);
    const current = new Map(members.map((m) => [m.user_id, m]));
    await requireContacts(trx, me.id, [...wanted.keys()].filter((id) => id !== me.id && !current.has(id)));
    const now = isoNow(deps.clock);
    const leaving = members.filter((m) => !wanted.has(m.user_id));
    for (const member of leaving) {
      await trx.deleteFrom('user_rooms').where('id', '=', member.id).execute();
      await membershipChanged(trx, { user_id: member.user_id, room_id: data.room_id, role: null });
    }
    for (const [userId, role] of wanted) {
      const member = current.get(userId);
      if (!member) await addMembership(trx, deps, data.room_id, userId, role);
      else if (member.role !== role) {
        await trx.updateTable('user_rooms').set({ role, updatedAt: now }).where('id', '=', member.id).execute();
        await membershipChanged(trx, { user_id: userId, room_id: data.room_id, role });
      }
    }
    await repo.refreshMemberCounts(trx, data.room_id, now);
    await announceMembersAfterCommit(trx, deps, data.room_id);
    return leaving;
  });
  await publishUserRooms(deps, removed.map((m) => ({ ...m, removed: true })));
  return repo.membersOf(deps.db, data.room_id);
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

export async function listOwnUserRooms(deps: Deps, viewer: Viewer | null, userId: string, limit?: number | null, nextToken?: string | null) {
  const me = requireViewer(viewer);
  if (userId !== me.id) throw notFound();
  return repo.pageUserRooms(deps.db, me.id, pageLimit(limit), nextToken);
}

export async function listMembers(deps: Deps, viewer: Viewer | null, roomId: string, limit?: number | null, nextToken?: string | null) {
  await requireRoomAccess(deps.db, viewer, roomId, 'read');
  return repo.pageMembers(deps.db, roomId, pageLimit(limit), nextToken);
}

/** listMembers for the rooms of a listing (Room.users): the caller's access to all of them and their first pages. */
export async function listMembersOfRooms(deps: Deps, viewer: Viewer | null, pages: readonly ChildPage[]): Promise<Array<Page<UserRoom> | Error>> {
  const access = await roomAccessOf(deps.db, viewer, pages.map((p) => p.parentId), 'read');
  const allowed = pages.filter((p) => !(access.get(p.parentId) instanceof Error));
  const found = await childPages(deps.db, repo.MEMBER_ORDER, allowed, (roomId, limit, nextToken) => repo.pageMembers(deps.db, roomId, limit, nextToken));
  const pageOf = new Map(allowed.map((p, i) => [p, found[i]!]));
  return pages.map((p) => pageOf.get(p) ?? (access.get(p.parentId) as Error));
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

/** The viewer's rooms in each of their folders (Folder.rooms of a listing); another's folder shows none. */
export async function folderRooms(deps: Deps, viewer: Viewer | null, pages: ReadonlyArray<ChildPage & { ownerId: string }>): Promise<Array<Page<UserRoom>>> {
  const me = requireViewer(viewer);
  const own = pages.filter((p) => p.ownerId === me.id);
  const found = await childPages(
    deps.db,
    repo.FOLDER_ROOM_ORDER,
    own,
    (folderId, limit, nextToken) => repo.pageUserRooms(deps.db, me.id, limit, nextToken, folderId),
    { user_id: me.id },
  );
  const pageOf = new Map(own.map((p, i) => [p, found[i]!]));
  return pages.map((p) => pageOf.get(p) ?? { items: [], nextToken: null });
}
