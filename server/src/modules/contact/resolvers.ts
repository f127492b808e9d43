import type { Resolvers } from '../../graphql/generated';
import { createContactForm } from './service';

export const resolvers: Resolvers = {
  Mutation: {
    createContactForm: async (_root, { input }, ctx) => {
      await ctx.limit('mail');
      return createContactForm(ctx.deps, ctx.viewer, input);
    },
  },
};
