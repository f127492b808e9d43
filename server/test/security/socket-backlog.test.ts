import { LIMITS, SOCKET } from '@musubi/shared';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startTestServer } from '../harness';
import { addRoom, makeContacts, post } from '../chat';

// A small send buffer, so that a stalled reader is found after a few hundred posts rather than thousands; and few
// frames, so that a replay longer than the read-ahead is short to write.
const server = await startTestServer({ env: { SOCKET_BEHIND_BYTES: String(256 * 1024), SOCKET_BEHIND_FRAMES: '10' } });

const CHANGES = 'subscription ($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content change_seq } }';

interface Change {
  id: string;
  change_seq: number;
}

/**
 * A bare graphql-transport-ws socket holding an onMessageChanges subscription, as the web app holds it; `copies`
 * subscriptions of it, of which only the first's changes are kept, so that a stalled reader's backlog outgrows
 * whatever the kernel's socket buffers take (they grow to tens of megabytes on some machines) after a few posts.
 */
async function changesSocket(cookie: string, roomId: string, afterSeq: number, copies = 1) {
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers: { cookie, origin: server.url } });
  const changes: Change[] = [];
  const others: unknown[] = [];
  let acknowledged = false;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; id?: string; payload?: { data?: { onMessageChanges?: Change } } };
    if (frame.type === 'connection_ack') acknowledged = true;
    else if (frame.type === 'next' && frame.payload?.data?.onMessageChanges) {
      if (frame.id === 'changes-0') changes.push(frame.payload.data.onMessageChanges);
    } else if (frame.type !== 'ping' && frame.type !== 'pong') others.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await expect.poll(() => acknowledged, { timeout: 5_000 }).toBe(true);
  for (let copy = 0; copy < copies; copy++) {
    socket.send(JSON.stringify({ type: 'subscribe', id: `changes-${copy}`, payload: { query: CHANGES, variables: { r: roomId, a: afterSeq } } }));
  }
  return { socket, changes, others, closed };
}

describe('a socket that falls behind', () => {
  it('is closed with its own code, and a fresh socket resumes from its mark with every change once', async () => {
    const owner = await signUpUser(server, { name: '投稿者' });
    const reader = await signUpUser(server, { name: '止まる読者' });
    await makeContacts(server, owner.id, reader.id);
    const room = await addRoom(owner.client, { name: '溢れる部屋', user_ids: [reader.id] });
    const warn = vi.spyOn(server.deps.log, 'warn');
    const error = vi.spyOn(server.deps.log, 'error');
    const fellBehind = () => warn.mock.calls.some(([, text]) => text === 'socket closed: it fell behind');

    // The reader's page stops reading (a frozen tab, a phone on a bad network): the server's writes back up.
    const stalled = await changesSocket(reader.client.cookie!, room.id, 0, 40);
    stalled.socket.pause();
    const posted: string[] = [];
    // 40 subscriptions of 30 kB frames: 1.2 MB a post, 72 MB in all, beyond what any socket buffer takes. The
    // events that do not fit wait, and the oldest's age closes the socket.
    const body = 'あ'.repeat(LIMITS.message - 10);
    for (let i = 0; i < 60; i++) posted.push((await post(owner.client, room.id, `${i} ${body}`)).id);
    await expect.poll(fellBehind, { timeout: 20_000 }).toBe(true);
    const [details] = warn.mock.calls.find(([, text]) => text === 'socket closed: it fell behind')!;
    expect(details).toMatchObject({ userId: reader.id });
    // Posting goes on while the reader is gone.
    for (let i = 0; i < 5; i++) posted.push((await post(owner.client, room.id, `後 ${i}`)).id);

    // The page reads again: what was sent before the close, then the close with the code that means "catch up".
    stalled.socket.resume();
    expect(await stalled.closed).toBe(SOCKET.fellBehindCode);
    expect(stalled.changes.length).toBeLessThan(posted.length);
    const mark = Math.max(0, ...stalled.changes.map((c) => c.change_seq));

    // A fresh socket resumes from the highest change it holds and hears the rest, then what comes next.
    const fresh = await changesSocket(reader.client.cookie!, room.id, mark);
    const last = await post(owner.client, room.id, '最後');
    posted.push(last.id);
    await expect.poll(() => fresh.changes.some((c) => c.id === last.id), { timeout: 15_000 }).toBe(true);
    const deliveries = new Map<string, number>();
    for (const change of [...stalled.changes, ...fresh.changes]) deliveries.set(change.id, (deliveries.get(change.id) ?? 0) + 1);
    expect([...deliveries.keys()].sort()).toEqual([...posted].sort());
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    expect(fresh.others).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    fresh.socket.close();

    // The node is well: another socket of the same reader still works.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('keeps a socket that reads, however many events it hears', async () => {
    const owner = await signUpUser(server, { name: '投稿者2' });
    const reader = await signUpUser(server, { name: '読む人' });
    await makeContacts(server, owner.id, reader.id);
    const room = await addRoom(owner.client, { name: '流れる部屋', user_ids: [reader.id] });
    const reading = await changesSocket(reader.client.cookie!, room.id, 0, 40);
    const posted: string[] = [];
    for (let i = 0; i < 60; i++) posted.push((await post(owner.client, room.id, `${i} ${'い'.repeat(3_000)}`)).id);
    await expect.poll(() => reading.changes.length, { timeout: 15_000 }).toBe(posted.length);
    expect(reading.changes.map((c) => c.id)).toEqual(posted);
    expect(reading.socket.readyState).toBe(WebSocket.OPEN);
    reading.socket.close();
  });

  it('replays a history longer than its read-ahead to a fresh subscription, in order, without closing it', async () => {
    const owner = await signUpUser(server, { name: '投稿者3' });
    const room = await addRoom(owner.client, { name: '長い履歴' });
    const posted: string[] = [];
    for (let i = 0; i < 45; i++) posted.push((await post(owner.client, room.id, `履歴 ${i}`)).id);
    const warn = vi.spyOn(server.deps.log, 'warn');
    warn.mockClear();
    const fresh = await changesSocket(owner.client.cookie!, room.id, 0);
    await expect.poll(() => fresh.changes.length, { timeout: 15_000 }).toBe(posted.length);
    expect(fresh.changes.map((c) => c.id)).toEqual(posted);
    expect(fresh.socket.readyState).toBe(WebSocket.OPEN);
    expect(warn.mock.calls.filter(([, text]) => text === 'socket closed: it fell behind')).toEqual([]);
    fresh.socket.close();
  });
});
