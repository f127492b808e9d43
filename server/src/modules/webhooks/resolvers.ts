import type { Resolvers } from '../../graphql/generated';
import * as outgoing from './outgoing';
import * as service from './service';

export const resolvers: Resolvers = {
  Query: {
    incomingWebhooks: (_root, args, ctx) => service.listIncomingWebhooks(ctx.deps, ctx.viewer, args.room_id),
    outgoingWebhooks: (_root, args, ctx) => outgoing.listOutgoingWebhooks(ctx.deps, ctx.viewer, args.room_id),
    mentionWebhooks: (_root, _args, ctx) => outgoing.listMentionWebhooks(ctx.deps, ctx.viewer),
    webhookDeliveries: (_root, args, ctx) => outgoing.listWebhookDeliveries(ctx.deps, ctx.viewer, args.webhook_id),
  },
  Mutation: {
    createIncomingWebhook: (_root, { input }, ctx) => service.createIncomingWebhook(ctx.deps, ctx.viewer, input),
    revokeIncomingWebhook: (_root, args, ctx) => service.revokeIncomingWebhook(ctx.deps, ctx.viewer, args.id),
    createOutgoingWebhook: (_root, { input }, ctx) => outgoing.createOutgoingWebhook(ctx.deps, ctx.viewer, input),
    revokeOutgoingWebhook: (_root, args, ctx) => outgoing.revokeOutgoingWebhook(ctx.deps, ctx.viewer, args.id),
    createMentionWebhook: (_root, { input }, ctx) => outgoing.createMentionWebhook(ctx.deps, ctx.viewer, input),
    revokeMentionWebhook: (_root, args, ctx) => outgoing.revokeMentionWebhook(ctx.deps, ctx.viewer, args.id),
  },
};
