import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFiles, IconLayoutKanban, IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';

export function HomePage() {
  const { t } = useTranslation();
  const features = [
    { icon: IconMessages, title: t('home.features.chatTitle'), text: t('home.features.chat') },
    { icon: IconLayoutKanban, title: t('home.features.boardTitle'), text: t('home.features.board') },
    { icon: IconFiles, title: t('home.features.filesTitle'), text: t('home.features.files') },
  ];
  return (
    <Stack gap={48} py={{ base: 24, sm: 64 }}>
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t('home.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('home.lead')}
        </Text>
        <Group>
          <Button component={Link} to="/auth/signup" size="md">
            {t('home.cta')}
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder padding="lg" radius="md">
            <Icon size={28} aria-hidden />
            <Title order={2} size="h4" mt="sm">
              {title}
            </Title>
            <Text size="sm" c="dimmed" mt="xs">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
