import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a dialog the first time it opens and keeps it mounted after, so a dialog whose code comes from
 * React.lazy is fetched only when someone asks for it, and its closing transition still plays. Nothing shows
 * while its code loads.
 */
export function OpenedOnce({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
