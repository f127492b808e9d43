import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '../../i18n/format';
import { notifications } from '@mantine/notifications';
import { i18n, useTranslation, type MessageKey } from '../../i18n';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { PictureEditor } from '../../components/PictureEditor';
import { useSession } from '../../session/context';
import { ProfileForm } from './ProfileForm';

const SHOWN_FIELDS = ['company_name', 'industry', 'position', 'post_code', 'prefectures', 'municipality', 'address', 'building', 'phone', 'phone2'] as const;

export function ProfilePage() {
  const { t } = useTranslation();
  const { viewer } = useSession();
  if (!viewer) return null;
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={viewer.name ?? t('profile.title')} lead={viewer.email ?? undefined} />
        <Button component={Link} to="/profile/id/edit" variant="default">
          {t('profile.edit')}
        </Button>
      </Group>
      <Card withBorder padding="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SHOWN_FIELDS.map((field) => (
            <Stack key={field} gap={2}>
              <Text size="xs" c="dimmed">
                {t(`profile.${field}`)}
              </Text>
              <Text>{viewer[field] ?? t('profile.notSet')}</Text>
            </Stack>
          ))}
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('profile.registeredAt')}
            </Text>
            <Text>{formatDate(viewer.createdAt)}</Text>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="lg">
          {t('profile.qualifications')}
        </Text>
        <Group gap="xs" mt={4}>
          {viewer.qualifications.length === 0 && <Text>{t('profile.notSet')}</Text>}
          {viewer.qualifications.map((q) => (
            <Badge key={q} variant="light">
              {/* A qualification stored before the list was fixed shows as it was written. */}
              {i18n.exists(`profile.qualificationNames.${q}`) ? t(`profile.qualificationNames.${q}` as MessageKey) : q}
            </Badge>
          ))}
        </Group>
      </Card>
    </>
  );
}

export function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer, session } = useSession();
  if (!viewer) return null;
  return (
    <>
      <PageTitle title={t('profile.editTitle')} />
      <Card withBorder padding="lg" radius="md" mb="md">
        <PictureEditor
          image={viewer.image}
          fallback={viewer.name ?? viewer.email ?? ''}
          endpoint="/api/avatars/me"
          shape="round"
          label={t('picture.profile')}
          onChange={(image) => {
            session.update({ ...viewer, image });
            notifications.show({ color: 'teal', message: image ? t('picture.saved') : t('picture.removed') });
          }}
        />
      </Card>
      <Card withBorder padding="lg" radius="md">
        <ProfileForm
          viewer={viewer}
          submitLabel={t('profile.save')}
          onSaved={(saved) => {
            session.update(saved);
            notifications.show({ color: 'teal', message: t('profile.saved') });
            void navigate('/profile/id');
          }}
        />
      </Card>
    </>
  );
}
