import { ROOM_KIND, ROOM_ROLE } from '@musubi/shared';

/** Chatwork's words for a member's role: admin, member, readonly (Musubi's admin 2, user 1, view 0). */
export const ROLE_NAMES = { [ROOM_ROLE.admin]: 'admin', [ROOM_ROLE.user]: 'member', [ROOM_ROLE.view]: 'readonly' } as Record<number, string>;
export const roleName = (role: number) => ROLE_NAMES[role] ?? 'readonly';
export const roleFromName = (name: string): number | undefined =>
  name === 'admin' ? ROOM_ROLE.admin : name === 'member' ? ROOM_ROLE.user : name === 'readonly' ? ROOM_ROLE.view : undefined;

export const roomType = (kind: number) => (kind === ROOM_KIND.myChat ? 'my' : kind === ROOM_KIND.direct ? 'direct' : 'group');

/** Unix seconds, as Chatwork's times are. */
export const unixTime = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : 0);

/** A picture's address as a client outside the page can fetch it: absolute, on this server. */
export const pictureUrl = (publicUrl: string, path: string | null | undefined) => (path ? (/^https?:/.test(path) ? path : `${publicUrl}${path}`) : '');
