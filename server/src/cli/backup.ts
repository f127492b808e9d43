import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from '../db/sqlite';
import { loadConfig } from '../config';
import { copyDataEntries, MANIFEST, type Manifest, PG_ARCHIVE, run, SQLITE_FILE, usage } from './backup-format';

/**
 * npm run backup -- <dir>: an online backup while the server runs. SQLite: the database through SQLite's backup
 * API (a consistent copy, WAL included); PostgreSQL: pg_dump in custom format. Then DATA_DIR's files and secret.
 */
export async function backup(dir: string, env: NodeJS.ProcessEnv = process.env): Promise<Manifest> {
  const config = loadConfig(env);
  fs.mkdirSync(dir, { recursive: true });
  if (fs.existsSync(path.join(dir, MANIFEST))) throw new Error(`${dir} にはすでにバックアップがあります。`);
  const dialect = config.DATABASE_URL ? 'postgres' : 'sqlite';
  if (config.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(dir, PG_ARCHIVE), '--dbname', config.DATABASE_URL]);
  } else {
    const source = path.join(config.DATA_DIR, SQLITE_FILE);
    if (!fs.existsSync(source)) throw new Error(`${source} がありません。`);
    const sqlite = new SQLite(source, { fileMustExist: true });
    try {
      await sqlite.backup(path.join(dir, SQLITE_FILE));
    } finally {
      sqlite.close();
    }
  }
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    dialect,
    database: dialect === 'postgres' ? PG_ARCHIVE : SQLITE_FILE,
    files: copyDataEntries(config.DATA_DIR, dir),
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir] = process.argv.slice(2);
  if (!dir) usage('使い方: npm run backup -- <バックアップ先ディレクトリ>');
  backup(path.resolve(dir)).then(
    (manifest) => console.log(`バックアップしました (${manifest.dialect}): ${path.resolve(dir)}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
