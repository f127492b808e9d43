import type { AssistantStreamSubscription, AssistantTurnFieldsFragment } from '../../graphql/gql/graphql';

/** A turn of a conversation; status: complete, streaming, stopped or failed. */
export type Turn = AssistantTurnFieldsFragment;

/** A piece of an answer being written, as the subscription tells it. */
export type Chunk = AssistantStreamSubscription['onAssistantMessage'];

/** What the subscription has told about answers being written, by message id. */
export type LiveTurns = Record<string, Pick<Turn, 'content' | 'status' | 'error'>>;

/** Adds one streamed piece; the last event carries the whole stored answer and its final status. */
export function applyChunk(live: LiveTurns, chunk: Chunk): LiveTurns {
  const previous = live[chunk.messageId];
  if (chunk.done) {
    return { ...live, [chunk.messageId]: { content: chunk.content ?? previous?.content ?? '', status: chunk.status, error: chunk.error } };
  }
  return { ...live, [chunk.messageId]: { content: (previous?.content ?? '') + chunk.delta, status: 'streaming', error: null } };
}

/** A stored turn with what has streamed since it was read; a finished stored turn wins over stale pieces. */
export function withLive(turn: Turn, live: LiveTurns): Turn {
  const streamed = live[turn.id];
  if (!streamed || (turn.status !== 'streaming' && streamed.status === 'streaming')) return turn;
  return { ...turn, ...streamed };
}
