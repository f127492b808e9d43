import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from './index';

describe('SQLite commits flushed off the event loop', () => {
  let dir: string;
  let database: Database;
  let flushes: string[];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-durability-'));
    database = openDatabase({ dataDir: dir });
    await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
    flushes = [];
    const open = fs.promises.open.bind(fs.promises);
    vi.spyOn(fs.promises, 'open').mockImplementation(async (file, ...rest) => {
      flushes.push(String(file));
      return open(file, ...rest);
    });
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('commits without fsync on the event loop', async () => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(rows[0]!.synchronous).toBe(1);
  });

  it('answers a write only after flushing the log, and a read without flushing', async () => {
    await database.db.insertInto('notes' as never).values({ body: '結び' } as never).execute();
    expect(flushes).toEqual([path.join(dir, 'musubi.db-wal')]);
    await database.db.selectFrom('notes' as never).selectAll().execute();
    await database.db.transaction().execute((trx) => trx.selectFrom('notes' as never).selectAll().execute());
    expect(flushes).toHaveLength(1);
  });

  it('flushes a transaction once, after its commit', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('notes' as never).values({ body: '一' } as never).execute();
      await trx.insertInto('notes' as never).values({ body: '二' } as never).execute();
      expect(flushes).toHaveLength(0);
    });
    expect(flushes).toHaveLength(1);
  });

  it('lets writers that commit during a flush share the next one', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => database.db.insertInto('notes' as never).values({ body: `${i}` } as never).execute()));
    expect(flushes.length).toBeGreaterThanOrEqual(1);
    expect(flushes.length).toBeLessThan(20);
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db);
    expect(rows[0]!.n).toBe(20);
  });
});
