/** The notifications module's face: notifications stored inside another module's transaction, published after its commit. */
export { insertNotifications, notificationTopic, publishNotifications, readMentionsOfRoom, readNoticesDone } from './service';
export type { NewNotification, Notification } from './service';
