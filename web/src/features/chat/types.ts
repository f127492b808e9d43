import type { ChatMessageFieldsFragment, ChatUserRoomFieldsFragment } from '../../graphql/gql/graphql';

/** The viewer's membership of a room, as the room list shows it (role: view 0, user 1, admin 2). */
export type Membership = ChatUserRoomFieldsFragment;

/** A room as the room list shows it; in a direct room, directPartner is the other person, whose name and picture it shows. */
export type RoomSummary = NonNullable<Membership['room']>;

export type ChatUser = NonNullable<ChatMessageFieldsFragment['user']>;

export type Emotion = ChatMessageFieldsFragment['emotions'][number];

/** A message as the room shows it; files is absent on messages from an older cache. */
export type ChatMessage = Omit<ChatMessageFieldsFragment, 'files'> & Partial<Pick<ChatMessageFieldsFragment, 'files'>>;

/** A message the viewer sent that the server has not confirmed yet. */
export interface PendingMessage {
  client_key: string;
  room_id: string;
  content: string;
  reply_message_id: string | null;
  to_user_id: string | null;
  is_to_all: boolean;
  /** Ids of the uploaded files the message carries. */
  files: string[];
  createdAt: string;
  failed: boolean;
}

export const ROLE = { view: 0, user: 1, admin: 2 } as const;
