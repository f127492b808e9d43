import type { IResolvers, MercuriusContext } from 'mercurius';
import { batched, type BatchLoad } from '../../graphql/batch';
import { sessionEndTopic } from '../auth/service';
import { findMembership, requireRoomAccess } from '../rooms/policy';
import { userRoomTopic } from '../rooms/service';
import { usersById } from '../users/repo';
import * as repo from './repo';
import type { Message } from './repo';
import * as messages from './service';

interface Paging {
  limit?: number | null;
  nextToken?: string | null;
}

type BusEvent = Record<string, unknown> & { onUpdateUserRoom?: { room_id?: string; removed?: boolean }; onSessionEnd?: unknown };

/**
 * Passes on a room's message events until the membership ends: the subscriber's removal from the room (or the
 * room's removal), or the end of their sessions (sign-out everywhere, suspension), arrives on the same queue
 * and completes the subscription. Both are published after their commit, on the same bus as the messages, so
 * every message event published after them is never delivered.
 */
async function* whileMember(events: AsyncIterable<BusEvent>, roomId: string, ended: boolean) {
  if (ended) return;
  for await (const event of events) {
    if (event.onSessionEnd) return;
    if (event.onUpdateUserRoom) {
      if (event.onUpdateUserRoom.room_id === roomId && event.onUpdateUserRoom.removed) return;
      continue;
    }
    yield event;
  }
}

/**
 * A room's message events: authorised once, when the subscription starts (a non-member or suspended user is
 * refused there). The subscription also listens to the subscriber's own membership and session-end topics, so
 * it ends the moment they are removed or suspended, without a database query per event.
 */
const roomEvents = (event: 'create' | 'update' | 'delete') => ({
  subscribe: async (_root: unknown, args: { room_id: string }, ctx: MercuriusContext) => {
    const { viewer } = await requireRoomAccess(ctx.deps.db, ctx.viewer, args.room_id, 'read');
    const events = (await ctx.pubsub.subscribe([
      messages.messageTopic(args.room_id, event),
      userRoomTopic(viewer.id),
      sessionEndTopic(viewer.id),
    ])) as AsyncIterable<BusEvent>;
    // Checked again now that the removal topics are heard: a removal announced in between ends it at once.
    const stillMember = await findMembership(ctx.deps.db, viewer.id, args.room_id);
    return whileMember(events, args.room_id, !stillMember);
  },
});

/** A page of messages costs one query for its stamps and one for its files. */
const emotionsOfMessages: BatchLoad<string, { user_id: string; emotion: string }[]> = async (ctx, messageIds) => {
  const rows = await repo.emotionsOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id).map(({ user_id, emotion }) => ({ user_id, emotion })));
};

const filesOfMessages: BatchLoad<string, Awaited<ReturnType<typeof repo.filesOf>>> = async (ctx, messageIds) => {
  const rows = await repo.filesOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id));
};

export const resolvers: IResolvers = {
  Query: {
    customGetMessage: (_root, { id }, ctx) => messages.getMessage(ctx.deps, ctx.viewer, id),
    customGetMessagesByRoom: (_root, args, ctx) => messages.listMessages(ctx.deps, ctx.viewer, args),
    searchMessages: (_root, args, ctx) => messages.searchMessages(ctx.deps, ctx.viewer, args),
    getDraftMessages: (_root, { id }, ctx) => messages.getDrafts(ctx.deps, ctx.viewer, id),
  },
  Mutation: {
    createMessageByRole: (_root, { input }, ctx) => messages.createMessage(ctx.deps, ctx.viewer, input),
    updateMessageByRole: (_root, { input }, ctx) => messages.updateMessage(ctx.deps, ctx.viewer, input),
    deleteMessageByRole: (_root, { input }, ctx) => messages.deleteMessage(ctx.deps, ctx.viewer, input),
    deleteAllMessageInRoom: async (_root, { input }, ctx) =>
      (await messages.deleteMany(ctx.deps, ctx.viewer, input.room_id, 'all')).length,
    deleteMessages: (_root, { input }, ctx) => messages.deleteMany(ctx.deps, ctx.viewer, input.room_id, input.ids),
    createOrUpdateDraftMessages: (_root, { input }, ctx) => messages.saveDraft(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    onCreateMessage: roomEvents('create'),
    onUpdateMessage: roomEvents('update'),
    onDeleteMessage: roomEvents('delete'),
  },
  Message: {
    room: (message: Message, _args, ctx) =>
      ctx.deps.db.selectFrom('rooms').selectAll().where('id', '=', message.room_id).executeTakeFirst(),
    emotions: (message: Message, _args, ctx) => batched(ctx, emotionsOfMessages).load(message.id),
    user: (message: Message, _args, ctx) => batched(ctx, usersById).load(message.user_id),
    files: async (message: Message, _args: Paging, ctx) => ({ items: await batched(ctx, filesOfMessages).load(message.id), nextToken: null }),
  },
};
