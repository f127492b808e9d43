import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** What a backup directory holds; restore reads it to know what to put back. */
export interface Manifest {
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** The database file (SQLite) or pg_dump custom-format archive (PostgreSQL), inside the backup directory. */
  database: string;
  /** Whether DATA_DIR/files was copied (absent when files live in S3-compatible storage). */
  files: boolean;
}

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'musubi.db';
export const PG_ARCHIVE = 'database.dump';
/** DATA_DIR entries besides the database worth keeping: uploaded files and the generated secret. */
export const DATA_ENTRIES = ['files', 'secret.key'] as const;

export const run = promisify(execFile);

/** Copies DATA_DIR's files and secret (when present) from one directory to another, replacing what was there. */
export function copyDataEntries(from: string, to: string): boolean {
  let copiedFiles = false;
  for (const entry of DATA_ENTRIES) {
    const source = path.join(from, entry);
    if (!fs.existsSync(source)) continue;
    const target = path.join(to, entry);
    fs.rmSync(target, { recursive: true, force: true });
    // Half-written uploads are not part of any file row.
    fs.cpSync(source, target, { recursive: true, filter: (src) => path.basename(src) !== '.incoming' });
    if (entry === 'files') copiedFiles = true;
  }
  return copiedFiles;
}

export function usage(message: string): never {
  console.error(message);
  process.exit(64);
}
