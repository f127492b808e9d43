import type { Resolvers } from '../../graphql/generated';
import * as service from './service';

export const resolvers: Resolvers = {
  Query: {
    listExportJobs: (_root, _args, ctx) => service.listExportJobs(ctx.deps, ctx.viewer),
    listMyExportJobs: (_root, _args, ctx) => service.listMyExportJobs(ctx.deps, ctx.viewer),
    exportableRooms: (_root, { search }, ctx) => service.exportableRooms(ctx.deps, ctx.viewer, search),
  },
  Mutation: {
    startExport: (_root, { input }, ctx) => service.startExport(ctx.deps, ctx.viewer, input),
    cancelExportJob: (_root, { input }, ctx) => service.cancelExportJob(ctx.deps, ctx.viewer, input),
  },
};
