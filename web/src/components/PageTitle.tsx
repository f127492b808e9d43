import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';

/** The page heading, also used as the document title. */
export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.pageTitle', { title });
  }, [t, title]);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
