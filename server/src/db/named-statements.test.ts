import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASE_URL } from '../../test/harness';

const { database, drop } = await freshDatabase();
// A table of this test's own, outside the application's schema.
const db = database.db.withTables<{ places: { id: string; name: string } }>();
afterAll(() => drop());

describe.skipIf(!TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  it('are prepared once on a connection and run again with other values; schema changes are not kept', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.schema.createTable('places').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('name', 'text', (c) => c.notNull()).execute();
      await trx.insertInto('places').values({ id: 'a', name: '営業部' }).execute();
      await trx.insertInto('places').values({ id: 'b', name: '開発部' }).execute();
      const byId = (id: string) => trx.selectFrom('places').select('name').where('id', '=', id).executeTakeFirst();
      expect(await byId('a')).toEqual({ name: '営業部' });
      expect(await byId('b')).toEqual({ name: '開発部' });
      const kept = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement not like '%pg_prepared_statements%' order by statement`.execute(trx);
      expect(kept.rows.map((r) => r.statement)).toEqual(['insert into "places" ("id", "name") values ($1, $2)', 'select "name" from "places" where "id" = $1']);
    });
  });

  it('a statement that fails leaves its connection able to prepare it again', async () => {
    const insert = (id: string) => db.insertInto('places').values({ id, name: '総務部' }).execute();
    await expect(insert('a')).rejects.toMatchObject({ code: '23505' });
    await insert('c');
    expect(await db.selectFrom('places').select('id').orderBy('id').execute()).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });
});
