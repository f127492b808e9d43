import { Box, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader';
import classes from './layouts.module.css';

export const HEADER_HEIGHT = 60;

function Main({ size }: { size: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Container component="main" id="main" tabIndex={-1} size={size} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Outlet />
    </Container>
  );
}

/**
 * The site header fixed above the page, with the side bar's button where there is one. Mantine's AppShell draws
 * the same, but brings its scroll locking and responsive variables into every page that uses it.
 */
export function HeaderFrame({ burger, children }: { burger?: { opened: boolean; toggle(): void }; children: ReactNode }) {
  return (
    <>
      <Box component="header" h={HEADER_HEIGHT} className={classes.header}>
        <SiteHeader burger={burger} />
      </Box>
      <Box pt={HEADER_HEIGHT} mih="100dvh">
        {children}
      </Box>
    </>
  );
}

function HeaderShell({ size, footer = true }: { size: 'xs' | 'sm' | 'md' | 'lg'; footer?: boolean }) {
  return (
    <HeaderFrame>
      <Stack mih={`calc(100dvh - ${HEADER_HEIGHT}px)`} justify="space-between" gap={0}>
        <Main size={size} />
        {footer && <SiteFooter />}
      </Stack>
    </HeaderFrame>
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
