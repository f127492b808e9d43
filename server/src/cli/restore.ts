import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { copyDataEntries, MANIFEST, type Manifest, run, SQLITE_FILE, usage } from './backup-format';

/**
 * npm run restore -- <dir>: puts a backup made by `npm run backup` back, with the server stopped. SQLite: the
 * database file replaces DATA_DIR's (its WAL and shared-memory files removed); PostgreSQL: pg_restore into
 * DATABASE_URL, dropping what is there first. Then the files and secret.
 */
export async function restore(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<Manifest> {
  const config = loadConfig(env);
  const manifestPath = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestPath)) throw new Error(`${dir} にバックアップがありません。`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const target = config.DATABASE_URL ? 'postgres' : 'sqlite';
  if (manifest.dialect !== target) {
    throw new Error(`このバックアップは ${manifest.dialect} 用です (復元先は ${target})。SQLite から PostgreSQL へは npm run migrate-to-postgres を使います。`);
  }
  if (config.DATABASE_URL) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', config.DATABASE_URL, path.join(dir, manifest.database)]);
  } else {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const database = path.join(config.DATA_DIR, SQLITE_FILE);
    for (const stale of [`${database}-wal`, `${database}-shm`]) fs.rmSync(stale, { force: true });
    fs.copyFileSync(path.join(dir, manifest.database), database);
  }
  if (manifest.files) fs.rmSync(path.join(config.DATA_DIR, 'files'), { recursive: true, force: true });
  copyDataEntries(dir, config.DATA_DIR);
  return manifest;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir] = process.argv.slice(2);
  if (!dir) usage('使い方: npm run restore -- <バックアップのディレクトリ>');
  restore(path.resolve(dir)).then(
    (manifest) => console.log(`復元しました (${manifest.dialect}, ${manifest.createdAt} のバックアップ)`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
