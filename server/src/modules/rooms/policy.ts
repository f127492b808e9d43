import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { ROOM_ROLE, type RoomRole, USER_STATUS } from '@musubi/shared';
import type { Dialect } from '../../db';
import { prepared } from '../../db/prepared';
import type { DB, UserRoomsTable } from '../../db/types';
import type { Viewer } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { requireViewer } from '../users';

/**
 * Who may do what in a room. Roles: view 0 reads only; user 1 also posts and edits boards and tasks;
 * admin 2 also manages members, room info and anyone's messages, removes boards and imports them.
 * Every module that touches a room's content asks here; nothing else compares role numbers.
 */
export const ROOM_ACTIONS = {
  read: ROOM_ROLE.view,
  post: ROOM_ROLE.user,
  editBoards: ROOM_ROLE.user,
  uploadFiles: ROOM_ROLE.user,
  manageMembers: ROOM_ROLE.admin,
  editRoomInfo: ROOM_ROLE.admin,
  moderateMessages: ROOM_ROLE.admin,
  removeBoards: ROOM_ROLE.admin,
  removeRoom: ROOM_ROLE.admin,
  /** Bringing another service's board (Trello's) into the room's board, as columns and tasks (decision 0319). */
  importBoards: ROOM_ROLE.admin,
} as const satisfies Record<string, RoomRole>;

export type RoomAction = keyof typeof ROOM_ACTIONS;

export type Membership = Pick<UserRoomsTable, 'id' | 'user_id' | 'room_id' | 'role'>;

/**
 * The viewer's membership of a room, which nearly every request and subscription in a room asks for. A suspended
 * user belongs nowhere: their live subscriptions hear nothing from the moment of suspension.
 */
const membershipQuery = (db: Kysely<DB>, userId: string, roomId: string) =>
  db
    .selectFrom('user_rooms')
    .innerJoin('users', 'users.id', 'user_rooms.user_id')
    .select(['user_rooms.id', 'user_rooms.user_id', 'user_rooms.room_id', 'user_rooms.role'])
    .where('user_rooms.user_id', '=', userId)
    .where('user_rooms.room_id', '=', roomId)
    .where('users.status', '!=', USER_STATUS.suspended);
const membershipRows = prepared(membershipQuery);
const membershipRowsHoldingRoom = prepared((db, userId: string, roomId: string) =>
  membershipQuery(db, userId, roomId).innerJoin('rooms', 'rooms.id', 'user_rooms.room_id').forKeyShare('rooms'),
);

export async function findMembership(db: Kysely<DB>, userId: string, roomId: string): Promise<Membership | undefined> {
  return (await membershipRows(db, userId, roomId))[0];
}

export const roleAllows = (role: number, action: RoomAction) => role >= ROOM_ACTIONS[action];

/** Every question above answered for a role at once: what the web app lets a member do (UserRoom.viewerCan). */
export const abilitiesOf = (role: number) =>
  Object.fromEntries(Object.keys(ROOM_ACTIONS).map((action) => [action, roleAllows(role, action as RoomAction)])) as Record<RoomAction, boolean>;

/**
 * Whether a member may invite someone to the room with `role`: they manage members and the role is not above
 * their own. Asked when the invitation is sent and again when it is redeemed, so an invitation dies with its
 * sender's rights (removed, demoted, suspended: findMembership gives undefined for a suspended user).
 */
export const mayInviteWithRole = (inviter: Membership | undefined, role: number) =>
  !!inviter && roleAllows(inviter.role, 'manageMembers') && role <= inviter.role;

/**
 * The only way to reach a room's content for a user: a non-member gets NOT_FOUND, exactly as for a room that
 * does not exist, so ids cannot be probed; a member whose role is too low gets FORBIDDEN.
 */
export async function requireRoomAccess(
  db: Kysely<DB>,
  viewer: Viewer | null,
  roomId: string | null | undefined,
  action: RoomAction,
): Promise<{ viewer: Viewer; membership: Membership }> {
  const me = requireViewer(viewer);
  const membership = typeof roomId === 'string' && roomId.length <= 64 ? await findMembership(db, me.id, roomId) : undefined;
  return { viewer: me, membership: allowRoomAccess(membership, action) };
}

