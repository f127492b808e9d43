import { useEffect } from 'react';
import { useClient } from 'urql';
import { MARK_READ } from '../documents';
import type { Membership } from '../types';

/** Reading the end of the room (shown, loaded, scrolled to the bottom, the tab visible) marks it read. */
export function useMarkRead(membership: Membership, lastSeq: number, { active, loaded, atBottom }: { active: boolean; loaded: boolean; atBottom: boolean }) {
  const client = useClient();
  const roomId = membership.room_id;
  useEffect(() => {
    if (!active || !loaded || !atBottom || document.hidden) return;
    if (membership.unread_messages === 0 && membership.last_read_seq >= lastSeq) return;
    void client.mutation(MARK_READ, { input: { room_id: roomId } }).toPromise();
  }, [active, loaded, atBottom, lastSeq, membership.unread_messages, membership.last_read_seq, client, roomId]);
}
