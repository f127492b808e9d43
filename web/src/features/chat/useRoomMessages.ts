import { startTransition, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useClient } from 'urql';
import type { ChatMessagesByRoomQuery, ChatMessagesByRoomQueryVariables, ChatOnMessageChangesSubscription } from '../../graphql/gql/graphql';
import { MESSAGES_BY_ROOM, ON_MESSAGE_CHANGES } from './documents';
import { useLiveEvents } from '../../graphql/live';
import type { ChatMessage } from './types';

const PAGE = 50;
/** The first load reaches back in the server's largest pages: fewer round trips before the room shows. */
const FIRST_LOAD_PAGE = 100;
/** How far back the first load reaches to open at the first unread message. */
const MAX_UNREAD_REACH = 500;
/** Rooms whose timeline is kept after closing, so switching back shows them at once. */
const CACHED_ROOMS = 10;

interface CachedRoom {
  byId: Map<string, ChatMessage>;
  olderToken: string | null;
  highestChange: number;
}

const roomCache = new Map<string, CachedRoom>();

/** Drops the kept timeline of one room (the viewer left it), or of every room (the viewer changed). */
export function forgetRoomTimelines(roomId?: string) {
  if (roomId) roomCache.delete(roomId);
  else roomCache.clear();
}

function keep(roomId: string, room: CachedRoom) {
  roomCache.delete(roomId);
  roomCache.set(roomId, room);
  while (roomCache.size > CACHED_ROOMS) roomCache.delete(roomCache.keys().next().value!);
}

const firstUnreadOf = (messages: Iterable<ChatMessage>, lastReadSeq: number) => {
  let first: number | null = null;
  for (const m of messages) if (m.seq > lastReadSeq && !m.deletedAt && (first === null || m.seq < first)) first = m.seq;
  return first;
};

const isOlderThanAll = (message: ChatMessage, shown: Iterable<ChatMessage>) => {
  for (const m of shown) if (m.seq < message.seq) return false;
  return true;
};

type Page = ChatMessagesByRoomQuery['customGetMessagesByRoom'];

/**
 * A room's messages by id: the newest pages first (back to the first unread), older pages on demand, and the
 * room's changes after the highest change_seq held, replayed and then live (after a reconnect too). Everything
 * merges by id, so a change seen twice is still one message. While not `live` (a room kept hidden) it holds no
 * subscription.
 */
export function useRoomMessages(roomId: string, lastReadSeq: number, live = true, unreadAtOpen = 0) {
  const client = useClient();
  // A room opened before starts from its kept timeline and fetches only what changed since, unless messages came
  // while it was not followed: then it opens afresh, at the first of them.
  const [cached] = useState(() => {
    const kept = roomCache.get(roomId);
    return kept && (unreadAtOpen === 0 || firstUnreadOf(kept.byId.values(), lastReadSeq) !== null) ? kept : null;
  });
  const [byId, setById] = useState<Map<string, ChatMessage>>(() => cached?.byId ?? new Map());
  const [olderToken, setOlderToken] = useState<string | null>(cached?.olderToken ?? null);
  const [loaded, setLoaded] = useState(cached !== null);
  const [prepended, setPrepended] = useState(0);
  const [firstUnreadSeq, setFirstUnreadSeq] = useState<number | null>(() => (cached ? firstUnreadOf(cached.byId.values(), lastReadSeq) : null));
  const highestChange = useRef(cached?.highestChange ?? 0);
  const loadingOlder = useRef(false);

  const merge = useCallback((messages: ChatMessage[]) => {
    if (messages.length === 0) return;
    for (const m of messages) highestChange.current = Math.max(highestChange.current, m.change_seq);
    setById((current) => {
      const next = new Map(current);
      for (const m of messages) {
        const known = next.get(m.id);
        if (!known || known.change_seq <= m.change_seq) next.set(m.id, m);
      }
      return next;
    });
  }, []);

  const fetchPage = useCallback(
    async (variables: Omit<ChatMessagesByRoomQueryVariables, 'room_id'>): Promise<Page | null> => {
      const result = await client.query(MESSAGES_BY_ROOM, { room_id: roomId, ...variables }, { requestPolicy: 'network-only' }).toPromise();
      return result.data?.customGetMessagesByRoom ?? null;
    },
    [client, roomId],
  );

  useEffect(() => {
    if (loaded) keep(roomId, { byId, olderToken, highestChange: highestChange.current });
  }, [roomId, loaded, byId, olderToken]);

  // lastReadSeq is read once, when the room opens: reading it later would move the unread line.
  const opening = useEffectEvent(() => ({ cached, lastReadSeq }));

  // First load: newest first, reaching back to a message already read, so the unread line has one above it.
  useEffect(() => {
    const { cached, lastReadSeq } = opening();
    if (cached) return;
    let cancelled = false;
    void (async () => {
      const items: ChatMessage[] = [];
      let token: string | null = null;
      do {
        const page = await fetchPage({ limit: FIRST_LOAD_PAGE, nextToken: token });
        if (!page || cancelled) return;
        items.push(...page.items);
        token = page.nextToken;
        const oldest = items[items.length - 1];
        if (!oldest || oldest.seq <= lastReadSeq || items.length >= MAX_UNREAD_REACH) break;
      } while (token);
      if (cancelled) return;
      // The room's first screen of messages renders in slices the page can answer input between.
      startTransition(() => {
        merge(items);
        setOlderToken(token);
        setFirstUnreadSeq(firstUnreadOf(items, lastReadSeq));
        setLoaded(true);
      });
    })();
    return () => {
      cancelled = true;
    };
  }, [fetchPage, merge]);

  const loadOlder = useCallback(async () => {
    if (!olderToken || loadingOlder.current) return;
    loadingOlder.current = true;
    const page = await fetchPage({ limit: PAGE, nextToken: olderToken });
    loadingOlder.current = false;
    if (!page) return;
    merge(page.items);
    setPrepended((n) => n + page.items.length);
    setOlderToken(page.nextToken);
  }, [fetchPage, merge, olderToken]);

  // Live from the highest change held: the server replays what came after it once listening, then streams, and
  // on a reconnect the subscription is sent again from what the page holds by then. It starts once the first
  // load (or the kept timeline) is there, so the replay is only what that load could not see. A room kept hidden
  // (not live) ends its subscription and resumes from the same point when shown again.
  // afterSeq is read again each time the subscription is sent (liveVariables).
  const variables = { room_id: roomId, afterSeq: 0 };
  const liveVariables = useCallback(() => ({ room_id: roomId, afterSeq: highestChange.current }), [roomId]);
  const shownRef = useRef({ byId, olderToken });
  useEffect(() => {
    shownRef.current = { byId, olderToken };
  }, [byId, olderToken]);
  const onChange = useCallback(
    (data: ChatOnMessageChangesSubscription) => {
      const message = data.onMessageChanges;
      const shown = shownRef.current;
      // A change to a message older than the loaded pages is not shown out of place: paging back reads it as
      // it is then. The resume point still moves past it.
      if (shown.olderToken !== null && !shown.byId.has(message.id) && isOlderThanAll(message, shown.byId.values())) {
        highestChange.current = Math.max(highestChange.current, message.change_seq);
        return;
      }
      merge([message]);
    },
    [merge],
  );
  useLiveEvents(ON_MESSAGE_CHANGES, variables, roomId, onChange, !loaded || !live, liveVariables);

  const messages = useMemo(() => [...byId.values()].sort((a, b) => a.seq - b.seq), [byId]);
  return { messages, byId, loaded, hasOlder: olderToken !== null, prepended, firstUnreadSeq, loadOlder, merge };
}
