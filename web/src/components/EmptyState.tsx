import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Stack align="center" ta="center" py={64} gap="sm">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
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
