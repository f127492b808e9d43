import type { IResolvers } from 'mercurius';
import { TAG_LIST_MODE } from '@musubi/shared';
import * as tags from './tags';

/** The label operations, merged into the rooms module's resolvers. */
export const tagResolvers = {
  Query: {
    getTag: (_root, { id }: { id: string }, ctx) => tags.getTag(ctx.deps, ctx.viewer, id),
    listTags: (_root, { filter, ...page }: tags.TagListArgs & { filter?: { room_id?: string; mode?: number } }, ctx) =>
      tags.listTags(ctx.deps, ctx.viewer, { ...page, ...filter }),
    listTagsByDate: (_root, args: tags.TagListArgs, ctx) =>
      tags.listTags(ctx.deps, ctx.viewer, { ...args, mode: TAG_LIST_MODE.byRoom }),
    tagByType: (_root, args: tags.TagListArgs, ctx) =>
      tags.listTags(ctx.deps, ctx.viewer, { ...args, mode: TAG_LIST_MODE.byRoom }),
    tagByColor: (_root, args: tags.TagListArgs, ctx) => tags.listTags(ctx.deps, ctx.viewer, { ...args, mode: TAG_LIST_MODE.all }),
  },
  Mutation: {
    createTag: (_root, { input }, ctx) => tags.createTag(ctx.deps, ctx.viewer, input),
    updateTag: (_root, { input }, ctx) => tags.updateTag(ctx.deps, ctx.viewer, input),
    deleteTag: (_root, { input }, ctx) => tags.deleteTag(ctx.deps, ctx.viewer, input),
  },
} satisfies IResolvers;
