import type { IResolvers } from 'mercurius';
import { TEMPLATE_LIST_MODE } from '@musubi/shared';
import * as templates from './service';

export const resolvers: IResolvers = {
  Query: {
    listTemplates: (_root, { filter, ...page }: templates.TemplateListArgs & { filter?: { mode?: number } }, ctx) =>
      templates.listTemplates(ctx.deps, ctx.viewer, { ...page, ...filter }),
    listsTemplateByUser: (_root, args: templates.TemplateListArgs, ctx) =>
      templates.listTemplates(ctx.deps, ctx.viewer, { ...args, mode: TEMPLATE_LIST_MODE.byUser }),
    listTemplateByDate: (_root, args: templates.TemplateListArgs, ctx) => templates.listTemplates(ctx.deps, ctx.viewer, args),
  },
  Mutation: {
    createTemplate: (_root, { input }, ctx) => templates.createTemplate(ctx.deps, ctx.viewer, input),
    updateTemplate: (_root, { input }, ctx) => templates.updateTemplate(ctx.deps, ctx.viewer, input),
    deleteTemplate: (_root, { input }, ctx) => templates.deleteTemplate(ctx.deps, ctx.viewer, input),
    DelTemplate: (_root, { id }: { id: string }, ctx) => templates.deleteTemplate(ctx.deps, ctx.viewer, { id }),
    cloneTemplateBoard: (_root, { input }, ctx) => templates.cloneTemplateIntoRoom(ctx.deps, ctx.viewer, input),
  },
  Template: {
    boards: (template: templates.Template) => JSON.parse(template.boards) as unknown,
  },
};
