import type { Resolvers } from '../../graphql/generated';
import { batched, rowsById } from '../../graphql/batch';
import { regenerateRoomCode } from '../rooms';
import { findUsers, getProfile, getUserByEmail, getUsersByIds, searchUser, updateProfile, usersById } from '../users';
import * as contacts from './contacts';
import * as invites from './invites';
import * as notes from './notes';
import * as publicRooms from './publicRooms';
import * as roomInvites from './roomInvites';

const roomsById = rowsById('rooms');

export const resolvers: Resolvers = {
  Query: {
    getProfile: (_root, args, ctx) => getProfile(ctx.deps, ctx.viewer, args.id),
    getUsersByIds: (_root, args, ctx) => getUsersByIds(ctx.deps, ctx.viewer, args.ids),
    findUsers: async (_root, args, ctx) => {
      // An exact address tells whether it has an account: the same budget as getUserByEmail.
      if (args.search?.includes('@')) await ctx.limit('auth');
      return findUsers(ctx.deps, ctx.viewer, args);
    },
    getUserByEmail: async (_root, args, ctx) => {
      // Each answer tells whether an address has an account: spend from the same budget as sign-in.
      await ctx.limit('auth');
      return getUserByEmail(ctx.deps, ctx.viewer, args.email);
    },
    searchUser: (_root, args, ctx) => searchUser(ctx.deps, ctx.viewer, args),
    listContacts: (_root, args, ctx) => contacts.listContacts(ctx.deps, ctx.viewer, args),
    listContactsRequests: (_root, args, ctx) => contacts.listContactRequests(ctx.deps, ctx.viewer, args),
    getListContactRequestByUser: (_root, args, ctx) =>
      contacts.pendingRequestsFor(ctx.deps, ctx.viewer, args.user_id),
    getCountContactRequestByUser: (_root, args, ctx) =>
      contacts.countPendingRequestsFor(ctx.deps, ctx.viewer, args.user_id),
    listInviteByEmails: (_root, args, ctx) => invites.listInvites(ctx.deps, ctx.viewer, args),
    listRoomInvites: (_root, args, ctx) => roomInvites.listRoomInvites(ctx.deps, ctx.viewer, args),
    inviteByToken: async (_root, args, ctx) => {
      await ctx.limit('auth');
      return roomInvites.previewInvite(ctx.deps, args);
    },
    searchInviteByEmail: (_root, args, ctx) => invites.searchInvites(ctx.deps, ctx.viewer, args),
    userNote: (_root, args, ctx) => notes.listNotes(ctx.deps, ctx.viewer, args),
    roomByCode: async (_root, args, ctx) => {
      await ctx.limit('auth');
      return publicRooms.roomByCode(ctx.deps, ctx.viewer, args);
    },
  },
  Mutation: {
    updateProfile: (_root, { input }, ctx) => updateProfile(ctx.deps, ctx.viewer, input),
    customCreateContactRequest: (_root, { input }, ctx) => contacts.createContactRequest(ctx.deps, ctx.viewer, input),
    acceptRequestContact: (_root, { input }, ctx) => contacts.acceptContactRequest(ctx.deps, ctx.viewer, input),
    customDeleteContactRequest: (_root, { input }, ctx) => contacts.deleteContactRequest(ctx.deps, ctx.viewer, input),
    removeContact: (_root, { input }, ctx) => contacts.removeContact(ctx.deps, ctx.viewer, input),
    createInviteByEmail: async (_root, { input }, ctx) => {
      await ctx.limit('mail');
      return invites.createInvite(ctx.deps, ctx.viewer, input);
    },
    deleteInviteByEmail: (_root, { input }, ctx) => invites.withdrawInvite(ctx.deps, ctx.viewer, input),
    revokeRoomInvite: (_root, { input }, ctx) => invites.withdrawInvite(ctx.deps, ctx.viewer, input),
    handleRequestMailContact: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return invites.redeemContactInvite(ctx.deps, ctx.viewer, input);
    },
    updateUserContactJoinRoom: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return invites.redeemRoomInvite(ctx.deps, ctx.viewer, input);
    },
    createUserNote: (_root, { input }, ctx) => notes.createNote(ctx.deps, ctx.viewer, input),
    updateUserNote: (_root, { input }, ctx) => notes.updateNote(ctx.deps, ctx.viewer, input),
    joinRoomByCode: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return publicRooms.joinRoomByCode(ctx.deps, ctx.viewer, input);
    },
    regenerateRoomCode: (_root, { input }, ctx) => regenerateRoomCode(ctx.deps, ctx.viewer, input),
  },
  // The users and rooms behind lists of requests and invites: one query per list rather than one per row.
  ContactRequest: {
    request_user: (request, _args, ctx) => batched(ctx, usersById).load(request.request_user_id),
    user: (request, _args, ctx) => (request.user_id ? batched(ctx, usersById).load(request.user_id) : null),
  },
  InviteByEmail: {
    room: (invite, _args, ctx) => (invite.room_id ? batched(ctx, roomsById).load(invite.room_id) : null),
    inviter: (invite, _args, ctx) => batched(ctx, usersById).load(invite.user_id),
  },
};
