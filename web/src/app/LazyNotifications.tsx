import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(() =>
  import('./NotificationsContainer').then((m) => ({ default: m.NotificationsContainer })),
);

/**
 * Mounts the toast container with the first notification: most visits never show one, and the container
 * brings its transitions. Notifications shown before it loads wait in the store and appear with it.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
