import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useClient } from 'urql';
import { outboxFor, type NewPost } from './outbox';
import type { ChatMessage } from './types';

/**
 * A room's queued posts (see outbox.ts) and what to do with them. `onSent` hears each of the room's posts as the
 * server stored it, from this tab or another, so the timeline shows it without waiting for its live event.
 */
export function useOutbox(userId: string, roomId: string, onSent: (messages: ChatMessage[]) => void) {
  const client = useClient();
  const outbox = outboxFor(userId, client);
  const subscribe = useCallback((listener: () => void) => outbox.subscribe(listener), [outbox]);
  const posts = useSyncExternalStore(subscribe, () => outbox.room(roomId));
  const held = useSyncExternalStore(subscribe, () => outbox.held());
  useEffect(() => outbox.onSent((message) => message.room_id === roomId && onSent([message])), [outbox, roomId, onSent]);
  const enqueue = useCallback((post: Omit<NewPost, 'room_id'>) => outbox.enqueue({ ...post, room_id: roomId }), [outbox, roomId]);
  const retry = useCallback((clientKey: string) => void outbox.retry(clientKey), [outbox]);
  const discard = useCallback((clientKey: string) => void outbox.discard(clientKey), [outbox]);
  return { posts, held, enqueue, retry, discard };
}
