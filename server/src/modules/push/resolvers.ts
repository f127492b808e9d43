import type { Resolvers } from '../../graphql/generated';
import * as service from './service';

export const resolvers: Resolvers = {
  Query: {
    pushPublicKey: (_root, _args, ctx) => service.pushPublicKey(ctx.deps, ctx.viewer),
    pushDevices: (_root, _args, ctx) => service.listPushDevices(ctx.deps, ctx.viewer),
    notificationSettings: (_root, _args, ctx) => service.notificationSettings(ctx.deps, ctx.viewer),
    roomNotificationLevel: (_root, args, ctx) => service.roomNotificationLevel(ctx.deps, ctx.viewer, args.room_id),
  },
  Mutation: {
    registerPushDevice: (_root, args, ctx) =>
      service.registerPushDevice(ctx.deps, ctx.viewer, args.input, ctx.request?.headers['user-agent']),
    removePushDevice: (_root, args, ctx) => service.removePushDevice(ctx.deps, ctx.viewer, args.id),
    updateNotificationSettings: (_root, args, ctx) => service.updateNotificationSettings(ctx.deps, ctx.viewer, args.input),
    setRoomNotificationLevel: (_root, args, ctx) => service.setRoomNotificationLevel(ctx.deps, ctx.viewer, args.room_id, args.level),
  },
};
