import type { Selectable } from 'kysely';
import type { DraftsTable } from '../../db/types';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../graphql/generated';
import { loadOncePerRow, rowsById } from '../../graphql/batch';
import { liveEventsAfter, markedAnswer, parseAfter } from '../../graphql/live';
import { notFound } from '../../lib/errors';
import { memberEvents } from '../rooms';
import { requireViewer, usersById } from '../users';
import { emotionsOfMessages, filesOfMessages, learnFromEvent } from './loads';
import * as repo from './repo';
import type { Message } from './repo';
import * as messages from './service';

type ChangeEvent = { onCreateMessage?: Message; onUpdateMessage?: Message; onDeleteMessage?: Message };

/** Passes on events other than a post published again (service.ts): a subscription without a replay has no way to tell it was sent. */
async function* firstPublications(events: AsyncIterable<Record<string, unknown>>) {
  for await (const event of events) if (!event[messages.REPEATED]) yield event;
}

/** A room's message events, for as long as the subscriber stays a member (rooms/member-events.ts). */
const roomEvents = <Field extends keyof ChangeEvent>(event: 'create' | 'update' | 'delete', field: Field) => ({
  subscribe: async (_root: unknown, args: { room_id: string }, ctx: MercuriusContext) =>
    firstPublications(await memberEvents(ctx, args.room_id, messages.messageTopic(args.room_id, event))),
  resolve: (payload: Record<Field, Message>) => {
    learnFromEvent(payload, payload[field]);
    return payload[field];
  },
});

const REPLAY_PAGE = 100;

/** The room's changes after `after` up to `upTo` (all of them when null), read page by page. */
async function changesBetween(ctx: MercuriusContext, roomId: string, after: number, upTo: number | null): Promise<Message[]> {
  const changes: Message[] = [];
  let token: string | null = null;
  do {
    const page = await repo.pageChangesAfter(ctx.deps.db, roomId, after, REPLAY_PAGE, token);
    for (const message of page.items) {
      if (upTo !== null && message.change_seq > upTo) return changes;
      changes.push(message);
    }
    token = page.nextToken;
  } while (token);
  return changes;
}

/**
 * The changes of a gap between two changes heard: subscriptions of one room on this node that find the same gap at
 * once share one read (and so the same message objects, rendered once). Every change up to `upTo` committed before
 * `upTo` was heard, so a read begun by another subscriber since is as complete as its own.
 */
const gapReads = new Map<string, Promise<Message[]>>();
function gapBetween(ctx: MercuriusContext, roomId: string, after: number, upTo: number): Promise<Message[]> {
  const key = `${roomId}\n${after}\n${upTo}`;
  let read = gapReads.get(key);
  if (!read) {
    read = changesBetween(ctx, roomId, after, upTo);
    gapReads.set(key, read);
    void read.finally(() => gapReads.delete(key)).catch(() => undefined);
  }
  return read;
}

/**
 * The room's changes after `afterSeq` from the database, then the live ones from `live` (already listening before
 * the database is read, so nothing falls between), in change_seq order and each change once, so that a client that
 * resumes from the highest change_seq it holds misses nothing (decision 0257). A room's changes take its sequence
 * numbers one by one under the room's row lock, so when change n is heard every change before it has committed;
 * but two nodes publish in their own time, and a node killed between a commit and its publication never publishes.
 * So a live change beyond the next number first reads the changes in between from the database; a change already
 * sent (replayed, read for a gap, or published again) is not sent twice.
 */
async function* replayThenLive(ctx: MercuriusContext, roomId: string, afterSeq: number, live: AsyncIterable<ChangeEvent>) {
  // The highest change_seq sent, and the messages sent at it (a deletion of several messages shares one number);
  // null while it is still `afterSeq`, all of whose changes the client holds.
  let sentUpTo = afterSeq;
  let sentAt: Set<string> | null = null;
  const isNew = (message: Message) =>
    message.change_seq > sentUpTo || (message.change_seq === sentUpTo && sentAt !== null && !sentAt.has(message.id));
  const markSent = (message: Message) => {
    if (message.change_seq > sentUpTo || sentAt === null) {
      sentUpTo = message.change_seq;
      sentAt = new Set();
    }
    sentAt.add(message.id);
  };
  for (const message of await changesBetween(ctx, roomId, afterSeq, null)) {
    if (!isNew(message)) continue;
    markSent(message);
    yield message;
  }
  for await (const event of live) {
    const message = event.onCreateMessage ?? event.onUpdateMessage ?? event.onDeleteMessage;
    if (!message) continue;
    learnFromEvent(event, message);
    if (message.change_seq > sentUpTo + 1) {
      for (const missed of await gapBetween(ctx, roomId, sentUpTo, message.change_seq)) {
        if (!isNew(missed)) continue;
        markSent(missed);
        yield missed;
      }
    }
    if (!isNew(message)) continue;
    markSent(message);
    yield message;
  }
}

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

/**
 * The fields a live event renders once for every subscriber (graphql/delivery.ts, decision 0259): viewerFree ones
 * run with a context that cannot say whose it is; viewerRead ones make the event their viewer's own when they read it.
 */
export const liveSharing = {
  viewerFree: ['Subscription.onMessageChanges', 'Subscription.onDraftMessage', 'Message.room', 'Message.emotions', 'Message.user', 'Message.files'],
};
