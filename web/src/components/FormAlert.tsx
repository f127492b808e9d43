import { lazy, Suspense } from 'react';

// Its code loads with the first error: most visits to a form never show one.
const ErrorAlert = lazy(() => import('./ErrorAlert').then((m) => ({ default: m.ErrorAlert })));

/** A server error that belongs to no single field, read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <ErrorAlert message={message} />
    </Suspense>
  );
}
