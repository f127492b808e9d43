import type { Resolvers } from '../../graphql/generated';
import { listen } from '../../graphql/live';
import { batched } from '../../graphql/batch';
import { requireAdmin, usersById } from '../users';
import * as accounts from './accounts';
import * as audit from './audit';
import * as defaults from './defaults';
import * as maintenance from './maintenance';
import * as security from './security';

export const resolvers: Resolvers = {
  Query: {
    getAdminUserDetail: (_root, { id }, ctx) => accounts.getAdminUserDetail(ctx.deps, ctx.viewer, id),
    downloadUserCsv: (_root, args, ctx) => accounts.userCsvPage(ctx.deps, ctx.viewer, args.lastExclusiveStartKey),
    listAuditLogs: (_root, args, ctx) => audit.listAuditLogs(ctx.deps, ctx.viewer, args),
    listMaintenanceJobs: (_root, _args, ctx) => maintenance.listMaintenanceJobs(ctx.viewer),
  },
  Mutation: {
    updateTwoStepRequirement: (_root, { input }, ctx) => security.updateTwoStepRequirement(ctx.deps, ctx.viewer, input),
    changeStatusUser: (_root, { input }, ctx) =>
      accounts.changeUserStatus(ctx.deps, ctx.viewer, input, { statusRequired: false }),
    updateStatusUser: (_root, { input }, ctx) =>
      accounts.changeUserStatus(ctx.deps, ctx.viewer, input, { statusRequired: true }),
    runMaintenanceJob: (_root, { input }, ctx) => maintenance.runMaintenanceJob(ctx.deps, ctx.viewer, input),
    MigrationDataFile: (_root, _args, ctx) => maintenance.runMaintenanceJob(ctx.deps, ctx.viewer, { name: 'data-file' }),
    adminCreateDefaultTag: (_root, { input }, ctx) => defaults.createDefaultTag(ctx.deps, ctx.viewer, input),
    adminUpdateDefaultTag: (_root, { input }, ctx) => defaults.updateDefaultTag(ctx.deps, ctx.viewer, input),
    adminDeleteDefaultTag: (_root, { input }, ctx) => defaults.deleteDefaultTag(ctx.deps, ctx.viewer, input),
    adminSaveDefaultTemplate: (_root, { input }, ctx) => defaults.saveDefaultTemplate(ctx.deps, ctx.viewer, input),
    adminDeleteDefaultTemplate: (_root, { input }, ctx) => defaults.deleteDefaultTemplate(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    onMaintenanceJobProgress: {
      subscribe: (_root, { name }, ctx) => {
        requireAdmin(ctx.viewer);
        return listen(ctx, [maintenance.jobProgressTopic(name)]);
      },
    },
  },
  AuditLog: {
    actor: (log, _args, ctx) => batched(ctx, usersById).load(log.actor_id),
    detail: (log) => (log.detail === null ? null : (JSON.parse(log.detail) as unknown)),
  },
};
