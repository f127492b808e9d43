import { gql } from 'urql';

export const NOTIFICATION_FIELDS = gql`
  fragment BellNotificationFields on Notification {
    id
    content
    status
    type
    link
    room_id
    createdAt
    user_created {
      id
      name
      image
    }
  }
`;

export const NOTIFICATIONS = gql`
  query BellNotifications {
    latest: customGetNotifications(limit: 30) {
      liveMark
      items {
        ...BellNotificationFields
      }
    }
    unread: customGetNotifications(limit: 100, filter: { status: 0 }) {
      items {
        id
      }
    }
  }
  ${NOTIFICATION_FIELDS}
`;

export const MARK_NOTIFICATION = gql`
  mutation BellMarkNotification($input: UpdateNotificationInput!) {
    customUpdateNotification(input: $input) {
      id
      status
    }
  }
`;

export const ON_CREATE_NOTIFICATION = gql`
  subscription BellOnCreateNotification($user_id: ID!, $after: String) {
    onCreateNotification(user_id: $user_id, after: $after) {
      ...BellNotificationFields
    }
  }
  ${NOTIFICATION_FIELDS}
`;
