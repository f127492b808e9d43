import type { MercuriusContext } from 'mercurius';
import { liveEventsAfter, parseAfter } from '../../graphql/live';
import { findMembership, requireRoomAccess } from './policy';
import { userRoomTopic } from './service';

type BusEvent = Record<string, unknown> & { onUpdateUserRoom?: { room_id?: string; removed?: boolean } };

/**
 * Passes on a room's events until the membership ends: the subscriber's removal from the room (or the room's
 * removal) arrives on the same queue and completes the subscription. It is published after its commit, on the
 * same bus as the room's events, so every event published after it is never delivered. The end of the session
 * closes the whole socket instead (graphql/sockets.ts).
 */
async function* whileMember(events: AsyncIterable<BusEvent>, roomId: string, ended: boolean) {
  if (ended) return;
  for await (const event of events) {
    if (event.onUpdateUserRoom) {
      if (event.onUpdateUserRoom.room_id === roomId && event.onUpdateUserRoom.removed) return;
      continue;
    }
    yield event;
  }
}

/**
 * A room's events on `topic` (or topics), for a member: authorised once, when the subscription starts (a non-member or
 * suspended user is refused there). It also listens to the subscriber's own membership topic, so it ends the
 * moment they are removed, without a database query per event. With `after` (a list's liveMark), the events
 * published since that answer come first (graphql/live.ts); a removal among them ends it there too.
 */
export async function memberEvents(ctx: MercuriusContext, roomId: string, topic: string | string[], after?: string | null) {
  const from = parseAfter(after);
  const { viewer } = await requireRoomAccess(ctx.deps.db, ctx.viewer, roomId, 'read');
  const events = (await liveEventsAfter(ctx, [...[topic].flat(), userRoomTopic(viewer.id)], from)) as AsyncIterable<BusEvent>;
  // Checked again now that the removal topics are heard: a removal announced in between ends it at once.
  const stillMember = await findMembership(ctx.deps.db, viewer.id, roomId);
  return whileMember(events, roomId, !stillMember);
}
