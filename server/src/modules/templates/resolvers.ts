import type { Resolvers } from '../../graphql/generated';
import { TEMPLATE_LIST_MODE } from '@musubi/shared';
import * as templates from './service';

export const resolvers: Resolvers = {
  Query: {
    listTemplates: (_root, { filter, ...page }, ctx) =>
      templates.listTemplates(ctx.deps, ctx.viewer, { ...page, ...filter }),
    listsTemplateByUser: (_root, args, ctx) =>
      templates.listTemplates(ctx.deps, ctx.viewer, { ...args, mode: TEMPLATE_LIST_MODE.byUser }),
    listTemplateByDate: (_root, args, ctx) => templates.listTemplates(ctx.deps, ctx.viewer, args),
  },
  Mutation: {
    createTemplate: (_root, { input }, ctx) => templates.createTemplate(ctx.deps, ctx.viewer, input),
    updateTemplate: (_root, { input }, ctx) => templates.updateTemplate(ctx.deps, ctx.viewer, input),
    deleteTemplate: (_root, { input }, ctx) => templates.deleteTemplate(ctx.deps, ctx.viewer, input),
    DelTemplate: (_root, { id }, ctx) => templates.deleteTemplate(ctx.deps, ctx.viewer, { id }),
    cloneTemplateBoard: (_root, { input }, ctx) => templates.cloneTemplateIntoRoom(ctx.deps, ctx.viewer, input),
  },
  Template: {
    boards: (template) => JSON.parse(template.boards) as unknown,
  },
};
