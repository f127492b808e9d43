import { CombinedError } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/render';
import { roomsWithUnsentDrafts, saveDraft, sendUnsentDrafts, unsentDraft } from './draftSync';

/** The server's drafts: away until `up`, each save a new version, a draft over 10 characters refused. */
function draftServer() {
  const server = { up: false, version: 0, drafts: new Map<string, string>() };
  const { client, calls } = fakeClient((_name, variables) => {
    const input = variables.input as { room_id: string; draft: string };
    if (!server.up) return { error: new CombinedError({ networkError: new Error('Failed to fetch') }) };
    if (input.draft.length > 10) return { error: new CombinedError({ graphQLErrors: [{ message: '入力内容が正しくありません。', extensions: { code: 'BAD_USER_INPUT' } }] }) };
    server.version += 1;
    server.drafts.set(input.room_id, input.draft);
    return { data: { createOrUpdateDraftMessages: { id: 'd', saved: { id: 'd', room_id: input.room_id, action: 'new', draft: input.draft, version: server.version } } } };
  });
  return { server, client, calls };
}

afterEach(() => localStorage.clear());

describe('drafts typed while the server is away', () => {
  it('are kept in the browser and sent, the newest text of each room, when the connection is back', async () => {
    const { server, client } = draftServer();
    expect(await saveDraft(client, 'me', 'room-1', '明日の')).toBeNull();
    expect(await saveDraft(client, 'me', 'room-1', '明日の件')).toBeNull();
    expect(await saveDraft(client, 'me', 'room-2', '了解')).toBeNull();
    expect(unsentDraft('me', 'room-1')).toBe('明日の件');
    expect(roomsWithUnsentDrafts('me').toSorted()).toEqual(['room-1', 'room-2']);
    expect(roomsWithUnsentDrafts('someone-else')).toEqual([]);

    server.up = true;
    await sendUnsentDrafts(client, 'me');
    expect(Object.fromEntries(server.drafts)).toEqual({ 'room-1': '明日の件', 'room-2': '了解' });
    expect(roomsWithUnsentDrafts('me')).toEqual([]);
  });

  it('are not sent again once the server has them, nor kept when it refuses them', async () => {
    const { server, client, calls } = draftServer();
    server.up = true;
    expect(await saveDraft(client, 'me', 'room-1', '会議')).toEqual({ text: '会議', version: 1 });
    expect(unsentDraft('me', 'room-1')).toBeNull();
    expect(await saveDraft(client, 'me', 'room-1', 'とても長い下書きの文章です')).toBeNull();
    expect(unsentDraft('me', 'room-1')).toBeNull();
    await sendUnsentDrafts(client, 'me');
    expect(calls).toHaveLength(2);
  });
});
