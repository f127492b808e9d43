import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/render';
import { loadTags, prefetchListing, readListing } from './listing';

const board = { id: 'b1', name: '未着手', tasks: { items: [], nextToken: null } };

const listingAnswers: Record<string, object> = {
  BoardListBoards: { listBoardsByRoom: { liveMark: '7', items: [board], nextToken: null } },
  BoardRoomMembers: { userRoom: { items: [], nextToken: null } },
  BoardListTags: { listTags: { items: [], nextToken: null } },
};

/** A client answering the listing with one board, no members and no tags, counting the queries it was sent. */
function listingClient() {
  const { client, calls } = fakeClient((operation) => ({ data: listingAnswers[operation] }));
  return { client, listings: () => calls.length };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the board listing read ahead of the view', () => {
  it('is taken by the view once, and the next read asks again', async () => {
    const { client, listings } = listingClient();
    prefetchListing(client, 'r1');
    const asked = listings();
    expect(await readListing(client, 'r1').boards).toEqual({ items: [board], liveMark: '7' });
    expect(listings()).toBe(asked);
    await readListing(client, 'r1').boards;
    expect(listings()).toBeGreaterThan(asked);
  });

  it('is not used for another room, nor once it is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, listings } = listingClient();
    prefetchListing(client, 'r1');
    const asked = listings();
    await readListing(client, 'r2').boards;
    expect(listings()).toBeGreaterThan(asked);

    prefetchListing(client, 'r3');
    const before = listings();
    vi.setSystemTime(Date.now() + 10_000);
    await readListing(client, 'r3').boards;
    expect(listings()).toBeGreaterThan(before);
  });
});

describe("the room's tags", () => {
  const tag = (id: string) => ({ id, name: id, color: '#ffd3d3', type: 1, room_id: 'r1' });

  it('are read to the last page', async () => {
    const { client, calls } = fakeClient((_operation, variables) =>
      variables.nextToken === 'p2'
        ? { data: { listTags: { items: [tag('t101')], nextToken: null } } }
        : { data: { listTags: { items: [tag('t1'), tag('t100')], nextToken: 'p2' } } },
    );
    expect((await loadTags(client, 'r1'))?.map((t) => t.id)).toEqual(['t1', 't100', 't101']);
    expect(calls.map((call) => call.variables)).toEqual([
      { room_id: 'r1', nextToken: null },
      { room_id: 'r1', nextToken: 'p2' },
    ]);
  });

  it('are null when a page cannot be read', async () => {
    const { client } = fakeClient(() => ({ error: new Error('network') }));
    expect(await loadTags(client, 'r1')).toBeNull();
  });
});
