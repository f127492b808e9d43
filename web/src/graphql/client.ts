import type { Client as WsClient } from 'graphql-ws';
import { cacheExchange, Client, fetchExchange, mapExchange, subscriptionExchange } from 'urql';

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

/** The subscription socket, with its library loaded when the first subscription starts: not every page has one. */
function lazyWsClient(): () => Promise<WsClient> {
  let ws: Promise<WsClient> | undefined;
  return () =>
    (ws ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: websocketUrl,
        lazy: true,
        retryAttempts: Infinity,
        on: {
          connected: () => {
            for (const listener of reconnectListeners) listener();
          },
        },
      }),
    ));
}

/** One urql client for the page: queries and mutations over POST /graphql, subscriptions over graphql-ws. */
export function createGraphqlClient(hooks: ClientHooks): Client {
  const ws = lazyWsClient();
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
              let unsubscribe: (() => void) | undefined;
              let stopped = false;
              void ws().then(
                (client) => {
                  if (!stopped) unsubscribe = client.subscribe(input, sink);
                },
                (error: unknown) => sink.error(error),
              );
              return {
                unsubscribe() {
                  stopped = true;
                  unsubscribe?.();
                },
              };
            },
          };
        },
      }),
    ],
  });
}

/** urql's Provider, from this chunk: the page's first download has no urql (see graphql/lazy.ts). */
export { Provider } from 'urql';
