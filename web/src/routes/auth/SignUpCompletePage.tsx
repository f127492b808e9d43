import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';

export function SignUpCompletePage() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" radius="md" maw={480} mx="auto">
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('signupComplete.title')}
        </Title>
        <Text c="dimmed">{t('signupComplete.lead')}</Text>
        <Button component={Link} to="/room" size="md">
          {t('signupComplete.start')}
        </Button>
      </Stack>
    </Card>
  );
}
