import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { Person } from './people';

/** A person's picture, name and company, on one line. */
export function PersonLine({ person }: { person: Person }) {
  const name = person.name ?? '';
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={person.image} radius="xl" size="sm" alt="">
        {name.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {name}
        </Text>
        {person.company_name && (
          <Text size="xs" c="dimmed" truncate>
            {person.company_name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
