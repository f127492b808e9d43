import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../graphql/generated';
import { type BatchLoad, batched, type ChildPage, loadOncePerRow, rowsById, sharedByEvents, viewerFree } from '../../graphql/batch';
import type { RequestContext } from '../../graphql/context';
import { liveEventsAfter, markedAnswer, parseAfter } from '../../graphql/live';
import { requireViewer, usersById } from '../users';
import { shownPicture } from '../../lib/pictures';
import { notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { abilitiesOf } from './policy';
import { type MembershipChange, type ShownMembership, type UserRoom } from './repo';
import * as rooms from './service';
import { tagResolvers } from './tag-resolvers';

const userRoomsById = rowsById('user_rooms');
const roomsById = rowsById('rooms');
const foldersById = rowsById('folders');

/** The members of a listing's rooms and the rooms in a listing's folders, each in one batch. */
const membersOfRooms: BatchLoad<ChildPage, Page<UserRoom>> = (ctx, pages) => rooms.listMembersOfRooms(ctx.deps, ctx.viewer, pages);
const roomsOfFolders: BatchLoad<ChildPage & { ownerId: string }, Page<UserRoom>> = (ctx, pages) => rooms.folderRooms(ctx.deps, ctx.viewer, pages);

/**
 * The rows of a room's memberships, read once for the events of one commit: a post changes every membership of its
 * room.
 */
const membershipRowsOfRooms = viewerFree<string, Map<string, UserRoom>>(async (ctx, roomIds) => {
  const rows = await ctx.deps.db.selectFrom('user_rooms').selectAll().where('room_id', 'in', [...new Set(roomIds)]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return roomIds.map(() => byId);
});

/**
 * A post's change to a membership over the row as it is now; a row gone since then was left or removed. The
 * change's name for its commit (sameCommit) stays on the answer, for its room.
 */
async function wholeMembership(ctx: RequestContext, event: ShownMembership | MembershipChange): Promise<ShownMembership> {
  if (!('changedOnly' in event)) return event;
  const { changedOnly: _changedOnly, ...change } = event;
  const row = change.sameCommit
    ? ((await loadOncePerRow(ctx, membershipRowsOfRooms, sharedByEvents(change.sameCommit), change.room_id)).get(change.id) ?? null)
    : await batched(ctx, userRoomsById).load(change.id);
  return row ? { ...row, ...change } : { folder_id: null, favorite: 0, role: 0, archived: 0, total_member: 0, createdAt: change.updatedAt, ...change, removed: true };
}

export const resolvers: Resolvers = {
  Query: {
    getRoom: (_root, { id }, ctx) => rooms.getRoom(ctx.deps, ctx.viewer, id),
    getRoomDetail: (_root, { id }, ctx) => rooms.getRoom(ctx.deps, ctx.viewer, id),
    getRoomList: (_root, args, ctx) => rooms.listRooms(ctx.deps, ctx.viewer, args.limit, args.nextToken),
    getUserRooms: (_root, { id }, ctx) => rooms.getUserRoom(ctx.deps, ctx.viewer, id),
    getUserRoomDetail: (_root, { id }, ctx) => rooms.getUserRoom(ctx.deps, ctx.viewer, id),
    getUserRoom: (_root, { id }, ctx) => rooms.getUserRoom(ctx.deps, ctx.viewer, id),
    listUserRoomByUser: (_root, args, ctx) =>
      markedAnswer(ctx, () => rooms.listOwnUserRooms(ctx.deps, ctx.viewer, args.user_id, args.limit, args.nextToken)),
    userRoom: (_root, args, ctx) =>
      rooms.listMembers(ctx.deps, ctx.viewer, args.room_id, args.limit, args.nextToken),
    userRoomByUserAndRoom: (_root, args, ctx) =>
      rooms.membershipOf(ctx.deps, ctx.viewer, args.user_id, args.room_id),
    foldersByDate: (_root, args, ctx) => rooms.listFolders(ctx.deps, ctx.viewer, args),
    ...tagResolvers.Query,
  },
  Mutation: {
    addRoom: (_root, { input }, ctx) => rooms.addRoom(ctx.deps, ctx.viewer, input),
    updateRoom: (_root, { input }, ctx) =>
      rooms.updateRoom(ctx.deps, ctx.viewer, input, ['name', 'image', 'description', 'overview', 'public', 'stranger']),
    customUpdateRoomInfo: (_root, { input }, ctx) => rooms.updateRoom(ctx.deps, ctx.viewer, input, ['name', 'image']),
    customUpdateRoomOverview: (_root, { input }, ctx) => rooms.updateRoom(ctx.deps, ctx.viewer, input, ['overview']),
    customUpdateCountUserOnRoom: async (_root, { input }, ctx) => (await rooms.recountMembers(ctx.deps, ctx.viewer, input)).room,
    updateTotalMemberUserRoom: async (_root, { input }, ctx) => (await rooms.recountMembers(ctx.deps, ctx.viewer, input)).membership,
    removeRoomByRole: (_root, { input }, ctx) => rooms.removeRoom(ctx.deps, ctx.viewer, input),
    customCreateUserRoom: (_root, { input }, ctx) => rooms.addMember(ctx.deps, ctx.viewer, input),
    customDeleteUserRoom: (_root, { input }, ctx) => rooms.removeMember(ctx.deps, ctx.viewer, input),
    customUpdateRoleUserRoom: (_root, { input }, ctx) => rooms.changeRole(ctx.deps, ctx.viewer, input),
    updateUserRoom: (_root, { input }, ctx) => rooms.updateOwnMembership(ctx.deps, ctx.viewer, input),
    createFolder: (_root, { input }, ctx) => rooms.createFolder(ctx.deps, ctx.viewer, input),
    updateFolder: (_root, { input }, ctx) => rooms.renameFolder(ctx.deps, ctx.viewer, input),
    deleteFolder: (_root, { input }, ctx) => rooms.deleteFolder(ctx.deps, ctx.viewer, input),
    customDeleteFolder: (_root, { input }, ctx) => rooms.deleteFolder(ctx.deps, ctx.viewer, input),
    ...tagResolvers.Mutation,
  },
  Subscription: {
    onUpdateUserRoom: {
      // Each user hears only of their own memberships.
      subscribe: (_root, args, ctx) => {
        const after = parseAfter(args.after);
        const me = requireViewer(ctx.viewer);
        if (args.user_id !== me.id) throw notFound();
        return liveEventsAfter(ctx, [rooms.userRoomTopic(me.id)], after);
      },
      resolve: (event: { onUpdateUserRoom: ShownMembership | MembershipChange }, _args: unknown, ctx: MercuriusContext) =>
        wholeMembership(ctx, event.onUpdateUserRoom),
    },
  },
  Room: {
    image: (room) => shownPicture(room.image),
    userCreated: (room, _args, ctx) => batched(ctx, usersById).load(room.created_user_id),
    directPartner: (room, _args, ctx) => {
      const partnerId = rooms.directPartnerId(room, ctx.viewer?.id);
      return partnerId ? batched(ctx, usersById).load(partnerId) : null;
    },
    users: (room, args, ctx) => batched(ctx, membersOfRooms).load({ parentId: room.id, ...args }),
  },
  UserRoom: {
    user: (row, _args, ctx) => batched(ctx, usersById).load(row.user_id),
    room: (row, _args, ctx) => {
      if (row.removed) return null;
      return row.sameCommit
        ? loadOncePerRow(ctx, roomsById, sharedByEvents(row.sameCommit), row.room_id)
        : batched(ctx, roomsById).load(row.room_id);
    },
    folder: (row, _args, ctx) =>
      row.folder_id && ctx.viewer?.id === row.user_id ? batched(ctx, foldersById).load(row.folder_id) : null,
    folder_id: (row, _args, ctx) => (ctx.viewer?.id === row.user_id ? row.folder_id : null),
    removed: (row) => row.removed === true,
    viewerCan: (row, _args, ctx) => (ctx.viewer?.id === row.user_id && !row.removed ? abilitiesOf(row.role) : null),
  },
  Folder: {
    rooms: (folder, args, ctx) =>
      batched(ctx, roomsOfFolders).load({ parentId: folder.id, ownerId: folder.created_user_id, ...args }),
  },
};
