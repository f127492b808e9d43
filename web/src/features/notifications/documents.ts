import { graphql } from '../../graphql/gql';

export const NOTIFICATION_FIELDS = graphql(`
  fragment BellNotificationFields on Notification {
    id
    content
    status
    type
    link
    room_id
    room_name
    createdAt
    user_created {
      id
      name
      image
    }
  }
`);

export const NOTIFICATIONS = graphql(`
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
`);

export const MARK_NOTIFICATION = graphql(`
  mutation BellMarkNotification($input: UpdateNotificationInput!) {
    customUpdateNotification(input: $input) {
      id
      status
    }
  }
`);

export const ON_CREATE_NOTIFICATION = graphql(`
  subscription BellOnCreateNotification($user_id: ID!, $after: String) {
    onCreateNotification(user_id: $user_id, after: $after) {
      ...BellNotificationFields
    }
  }
`);
