import type { Resolvers } from '../../graphql/generated';
import { batched } from '../../graphql/batch';
import { notFound } from '../../lib/errors';
import { usersById } from '../users';
import { fileUrls } from './present';
import * as files from './service';

export const resolvers: Resolvers = {
  Query: {
    getFileDetail: (_root, args, ctx) => files.getFileDetail(ctx.deps, ctx.viewer, args),
    getFileTask: (_root, args, ctx) => files.listTaskFiles(ctx.deps, ctx.viewer, args),
    getFilesFunction: (_root, args, ctx) => files.listRoomFiles(ctx.deps, ctx.viewer, args),
    getVolumeFileFunction: (_root, args, ctx) => files.fileVolume(ctx.deps, ctx.viewer, args),
  },
  Mutation: {
    softDeleteFileFunction: (_root, { input }, ctx) => files.softDeleteFile(ctx.deps, ctx.viewer, input),
    hardDeleteFileFunction: (_root, { input }, ctx) => files.hardDeleteFile(ctx.deps, ctx.viewer, input),
    updateFileFunction: (_root, { input }, ctx) => files.updateFiles(ctx.deps, ctx.viewer, input),
    createFile: async (_root, { input }, ctx) => {
      const [file] = await files.updateFiles(ctx.deps, ctx.viewer, [input]);
      if (!file) throw notFound();
      return file;
    },
    createFileFunction: (_root, { input }, ctx) => files.updateFiles(ctx.deps, ctx.viewer, input),
  },
  File: {
    url: (file, _args, ctx) => fileUrls(ctx.deps, ctx.viewer, file).url,
    thumbnailUrl: (file, _args, ctx) => fileUrls(ctx.deps, ctx.viewer, file).thumbnailUrl,
    userCreated: (file, _args, ctx) => batched(ctx, usersById).load(file.user_created_id),
    userDeleted: (file, _args, ctx) => (file.user_deleted_id ? batched(ctx, usersById).load(file.user_deleted_id) : null),
  },
};

/**
 * The fields a live event renders once for every subscriber (graphql/delivery.ts, decision 0259): viewerFree ones
 * run with a context that cannot say whose it is; viewerRead ones make the event their viewer's own when they read it.
 */
export const liveSharing = {
  viewerFree: ['File.userCreated', 'File.userDeleted'],
  viewerRead: ['File.url', 'File.thumbnailUrl'],
};
