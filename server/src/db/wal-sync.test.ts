import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '.';
import { WalSync } from './wal-sync';

/** A flush that finishes only when told, counting how often it was started. */
function controlledFlush() {
  const pending: Array<{ resolve(): void; reject(error: Error): void }> = [];
  return {
    started: () => pending.length,
    flush: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    finish: (index: number) => pending[index]!.resolve(),
    fail: (index: number, error: Error) => pending[index]!.reject(error),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('WalSync', () => {
  it('answers at once when no commit waits for the disk', async () => {
    const disk = controlledFlush();
    const wal = new WalSync(disk.flush);
    await wal.durable();
    // A write inside an open transaction is not a commit yet.
    wal.noteStatement(true, true);
    await wal.durable();
    expect(disk.started()).toBe(0);
  });

  it('counts a commit when the transaction closes, and covers every commit before a flush with it', async () => {
    const disk = controlledFlush();
    const wal = new WalSync(disk.flush);
    wal.noteStatement(true, true);
    wal.noteStatement(false, false); // COMMIT: read-only to SQLite, but it ends a transaction that wrote
    const done: string[] = [];
    const first = wal.durable().then(() => done.push('first'));
    const second = wal.durable().then(() => done.push('second'));
    expect(disk.started()).toBe(1);

    // Committed while the first flush runs: needs a flush of its own, started once the first one is over.
    wal.noteStatement(true, false);
    const third = wal.durable().then(() => done.push('third'));
    expect(disk.started()).toBe(1);
    disk.finish(0);
    await Promise.all([first, second]);
    await settled();
    expect(done).toEqual(['first', 'second']);
    expect(disk.started()).toBe(2);
    disk.finish(1);
    await third;
    expect(done).toEqual(['first', 'second', 'third']);
    await wal.durable();
    expect(disk.started()).toBe(2);
  });

  it('refuses the waiters of a failed flush and tries again for the next', async () => {
    const disk = controlledFlush();
    const wal = new WalSync(disk.flush);
    wal.noteStatement(true, false);
    const failed = wal.durable();
    disk.fail(0, new Error('EIO'));
    await expect(failed).rejects.toThrow('EIO');
    const retried = wal.durable();
    expect(disk.started()).toBe(2);
    disk.finish(1);
    await retried;
  });
});

describe('the embedded database', () => {
  it('commits without waiting for the disk and flushes the WAL before durable() answers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-wal-'));
    const database = openDatabase({ dataDir });
    try {
      await database.db.schema.createTable('notes').addColumn('body', 'text').execute();
      await database.db.insertInto('notes' as never).values({ body: 'メモ' } as never).execute();
      await database.durable();
      expect(fs.statSync(path.join(dataDir, 'musubi.db-wal')).size).toBeGreaterThan(0);
      const rows = await database.db.selectFrom('notes' as never).selectAll().execute();
      expect(rows).toEqual([{ body: 'メモ' }]);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
