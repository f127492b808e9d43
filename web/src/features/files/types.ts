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
  createdAt: string;
  userCreated?: { id: string; name: string | null } | null;
}

/** Bytes as people read them: 1.2 MB, 340 KB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
