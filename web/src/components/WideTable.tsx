import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

/**
 * A table wider than a phone's screen: it scrolls sideways, and says so above itself when the screen is narrower
 * than the table (a scroll bar alone is hidden on touch screens until scrolled).
 */
export function WideTable({ minWidth = 640, children }: { minWidth?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(`(max-width: ${minWidth + 64}px)`);
  return (
    <>
      {narrow && (
        <Text size="xs" c="dimmed" ta="center" mb={4} data-testid="scroll-hint">
          {t('app.scrollSideways')}
        </Text>
      )}
      {/* Focusable, so that a keyboard can scroll it too. */}
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
        {children}
      </Table.ScrollContainer>
    </>
  );
}
