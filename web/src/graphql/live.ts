import { useEffect, useEffectEvent } from 'react';
import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';
import type { LiveVariables } from './client';

/**
 * Runs onEvent for every event of a subscription (useSubscription keeps only the latest, so two events in one
 * render would lose one). Resubscribes when the variables' key changes. With liveVariables, the variables are
 * read again each time the subscription is sent, on a reconnect too.
 */
export function useLiveEvents<T, Variables extends AnyVariables>(
  query: TypedDocumentNode<T, Variables>,
  variables: Variables,
  key: string,
  onEvent: (data: T) => void,
  pause = false,
  liveVariables?: LiveVariables,
) {
  const client = useClient();
  // The variables as they are when the subscription starts: key says when they changed.
  const request = useEffectEvent(() => ({ variables, context: liveVariables ? { liveVariables } : undefined }));
  const handleEvent = useEffectEvent((data: T) => onEvent(data));
  useEffect(() => {
    if (pause) return;
    const { variables, context } = request();
    const subscription = client.subscription(query, variables, context).subscribe((result) => {
      if (result.data) handleEvent(result.data);
    });
    return () => subscription.unsubscribe();
  }, [client, query, key, pause]);
}
