import '../../styles/rest';
import { NavLink } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { RoomSidebar } from '../../features/chat/RoomSidebar';
import { RoomsProvider } from '../../features/chat/rooms';
import { UnreadSignals } from '../../features/push/UnreadSignals';
import { useSession } from '../../session/context';
import { HeaderFrame } from './layouts';
import classes from './SideLayouts.module.css';

/** Below Mantine's `sm` (48em, 768 px) the side bar is a drawer. */
const SIDE_DRAWER_QUERY = '(max-width: 47.99em)';

// Layouts with a side bar, loaded with their pages: the room side bar brings the chat features with it.

/**
 * On a phone the side bar is a drawer: going to another page (a room chosen in it) closes it, and a page with
 * nothing to show but the side bar (`/room` without a room) opens it, so the list comes first.
 */
function SideShell({ nav, navFirst }: { nav: React.ReactNode; navFirst?(location: { pathname: string; search: string }): boolean }) {
  const [opened, { toggle, open, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const wantsNav = navFirst?.({ pathname, search }) ?? false;
  // Below the breakpoint the closed drawer only slides off screen: inert keeps its links out of the Tab order
  // and away from screen readers until it is opened.
  const drawer = useMediaQuery(SIDE_DRAWER_QUERY, false, { getInitialValueInEffect: false });
  // The side bar (its counts, bell, tools) is drawn in a render of its own after the page beside it: the open
  // room's first screen does not wait for it, and neither commits as one long task.
  const shownNav = useDeferredValue(nav, null);
  useEffect(() => {
    if (wantsNav) open();
    else close();
  }, [wantsNav, pathname, search, open, close]);
  return (
    <HeaderFrame burger={{ opened, toggle }}>
      <nav className={classes.navbar} data-collapsed={opened ? undefined : true} inert={drawer && !opened}>
        {shownNav}
      </nav>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </HeaderFrame>
  );
}

/** Rooms in the side bar, the open room beside it; both share the viewer's memberships. */
export function RoomLayout() {
  const { viewer } = useSession();
  if (!viewer) return null;
  return (
    <RoomsProvider viewerId={viewer.id}>
      <UnreadSignals />
      <SideShell nav={<RoomSidebar />} navFirst={({ pathname, search }) => pathname === '/room' && !new URLSearchParams(search).has('room')} />
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
    { to: '/admin/import', label: t('admin.import') },
    { to: '/admin/export', label: t('admin.export') },
  ];
  return (
    <SideShell
      nav={links.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname.startsWith(link.to)} />
      ))}
    />
  );
}
