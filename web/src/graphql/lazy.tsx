import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { Client, Provider } from 'urql';
import { useSessionStore } from '../session/context';
import type { ClientHooks } from './client';

/** The page's urql client and urql's Provider, both from the client's chunk. */
export interface LoadedGraphql {
  client: Client;
  Provider: typeof Provider;
}

/**
 * Loads the client's chunk (urql and its exchanges) and makes the page's one client, the first time it is asked
 * for: a signed-out visit renders without it and loads it only when it sends a form. A failed load is forgotten,
 * so the next ask tries again.
 */
export function graphqlLoader(hooks: ClientHooks): () => Promise<LoadedGraphql> {
  let loading: Promise<LoadedGraphql> | undefined;
  return () =>
    (loading ??= import('./client').then(
      ({ createGraphqlClient, Provider }) => ({ client: createGraphqlClient(hooks), Provider }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

/**
 * Gives its children urql's context, rendering them once the client has loaded. Routes that use urql load the
 * client with their code (routes/table.tsx), so by the time they render it is there and nothing waits.
 */
export function GraphqlScope({ children }: { children: ReactNode }) {
  const session = useSessionStore();
  const loaded = useSyncExternalStore(session.subscribe, session.loadedGraphql);
  useEffect(() => {
    if (!loaded) void session.graphql();
  }, [loaded, session]);
  return loaded ? <loaded.Provider value={loaded.client}>{children}</loaded.Provider> : null;
}

/** A route component (layout or page) inside GraphqlScope. */
export function withGraphqlScope(Component: ComponentType): ComponentType {
  return function InGraphqlScope() {
    return (
      <GraphqlScope>
        <Component />
      </GraphqlScope>
    );
  };
}
