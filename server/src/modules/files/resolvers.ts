import type { IResolvers } from 'mercurius';
import { batched } from '../../graphql/batch';
import { usersById } from '../users/repo';
import { fileUrls } from './present';
import type { FileRow } from './repo';
import * as files from './service';

export const resolvers: IResolvers = {
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
    createFile: async (_root, { input }, ctx) => (await files.updateFiles(ctx.deps, ctx.viewer, [input]))[0],
    createFileFunction: (_root, { input }, ctx) => files.updateFiles(ctx.deps, ctx.viewer, input),
  },
  File: {
    url: (file: FileRow, _args, ctx) => fileUrls(ctx.deps, ctx.viewer, file).url,
    thumbnailUrl: (file: FileRow, _args, ctx) => fileUrls(ctx.deps, ctx.viewer, file).thumbnailUrl,
    userCreated: (file: FileRow, _args, ctx) => batched(ctx, usersById).load(file.user_created_id),
    userDeleted: (file: FileRow, _args, ctx) => (file.user_deleted_id ? batched(ctx, usersById).load(file.user_deleted_id) : null),
  },
};
