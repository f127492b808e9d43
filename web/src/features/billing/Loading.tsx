import { Alert, Group, Loader, Text } from '@mantine/core';

export function Loading({ label }: { label: string }) {
  return (
    <Group gap="sm" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{label}</Text>
    </Group>
  );
}

export function LoadError({ message }: { message: string }) {
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
