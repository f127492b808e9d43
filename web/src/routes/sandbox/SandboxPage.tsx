import { Button, Card, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { messages, useTranslation } from '../../i18n';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { EmptyState } from '../../components/EmptyState';
import { FormAlert } from '../../components/FormAlert';
import { PageTitle } from '../../components/PageTitle';
import { PasswordChangeForm } from '../account/AccountEditPage';
import { LoginForm } from '../auth/LoginForm';
import { NotFoundContent } from '../errors/ErrorPages';

function Specimen({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} size="h5" c="dimmed" mb="md">
        {name}
      </Title>
      {children}
    </Card>
  );
}

/** Our shared components side by side, for checking them in both themes and at phone width. */
export function SandboxPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" id="main" tabIndex={-1} size="lg" py="xl">
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t('sandbox.title')} lead={t('sandbox.lead')} />
        <ColorSchemeToggle />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Specimen name="Button">
          <Group>
            <Button>{t('form.submit')}</Button>
            <Button variant="default">{t('contact.back')}</Button>
            <Button loading>{t('form.submit')}</Button>
          </Group>
        </Specimen>
        <Specimen name="FormAlert">
          <FormAlert message={messages().wrongCredentials} />
        </Specimen>
        <Specimen name="LoginForm">
          <LoginForm onSignedIn={() => undefined} />
        </Specimen>
        <Specimen name="PasswordChangeForm">
          <PasswordChangeForm />
        </Specimen>
        <Specimen name="EmptyState">
          <EmptyState icon={<IconMessages size={32} />} title={t('room.empty')}>
            {t('room.emptyLead')}
          </EmptyState>
        </Specimen>
        <Specimen name="NotFound">
          <Stack>
            <NotFoundContent message="Page not found /example" />
          </Stack>
        </Specimen>
      </SimpleGrid>
    </Container>
  );
}
