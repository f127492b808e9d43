import { Box } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRooms } from '../../rooms/context';
import { keepRoom, type KeptRoom } from './timeline/keptRooms';
import { RoomTimeline } from './timeline/RoomTimeline';
import type { ChatUser, Membership } from './types';

interface ConversationProps {
  membership: Membership;
  viewer: ChatUser;
}

/**
 * The open room's timeline and composer (timeline/RoomTimeline.tsx). The timelines of the last few rooms opened
 * stay mounted (timeline/keptRooms.ts), without their subscriptions and composers; the room's header and side
 * panels are RoomHeader's.
 */
export function Conversation({ membership, viewer }: ConversationProps) {
  const roomId = membership.room_id;
  const { memberships } = useRooms();
  const [kept, setKept] = useState<KeptRoom[]>([]);
  const [shownRoomId, setShownRoomId] = useState<string | null>(null);
  if (shownRoomId !== roomId) {
    // Adjusting state while rendering: the newly opened room is shown in this same render.
    setShownRoomId(roomId);
    setKept(keepRoom(kept, membership, memberships.find((m) => m.room_id === shownRoomId)));
  }
  // The same viewer object across renders, so the kept rooms' timelines do not render again for nothing.
  const stableViewer = useMemo(() => ({ id: viewer.id, name: viewer.name, image: viewer.image }), [viewer.id, viewer.name, viewer.image]);
  const [params] = useSearchParams();
  const target = params.get('message');

  return (
    <Box pos="relative" h="100%">
      {kept.map((k) => {
        const active = k.roomId === roomId;
        const keptMembership = active ? membership : memberships.find((m) => m.room_id === k.roomId);
        if (!keptMembership) return null;
        return (
          <Box
            key={`${k.roomId}:${k.generation}`}
            pos="absolute"
            inset={0}
            display="flex"
            style={{ flexDirection: 'column', visibility: active ? 'visible' : 'hidden' }}
            inert={!active}
            data-room-timeline={k.roomId}
          >
            <RoomTimeline membership={keptMembership} viewer={stableViewer} active={active} target={active ? target : null} />
          </Box>
        );
      })}
    </Box>
  );
}
