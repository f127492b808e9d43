import { MantineProvider } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { LazyNotifications } from './app/LazyNotifications';
import { dropLoadingScreen } from './app/loadingScreen';
import { onOpenRequest } from './features/push/worker';
import { followNavigations } from './app/reload';
import { graphqlLoader } from './graphql/lazy';
import { followViewer, useTranslation } from './i18n';
import { buildRoutes } from './routes/table';
import { SessionProvider } from './session/context';
import { Session } from './session/session';
import { cssVariablesResolver, themeIn } from './theme';

export interface AppParts {
  session: Session;
  createRouter(routes: RouteObject[]): ReturnType<typeof createBrowserRouter>;
}

/** Wires the session, the GraphQL client's loader and the router together; tests pass their own router factory. */
export function createAppParts(createRouter: AppParts['createRouter'] = createBrowserRouter): AppParts {
  const session = new Session();
  // The language follows whoever is signed in, and the browser's before sign-in (decision 0328).
  session.subscribe(() => followViewer(session.getState().viewer));
  session.attach(
    graphqlLoader({
      onUnauthenticated: () => session.markExpired(),
      // The cache keeps the signed-in person's answers in the browser, in their own database (decision 0258).
      viewerId: async () => (await session.viewer())?.id ?? null,
      onReconnect: () => session.reconnected(),
    }),
  );
  return { session, createRouter };
}

export function App({ parts }: { parts?: AppParts }) {
  const [{ session, router }] = useState(() => {
    const made = parts ?? createAppParts();
    const created = made.createRouter(buildRoutes(made.session));
    followNavigations(created);
    return { ...made, router: created };
  });
  const { t } = useTranslation();
  const theme = useMemo(() => themeIn(t), [t]);
  // A first page that needed no code or data to load came with this first render: the loading screen goes with it.
  useLayoutEffect(() => {
    if (router.state.initialized) dropLoadingScreen();
  }, [router]);
  // A click on a push notification while this tab is open brings the tab to that message.
  useEffect(() => onOpenRequest((path) => void router.navigate(path)), [router]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <LazyNotifications />
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
