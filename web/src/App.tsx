import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LazyNotifications } from './app/LazyNotifications';
import { onOpenRequest } from './features/push/worker';
import { followNavigations } from './app/reload';
import { graphqlLoader } from './graphql/lazy';
import { followViewer, useTranslation } from './i18n';
import { buildRoutes } from './routes/table';
import { SessionProvider } from './session/context';
import { Session } from './session/session';
import { cssVariablesResolver, themeIn } from './theme';

/** The session and the router, wired together: the GraphQL client's loader, the routes and their guards. */
export interface StartedApp {
  session: Session;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Starts the session and the router, which begins loading the first page's code and data at once. */
export function startApp(): StartedApp {
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
  const router = createBrowserRouter(buildRoutes(session));
  followNavigations(router);
  return { session, router };
}

/**
 * Resolves once the router has the first page's code and data: until then index.html's own loading screen stays,
 * where a first render would put an empty page in its place.
 */
export function firstPageReady({ router }: StartedApp): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function App({ app }: { app?: StartedApp }) {
  const [{ session, router }] = useState(() => app ?? startApp());
  const { t } = useTranslation();
  const theme = useMemo(() => themeIn(t), [t]);
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
