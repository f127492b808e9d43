import { createContext, useContext } from 'react';
import type { Membership } from './types';

/** The viewer's rooms, as the side bar, the open room and the unread signals all read them. */
export interface RoomsState {
  memberships: Membership[];
  loaded: boolean;
  /** Rooms the viewer was removed from while the page was open (their screen closes). */
  removedRoomIds: ReadonlySet<string>;
  upsert(membership: Membership): void;
  reload(): Promise<void>;
}

/** Given by the chat feature's RoomsProvider, which loads the memberships and keeps them current. */
export const RoomsContext = createContext<RoomsState | null>(null);

export function useRooms(): RoomsState {
  const rooms = useContext(RoomsContext);
  if (!rooms) throw new Error('useRooms must be used inside RoomsProvider');
  return rooms;
}
