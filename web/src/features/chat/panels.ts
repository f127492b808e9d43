import { ROOM_KIND } from '@musubi/shared/client';

export type PanelName = 'members' | 'info' | 'files' | 'code';

/** Which panels a room has: a direct room has no room info to edit and no code, being never public. */
export function panelsOf(kind: number | undefined): PanelName[] {
  return kind === ROOM_KIND.direct ? ['members', 'files'] : ['members', 'info', 'files', 'code'];
}
