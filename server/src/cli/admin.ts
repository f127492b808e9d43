import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { isoNow, systemClock } from '../lib/clock';
import { grantedAdministratorEmails, setAdministrator } from '../modules/users';

/** npm run admin -- grant <email> | revoke <email> | list */
async function main() {
  const [command, email] = process.argv.slice(2);
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(database.db);
    if (command === 'list') {
      const all = new Set([...(await grantedAdministratorEmails(database.db)), ...config.ADMIN_EMAILS]);
      console.log([...all].sort().join('\n') || '(管理者はいません)');
      return;
    }
    if ((command !== 'grant' && command !== 'revoke') || !email) {
      console.error('使い方: npm run admin -- grant <email> | revoke <email> | list');
      process.exitCode = 64;
      return;
    }
    if (!(await setAdministrator(database.db, email, command === 'grant', isoNow(systemClock)))) {
      console.error(`${email} のユーザーは見つかりません。`);
      process.exitCode = 1;
      return;
    }
    console.log(command === 'grant' ? `${email} を管理者にしました。` : `${email} の管理者権限を外しました。`);
  } finally {
    await database.close();
  }
}

void main();
