import { ROOM_KIND } from '@musubi/shared/client';
import { i18n } from '../i18n';
import type { ChatMessageFieldsFragment } from '../graphql/gql/graphql';

/** The other person of a direct room, as far as its title and picture need. */
type Partner = Pick<NonNullable<ChatMessageFieldsFragment['user']>, 'name' | 'image'>;

interface NamedRoom {
  name: string;
  image?: string | null;
  kind?: number;
  directPartner?: Partner | null;
}

/** What a room is called on screen: a direct room after the other person, any other room by its name. */
export function roomTitle(room: NamedRoom | null | undefined): string {
  if (!room) return '';
  if (room.kind === ROOM_KIND.direct && room.directPartner) return room.directPartner.name || i18n.t('chat.timeline.unknownUser');
  return room.name;
}

/** The picture beside a room: the other person's in a direct room, the room's own otherwise. */
export function roomPicture(room: NamedRoom | null | undefined): string | null {
  if (!room) return null;
  if (room.kind === ROOM_KIND.direct) return room.directPartner?.image ?? null;
  return room.image ?? null;
}
