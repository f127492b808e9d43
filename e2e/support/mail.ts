import { setTimeout as sleep } from 'node:timers/promises';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for the newest mail to `to` in the server's development outbox (GET /dev/mail) whose text holds
 * a 6-digit code, and returns that code. `after` skips mails already read.
 */
export async function waitForCode(serverUrl: string, to: string, after: string[] = [], timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${serverUrl}/dev/mail`);
    const { items } = (await response.json()) as { items: OutboxMail[] };
    const mail = items.find((item) => item.to === to && /\b\d{6}\b/.test(item.text) && !after.includes(item.text));
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no mail with a code reached ${to}`);
    await sleep(200);
  }
}

/** Waits for the newest mail to `to` whose text `matches`, and returns its text. */
export async function waitForMail(serverUrl: string, to: string, matches: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${serverUrl}/dev/mail`);
    const { items } = (await response.json()) as { items: OutboxMail[] };
    const mail = items.find((item) => item.to === to && matches(item.text));
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no matching mail reached ${to}`);
    await sleep(200);
  }
}

const INVITE_LINK = /https?:\/\/\S+\?invite=[A-Za-z0-9_-]+/;

/** Waits for the newest mail to `to` carrying an invitation link not in `after`, and returns the link. */
export async function waitForInviteLink(serverUrl: string, to: string, after: string[] = [], timeoutMs = 10_000): Promise<string> {
  const isNew = (text: string) => {
    const link = INVITE_LINK.exec(text)?.[0];
    return !!link && !after.includes(link);
  };
  return INVITE_LINK.exec(await waitForMail(serverUrl, to, isNew, timeoutMs))![0];
}
