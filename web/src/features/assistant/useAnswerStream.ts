import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { onSubscriptionReconnect } from '../../graphql/client';
import { ON_ASSISTANT_MESSAGE } from './documents';
import { applyChunk, type LiveTurns } from './stream';

/**
 * Listens to a conversation's answers as they are written. `onFinished` runs when an answer ends (to read the
 * stored turn) and after a lost connection comes back (pieces sent meanwhile are gone, the stored turn is not).
 */
export function useAnswerStream(conversationId: string, onFinished: () => void) {
  const client = useClient();
  const [live, setLive] = useState<LiveTurns>({});
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    setLive({});
    const subscription = client.subscription(ON_ASSISTANT_MESSAGE, { conversationId }).subscribe((result) => {
      const chunk = result.data?.onAssistantMessage;
      if (!chunk) return;
      setLive((current) => applyChunk(current, chunk));
      if (chunk.done) finished.current();
    });
    const stopReconnect = onSubscriptionReconnect(() => finished.current());
    return () => {
      subscription.unsubscribe();
      stopReconnect();
    };
  }, [client, conversationId]);

  /** Forgets what streamed for a turn that is about to be answered again. */
  const forget = useCallback((messageId: string) => {
    setLive((current) => {
      const { [messageId]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  return { live, forget };
}
