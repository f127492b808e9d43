import type { Resolvers } from '../../graphql/generated';
import { NOTIFICATION_STATUS } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { notFound, parseInput } from '../../lib/errors';
import { pageLimit } from '../../lib/paging';
import { requireViewer } from '../users/policy';
import { findOwnNotification, pageNotifications } from './repo';
import { notificationTopic } from './service';

const direction = (value?: string | null) => (value?.toUpperCase() === 'ASC' ? 'asc' : 'desc');

const updateSchema = z.object({
  id: z.string().max(64),
  status: z
    .number()
    .int()
    .min(NOTIFICATION_STATUS.unread)
    .max(NOTIFICATION_STATUS.read)
    .nullish()
    .transform((v) => v ?? NOTIFICATION_STATUS.read),
});

/** Marks one of the viewer's notifications read (or unread again); others' are NOT_FOUND. */
async function setStatus(deps: Deps, viewer: Viewer | null, input: unknown) {
  const me = requireViewer(viewer);
  const data = parseInput(updateSchema, input);
  const row = await findOwnNotification(deps.db, me.id, data.id);
  if (!row) throw notFound();
  const updatedAt = isoNow(deps.clock);
  await deps.db.updateTable('notifications').set({ status: data.status, updatedAt }).where('id', '=', row.id).execute();
  return { ...row, status: data.status, updatedAt };
}

export const resolvers: Resolvers = {
  Query: {
    notificationByUser: (_root, args, ctx) => {
      const me = requireViewer(ctx.viewer);
      if (args.user_id !== me.id) return { items: [], nextToken: null };
      return pageNotifications(ctx.deps.db, me.id, {
        direction: direction(args.sortDirection),
        limit: pageLimit(args.limit),
        nextToken: args.nextToken,
      });
    },
    customGetNotifications: (_root, args, ctx) =>
      pageNotifications(ctx.deps.db, requireViewer(ctx.viewer).id, {
        direction: direction(args.sortDirection),
        limit: pageLimit(args.limit),
        nextToken: args.nextToken,
        filter: args.filter,
      }),
  },
  Mutation: {
    customUpdateNotification: (_root, { input }, ctx) => setStatus(ctx.deps, ctx.viewer, input),
    updateNotification: (_root, { input }, ctx) => setStatus(ctx.deps, ctx.viewer, input),
    customDeleteNotification: async (_root, { input }, ctx) => {
      const me = requireViewer(ctx.viewer);
      const row = typeof input.id === 'string' ? await findOwnNotification(ctx.deps.db, me.id, input.id) : undefined;
      if (!row) throw notFound();
      await ctx.deps.db.deleteFrom('notifications').where('id', '=', row.id).execute();
      return row;
    },
  },
  Subscription: {
    onCreateNotification: {
      // Each user hears only their own notifications.
      subscribe: (_root, args, ctx) => {
        const me = requireViewer(ctx.viewer);
        if (args.user_id !== me.id) throw notFound();
        return ctx.pubsub.subscribe(notificationTopic(me.id));
      },
    },
  },
  Notification: {
    user_created: (row, _args, ctx) =>
      row.user_created_id
        ? ctx.deps.db.selectFrom('users').selectAll().where('id', '=', row.user_created_id).executeTakeFirst()
        : null,
  },
};
