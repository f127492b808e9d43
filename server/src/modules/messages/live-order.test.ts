import { afterAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { addRoom, Listener, post } from '../../../test/chat';
import { graphql } from '../../../test/graphql';
import { messageTopic } from './service';

const server = await startTestServer();
const listeners: Listener[] = [];
afterAll(async () => {
  for (const l of listeners) await l.close();
});

const CHANGES = graphql(`subscription LiveOrderChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id change_seq } }`);
const CREATES = graphql(`subscription LiveOrderCreates($r: ID!) { onCreateMessage(room_id: $r) { id } }`);

/** A room with one post, and a subscription that has replayed it (so it is listening to the room). */
async function listeningRoom(client: TestClient) {
  const room = await addRoom(client, { name: '順序' });
  const first = await post(client, room.id, '最初');
  const listener = new Listener(server, client);
  listeners.push(listener);
  const changes = listener.subscribe(CHANGES, { r: room.id, a: 0 });
  await changes.until(1);
  return { room, first, changes };
}

/** Holds back the room's create events while `hold` says so, as a node killed after its commit or a slower node would. */
function holdCreates(roomId: string, hold: () => boolean) {
  const publish = server.deps.pubsub.publish.bind(server.deps.pubsub);
  const held: Array<[string, object]> = [];
  const spy = vi.spyOn(server.deps.pubsub, 'publish').mockImplementation(async (topic, payload) => {
    if (topic === messageTopic(roomId, 'create') && hold()) held.push([topic, payload]);
    else await publish(topic, payload);
  });
  return { held, publish, restore: () => spy.mockRestore() };
}

describe("a room's changes reach a subscription in order, each once", () => {
  it('sends a change committed but never published before the next one heard', async () => {
    const owner = await signUpUser(server);
    const { room, first, changes } = await listeningRoom(owner.client);
    let holding = true;
    const hold = holdCreates(room.id, () => holding);
    const lost = await post(owner.client, room.id, '公開されなかった');
    holding = false;
    const next = await post(owner.client, room.id, '次');
    hold.restore();
    await changes.until(3);
    expect(changes.events.map((e) => e.onMessageChanges)).toEqual([
      { id: first.id, change_seq: first.change_seq },
      { id: lost.id, change_seq: lost.change_seq },
      { id: next.id, change_seq: next.change_seq },
    ]);
    expect(changes.errors).toEqual([]);
  });

  it('sends changes published out of order in order, and a change published again once', async () => {
    const owner = await signUpUser(server);
    const { room, first, changes } = await listeningRoom(owner.client);
    const hold = holdCreates(room.id, () => true);
    const earlier = await post(owner.client, room.id, '先');
    const later = await post(owner.client, room.id, '後');
    hold.restore();
    const [earlierEvent, laterEvent] = hold.held;
    await hold.publish(...laterEvent!);
    await hold.publish(...earlierEvent!);
    await hold.publish(...earlierEvent!);
    const last = await post(owner.client, room.id, '最後');
    await changes.until(4);
    // The last post is heard after everything published before it.
    expect(changes.events.map((e) => e.onMessageChanges.id)).toEqual([first.id, earlier.id, later.id, last.id]);
    expect(changes.events.map((e) => e.onMessageChanges.change_seq)).toEqual([1, 2, 3, 4].map((n) => first.change_seq + n - 1));
  });

  it('sends a post retried with its key at once when its first publication was lost, and never twice', async () => {
    const owner = await signUpUser(server);
    const { room, first, changes } = await listeningRoom(owner.client);
    const creates = new Listener(server, owner.client);
    listeners.push(creates);
    const created = creates.subscribe(CREATES, { r: room.id });
    await created.ready(first.id, () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: first }));
    const heard = await post(owner.client, room.id, '聞こえる');
    await created.until(1);
    await changes.until(2);

    // The node committed the post, then died before publishing it; the page sends it again with its key.
    let holding = true;
    const hold = holdCreates(room.id, () => holding);
    const lost = await post(owner.client, room.id, '再送', { client_key: 'retry-1' });
    holding = false;
    const retried = await post(owner.client, room.id, '再送', { client_key: 'retry-1' });
    hold.restore();
    expect(retried.id).toBe(lost.id);
    await changes.until(3);
    expect(changes.events.map((e) => e.onMessageChanges.id)).toEqual([first.id, heard.id, lost.id]);

    // A post whose answer alone was lost: sent again, it is heard once by each kind of subscription.
    const answered = await post(owner.client, room.id, '応答なし', { client_key: 'retry-2' });
    expect((await post(owner.client, room.id, '応答なし', { client_key: 'retry-2' })).id).toBe(answered.id);
    const last = await post(owner.client, room.id, '最後');
    await changes.until(5);
    await created.until(3);
    expect(changes.events.map((e) => e.onMessageChanges.id)).toEqual([first.id, heard.id, lost.id, answered.id, last.id]);
    // A create subscription is never sent a post again; it sees the lost one's number missing, as after any gap.
    expect(created.events.map((e) => e.onCreateMessage.id)).toEqual([heard.id, answered.id, last.id]);
  });
});
