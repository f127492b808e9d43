import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { onConnectionChange, onSubscriptionReconnect } from '../../graphql/client';
import { GET_DRAFTS, ON_DRAFT } from './documents';
import { DRAFT_ACTION, saveDraft, unsentDraft, type DraftVersion } from './draftSync';
import { useLiveEvents } from '../../graphql/live';

export type { DraftVersion } from './draftSync';

/**
 * The viewer's draft of one room: the newest version heard (a load, the answer to a save, another device's save),
 * and a save that sends one request at a time, so that saves reach the server in the order they were typed.
 * Heard only while `live` (the room on screen). A draft typed while the server is away is kept in the browser
 * (`unsent`, what the composer opens with) and sent when the connection is back, before the server's is read.
 */
export function useDraft(roomId: string, userId: string, live = true) {
  const client = useClient();
  const [remote, setRemote] = useState<DraftVersion | null>(null);
  const [unsent] = useState(() => unsentDraft(userId, roomId));
  // Where the last read left off: the subscription starts there, so a save made in between is not lost.
  const [liveMark, setLiveMark] = useState<string | null>(null);
  const accept = useCallback((row: DraftVersion) => setRemote((current) => (!current || row.version > current.version ? row : current)), []);

  const load = useCallback(async () => {
    // What was typed while away goes first: the server's older draft must not come back over it.
    const sent = await saveDraft(client, userId, roomId, null);
    if (sent) accept(sent);
    const result = await client.query(GET_DRAFTS, {}, { requestPolicy: 'network-only' }).toPromise();
    if (!result.data) return;
    const row = result.data.getDraftMessages.drafts.find((d) => d.room_id === roomId && d.action === DRAFT_ACTION);
    accept(row ? { text: row.draft, version: row.version } : { text: '', version: 0 });
    setLiveMark((result.data.getDraftMessages.liveMark as string | null | undefined) ?? null);
  }, [client, userId, roomId, accept]);

  // Read again each time the room is shown: saves made elsewhere while it was hidden were not heard.
  useEffect(() => {
    if (live) void load();
  }, [load, live]);
  // Nor while the socket was down.
  useEffect(() => (live ? onSubscriptionReconnect(() => void load()) : undefined), [load, live]);
  // A draft kept while away is sent as soon as the connection is back, shown or not.
  useEffect(() => {
    let wasConnected = true;
    return onConnectionChange((connected) => {
      if (connected && !wasConnected) void saveDraft(client, userId, roomId, null).then((sent) => sent && accept(sent));
      wasConnected = connected;
    });
  }, [client, userId, roomId, accept]);

  useLiveEvents(
    ON_DRAFT,
    { user_id: userId, after: liveMark },
    `${userId}:${roomId}:${liveMark}`,
    (data) => {
      const row = data.onDraftMessage;
      if (row.room_id === roomId && row.action === DRAFT_ACTION) accept({ text: row.draft, version: row.version });
    },
    !live || liveMark === null,
  );

  const save = useCallback(
    async (text: string): Promise<DraftVersion | null> => {
      const version = await saveDraft(client, userId, roomId, text);
      if (version) accept(version);
      return version;
    },
    [client, userId, roomId, accept],
  );

  return { remote, unsent, save };
}
