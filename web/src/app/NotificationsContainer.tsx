import { Notifications } from '@mantine/notifications';

/** The toast container, in a chunk of its own: see LazyNotifications. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
