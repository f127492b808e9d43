import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { decodeToken, pageByKeys } from './paging';

interface Tables {
  cards: { id: string; lane: string; position: number };
}

const { database, drop } = await freshDatabase();
const db = database.db as unknown as Kysely<Tables>;
await sql`create table cards (id text primary key, lane text not null, position integer not null)`.execute(db);
// Ties on (lane, position) that only the id breaks, so a page boundary inside a tie is exercised.
const cards = ['b', 'a', 'c'].flatMap((lane) => [3, 1, 1, 2].map((position, i) => ({ id: `${lane}${i}`, lane, position })));
await db.insertInto('cards').values(cards).execute();
afterAll(() => drop());

async function everyPage(direction: 'asc' | 'desc', limit: number) {
  const seen: string[] = [];
  const pageAfter = (nextToken: string | null) =>
    pageByKeys(db.selectFrom('cards').selectAll(), { columns: ['cards.lane', 'position', 'id'], shape: ['string', 'number', 'string'], direction, limit, nextToken });
  for (let page = await pageAfter(null); ; page = await pageAfter(page.nextToken)) {
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((card) => card.id));
    if (!page.nextToken) return seen;
  }
}

describe('pageByKeys', () => {
  const sorted = [...cards].sort((x, y) => x.lane.localeCompare(y.lane) || x.position - y.position || x.id.localeCompare(y.id)).map((c) => c.id);

  it('walks a list sorted by several columns page by page, every row once, in both directions', async () => {
    for (const limit of [1, 2, 5, 12, 50]) {
      expect(await everyPage('asc', limit)).toEqual(sorted);
      expect(await everyPage('desc', limit)).toEqual([...sorted].reverse());
    }
  });

  it('makes its token of the last row’s keys, a qualified column read by its own name', async () => {
    const page = await pageByKeys(db.selectFrom('cards').selectAll(), {
      columns: ['cards.lane', 'position', 'id'],
      shape: ['string', 'number', 'string'],
      direction: 'asc',
      limit: 2,
    });
    expect(decodeToken(page.nextToken, ['string', 'number', 'string'])).toEqual(['a', 1, 'a2']);
  });

  it('refuses a token of another shape before any query', async () => {
    const wrong = Buffer.from(JSON.stringify(['a', 'one', 'a2'])).toString('base64url');
    await expect(
      pageByKeys(db.selectFrom('cards').selectAll(), { columns: ['lane', 'position', 'id'], shape: ['string', 'number', 'string'], direction: 'asc', limit: 2, nextToken: wrong }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extensions: { field: 'nextToken' } });
  });
});
