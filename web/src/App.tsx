import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Provider as UrqlProvider, type Client } from 'urql';
import { LazyNotifications } from './app/LazyNotifications';
import { createGraphqlClient } from './graphql/client';
import { buildRoutes } from './routes/table';
import { SessionProvider } from './session/context';
import { Session } from './session/session';
import { theme } from './theme';

export interface AppParts {
  session: Session;
  client: Client;
  createRouter(routes: RouteObject[]): ReturnType<typeof createBrowserRouter>;
}

/** Wires the session, the GraphQL client and the router together; tests pass their own router factory. */
export function createAppParts(createRouter: AppParts['createRouter'] = createBrowserRouter): AppParts {
  const session = new Session();
  const client = createGraphqlClient({ onUnauthenticated: () => session.markExpired() });
  session.attach(client);
  return { session, client, createRouter };
}

export function App({ parts }: { parts?: AppParts }) {
  const [{ session, client, router }] = useState(() => {
    const made = parts ?? createAppParts();
    return { ...made, router: made.createRouter(buildRoutes(made.session)) };
  });
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <LazyNotifications />
      <UrqlProvider value={client}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </UrqlProvider>
    </MantineProvider>
  );
}
