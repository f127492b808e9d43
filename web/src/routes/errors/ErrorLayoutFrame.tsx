import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '../../components/SiteHeader';

/** The error layout, for the error boundary where no route layout rendered. */
export function ErrorLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }}>
      <AppShell.Header>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Container component="main" id="main" size="sm" py="xl">
          {children}
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
