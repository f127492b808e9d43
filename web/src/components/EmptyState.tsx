import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An empty screen's icon, title and lead; `order` 1 when the title is the page's only heading. */
export function EmptyState({ icon, title, order = 2, children }: { icon: ReactNode; title: string; order?: 1 | 2; children?: ReactNode }) {
  return (
    <Stack align="center" ta="center" py={64} gap="sm">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Title order={order} size="h3">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={420}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
