import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './index';
import { SQLite } from './sqlite';

/**
 * One SQLite file written by several server processes (infra/processes): another connection on the file stands for
 * the other process, holding the write lock while this one writes.
 */
describe('a SQLite file shared with other processes', () => {
  let dir: string;
  let database: Database;
  let other: InstanceType<typeof SQLite>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-shared-file-'));
    database = openDatabase({ dataDir: dir, sharedFile: true });
    await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
    other = new SQLite(path.join(dir, 'musubi.db'));
  });

  afterEach(async () => {
    other.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Resolves once `promise` has settled, or with 'waiting' after a few turns of the event loop. */
  const settledSoon = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => 'done'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);

  it("waits for the other process's write lock on the event loop, then writes", async () => {
    other.exec('begin immediate');
    other.exec("insert into notes (body) values ('theirs')");
    const write = sql`insert into notes (body) values ('ours')`.execute(database.db);
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('ours, in a transaction')`.execute(trx);
    });
    // The event loop runs (the timer fires) while both wait for the lock.
    expect(await settledSoon(write)).toBe('waiting');
    expect(await settledSoon(transaction)).toBe('waiting');
    other.exec('commit');
    await write;
    await transaction;
    const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(database.db);
    expect(rows.map((row) => row.body)).toEqual(['theirs', 'ours', 'ours, in a transaction']);
  });

  it('takes the write lock as a transaction begins, so what it read is still true when it writes', async () => {
    await sql`insert into notes (body) values ('first')`.execute(database.db);
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    let write!: () => void;
    const mayWrite = new Promise<void>((resolve) => (write = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      read();
      await mayWrite;
      await sql`insert into notes (body) values (${`after ${rows[0]!.n}`})`.execute(trx);
    });
    await hasRead;
    // The other process cannot write between this transaction's read and its write.
    other.pragma('busy_timeout = 0');
    expect(() => other.exec("insert into notes (body) values ('theirs')")).toThrow(/locked|busy/i);
    write();
    await transaction;
    const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(database.db);
    expect(rows.map((row) => row.body)).toEqual(['first', 'after 1']);
  });
});
