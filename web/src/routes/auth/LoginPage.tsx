import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/context';
import { afterSignInUrl } from '../guards/redirects';
import { InviteGreeting } from '../../features/invites/InviteGreeting';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useSession();
  return (
    <Card withBorder padding="xl" radius="md" maw={440} mx="auto">
      <PageTitle title={t('login.title')} />
      <Stack>
        {params.get('invite') && <InviteGreeting token={params.get('invite')!} screen="login" />}
        <LoginForm
          onSignedIn={async (outcome) => {
            await session.reload();
            if (outcome === 'CONFIRM_SIGN_UP') void navigate('/auth/signup/profile');
            else if (outcome === 'RESET_PASSWORD') void navigate('/auth/reset-password');
            else void navigate(afterSignInUrl(params.get('redirect')), { replace: true });
          }}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/auth/reset-password" size="sm">
            {t('login.forgot')}
          </Anchor>
          <Text size="sm">
            <Anchor component={Link} to={params.get('invite') ? `/auth/signup?invite=${encodeURIComponent(params.get('invite')!)}` : '/auth/signup'}>
              {t('login.noAccount')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
