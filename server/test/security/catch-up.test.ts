import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../harness';
import { addMember, addRoom, makeContacts, post } from '../chat';
import { type Heard, WatchedSocket } from './support';
import { type DocumentType, graphql } from '../graphql';

const server = await startTestServer();
const writer = await signUpUser(server);
const reader = await signUpUser(server);
await makeContacts(server, writer.id, reader.id);

const CHANGES = graphql(`subscription CatchUpOnMessageChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content change_seq deletedAt } }`);
const RUNS = 12;

/** What the database holds: each message's latest change. */
async function stored(roomId: string) {
  const rows = await server.deps.db.selectFrom('messages').select(['id', 'change_seq']).where('room_id', '=', roomId).execute();
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.change_seq)]));
}

/** Posts, edits and deletes while the reader comes and goes. */
async function busyWriter(roomId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const burst = await Promise.all([0, 1, 2].map((k) => post(writer.client, roomId, `m${i}-${k}`)));
    ids.push(...burst.map((m) => m.id));
    const edited = ids[Math.floor(ids.length / 2)]!;
    await writer.client.ok(graphql(`mutation CatchUpUpdateMessageByRole($i: UpdateMessageInput!) { updateMessageByRole(input: $i) { id } }`), { i: { id: edited, content: `edit ${i}` } });
    if (i % 3 === 2) await writer.client.ok(graphql(`mutation CatchUpDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }`), { i: { id: ids[i]! } });
  }
}

describe('catching up after a reconnect', () => {
  it('loses no post, edit or deletion however the reconnects fall, run after run', async () => {
    const room = await addRoom(writer.client, { name: '追いつき' });
    expect((await addMember(writer.client, room.id, reader.id)).errors).toBeUndefined();
    const held = new Map<string, number>();
    for (let run = 0; run < RUNS; run++) {
      const highest = () => Math.max(0, ...held.values());
      const connect = async () => {
        const socket = new WatchedSocket(server.wsUrl, reader.client.cookie!);
        await socket.ready();
        const heard = socket.subscribe(CHANGES, { r: room.id, a: highest() });
        return { socket, heard };
      };
      const absorb = (heard: Heard<DocumentType<typeof CHANGES>>[]) => {
        for (const event of heard.splice(0)) {
          const message = event.data?.onMessageChanges;
          if (message && (held.get(message.id) ?? 0) <= message.change_seq) held.set(message.id, message.change_seq);
        }
      };

      let writing = true;
      const writing$ = busyWriter(room.id, 8).finally(() => (writing = false));
      // The reader drops and reopens its socket while the writer works, each time from what it holds.
      while (writing) {
        const { socket, heard } = await connect();
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 40));
        await socket.dispose();
        absorb(heard);
      }
      await writing$;
      const last = await connect();
      const expected = await stored(room.id);
      await expect
        .poll(() => (absorb(last.heard), Object.fromEntries(held)), { timeout: 5_000, interval: 20 })
        .toEqual(expected);
      await last.socket.dispose();
    }
  });

  it('refuses the change stream to a non-member, with its code', async () => {
    const room = await addRoom(writer.client, { name: '非公開' });
    const outsider = await signUpUser(server);
    const socket = new WatchedSocket(server.wsUrl, outsider.client.cookie!);
    await socket.ready();
    const heard = socket.subscribe(CHANGES, { r: room.id, a: 0 });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]?.error).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    await socket.dispose();
  });
});
