import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The server secret when APP_SECRET is not set: made once and kept in DATA_DIR, so signed links survive a
 * restart. Several nodes must share APP_SECRET instead (docs/deployment.md).
 */
export function loadSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}
