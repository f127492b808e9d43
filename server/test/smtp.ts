import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, if the mail has one. */
  html: string | null;
}

/** A real SMTP server in-process: the app sends through nodemailer exactly as in production. */
export async function startSmtp() {
  const mails: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html || null });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** The newest mail to `to`, waiting briefly for it to arrive. */
  async function lastMailTo(to: string, timeoutMs = 5_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.filter((m) => m.to === to.toLowerCase()).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    lastMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
