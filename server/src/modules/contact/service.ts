import { rules } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { parseInput } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { inert } from '../../infra/mail/inert';

const CONTENT_MAX = 4_000;

const contactSchema = z.object({
  name: rules.required(),
  email: rules.email(),
  company_name: rules.optional(),
  content: rules.required(CONTENT_MAX),
});

/** The operator's address: MAIL_FROM, with or without a display name ("Musubi <ops@example.jp>"). */
export function operatorAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * Stores the message, then mails the operator. The row is written first so a mail failure never loses
 * what someone wrote; the failure is logged for the operator to notice.
 */
export async function createContactForm(deps: Deps, viewer: Viewer | null, input: unknown) {
  const data = parseInput(contactSchema, input);
  const row = {
    id: newId(),
    name: data.name,
    email: data.email,
    company_name: data.company_name,
    content: data.content,
    user_id: viewer?.id ?? null,
    createdAt: isoNow(deps.clock),
  };
  await deps.db.insertInto('contact_forms').values(row).execute();
  try {
    await deps.mail.send({
      to: operatorAddress(deps.config.MAIL_FROM),
      // What the visitor wrote arrives inert, never as a live link (decision 0255); the reply address as typed.
      subject: `【結び】お問い合わせ: ${inert(data.name)} 様`,
      text: [
        'お問い合わせフォームから新しいメッセージが届きました。',
        '',
        `お名前: ${inert(data.name)}`,
        `メールアドレス: ${data.email}`,
        `会社名: ${data.company_name ? inert(data.company_name) : '（未入力）'}`,
        `受付日時: ${row.createdAt}`,
        '',
        inert(data.content, true),
      ].join('\n'),
    });
  } catch (error) {
    deps.log.error({ err: error, contactFormId: row.id }, 'contact form mail could not be sent');
  }
  return row;
}
