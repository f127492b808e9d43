import { DEFAULT_LANGUAGE } from '@musubi/shared';
import type { Resolvers } from '../../graphql/generated';
import { inLanguage } from '../../lib/language';
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
  // A job keeps its notes and its reason in Japanese; each reader is told them in their own language (decision 0335).
  ImportJob: {
    report: (job, _args, ctx) => {
      const language = ctx.viewer?.language ?? DEFAULT_LANGUAGE;
      return { ...job.report, unmapped: job.report.unmapped.map((note) => ({ ...note, text: inLanguage(note.text, language) })) };
    },
    error: (job, _args, ctx) => job.error && inLanguage(job.error, ctx.viewer?.language ?? DEFAULT_LANGUAGE),
  },
};
