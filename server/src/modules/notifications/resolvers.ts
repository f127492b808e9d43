import type { Resolvers } from '../../graphql/generated';
import * as notifications from './service';
import { batched } from '../../graphql/batch';
import { liveEventsAfter, markedAnswer, parseAfter } from '../../graphql/live';
import { usersById } from '../users/repo';

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
    user_created: (row, _args, ctx) => (row.user_created_id ? batched(ctx, usersById).load(row.user_created_id) : null),
  },
};
