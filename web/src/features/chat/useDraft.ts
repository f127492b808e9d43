import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { onSubscriptionReconnect } from '../../graphql/client';
import { GET_DRAFTS, ON_DRAFT, SAVE_DRAFT } from './documents';
import { useLiveEvents } from './live';

/** A draft's text as the server holds it, with the version of the save that wrote it. */
export interface DraftVersion {
  text: string;
  version: number;
}

/** The composer keeps one draft per room: replying writes the same one as a new message. */
const ACTION = 'new';

/**
 * The viewer's draft of one room: the newest version heard (a load, the answer to a save, another device's save),
 * and a save that sends one request at a time, so that saves reach the server in the order they were typed.
 * Heard only while `live` (the room on screen).
 */
export function useDraft(roomId: string, userId: string, live = true) {
  const client = useClient();
  const [remote, setRemote] = useState<DraftVersion | null>(null);
  // Where the last read left off: the subscription starts there, so a save made in between is not lost.
  const [liveMark, setLiveMark] = useState<string | null>(null);
  const accept = useCallback((row: DraftVersion) => setRemote((current) => (!current || row.version > current.version ? row : current)), []);

  const load = useCallback(async () => {
    const result = await client.query(GET_DRAFTS, {}, { requestPolicy: 'network-only' }).toPromise();
    if (!result.data) return;
    const row = result.data.getDraftMessages.drafts.find((d) => d.room_id === roomId && d.action === ACTION);
    accept(row ? { text: row.draft, version: row.version } : { text: '', version: 0 });
    setLiveMark((result.data.getDraftMessages.liveMark as string | null | undefined) ?? null);
  }, [client, roomId, accept]);

  // Read again each time the room is shown: saves made elsewhere while it was hidden were not heard.
  useEffect(() => {
    if (live) void load();
  }, [load, live]);
  // Nor while the socket was down.
  useEffect(() => (live ? onSubscriptionReconnect(() => void load()) : undefined), [load, live]);

  useLiveEvents(
    ON_DRAFT,
    { user_id: userId, after: liveMark },
    `${userId}:${roomId}:${liveMark}`,
    (data) => {
      const row = data.onDraftMessage;
      if (row.room_id === roomId && row.action === ACTION) accept({ text: row.draft, version: row.version });
    },
    !live || liveMark === null,
  );

  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const save = useCallback(
    (text: string): Promise<DraftVersion | null> => {
      const run = chain.current.then(async () => {
        const result = await client.mutation(SAVE_DRAFT, { input: { room_id: roomId, action: ACTION, draft: text } }).toPromise();
        const saved = result.data?.createOrUpdateDraftMessages.saved;
        if (!saved) return null;
        const version = { text: saved.draft, version: saved.version };
        accept(version);
        return version;
      });
      chain.current = run.catch(() => null);
      return run;
    },
    [client, roomId, accept],
  );

  return { remote, save };
}
