import { AppShell, Container, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader';

export const HEADER_HEIGHT = 60;

function Main({ size }: { size: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Container component="main" id="main" size={size} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Outlet />
    </Container>
  );
}

function HeaderShell({ size, footer = true }: { size: 'xs' | 'sm' | 'md' | 'lg'; footer?: boolean }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }}>
      <AppShell.Header>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Stack mih={`calc(100dvh - ${HEADER_HEIGHT}px)`} justify="space-between" gap={0}>
          <Main size={size} />
          {footer && <SiteFooter />}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}

/** The public top page. */
export const DefaultLayout = () => <HeaderShell size="lg" />;
/** Narrow pages: sign-in, sign-up, contact, terms, errors. */
export const SimpleLayout = () => <HeaderShell size="sm" />;
/** The signed-in user's own pages: plan, profile, verification. */
export const HomeLayout = () => <HeaderShell size="md" footer={false} />;
/** Account settings. */
export const AuthLayout = () => <HeaderShell size="sm" footer={false} />;
/** Card entry and invoices. */
export const PaymentLayout = () => <HeaderShell size="sm" footer={false} />;