/**
 * requireRoomAccess at the start of a transaction that recounts the member's unread messages (a read mark). On
 * PostgreSQL the same statement holds the room's row against post writers (they lock it for update first,
 * counters.ts takeSeqs) until the transaction ends: locks taken in the writers' order (the room, then memberships)
 * cannot deadlock with theirs, and no post to the room commits between this lock and the recount, so the counts
 * miss none. SQLite runs one transaction at a time.
 */
export async function requireRoomAccessHoldingRoom(
  trx: Transaction<DB>,
  dialect: Dialect,
  viewer: Viewer | null,
  roomId: string,
  action: RoomAction,
): Promise<{ viewer: Viewer; membership: Membership }> {
  const me = requireViewer(viewer);
  const read = dialect === 'postgres' ? membershipRowsHoldingRoom : membershipRows;
  const [membership] = roomId.length <= 64 ? await read(trx, me.id, roomId) : [];
  return { viewer: me, membership: allowRoomAccess(membership, action) };
}

/**
 * requireRoomAccess for many rooms at once (the rooms of a listing): one statement; each room's membership, or the
 * error it is refused with.
 */
export async function roomAccessOf(
  db: Kysely<DB>,
  viewer: Viewer | null,
  roomIds: readonly string[],
  action: RoomAction,
): Promise<Map<string, Membership | Error>> {
  const me = requireViewer(viewer);
  const ids = [...new Set(roomIds)];
  const memberships = await db
    .selectFrom('user_rooms')
    .innerJoin('users', 'users.id', 'user_rooms.user_id')
    .select(['user_rooms.id', 'user_rooms.user_id', 'user_rooms.room_id', 'user_rooms.role'])
    .where('user_rooms.user_id', '=', me.id)
    .where('user_rooms.room_id', 'in', ids)
    .where('users.status', '!=', USER_STATUS.suspended)
    .execute();
  const byRoom = new Map(memberships.map((membership) => [membership.room_id, membership]));
  return new Map(
    ids.map((id): [string, Membership | Error] => {
      try {
        return [id, allowRoomAccess(byRoom.get(id), action)];
      } catch (error) {
        return [id, error as Error];
      }
    }),
  );
}

/** requireRoomAccess's decision for a membership already read (undefined: none, or its user is suspended). */
export function allowRoomAccess(membership: Membership | undefined, action: RoomAction): Membership {
  if (!membership) throw notFound();
  if (!roleAllows(membership.role, action)) throw forbidden();
  return membership;
}

/**
 * Memberships for deciding many users' access at once (a batch of posts), with as much of each row as that needs:
 * every member of `rooms`, and the given users in the given rooms. `active` is false for a suspended user, whom
 * allowRoomAccess must treat as a non-member.
 */
export async function membershipsOf(
  db: Kysely<DB> | Transaction<DB>,
  wanted: { rooms: readonly string[]; members: ReadonlyArray<{ userId: string; roomId: string }> },
): Promise<Array<Membership & { active: boolean }>> {
  const read = (where: RawBuilder<boolean>) =>
    db
      .selectFrom('user_rooms')
      .innerJoin('users', 'users.id', 'user_rooms.user_id')
      .select(['user_rooms.id', 'user_rooms.user_id', 'user_rooms.room_id', 'user_rooms.role', 'users.status'])
      .where(where)
      .execute();
  const rows = [
    ...(wanted.rooms.length > 0 ? await read(sql<boolean>`user_rooms.room_id in (${sql.join(wanted.rooms)})`) : []),
    ...(wanted.members.length > 0
      ? await read(sql<boolean>`(user_rooms.user_id, user_rooms.room_id) in (values ${sql.join(wanted.members.map((m) => sql`(${m.userId}, ${m.roomId})`))})`)
      : []),
  ];
  return rows.map(({ status, ...membership }) => ({ ...membership, active: status !== USER_STATUS.suspended }));
}
