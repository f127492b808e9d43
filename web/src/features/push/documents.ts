import { gql } from 'urql';

export const PUSH_PUBLIC_KEY = gql`
  query PushPublicKey {
    pushPublicKey
  }
`;

export const PUSH_DEVICES = gql`
  query PushDevices {
    pushDevices {
      id
      userAgent
      createdAt
      lastUsedAt
      current
    }
  }
`;

export const REGISTER_PUSH_DEVICE = gql`
  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {
    registerPushDevice(input: $input) {
      id
    }
  }
`;

export const REMOVE_PUSH_DEVICE = gql`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id)
  }
`;

export const NOTIFICATION_SETTINGS = gql`
  query NotificationSettings {
    notificationSettings {
      mailDelayMinutes
      quietFrom
      quietTo
    }
  }
`;

export const UPDATE_NOTIFICATION_SETTINGS = gql`
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      mailDelayMinutes
      quietFrom
      quietTo
    }
  }
`;

export const ROOM_NOTIFICATION_LEVEL = gql`
  query RoomNotificationLevel($room_id: ID!) {
    roomNotificationLevel(room_id: $room_id)
  }
`;

export const SET_ROOM_NOTIFICATION_LEVEL = gql`
  mutation SetRoomNotificationLevel($room_id: ID!, $level: NotificationLevel!) {
    setRoomNotificationLevel(room_id: $room_id, level: $level)
  }
`;
