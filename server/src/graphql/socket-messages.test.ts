import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser, startTestServer } from '../../test/harness';
import { addRoom, post } from '../../test/chat';
import { handleSocketMessagesInTurn } from './socket-messages';

const server = await startTestServer();

interface Frame {
  type: string;
  id?: string;
  payload?: { data?: { onMessageChanges?: { content: string } } };
}

describe('a socket’s messages', () => {
  it('are read without queues of their own on this Mercurius release', () => {
    expect(handleSocketMessagesInTurn()).toBe(true);
  });

  it('are handled in the order they came: a subscription sent together with the first message waits for its session', async () => {
    const user = await signUpUser(server);
    const room = await addRoom(user.client, { name: '順番', user_ids: [] });
    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', { headers: { cookie: user.client.cookie! } });
    const frames: Frame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    const query = 'subscription ($r: ID!) { onMessageChanges(room_id: $r, afterSeq: 0) { content } }';
    socket.send(JSON.stringify({ type: 'connection_init' }));
    socket.send(JSON.stringify({ type: 'subscribe', id: 'room', payload: { query, variables: { r: room.id } } }));
    await expect.poll(() => frames.some((f) => f.type === 'connection_ack'), { timeout: 5_000 }).toBe(true);
    await post(user.client, room.id, '届く');

    const heard = () => frames.filter((f) => f.id === 'room' && f.type === 'next').map((f) => f.payload?.data?.onMessageChanges?.content);
    await expect.poll(heard, { timeout: 5_000 }).toContain('届く');
    expect(frames.filter((f) => f.type === 'error')).toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });
});
