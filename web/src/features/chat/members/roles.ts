import { ROOM_ROLE } from '@musubi/shared/client';
import type { ChatRoomMembersQuery } from '../../../graphql/gql/graphql';
import type { readError } from '../../../graphql/errors';
import type { TFunction } from '../../../i18n';

/** A member of the room as the members panel lists it. */
export type MemberRow = ChatRoomMembersQuery['userRoom']['items'][number];

/** What a mutation answered, read for its error. */
export type Outcome = { error?: Parameters<typeof readError>[0] };

/** The roles a member may have, most rights first. */
export const roleOptions = (t: TFunction) => [
  { value: String(ROOM_ROLE.admin), label: t('chat.panels.roles.admin') },
  { value: String(ROOM_ROLE.user), label: t('chat.panels.roles.user') },
  { value: String(ROOM_ROLE.view), label: t('chat.panels.roles.view') },
];
