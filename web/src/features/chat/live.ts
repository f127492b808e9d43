import type { DocumentNode } from 'graphql';
import { useEffect } from 'react';
import { useClient } from 'urql';
import type { LiveVariables } from '../../graphql/client';

/**
 * Runs onEvent for every event of a subscription (useSubscription keeps only the latest, so two events in one
 * render would lose one). Resubscribes when the variables' key changes. With liveVariables, the variables are
 * read again each time the subscription is sent, on a reconnect too.
 */
export function useLiveEvents<T>(
  query: DocumentNode,
  variables: Record<string, unknown>,
  key: string,
  onEvent: (data: T) => void,
  pause = false,
  liveVariables?: LiveVariables,
) {
  const client = useClient();
  useEffect(() => {
    if (pause) return;
    const subscription = client.subscription(query, variables, liveVariables ? { liveVariables } : undefined).subscribe((result) => {
      if (result.data) onEvent(result.data as T);
    });
    return () => subscription.unsubscribe();
    // key stands for the variables; onEvent is expected to be stable.
  }, [client, query, key, pause]);
}
