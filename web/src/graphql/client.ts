import { cacheExchange, Client, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { createClient as createWsClient } from 'graphql-ws';

const reconnectListeners = new Set<() => void>();

/**
 * Calls the listener each time the subscription socket connects (the first time and after a lost connection),
 * so a screen can fetch what changed before its subscriptions were live. Returns the unsubscribe function.
 */
export function onSubscriptionReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export interface ClientHooks {
  /** Called when the server answers UNAUTHENTICATED: the session ended while the page was open. */
  onUnauthenticated(): void;
}

function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/** One urql client for the page: queries and mutations over POST /graphql, subscriptions over graphql-ws. */
export function createGraphqlClient(hooks: ClientHooks): Client {
  const ws = createWsClient({
    url: websocketUrl,
    lazy: true,
    retryAttempts: Infinity,
    on: {
      connected: () => {
        for (const listener of reconnectListeners) listener();
      },
    },
  });
  return new Client({
    url: '/graphql',
    // The session is an httpOnly cookie on the same origin.
    fetchOptions: { credentials: 'same-origin' },
    requestPolicy: 'cache-and-network',
    exchanges: [
      mapExchange({
        onError(error) {
          if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) hooks.onUnauthenticated();
        },
      }),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
