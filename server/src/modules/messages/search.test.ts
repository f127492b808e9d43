import { MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, TEST_DATABASE_URL, type TestClient } from '../../../test/harness';
import { addRoom, makeContacts, post } from '../../../test/chat';
import { graphql } from '../../../test/graphql';
import { ReadPool } from '../../db/reads';

// A queue of one, so that a burst of searches overflows it.
const server = await startTestServer({ reads: { threads: 1, queue: 1 } });

const SEARCH = graphql(`query SearchMessagesFound($c: String) { searchMessages(content: $c, limit: 100) { items { id content room_id } } }`);
const found = async (client: TestClient, content: string) => (await client.ok(SEARCH, { c: content })).searchMessages.items;

async function roomOfTwo() {
  const admin = await signUpUser(server);
  const user = await signUpUser(server);
  const former = await signUpUser(server);
  const outsider = await signUpUser(server);
  for (const other of [user, former]) await makeContacts(server, admin.id, other.id);
  const room = await addRoom(admin.client, { name: '検索', user_ids: [user.id, former.id] });
  return { room, admin, user, former, outsider };
}

describe('searching messages off the event loop', () => {
  it('finds nothing of a room for an outsider or a former member, by the index or by a scan', async () => {
    const { room, admin, user, former, outsider } = await roomOfTwo();
    await post(admin.client, room.id, '機密事項の共有');
    await admin.client.ok(graphql(`mutation SearchRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
      i: { room_id: room.id, user_id: former.id },
    });
    for (const text of ['機密事項', '密']) {
      expect((await found(user.client, text)).map((m) => m.content)).toEqual(['機密事項の共有']);
      expect(await found(outsider.client, text)).toEqual([]);
      expect(await found(former.client, text)).toEqual([]);
    }
  });

  it('finds a message by a search that starts once its sender has the acknowledgement', async () => {
    const { room, admin, user } = await roomOfTwo();
    for (let i = 0; i < 15; i++) {
      const sent = await post(admin.client, room.id, `受領確認${i}号`);
      expect((await found(user.client, `受領確認${i}号`)).map((m) => m.id)).toEqual([sent.id]);
    }
  });

  it.skipIf(TEST_DATABASE_URL)('refuses searches beyond the queue with SERVER_BUSY and answers the next one', async () => {
    const { room, admin, user } = await roomOfTwo();
    const sent = await post(admin.client, room.id, '混雑時の検索');
    const burst = await Promise.all(Array.from({ length: 12 }, () => user.client.gql(SEARCH, { c: '混雑時' })));
    for (const answer of burst) {
      if (answer.errors) {
        expect(answer.errors).toEqual([
          { message: MESSAGES.serverBusy, path: ['searchMessages'], extensions: { code: 'SERVER_BUSY', retryAfter: 2 } },
        ]);
      } else {
        expect(answer.data?.searchMessages.items.map((m) => m.id)).toEqual([sent.id]);
      }
    }
    expect((await found(user.client, '混雑時')).map((m) => m.id)).toEqual([sent.id]);
  });

  it.skipIf(TEST_DATABASE_URL)('ends its read thread when the server closes', async () => {
    const other = await startTestServer();
    const reads = other.deps.reads as ReadPool;
    expect(reads).toBeInstanceOf(ReadPool);
    const me = await signUpUser(other);
    expect(await found(me.client, '何もない')).toEqual([]);
    expect(reads.threads).toBe(1);
    await other.close();
    expect(reads.threads).toBe(0);
  });
});
