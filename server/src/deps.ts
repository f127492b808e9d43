import type { Kysely } from 'kysely';
import type { Language } from '@musubi/shared';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Dialect } from './db';
import type { Reads } from './db/reads';
import type { DB } from './db/types';
import type { Captcha } from './infra/captcha';
import type { Counters } from './infra/counters';
import type { Mailer } from './infra/mail';
import type { PaymentProvider } from './infra/payments';
import type { PubSub } from './infra/pubsub';
import type { Storage } from './infra/storage';
import type { Clock } from './lib/clock';

/** What every service needs, built once in app.ts and passed down; nothing reaches for globals. */
export interface Deps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  /** Long reads (searches): on SQLite, off the event loop on a bounded pool of threads. */
  reads: Reads;
  clock: Clock;
  log: Logger;
  mail: Mailer;
  pubsub: PubSub;
  captcha: Captcha;
  /** Expiring counters shared by the nodes (failed sign-ins per account and address, mail budgets). */
  counters: Counters;
  payments: PaymentProvider;
  /** File bytes: local disk, or S3-compatible when S3_BUCKET is set. */
  storage: Storage;
  /** Server secret for signed links and captcha keys. */
  secret: string;
}

/** The signed-in user behind a request or a WebSocket. */
export interface Viewer {
  id: string;
  email: string;
  status: number;
  isAdmin: boolean;
  sessionId: string;
  /** The language the person reads Musubi in: their errors are told in it (decision 0326). */
  language: Language;
}
