import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { MigrationDb } from './migrations/helpers';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** `.ts` in the sources, `.js` in the compiled server/dist; a migration's name is the same in both. */
const MIGRATION_FILE = /^\d{8}_\d{4}_[a-z0-9_]+\.[jt]s$/;

/** Every file named YYYYMMDD_NNNN_name.ts in migrations/, in name order. */
const provider: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.[jt]s$/, '')] = (await import(path.join(MIGRATIONS_DIR, file))) as Migration;
    }
    return migrations;
  },
};

/**
 * Brings the schema up to date and resolves with the number of migrations applied. Kysely holds a migration lock (an
 * advisory lock on PostgreSQL) meanwhile. To find its bookkeeping tables Kysely reads the tables of every schema of
 * the database, which fails when another schema is dropped during that read (`schema "other" does not exist` or
 * `relation "other.table" does not exist`, as when several test files or tenants share one database): that read is
 * tried again, a few times.
 */
export async function migrateToLatest(db: MigrationDb, schema?: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db, schema);
    } catch (error) {
      const other = droppedSchemaOf(error instanceof Error ? error.message : '');
      if (!other || other === schema || attempt === 5) throw error;
    }
  }
}

/** The schema named by an error about a schema, or a schema's table, that does not exist. */
export function droppedSchemaOf(message: string): string | undefined {
  const match = /(?:schema "([^"]+)"|relation "([^".]+)\.[^"]+") does not exist/.exec(message);
  return match?.[1] ?? match?.[2];
}

async function migrateOnce(db: MigrationDb, schema?: string): Promise<number> {
  // Kysely looks for its bookkeeping tables by schema: name ours, or another schema's tables would be found.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return results?.length ?? 0;
}
