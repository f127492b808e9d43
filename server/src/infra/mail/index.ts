import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../../db/types';
import { newId } from '../../lib/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer: every mail Musubi sends in production goes this way. */
function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP: mail is stored in the outbox table, logged, and readable at /dev/mail outside production. */
function outboxMailer(db: Kysely<DB>, log: Logger): Mailer {
  return {
    async send(mail) {
      await db
        .insertInto('mail_outbox')
        .values({ id: newId(), ...mail, createdAt: new Date().toISOString() })
        .execute();
      log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the development outbox');
    },
    close: () => undefined,
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; db: Kysely<DB>; log: Logger }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db, options.log);
}
