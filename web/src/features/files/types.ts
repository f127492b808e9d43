/** A stored file as the room screen shows it; url and thumbnailUrl are short-lived signed links. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  type: string;
  room_id: string;
  message_id: string | null;
  user_created_id: string;
  url: string | null;
  thumbnailUrl: string | null;
  /** An image's size in pixels as it displays; null for other files and for images uploaded before sizes were kept. */
  width?: number | null;
  height?: number | null;
  createdAt: string;
  userCreated?: { id: string; name: string | null } | null;
}

export { formatBytes } from '@musubi/shared/client';
