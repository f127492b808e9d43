import { SOCKET, TIMING } from '@musubi/shared';
import type { Client as WsClient } from 'graphql-ws';
import { Client, type Exchange, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { askKeptAnswersAgain, normalisedCache, offlineCache } from './cache';
import { busyFor, patientFetch } from './patientFetch';

const reconnectListeners = new Set<() => void>();
const connectionListeners = new Set<(connected: boolean) => void>();
const sessionEndListeners = new Set<(reason: string) => void>();
let connected = true;
/** The server closed the socket because it fell behind: the next reconnect is at once (see reconnectWait). */
let fellBehind = false;

/**
 * Calls the listener each time the subscription socket connects again after it was lost, so a screen can fetch
 * what changed while its subscriptions were down. Not on the first connection: the screen's first load was asked
 * for alongside it, and asking again would double the page load's calls. Returns the unsubscribe function.
 */
export function onSubscriptionReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Tells the listener whether the socket is connected, now and at each change; the page shows a banner when not. */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  listener(connected);
  return () => connectionListeners.delete(listener);
}

/** Called when the server closed the socket because its session ended (signed out here or elsewhere …). */
export function onSessionEnded(listener: (reason: string) => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of connectionListeners) listener(value);
}

export interface ClientHooks {
  /** Called when the server answers UNAUTHENTICATED: the session ended while the page was open. */
  onUnauthenticated(): void;
  /** Who is signed in (their id), so that the cache keeps their answers in the browser; without it nothing is kept. */
  viewerId?: () => Promise<string | null>;
  /** Called when the subscription socket connects again after it was lost. */
  onReconnect?: () => void;
}

/** Variables read again each time the subscription is sent: after a reconnect it resumes from what the page holds. */
export type LiveVariables = () => Record<string, unknown>;

function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/graphql`;
}

/**
 * Waits before a reconnect as the spec says: 5 s the first time, then every 60 s, each with up to a fifth more
 * at random so that a restarted server is not met by every page at once. Coming back online, or the tab coming
 * back into view, cuts the wait short, but never before the time the server asked for with 503 and Retry-After.
 */
export function reconnectWait(retries: number): Promise<void> {
  // A socket closed for falling behind comes back within a second (at random, as a node may close many at once),
  // and its subscriptions resume from what the page holds (decision 0257).
  const base = fellBehind ? 0 : retries === 0 ? TIMING.reconnectFirst : TIMING.reconnectEvery;
  const delay = Math.max(fellBehind ? Math.random() * TIMING.reconnectBehind : base + Math.random() * base * 0.2, busyFor());
  fellBehind = false;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', cutShort);
      document.removeEventListener('visibilitychange', onVisible);
      resolve();
    };
    const cutShort = () => {
      clearTimeout(timer);
      timer = setTimeout(done, busyFor());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') cutShort();
    };
    let timer = setTimeout(done, delay);
    window.addEventListener('online', cutShort);
    document.addEventListener('visibilitychange', onVisible);
  });
}

/** The subscription socket, with its library loaded when the first subscription starts: not every page has one. */
function lazyWsClient(): () => Promise<WsClient> {
  let ws: Promise<WsClient> | undefined;
  return () =>
    (ws ??= import('graphql-ws').then(({ createClient }) => {
      // A socket that hears nothing (not even the server's keep-alive ping) for this long is dead: drop it.
      let silence: ReturnType<typeof setTimeout> | undefined;
      const heard = () => {
        clearTimeout(silence);
        silence = setTimeout(() => client.terminate(), TIMING.keepAliveAlert);
      };
      const client = createClient({
        url: websocketUrl,
        lazy: true,
        retryAttempts: Infinity,
        // Every lost connection is retried (a refused connection too: the server may be restarting), except the
        // closes graphql-ws deems final, among them the end of the session.
        shouldRetry: () => true,
        retryWait: reconnectWait,
        on: {
          connected: (_socket, _payload, wasRetry) => {
            heard();
            setConnected(true);
            if (wasRetry) for (const listener of reconnectListeners) listener();
          },
          ping: heard,
          message: heard,
          closed: (event) => {
            clearTimeout(silence);
            const { code, reason } = event as CloseEvent;
            if (code === SOCKET.sessionEndedCode) {
              for (const listener of sessionEndListeners) listener(reason);
              return;
            }
            // Not a lost connection either: the page reconnects at once and catches up.
            fellBehind = code === SOCKET.fellBehindCode;
            if (fellBehind) return;
            // Closed by the page itself (no subscription left) is not a lost connection.
            if (code !== 1000) setConnected(false);
          },
        },
      });
      return client;
    }));
}

/** The cache kept in the browser for the signed-in person, its answers asked again once a page (cache.ts). */
function keptCache(viewerId: () => Promise<string | null>, onHydrated: () => void): Exchange[] {
  const [beforeCache, beforeNetwork] = askKeptAnswersAgain();
  return [beforeCache, offlineCache(viewerId, onHydrated), beforeNetwork];
}

/** One urql client for the page: queries and mutations over POST /graphql, subscriptions over graphql-ws. */
export function createGraphqlClient(hooks: ClientHooks): Client {
  const ws = lazyWsClient();
  if (hooks.onReconnect) onSubscriptionReconnect(hooks.onReconnect);
  // The kept answers are read in before any call goes out: Graphcache asks again every query sent before then.
  let hydrated: () => void = () => undefined;
  const ready = hooks.viewerId ? new Promise<void>((resolve) => (hydrated = resolve)) : Promise.resolve();
  return new Client({
    url: '/graphql',
    // The session is an httpOnly cookie on the same origin.
    fetchOptions: { credentials: 'same-origin' },
    fetch: async (input, init) => {
      await ready;
      // A query sent before the answers were read in is sent again, and this first one called off.
      init?.signal?.throwIfAborted();
      return patientFetch(input, init);
    },
    requestPolicy: 'cache-and-network',
    exchanges: [
      mapExchange({
        onError(error) {
          if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) hooks.onUnauthenticated();
        },
      }),
      ...(hooks.viewerId ? keptCache(hooks.viewerId, () => hydrated()) : [normalisedCache()]),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request, operation) {
          const input = { ...request, query: request.query ?? '' };
          const liveVariables = operation.context.liveVariables as LiveVariables | undefined;
          // graphql-ws sends the same payload again on each reconnect: a getter makes it carry the current values.
          if (liveVariables) Object.defineProperty(input, 'variables', { enumerable: true, get: liveVariables });
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
