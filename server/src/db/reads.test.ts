import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASE_URL } from '../../test/harness';
import { AppError } from '../lib/errors';
import { createReads, ReadPool } from './reads';

const { database, drop } = await freshDatabase();
await sql`create table notes (key text primary key, value text not null)`.execute(database.db);
afterAll(() => drop());

const raw = <R>(text: string, parameters: unknown[]) => CompiledQuery.raw(text, parameters) as CompiledQuery<R>;
const one = (n: number) => raw<{ n: number }>('select ? as n', [n]);

describe.skipIf(TEST_DATABASE_URL)('long reads on SQLite', () => {
  it('run on a thread of their own, which ends with the pool', async () => {
    const reads = createReads(database, { threads: 1 }) as ReadPool;
    expect(reads).toBeInstanceOf(ReadPool);
    expect(reads.threads).toBe(0);
    expect(await reads.all(one(7))).toEqual([{ n: 7 }]);
    expect(reads.threads).toBe(1);
    await reads.close();
    expect(reads.threads).toBe(0);
    await expect(reads.all(one(1))).rejects.toMatchObject({ code: 'SERVER_BUSY' });
  });

  it('see every commit made before they start', async () => {
    const reads = createReads(database);
    try {
      for (let i = 0; i < 20; i++) {
        const name = `読み取り${i}`;
        await sql`insert into notes (key, value) values (${name}, ${String(i)})`.execute(database.db);
        const rows = await reads.all(raw<{ value: string }>('select value from notes where key = ?', [name]));
        expect(rows).toEqual([{ value: String(i) }]);
      }
    } finally {
      await reads.close();
    }
  });

  it('refuse with SERVER_BUSY once the queue is full, and answer the others', async () => {
    const reads = createReads(database, { threads: 1, queue: 2 });
    try {
      // One runs, two wait, the rest are refused at once.
      const calls = [1, 2, 3, 4, 5].map((n) => reads.all(one(n)).then((rows) => rows[0]!.n, (error: unknown) => error));
      const answers = await Promise.all(calls);
      expect(answers.slice(0, 3)).toEqual([1, 2, 3]);
      for (const refused of answers.slice(3)) {
        expect(refused).toBeInstanceOf(AppError);
        expect(refused).toMatchObject({ code: 'SERVER_BUSY', extensions: { retryAfter: 2 } });
      }
      expect(await reads.all(one(6))).toEqual([{ n: 6 }]);
    } finally {
      await reads.close();
    }
  });

  it('fail a statement as the database would, and refuse one that writes', async () => {
    const reads = createReads(database);
    try {
      await expect(reads.all(CompiledQuery.raw('select * from no_such_table', []))).rejects.toThrow(/no such table/);
      await expect(reads.all(CompiledQuery.raw("insert into notes (key, value) values ('x', 'y')", []))).rejects.toThrow();
      expect(await reads.all(one(3))).toEqual([{ n: 3 }]);
    } finally {
      await reads.close();
    }
  });

  it('run on the database itself when it has no file', async () => {
    const reads = createReads({ ...database, file: undefined });
    expect(reads).not.toBeInstanceOf(ReadPool);
    expect(await reads.all(one(4))).toEqual([{ n: 4 }]);
    await reads.close();
  });
});

describe.runIf(TEST_DATABASE_URL)('long reads on PostgreSQL', () => {
  it('run on the database itself', async () => {
    const reads = createReads(database);
    expect(reads).not.toBeInstanceOf(ReadPool);
    const rows = await reads.all(raw<{ n: number }>('select $1::int as n', [5]));
    expect(rows).toEqual([{ n: 5 }]);
    await reads.close();
  });
});
