import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation, withCatalogues } from '../i18n';
import { Outlet, ScrollRestoration } from 'react-router';
import { GraphqlScope } from '../graphql/lazy';
import { useSession } from '../session/context';
import { watchForNewBuild } from './buildUpdate';
import { installDialogInitialFocus, useFocusHeadingOnNavigation } from './focus';

// Signed-in pages only, with the GraphQL client they load anyway.
const SessionEndListener = lazy(() => import('./SessionEndListener').then((m) => ({ default: m.SessionEndListener })));

// Told of an administrator's requirement of two-step verification: signed-in pages only, like the listener.
const TwoStepNotice = lazy(() => withCatalogues(['account'], import('../features/security/TwoStepNotice')).then((m) => ({ default: m.TwoStepNotice })));

// The login form and its modal load only when a session actually expires: most visits never need them.
const ExpiredSessionModal = lazy(() => import('./ExpiredSessionModal').then((m) => ({ default: m.ExpiredSessionModal })));

export function Root() {
  const { t } = useTranslation();
  const { viewer, expired } = useSession();
  useFocusHeadingOnNavigation();
  useEffect(installDialogInitialFocus, []);

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
      {viewer && (
        <Suspense fallback={null}>
          <GraphqlScope>
            <SessionEndListener />
            {viewer.status === 1 && <TwoStepNotice />}
          </GraphqlScope>
        </Suspense>
      )}
      {expired && (
        <Suspense fallback={null}>
          <ExpiredSessionModal />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
