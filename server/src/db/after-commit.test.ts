import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { afterCommit } from './after-commit';

const { database, drop } = await freshDatabase();
const { db } = database;
await sql`create table rooms (id text primary key, name text not null)`.execute(db);
afterAll(() => drop());

const names = async () => (await sql<{ name: string }>`select name from rooms order by id`.execute(db)).rows.map((r) => r.name);

describe('afterCommit', () => {
  it('runs the work once the transaction committed, in order, before its execute answers, able to read what it wrote', async () => {
    const seen: string[][] = [];
    await db.transaction().execute(async (trx) => {
      await sql`insert into rooms (id, name) values ('a', '営業部')`.execute(trx);
      await afterCommit(trx, async () => void seen.push(await names()));
      await afterCommit(trx, () => void seen.push(['second']));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([['営業部'], ['second']]);
  });

  it('never runs the work of a transaction that rolled back', async () => {
    let ran = false;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into rooms (id, name) values ('b', '開発部')`.execute(trx);
        await afterCommit(trx, () => void (ran = true));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(ran).toBe(false);
    expect(await names()).toEqual(['営業部']);
    // The connection's next transaction starts with nothing waiting.
    await db.transaction().execute((trx) => sql`select 1`.execute(trx));
    expect(ran).toBe(false);
  });
});
