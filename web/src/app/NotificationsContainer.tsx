import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The toast container, in a chunk of its own: see LazyNotifications. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
