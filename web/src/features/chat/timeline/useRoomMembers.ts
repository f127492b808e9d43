import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { ROOM_MEMBERS } from '../documents';

/**
 * The room's members by their id (names for messages whose author the cache lacks) and the others than the viewer
 * (the composer's To picker). A member added or gone, by anyone, changes the room's count: the members are read
 * again, once the room is shown.
 */
export function useRoomMembers(roomId: string, viewerId: string, totalUser: number | undefined, active: boolean) {
  const [membersResult, refetchMembers] = useQuery({ query: ROOM_MEMBERS, variables: { room_id: roomId }, requestPolicy: 'cache-and-network' });
  const membersReadAt = useRef(totalUser);
  useEffect(() => {
    if (!active || membersReadAt.current === totalUser) return;
    membersReadAt.current = totalUser;
    refetchMembers({ requestPolicy: 'network-only' });
  }, [active, totalUser, refetchMembers]);
  const members = useMemo(() => {
    const items = membersResult.data?.userRoom.items ?? [];
    return new Map(items.filter((m) => m.user).map((m) => [m.user_id, m.user!]));
  }, [membersResult.data]);
  // The members the REST API has numbered, by that number: the people [To:n], [picon:n] and [qt] name.
  const membersByNumber = useMemo(() => {
    const items = membersResult.data?.userRoom.items ?? [];
    return new Map(items.flatMap((m) => (m.user && typeof m.accountNumber === 'number' ? [[m.accountNumber, m.user] as const] : [])));
  }, [membersResult.data]);
  const others = useMemo(() => [...members.values()].filter((m) => m.id !== viewerId), [members, viewerId]);
  return { members, membersByNumber, others };
}
