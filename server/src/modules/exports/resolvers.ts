import { DEFAULT_LANGUAGE } from '@musubi/shared';
import type { Resolvers } from '../../graphql/generated';
import { inLanguage } from '../../lib/language';
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
  // A failed job keeps its reason in Japanese; each reader is told it in their own language (decision 0335).
  ExportJob: {
    error: (job, _args, ctx) => job.error && inLanguage(job.error, ctx.viewer?.language ?? DEFAULT_LANGUAGE),
  },
};
