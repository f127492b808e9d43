import { viewerFree } from '../../graphql/batch';
import * as repo from './repo';

/** A page of messages costs one query for its stamps and one for its files. */
export const emotionsOfMessages = viewerFree<string, { user_id: string; emotion: string }[]>(async (ctx, messageIds) => {
  const rows = await repo.emotionsOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id).map(({ user_id, emotion }) => ({ user_id, emotion })));
});

export const filesOfMessages = viewerFree<string, Awaited<ReturnType<typeof repo.filesOf>>>(async (ctx, messageIds) => {
  const rows = await repo.filesOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id));
});
