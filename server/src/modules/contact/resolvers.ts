import type { IResolvers } from 'mercurius';
import { createContactForm } from './service';

export const resolvers: IResolvers = {
  Mutation: {
    createContactForm: async (_root, { input }, ctx) => {
      await ctx.limit('mail');
      return createContactForm(ctx.deps, ctx.viewer, input);
    },
  },
};
