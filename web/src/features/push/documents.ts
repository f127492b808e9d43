import { graphql } from '../../graphql/gql';

export const PUSH_PUBLIC_KEY = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const PUSH_DEVICES = graphql(`
  query PushDevices {
    pushDevices {
      id
      userAgent
      createdAt
      lastUsedAt
      current
    }
  }
`);

export const REGISTER_PUSH_DEVICE = graphql(`
  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {
    registerPushDevice(input: $input) {
      id
    }
  }
`);

export const REMOVE_PUSH_DEVICE = graphql(`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id)
  }
`);

export const NOTIFICATION_SETTINGS = graphql(`
  query NotificationSettings {
    notificationSettings {
      mailDelayMinutes
      quietFrom
      quietTo
    }
  }
`);

export const UPDATE_NOTIFICATION_SETTINGS = graphql(`
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      mailDelayMinutes
      quietFrom
      quietTo
    }
  }
`);

export const ROOM_NOTIFICATION_LEVEL = graphql(`
  query RoomNotificationLevel($room_id: ID!) {
    roomNotificationLevel(room_id: $room_id)
  }
`);

export const SET_ROOM_NOTIFICATION_LEVEL = graphql(`
  mutation SetRoomNotificationLevel($room_id: ID!, $level: NotificationLevel!) {
    setRoomNotificationLevel(room_id: $room_id, level: $level)
  }
`);
