import { knownForRow, viewerFree } from '../../graphql/batch';
import * as repo from './repo';
import type { Message } from './repo';

/** A page of messages costs one query for its stamps and one for its files. */
export const emotionsOfMessages = viewerFree<string, { user_id: string; emotion: string }[]>(async (ctx, messageIds) => {
  const rows = await repo.emotionsOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id).map(({ user_id, emotion }) => ({ user_id, emotion })));
});

export const filesOfMessages = viewerFree<string, Awaited<ReturnType<typeof repo.filesOf>>>(async (ctx, messageIds) => {
  const rows = await repo.filesOf(ctx.deps.db, messageIds);
  return messageIds.map((id) => rows.filter((r) => r.message_id === id));
});

type FileRow = Awaited<ReturnType<typeof repo.filesOf>>[number];

/** Where a new message's event carries what its publisher knew of it. */
const KNOWN_KEY = 'known';

/**
 * What the answer and every subscriber's event show of a new message besides its row: no stamps, the files it
 * attached. Known on this node from now on; the part of the event returned carries it to the nodes that hear the
 * event as a copy (through Redis), so that none of them reads it back either.
 */
export function knownOfNewMessage(message: Message, files: FileRow[]): { [KNOWN_KEY]: { files: FileRow[] } } {
  knownForRow(message, emotionsOfMessages, []);
  knownForRow(message, filesOfMessages, files);
  return { [KNOWN_KEY]: { files } };
}

/** On hearing a message's event: what its publisher knew of a new message, known for the row heard here. */
export function learnFromEvent(event: object, message: Message): void {
  const known = (event as { [KNOWN_KEY]?: { files: FileRow[] } })[KNOWN_KEY];
  if (known) knownOfNewMessage(message, known.files);
}
