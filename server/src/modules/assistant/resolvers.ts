import { DEFAULT_LANGUAGE } from '@musubi/shared';
import type { Resolvers } from '../../graphql/generated';
import { inLanguage } from '../../lib/language';
import { listen } from '../../graphql/live';
import { batched, type BatchLoad } from '../../graphql/batch';
import { notFound } from '../../lib/errors';
import { accessConversation } from './policy';
import * as assistant from './service';

const turnsOfConversations: BatchLoad<string, ReturnType<typeof assistant.presentTurn>[]> = async (ctx, conversationIds) =>
  (await assistant.conversationTurns(ctx.deps, conversationIds)).map((turns) => turns.map(assistant.presentTurn));

export const resolvers: Resolvers = {
  Query: {
    getAssistantStatus: (_root, _args, ctx) => assistant.getStatus(ctx.deps, ctx.viewer),
    listConversations: (_root, args, ctx) => assistant.listConversations(ctx.deps, ctx.viewer, args.limit, args.nextToken),
    getConversation: (_root, args, ctx) => assistant.getConversation(ctx.deps, ctx.viewer, args.id),
  },
  Mutation: {
    createConversation: (_root, { input }, ctx) => assistant.createConversation(ctx.deps, ctx.viewer, input),
    updateConversation: (_root, { input }, ctx) => assistant.renameConversation(ctx.deps, ctx.viewer, input),
    deleteConversation: (_root, { input }, ctx) => assistant.deleteConversation(ctx.deps, ctx.viewer, input),
    sendAssistantMessage: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return assistant.presentTurn(await assistant.sendMessage(ctx.deps, ctx.viewer, input));
    },
    stopAssistantMessage: async (_root, { input }, ctx) => {
      const turn = await assistant.stopMessage(ctx.deps, ctx.viewer, input);
      // Gone only when its conversation was deleted meanwhile.
      if (!turn) throw notFound();
      return assistant.presentTurn(turn);
    },
    retryAssistantMessage: async (_root, { input }, ctx) =>
      assistant.presentTurn(await assistant.retryMessage(ctx.deps, ctx.viewer, input)),
  },
  Conversation: {
    title: (conversation, _args, ctx) =>
      conversation.title === assistant.ASSISTANT_MESSAGES.newConversation ? inLanguage(conversation.title, ctx.viewer?.language ?? DEFAULT_LANGUAGE) : conversation.title,
    messages: (conversation, _args, ctx) => batched(ctx, turnsOfConversations).load(conversation.id),
  },
  Subscription: {
    onAssistantMessage: {
      subscribe: async (_root, args, ctx) => {
        await accessConversation(ctx.deps.db, ctx.viewer, args.conversationId);
        return listen(ctx, [assistant.assistantTopic(args.conversationId)]);
      },
    },
  },
};
