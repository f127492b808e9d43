import type { Selectable } from 'kysely';
import type { DraftsTable } from '../../db/types';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../graphql/generated';
import { type BatchLoad, loadOncePerRow, rowsById } from '../../graphql/batch';
import { liveEventsAfter, markedAnswer, parseAfter } from '../../graphql/live';
import { notFound } from '../../lib/errors';
import { memberEvents } from '../rooms/member-events';
import { requireViewer } from '../users/policy';
import { usersById } from '../users/repo';
import * as repo from './repo';
import type { Message } from './repo';
import * as messages from './service';

type ChangeEvent = { onCreateMessage?: Message; onUpdateMessage?: Message; onDeleteMessage?: Message };

/** A room's message events, for as long as the subscriber stays a member (rooms/member-events.ts). */
const roomEvents = <Field extends keyof ChangeEvent>(event: 'create' | 'update' | 'delete', field: Field) => ({
  subscribe: (_root: unknown, args: { room_id: string }, ctx: MercuriusContext) => memberEvents(ctx, args.room_id, messages.messageTopic(args.room_id, event)),
  resolve: (payload: Record<Field, Message>) => payload[field],
});

const REPLAY_PAGE = 100;

/**
 * The room's changes after `afterSeq` from the database, then the live ones from `live` (already listening
 * before the database is read, so nothing falls between). A live change the replay already carried, the same
 * message at the same change_seq, is not sent twice.
 */
async function* replayThenLive(ctx: MercuriusContext, roomId: string, afterSeq: number, live: AsyncIterable<ChangeEvent>) {
  const replayed = new Set<string>();
  let token: string | null = null;
  do {
    const page = await repo.pageChangesAfter(ctx.deps.db, roomId, afterSeq, REPLAY_PAGE, token);
    for (const message of page.items) {
      replayed.add(`${message.id}:${message.change_seq}`);
      yield message;
    }
    token = page.nextToken;
  } while (token);
  for await (const event of live) {
    const message = event.onCreateMessage ?? event.onUpdateMessage ?? event.onDeleteMessage;
    if (!message || replayed.has(`${message.id}:${message.change_seq}`)) continue;
    yield message;
  }
}

/** A page of messages costs one query for its stamps and one for its files. */
const emotionsOfMessages: BatchLoad<string, { user_id: string; emotion: string }[]> = async (ctx, messageIds) => {
  const rows = await repo.emotionsOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id).map(({ user_id, emotion }) => ({ user_id, emotion })));
};

const filesOfMessages: BatchLoad<string, Awaited<ReturnType<typeof repo.filesOf>>> = async (ctx, messageIds) => {
  const rows = await repo.filesOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id));
};

export const resolvers: Resolvers = {
  Query: {
    customGetMessage: (_root, { id }, ctx) => messages.getMessage(ctx.deps, ctx.viewer, id),
    customGetMessagesByRoom: (_root, args, ctx) => messages.listMessages(ctx.deps, ctx.viewer, args),
    searchMessages: (_root, args, ctx) => messages.searchMessages(ctx.deps, ctx.viewer, args),
    getDraftMessages: (_root, { id }, ctx) => markedAnswer(ctx, () => messages.getDrafts(ctx.deps, ctx.viewer, id)),
  },
  Mutation: {
    updateUnreadUserRoom: (_root, { input }, ctx) => messages.markRead(ctx.deps, ctx.viewer, input),
    createMessageByRole: async (_root, { input }, ctx) => {
      await ctx.limit('post');
      return messages.createMessage(ctx.deps, ctx.viewer, input);
    },
    updateMessageByRole: (_root, { input }, ctx) => messages.updateMessage(ctx.deps, ctx.viewer, input),
    deleteMessageByRole: (_root, { input }, ctx) => messages.deleteMessage(ctx.deps, ctx.viewer, input),
    deleteAllMessageInRoom: async (_root, { input }, ctx) =>
      (await messages.deleteMany(ctx.deps, ctx.viewer, input.room_id, 'all')).length,
    deleteMessages: (_root, { input }, ctx) => messages.deleteMany(ctx.deps, ctx.viewer, input.room_id, input.ids),
    createOrUpdateDraftMessages: (_root, { input }, ctx) => messages.saveDraft(ctx.deps, ctx.viewer, input),
  },
  Subscription: {
    onMessageChanges: {
      subscribe: async (_root, args, ctx) => {
        const topics = (['create', 'update', 'delete'] as const).map((event) => messages.messageTopic(args.room_id, event));
        const live = (await memberEvents(ctx, args.room_id, topics)) as AsyncIterable<ChangeEvent>;
        return replayThenLive(ctx, args.room_id, Math.max(0, Math.trunc(args.afterSeq)), live);
      },
      resolve: (message: Message) => message,
    },
    onCreateMessage: roomEvents('create', 'onCreateMessage'),
    onUpdateMessage: roomEvents('update', 'onUpdateMessage'),
    onDeleteMessage: roomEvents('delete', 'onDeleteMessage'),
    onDraftMessage: {
      // Each user hears only their own drafts.
      subscribe: (_root, args, ctx) => {
        const after = parseAfter(args.after);
        const me = requireViewer(ctx.viewer);
        if (args.user_id !== me.id) throw notFound();
        return liveEventsAfter(ctx, [messages.draftTopic(me.id)], after);
      },
      resolve: (event: { onDraftMessage: Selectable<DraftsTable> }) => event.onDraftMessage,
    },
  },
  Message: {
    room: (message, _args, ctx) => loadOncePerRow(ctx, rowsById('rooms'), message, message.room_id),
    // Read once per message object: a live event's subscribers share it (graphql/batch.ts).
    emotions: (message, _args, ctx) => loadOncePerRow(ctx, emotionsOfMessages, message, message.id),
    user: (message, _args, ctx) => loadOncePerRow(ctx, usersById, message, message.user_id),
    files: async (message, _args, ctx) => ({ items: await loadOncePerRow(ctx, filesOfMessages, message, message.id), nextToken: null }),
  },
};
