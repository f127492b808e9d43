import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

/** The page heading, also used as the document title. */
export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  useEffect(() => {
    document.title = `${title} | Musubi（結び）`;
  }, [title]);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
