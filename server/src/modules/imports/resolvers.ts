import type { Resolvers } from '../../graphql/generated';
import * as service from './service';

export const resolvers: Resolvers = {
  Query: {
    listImportJobs: (_root, args, ctx) => service.listImportJobs(ctx.deps, ctx.viewer, args),
    getImportJob: (_root, { id }, ctx) => service.getImportJob(ctx.deps, ctx.viewer, id),
  },
  Mutation: {
    startImportJob: (_root, { input }, ctx) => service.startImportJob(ctx.deps, ctx.viewer, input),
    cancelImportJob: (_root, { input }, ctx) => service.cancelImportJob(ctx.deps, ctx.viewer, input),
  },
};
