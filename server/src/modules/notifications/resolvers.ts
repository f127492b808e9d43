import type { Resolvers } from '../../graphql/generated';
import * as notifications from './service';
import { groupRoomNamesOfMembers } from './repo';
import { batched, viewerFree } from '../../graphql/batch';
import { liveEventsAfter, markedAnswer, parseAfter } from '../../graphql/live';
import { usersById } from '../users';
import { NOTIFICATION_TYPE } from '@musubi/shared';
import { inLanguage } from '../../lib/language';

/** Keys `userId roomId`: the room's name for that member (the notification's own user, never the viewer). */
const roomNames = viewerFree<string, string | null>(async (ctx, keys) => {
  const pairs = keys.map((key) => {
    const [userId = '', roomId = ''] = key.split(' ');
    return { userId, roomId };
  });
  const rows = await groupRoomNamesOfMembers(ctx.deps.db, pairs);
  const names = new Map(rows.map((row) => [`${row.userId} ${row.roomId}`, row.name]));
  return keys.map((key) => names.get(key) ?? null);
});

export const resolvers: Resolvers = {
  Query: {
    notificationByUser: (_root, args, ctx) => notifications.listOfUser(ctx.deps, ctx.viewer, args),
    customGetNotifications: (_root, args, ctx) => markedAnswer(ctx, () => notifications.listOwn(ctx.deps, ctx.viewer, args)),
  },
  Mutation: {
    customUpdateNotification: (_root, { input }, ctx) => notifications.setStatus(ctx.deps, ctx.viewer, input),
    updateNotification: (_root, { input }, ctx) => notifications.setStatus(ctx.deps, ctx.viewer, input),
    customDeleteNotification: (_root, { input }, ctx) => notifications.deleteNotification(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    onCreateNotification: {
      subscribe: (_root, args, ctx) => {
        const after = parseAfter(args.after);
        return liveEventsAfter(ctx, [notifications.topicOf(ctx.viewer, args.user_id)], after);
      },
      resolve: (event: { onCreateNotification: notifications.Notification }) => event.onCreateNotification,
    },
  },
  Notification: {
    // Our own words about an account (an invitation, a contact request) in the reader's language; a message's
    // excerpt is what its sender wrote, as it was written.
    content: (row, _args, ctx) =>
      row.type === NOTIFICATION_TYPE.account && ctx.viewer ? inLanguage(row.content, ctx.viewer.language) : row.content,
    user_created: (row, _args, ctx) => (row.user_created_id ? batched(ctx, usersById).load(row.user_created_id) : null),
    room_name: (row, _args, ctx) => (row.room_id ? batched(ctx, roomNames).load(`${row.user_id} ${row.room_id}`) : null),
  },
};

/**
 * The fields a live event renders once for every subscriber (graphql/delivery.ts, decision 0259): viewerFree ones
 * run with a context that cannot say whose it is; viewerRead ones make the event their viewer's own when they read it.
 */
export const liveSharing = {
  viewerFree: ['Subscription.onCreateNotification', 'Notification.user_created', 'Notification.room_name'],
};
