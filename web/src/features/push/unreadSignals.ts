import { ROOM_KIND } from '@musubi/shared/client';
import type { Membership } from '../../rooms/types';

const COUNT_PREFIX = /^\(\d+\+?\) /;

/** "(3) " before the page's own title, or nothing at 0; at most "(99+) ". */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${bare}` : bare;
}

export const totalUnread = (memberships: readonly Membership[]) => memberships.reduce((sum, m) => sum + (m.archived ? 0 : m.unread_messages), 0);

export interface RoomNews {
  membership: Membership;
  /** A new To (or TO ALL, or reply) for the viewer, or a new message in a direct room. */
  named: boolean;
}

/** The rooms with new unread messages since the previous state; a room seen for the first time is not news. */
export function roomNews(previous: ReadonlyMap<string, Membership>, next: readonly Membership[]): RoomNews[] {
  return next.flatMap((m) => {
    const before = previous.get(m.room_id);
    if (!before || m.unread_messages <= before.unread_messages) return [];
    const named = m.unread_mentions > before.unread_mentions || m.room?.kind === ROOM_KIND.direct;
    return [{ membership: m, named }];
  });
}

/** Whether news reaches the viewer under their level for the room (ALL, MENTIONS or NONE), as pushes do. */
export const reaches = (level: string, named: boolean) => level === 'ALL' || (level === 'MENTIONS' && named);

/** The icon with a red dot and the count drawn on it, as a data URL; the plain icon when the count is 0. */
export async function badgedIcon(baseHref: string, count: number): Promise<string> {
  if (count === 0) return baseHref;
  const image = new Image();
  image.src = baseHref;
  await image.decode();
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return baseHref;
  context.drawImage(image, 0, 0, size, size);
  context.fillStyle = '#fa5252';
  context.beginPath();
  context.arc(size - 18, 18, 18, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.font = 'bold 24px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(count > 9 ? '9+' : String(count), size - 18, 19);
  return canvas.toDataURL('image/png');
}
