import { type BatchLoad, batched } from '../../graphql/batch';
import type { Resolvers } from '../../graphql/generated';
import { shownNumbersOf } from './numbers';
import * as service from './service';

const SCOPES = { READ: 'read', WRITE: 'write' } as const;
const toGraphql = (token: service.ApiToken) => ({ ...token, scope: token.scope === 'write' ? ('WRITE' as const) : ('READ' as const) });

/** The account numbers of a page of members, in one read; who may see a membership is the rooms module's to decide. */
const accountNumbers: BatchLoad<string, number | null> = async (ctx, userIds) => {
  const shown = await shownNumbersOf(ctx.deps.db, 'account', userIds);
  return userIds.map((id) => shown.get(id) ?? null);
};

export const resolvers: Resolvers = {
  Query: {
    apiTokens: async (_root, _args, ctx) => (await service.listApiTokens(ctx.deps, ctx.viewer)).map(toGraphql),
    apiSettings: (_root, _args, ctx) => service.apiSettings(ctx.deps, ctx.viewer),
  },
  Mutation: {
    createApiToken: async (_root, { input }, ctx) => {
      const made = await service.createApiToken(ctx.deps, ctx.viewer, { name: input.name, scope: SCOPES[input.scope] ?? input.scope });
      return { token: toGraphql(made.token), secret: made.secret };
    },
    revokeApiToken: (_root, args, ctx) => service.revokeApiToken(ctx.deps, ctx.viewer, args.id),
    updateApiSettings: (_root, args, ctx) => service.updateApiSettings(ctx.deps, ctx.viewer, args.enabled),
  },
  UserRoom: {
    accountNumber: (membership, _args, ctx) => batched(ctx, accountNumbers).load(membership.user_id),
  },
};
