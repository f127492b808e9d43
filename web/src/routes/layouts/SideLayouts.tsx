import { AppShell, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader';
import { RoomSidebar } from '../../features/chat/RoomSidebar';
import { RoomsProvider } from '../../features/chat/rooms';
import { useSession } from '../../session/context';
import { HEADER_HEIGHT } from './layouts';

// Layouts with a side bar, loaded with their pages: the room side bar brings the chat features with it.

function SideShell({ nav }: { nav: React.ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <SiteHeader burger={{ opened, toggle }} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav">
        {nav}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** Rooms in the side bar, the open room beside it; both share the viewer's memberships. */
export function RoomLayout() {
  const { viewer } = useSession();
  if (!viewer) return null;
  return (
    <RoomsProvider viewerId={viewer.id}>
      <SideShell nav={<RoomSidebar />} />
    </RoomsProvider>
  );
}

export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    { to: '/admin/account', label: t('admin.account') },
    { to: '/admin/label', label: t('admin.label') },
    { to: '/admin/template', label: t('admin.template') },
  ];
  return (
    <SideShell
      nav={links.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname.startsWith(link.to)} />
      ))}
    />
  );
}
