import '../styles/rest';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { useSessionStore } from '../session/context';
import type { Viewer } from '../session/session';
import { signOut } from '../session/signOut';

/** The signed-in user's menu: their pages, and signing out (here, or on every device). */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const session = useSessionStore();
  // The button's name starts with the name it shows, so a voice command of what is seen finds it (WCAG 2.5.3).
  const shown = viewer.name ?? viewer.email ?? '';
  // Not portalled: the open menu stays inside the banner landmark, where a screen reader's user finds it.
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('app.accountMenu', { name: shown })}>
          <Group gap={6} wrap="nowrap">
            {/* No initial in it: the button's text must read as its name (WCAG 2.5.3). */}
            <Avatar src={viewer.image} size={28} radius="xl" alt="" />
            <Text size="sm" fw={500} maw={160} truncate visibleFrom="xs">
              {shown}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/room">
          {t('nav.room')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/id">
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/id/edit">
          {t('nav.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/assistant">
          {t('nav.assistant')}
        </Menu.Item>
        <Menu.Item component={Link} to="/plan">
          {t('nav.plan')}
        </Menu.Item>
        {viewer.isAdmin && (
          <Menu.Item component={Link} to="/admin/account">
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* Mantine draws a coloured item in shade 6 (3.3:1 on white); c= gives it the theme's readable red text. The
            everyday ログアウト stays the last item, one ArrowUp away when the menu opens. */}
        <Menu.Item color="red" c="red" onClick={() => void session.graphqlClient().then((client) => signOut(client, true))}>
          {t('nav.signOutEverywhere')}
        </Menu.Item>
        <Menu.Item color="red" c="red" onClick={() => void session.graphqlClient().then((client) => signOut(client))}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
