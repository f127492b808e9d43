import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Chat: every message change takes the room's next sequence number (change_seq), so a client that reconnects asks
 * for "everything after N" and gets creations, edits, stamps and deletions once each. Search indexes: FTS5 with
 * trigrams on SQLite (Japanese has no spaces to split words on), pg_trgm on PostgreSQL.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('change_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('messages_room_change_idx').on('messages').columns(['room_id', 'change_seq']).execute();
  await db.schema.createIndex('user_rooms_user_idx').on('user_rooms').columns(['user_id', 'updatedAt']).execute();

  if (isPostgres(db)) {
    const installed = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (!installed.rows[0]?.n) await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index messages_content_trgm_idx on messages using gin (content gin_trgm_ops)`.execute(db);
    return;
  }

  // External-content FTS over the messages table's rowid; the triggers keep it in step with every write.
  await sql`create virtual table messages_fts using fts5(content, content='messages', content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`create trigger messages_fts_ai after insert on messages begin
    insert into messages_fts(rowid, content) values (new.rowid, new.content);
  end`.execute(db);
  await sql`create trigger messages_fts_ad after delete on messages begin
    insert into messages_fts(messages_fts, rowid, content) values ('delete', old.rowid, old.content);
  end`.execute(db);
  await sql`create trigger messages_fts_au after update of content on messages begin
    insert into messages_fts(messages_fts, rowid, content) values ('delete', old.rowid, old.content);
    insert into messages_fts(rowid, content) values (new.rowid, new.content);
  end`.execute(db);
}
