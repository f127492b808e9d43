import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { messages, useTranslation } from '../../i18n';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForMissingChunk } from '../../app/reload';
import { ErrorLayoutFrame } from './ErrorLayoutFrame';

/** "Page not found" followed by the path (spec section 2). */
export function NotFoundContent({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" py="xl">
      <Text c="dimmed" fw={700} fz={48} lh={1}>
        404
      </Text>
      <Title order={1}>{t('errors.notFoundTitle')}</Title>
      <Code block data-testid="not-found-message">
        {message}
      </Code>
      <Text c="dimmed">{t('errors.notFoundLead')}</Text>
      <Group>
        <Button component={Link} to="/">
          {t('errors.toTop')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ErrorContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{t('errors.errorTitle')}</Title>
      <Text>{messages().genericError}</Text>
      <Text c="dimmed">{t('errors.errorLead')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('errors.toTop')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /notfound: the 404 page reached directly, naming the path it was asked about when there is one. */
export function NotFoundPage() {
  const { search } = useLocation();
  const path = new URLSearchParams(search).get('path') ?? '/notfound';
  return <NotFoundContent message={`${messages().pageNotFound} ${path}`} />;
}

export function ErrorPage() {
  return <ErrorContent />;
}

/** The root error boundary: 404s get their own page, everything else the error page. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isChunkLoadError(error)) reloadForMissingChunk();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorLayoutFrame>
      {notFound ? (
        <NotFoundContent message={typeof error.data === 'string' ? error.data : `${messages().pageNotFound} ${pathname}`} />
      ) : (
        <ErrorContent />
      )}
    </ErrorLayoutFrame>
  );
}
