import { ROOM_KIND } from '@musubi/shared/client';

export type PanelName = 'members' | 'info' | 'files' | 'code' | 'webhooks';

/**
 * Which panels a room has: a direct room has no room info to edit and no code, being never public; a group room's
 * webhooks are for its admins (who may manage its members, since a webhook's bot joins the room).
 */
export function panelsOf(kind: number | undefined, canManageMembers = false): PanelName[] {
  if (kind === ROOM_KIND.direct) return ['members', 'files'];
  return kind === ROOM_KIND.group && canManageMembers ? ['members', 'info', 'files', 'code', 'webhooks'] : ['members', 'info', 'files', 'code'];
}
