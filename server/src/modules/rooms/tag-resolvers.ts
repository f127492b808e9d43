import type { Resolvers } from '../../graphql/generated';
import { TAG_LIST_MODE } from '@musubi/shared';
import * as tags from './tags';

/** The label operations, merged into the rooms module's resolvers. */
export const tagResolvers: Resolvers = {
  Query: {
    getTag: (_root, { id }, ctx) => tags.getTag(ctx.deps, ctx.viewer, id),
    listTags: (_root, { filter, ...page }, ctx) =>
      tags.listTags(ctx.deps, ctx.viewer, { ...page, ...filter }),
    listTagsByDate: (_root, args, ctx) =>
      tags.listTags(ctx.deps, ctx.viewer, { ...args, mode: TAG_LIST_MODE.byRoom }),
    tagByType: (_root, args, ctx) =>
      tags.listTags(ctx.deps, ctx.viewer, { ...args, mode: TAG_LIST_MODE.byRoom }),
    tagByColor: (_root, args, ctx) => tags.listTags(ctx.deps, ctx.viewer, { ...args, mode: TAG_LIST_MODE.all }),
  },
  Mutation: {
    createTag: (_root, { input }, ctx) => tags.createTag(ctx.deps, ctx.viewer, input),
    updateTag: (_root, { input }, ctx) => tags.updateTag(ctx.deps, ctx.viewer, input),
    deleteTag: (_root, { input }, ctx) => tags.deleteTag(ctx.deps, ctx.viewer, input),
  },
};
