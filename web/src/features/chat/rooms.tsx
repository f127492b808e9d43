import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { onSubscriptionReconnect } from '../../graphql/client';
import type { ChatListMyRoomsQuery } from '../../graphql/gql/graphql';
import { LIST_MY_ROOMS, ON_UPDATE_USER_ROOM } from './documents';
import { useLiveEvents } from '../../graphql/live';
import { outboxFor } from './outbox';
import { roomTitle } from '../../rooms/roomTitle';
import { forgetRoomTimelines } from './useRoomMessages';
import { RoomsContext } from '../../rooms/context';
import type { Membership } from '../../rooms/types';

/**
 * The viewer's memberships: loaded once, then kept current by onUpdateUserRoom from where the answer left off, and
 * refetched after a reconnect.
 */
export function RoomsProvider({ viewerId, children }: { viewerId: string; children: ReactNode }) {
  const client = useClient();
  const [byRoom, setByRoom] = useState<Map<string, Membership>>(new Map());
  const [removedRoomIds, setRemoved] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState(false);
  // Where the list's answer left off: its subscription starts there, so nothing published in between is lost.
  const [liveMark, setLiveMark] = useState<string | null>(null);

  const upsert = useCallback((membership: Membership) => {
    if (membership.removed) forgetRoomTimelines(membership.room_id);
    setByRoom((current) => {
      const next = new Map(current);
      if (membership.removed) next.delete(membership.room_id);
      else next.set(membership.room_id, { ...current.get(membership.room_id), ...membership, room: membership.room ?? current.get(membership.room_id)?.room ?? null });
      return next;
    });
    setRemoved((current) => {
      if (membership.removed === current.has(membership.room_id)) return current;
      const next = new Set(current);
      if (membership.removed) next.add(membership.room_id);
      else next.delete(membership.room_id);
      return next;
    });
  }, []);

  const reload = useCallback(async () => {
    const all: Membership[] = [];
    let mark: string | null = null;
    let nextToken: string | null = null;
    do {
      const result = await client.query(LIST_MY_ROOMS, { user_id: viewerId, nextToken }, { requestPolicy: 'network-only' }).toPromise();
      if (!result.data) return;
      const page: ChatListMyRoomsQuery['listUserRoomByUser'] = result.data.listUserRoomByUser;
      mark ??= page.liveMark ?? null;
      all.push(...page.items);
      nextToken = page.nextToken;
    } while (nextToken);
    // A transition: the screens the rooms open (the room, its side bar) render in slices the page can answer
    // input between, rather than in one long task.
    startTransition(() => {
      setByRoom(new Map(all.map((m) => [m.room_id, m])));
      setLiveMark(mark);
      setLoaded(true);
    });
  }, [client, viewerId]);

  useEffect(() => {
    void reload();
    return onSubscriptionReconnect(() => void reload());
  }, [reload]);

  // Timelines kept for quick room switching belong to this viewer only.
  useEffect(() => () => forgetRoomTimelines(), [viewerId]);

  // Posts an earlier page queued while the server was away go now, whichever room is open (outbox.ts).
  useEffect(() => {
    outboxFor(viewerId, client);
  }, [viewerId, client]);

  useLiveEvents(ON_UPDATE_USER_ROOM, { user_id: viewerId, after: liveMark }, `${viewerId}:${liveMark}`, (data) => upsert(data.onUpdateUserRoom), liveMark === null);

  const value = useMemo(
    () => ({ memberships: [...byRoom.values()], loaded, removedRoomIds, upsert, reload }),
    [byRoom, loaded, removedRoomIds, upsert, reload],
  );
  return <RoomsContext.Provider value={value}>{children}</RoomsContext.Provider>;
}

/** Favourites first, then the most recently active; archived rooms apart. */
export function arrangeRooms(memberships: Membership[], filter: string) {
  const needle = filter.trim().toLowerCase();
  const matching = memberships
    .filter((m) => !needle || roomTitle(m.room).toLowerCase().includes(needle))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    favorites: matching.filter((m) => m.favorite && !m.archived),
    others: matching.filter((m) => !m.favorite && !m.archived),
    archived: matching.filter((m) => m.archived),
  };
}
