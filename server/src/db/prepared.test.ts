import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { prepared } from './prepared';

const { database, drop } = await freshDatabase();
const { db } = database;
await sql`create table rooms (id text primary key, name text not null, kind integer not null)`.execute(db);
await sql`insert into rooms (id, name, kind) values ('a', '営業部', 1), ('b', '開発部', 1), ('c', '山田さん', 2)`.execute(db);
afterAll(() => drop());

describe('prepared queries', () => {
  const build = vi.fn((from: typeof db, kind: number, name: string) =>
    from.selectFrom('rooms').select(['id', 'name']).where('kind', '=', kind).where('name', '!=', name).where('id', '!=', 'b').orderBy('id'),
  );
  const roomsOfKind = prepared(build);

  it('are compiled once per database and run with each call’s values, constants kept', async () => {
    expect(await roomsOfKind(db, 1, '開発部')).toEqual([{ id: 'a', name: '営業部' }]);
    expect(await roomsOfKind(db, 1, '営業部')).toEqual([]);
    expect(await roomsOfKind(db, 2, '')).toEqual([{ id: 'c', name: '山田さん' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('run inside a transaction on its connection, compiled once for the database and its transactions', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`insert into rooms (id, name, kind) values ('d', '総務部', 1)`.execute(trx);
      expect(await roomsOfKind(trx, 1, '')).toEqual([
        { id: 'a', name: '営業部' },
        { id: 'd', name: '総務部' },
      ]);
    });
    expect(await roomsOfKind(db, 1, '営業部')).toEqual([{ id: 'd', name: '総務部' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
