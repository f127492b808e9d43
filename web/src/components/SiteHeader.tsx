import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { ColorSchemeToggle } from './ColorSchemeToggle';

// The signed-in menu (and the floating-ui positioning it brings) is left out of a signed-out first visit.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

export function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/" underline="never" fw={700} fz="xl" c="var(--mantine-color-text)">
      {t('app.name')}
      {/* The name in Latin letters beside 結び; English writes it so already. */}
      {t('app.latinName') !== t('app.name') && (
        <Text span c="dimmed" fz="sm" ml={6}>
          {t('app.latinName')}
        </Text>
      )}
    </Anchor>
  );
}

/**
 * Signed in: the user's menu; signed out: log-in and sign-up buttons. Pages without a guard (the top page, terms,
 * the 404 page) do not ask who is signed in, so the header asks, and shows neither until it knows.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { viewer, session } = useSession();
  useEffect(() => {
    if (viewer === undefined) void session.viewer();
  }, [viewer, session]);
  if (viewer === undefined) return null;
  if (!viewer) {
    return (
      <Group gap="xs">
        <Button component={Link} to="/auth/login" variant="default">
          {t('nav.login')}
        </Button>
        <Button component={Link} to="/auth/signup" visibleFrom="xs">
          {t('nav.signup')}
        </Button>
      </Group>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu viewer={viewer} />
    </Suspense>
  );
}

export function SiteHeader({ burger }: { burger?: { opened: boolean; toggle(): void } }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {burger && <Burger opened={burger.opened} onClick={burger.toggle} hiddenFrom="sm" size="sm" aria-label={t('app.menu')} />}
        <Logo />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ColorSchemeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="lg" py="lg" px="md">
      <Anchor component={Link} to="/terms/info" size="sm" c="dimmed">
        {t('footer.info')}
      </Anchor>
      <Anchor component={Link} to="/terms/service" size="sm" c="dimmed">
        {t('footer.service')}
      </Anchor>
      <Anchor component={Link} to="/terms/privacy" size="sm" c="dimmed">
        {t('footer.privacy')}
      </Anchor>
      <Anchor component={Link} to="/contact" size="sm" c="dimmed">
        {t('footer.contact')}
      </Anchor>
    </Group>
  );
}
