import type { EmotionId } from '@musubi/shared';
import type { StoredFile } from '../files/types';

export interface ChatUser {
  id: string;
  name: string | null;
  image: string | null;
}

export interface RoomSummary {
  id: string;
  name: string;
  image: string | null;
  description: string | null;
  overview: string | null;
  public: boolean;
  kind: number;
  musubiCode: string | null;
  totalUser: number;
  last_seq: number;
  /** In a direct room, the other person: the room is shown under their name and picture. */
  directPartner?: ChatUser | null;
}

/** The viewer's membership of a room, as the room list shows it. */
export interface Membership {
  id: string;
  user_id: string;
  room_id: string;
  folder_id: string | null;
  favorite: boolean;
  unread_messages: number;
  unread_mentions: number;
  /** view 0, user 1, admin 2 */
  role: number;
  last_message: string | null;
  last_read_seq: number;
  archived: boolean;
  removed: boolean;
  updatedAt: string;
  room: RoomSummary | null;
}

export interface Emotion {
  user_id: string;
  emotion: EmotionId | string;
}

export interface ChatMessage {
  id: string;
  content: string;
  user_id: string;
  room_id: string;
  reply_message_id: string | null;
  to_user_id: string | null;
  is_to_all: boolean;
  seq: number;
  change_seq: number;
  client_key: string | null;
  editedAt: string | null;
  createdAt: string;
  deletedAt: string | null;
  emotions: Emotion[];
  user: ChatUser | null;
  /** Absent on messages from an older cache; the attachments otherwise. */
  files?: { items: StoredFile[] };
}

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
