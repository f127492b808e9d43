import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const cache = new WeakMap<Config, VapidKeys>();

/** The mailto: of MAIL_FROM ("Musubi <no-reply@example.jp>" or a bare address). */
function subjectOf(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/**
 * The server's VAPID key pair: from the environment (several nodes share one), or made once and kept in DATA_DIR
 * like the app secret, so browsers' subscriptions survive a restart.
 */
export function vapidKeys(config: Config): VapidKeys {
  const known = cache.get(config);
  if (known) return known;
  let pair: { publicKey: string; privateKey: string };
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    pair = { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  } else {
    const file = path.join(config.DATA_DIR, 'vapid.json');
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    pair = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof pair;
  }
  const keys = { ...pair, subject: subjectOf(config) };
  cache.set(config, keys);
  return keys;
}
