import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useSubscription } from 'urql';
import { ON_SESSION_END } from '../graphql/documents';
import { loginUrl } from '../routes/guards/redirects';
import { useSession } from '../session/context';
import { watchForNewBuild } from './buildUpdate';

/** Ends the page's session when the server says every session of the user ended (sign-out elsewhere). */
function SessionEndListener() {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [result] = useSubscription({ query: ON_SESSION_END });
  useEffect(() => {
    if (!result.data) return;
    session.signedOut();
    navigate(loginUrl(`${location.pathname}${location.search}`));
    // Only a new event matters, not a change of page: location is read when the event arrives.
  }, [result.data]);
  return null;
}

// The login form and its modal load only when a session actually expires: most visits never need them.
const ExpiredSessionModal = lazy(() => import('./ExpiredSessionModal').then((m) => ({ default: m.ExpiredSessionModal })));

export function Root() {
  const { t } = useTranslation();
  const { viewer, expired } = useSession();

  useEffect(
    () =>
      watchForNewBuild(() =>
        notifications.show({
          id: 'new-build',
          autoClose: false,
          title: t('update.title'),
          message: (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('update.lead')}</Text>
              <Button size="xs" onClick={() => window.location.reload()}>
                {t('update.reload')}
              </Button>
            </Stack>
          ),
        }),
      ),
    [t],
  );

  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Outlet />
      {viewer && <SessionEndListener />}
      {expired && (
        <Suspense fallback={null}>
          <ExpiredSessionModal />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
