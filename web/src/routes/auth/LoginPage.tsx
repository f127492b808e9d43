import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/context';
import { afterSignInUrl } from '../guards/redirects';
import { LoginForm, type PendingStep } from './LoginForm';
import { SsoButton, SsoOutcomeAlert, ssoOutcome } from './SsoButton';

// Only a visit from an invitation link greets: its code loads then.
const InviteGreeting = lazy(() => import('../../features/invites/InviteGreeting').then((m) => ({ default: m.InviteGreeting })));

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useSession();
  const outcome = ssoOutcome(params.get('sso'));
  const step = params.get('step');
  const pendingStep: PendingStep | null = step === 'totp' || step === 'totp-setup' ? step : null;
  return (
    <Card withBorder padding="xl" radius="md" maw={440} mx="auto">
      <PageTitle title={t('login.title')} />
      <Stack>
        {params.get('invite') && (
          <Suspense fallback={null}>
            <InviteGreeting token={params.get('invite')!} screen="login" />
          </Suspense>
        )}
        {outcome && <SsoOutcomeAlert outcome={outcome} />}
        <LoginForm
          pendingStep={pendingStep}
          above={<SsoButton />}
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
