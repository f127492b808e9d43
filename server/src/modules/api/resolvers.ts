import type { Resolvers } from '../../graphql/generated';
import * as service from './service';

const SCOPES = { READ: 'read', WRITE: 'write' } as const;
const toGraphql = (token: service.ApiToken) => ({ ...token, scope: token.scope === 'write' ? ('WRITE' as const) : ('READ' as const) });

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
};
