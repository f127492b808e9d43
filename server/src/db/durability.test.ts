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
    flushes = [];
    const opened = new Map<number, string>();
    const openSync = fs.openSync.bind(fs);
    vi.spyOn(fs, 'openSync').mockImplementation((file, ...rest) => {
      const fd = openSync(file, ...rest);
      opened.set(fd, String(file));
      return fd;
    });
    const fdatasync = fs.fdatasync.bind(fs);
    vi.spyOn(fs, 'fdatasync').mockImplementation((fd, callback) => {
      flushes.push(opened.get(fd) ?? `descriptor ${fd}`);
      fdatasync(fd, callback);
    });
    database = openDatabase({ dataDir: dir });
    await sql`create table notes (id integer primary key, body text not null)`.execute(database.db);
    flushes.length = 0;
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

  it('opens the log once for all its flushes and closes it with the database', async () => {
    for (const body of ['一', '二', '三']) await database.db.insertInto('notes' as never).values({ body } as never).execute();
    expect(flushes).toEqual(Array(3).fill(path.join(dir, 'musubi.db-wal')));
    expect(vi.mocked(fs.openSync).mock.calls.filter(([file]) => String(file).endsWith('-wal'))).toHaveLength(1);
    const closed = vi.spyOn(fs, 'closeSync');
    await database.close();
    expect(closed).toHaveBeenCalledTimes(1);
    database = openDatabase({ dataDir: dir });
  });
});
