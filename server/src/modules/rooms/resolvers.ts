import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../graphql/generated';
import { batched, rowsById } from '../../graphql/batch';
import type { RequestContext } from '../../graphql/context';
import { requireViewer } from '../users/policy';
import { shownPicture } from '../avatars/service';
import { notFound } from '../../lib/errors';
import * as repo from './repo';
import type { MembershipChange, UserRoom } from './repo';
import * as rooms from './service';
import { usersById } from '../users/repo';

const userRoomsById = rowsById('user_rooms');

/** A post's change to a membership over the row as it is now; a row gone since then was left or removed. */
async function wholeMembership(ctx: RequestContext, event: UserRoom | MembershipChange) {
  if (!('changedOnly' in event)) return event;
  const { changedOnly: _changedOnly, ...change } = event;
  const row = await batched(ctx, userRoomsById).load(change.id);
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
      rooms.listOwnUserRooms(ctx.deps, ctx.viewer, args.user_id, args.limit, args.nextToken),
    userRoom: (_root, args, ctx) =>
      rooms.listMembers(ctx.deps, ctx.viewer, args.room_id, args.limit, args.nextToken),
    userRoomByUserAndRoom: (_root, args, ctx) =>
      rooms.membershipOf(ctx.deps, ctx.viewer, args.user_id, args.room_id),
    foldersByDate: (_root, args, ctx) => rooms.listFolders(ctx.deps, ctx.viewer, args),
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
    updateUnreadUserRoom: (_root, { input }, ctx) => rooms.markRead(ctx.deps, ctx.viewer, input),
    createFolder: (_root, { input }, ctx) => rooms.createFolder(ctx.deps, ctx.viewer, input),
    updateFolder: (_root, { input }, ctx) => rooms.renameFolder(ctx.deps, ctx.viewer, input),
    deleteFolder: (_root, { input }, ctx) => rooms.deleteFolder(ctx.deps, ctx.viewer, input),
    customDeleteFolder: (_root, { input }, ctx) => rooms.deleteFolder(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    onUpdateUserRoom: {
      // Each user hears only of their own memberships.
      subscribe: (_root, args, ctx) => {
        const me = requireViewer(ctx.viewer);
        if (args.user_id !== me.id) throw notFound();
        return ctx.pubsub.subscribe(rooms.userRoomTopic(me.id));
      },
      resolve: (event: { onUpdateUserRoom: UserRoom | MembershipChange }, _args: unknown, ctx: MercuriusContext) =>
        wholeMembership(ctx, event.onUpdateUserRoom),
    },
  },
  Room: {
    image: (room) => shownPicture(room.image),
    userCreated: (room, _args, ctx) =>
      ctx.deps.db.selectFrom('users').selectAll().where('id', '=', room.created_user_id).executeTakeFirst(),
    directPartner: (room, _args, ctx) => {
      const partnerId = rooms.directPartnerId(room, ctx.viewer?.id);
      return partnerId ? batched(ctx, usersById).load(partnerId) : null;
    },
    users: (room, args, ctx) => rooms.listMembers(ctx.deps, ctx.viewer, room.id, args.limit, args.nextToken),
  },
  UserRoom: {
    user: (row, _args, ctx) =>
      ctx.deps.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst(),
    room: (row, _args, ctx) => (row.removed ? null : repo.findRoom(ctx.deps.db, row.room_id)),
    folder: (row, _args, ctx) =>
      row.folder_id && ctx.viewer?.id === row.user_id ? repo.findFolder(ctx.deps.db, row.folder_id) : null,
    folder_id: (row, _args, ctx) => (ctx.viewer?.id === row.user_id ? row.folder_id : null),
    removed: (row) => row.removed === true,
  },
  Folder: {
    rooms: (folder, args, ctx) => rooms.folderRooms(ctx.deps, ctx.viewer, folder, args.limit, args.nextToken),
  },
};
