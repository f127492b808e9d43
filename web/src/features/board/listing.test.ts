import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/render';
import { prefetchListing, readListing } from './listing';

const board = { id: 'b1', name: '未着手', tasks: { items: [], nextToken: null } };

/** A client answering the listing with one board and no members, counting the queries it was sent. */
function listingClient() {
  const { client, calls } = fakeClient((operation) =>
    operation === 'BoardListBoards'
      ? { data: { listBoardsByRoom: { items: [board], nextToken: null } } }
      : { data: { userRoom: { items: [], nextToken: null } } },
  );
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
    expect(await readListing(client, 'r1').boards).toEqual([board]);
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
