import type { Resolvers } from '../../graphql/generated';
import * as notifications from './service';
import { batched } from '../../graphql/batch';
import { usersById } from '../users/repo';

export const resolvers: Resolvers = {
  Query: {
    notificationByUser: (_root, args, ctx) => notifications.listOfUser(ctx.deps, ctx.viewer, args),
    customGetNotifications: (_root, args, ctx) => notifications.listOwn(ctx.deps, ctx.viewer, args),
  },
  Mutation: {
    customUpdateNotification: (_root, { input }, ctx) => notifications.setStatus(ctx.deps, ctx.viewer, input),
    updateNotification: (_root, { input }, ctx) => notifications.setStatus(ctx.deps, ctx.viewer, input),
    customDeleteNotification: (_root, { input }, ctx) => notifications.deleteNotification(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    onCreateNotification: {
      subscribe: (_root, args, ctx) => ctx.pubsub.subscribe(notifications.topicOf(ctx.viewer, args.user_id)),
    },
  },
  Notification: {
    user_created: (row, _args, ctx) => (row.user_created_id ? batched(ctx, usersById).load(row.user_created_id) : null),
  },
};
