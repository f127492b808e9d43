import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/SiteHeader';
import { HeaderFrame } from '../layouts/layouts';

/** The error layout, for the error boundary where no route layout rendered. */
export function ErrorLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <HeaderFrame>
      <Container component="main" id="main" tabIndex={-1} size="sm" py="xl">
        {children}
      </Container>
      <SiteFooter />
    </HeaderFrame>
  );
}
