import type { ChatUserRoomFieldsFragment } from '../graphql/gql/graphql';

/** The viewer's membership of a room, as the room list shows it (role: view 0, user 1, admin 2). */
export type Membership = ChatUserRoomFieldsFragment;

/** A room as the room list shows it; in a direct room, directPartner is the other person, whose name and picture it shows. */
export type RoomSummary = NonNullable<Membership['room']>;
