import { MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { operatorAddress } from './service';
import { graphql } from '../../../test/graphql';

const CREATE = graphql(`mutation ContactCreateContactForm($input: CreateContactFormInput!) {
  createContactForm(input: $input) { id name email company_name content createdAt }
}`);

describe('createContactForm', async () => {
  const server = await startTestServer({ env: { MAIL_FROM: 'Musubi 運営 <ops@musubi.test>' } });

  it('stores the message and mails it to the operator', async () => {
    const client = server.client();
    const input = { name: '山田 太郎', email: 'Taro@Example.jp', company_name: '山田商事', content: '料金について教えてください。' };
    const { createContactForm } = await client.ok(CREATE, { input });

    expect(createContactForm).toMatchObject({ name: '山田 太郎', email: 'taro@example.jp', company_name: '山田商事' });
    const row = await server.deps.db.selectFrom('contact_forms').selectAll().where('id', '=', createContactForm.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content: '料金について教えてください。', user_id: null });
    const mail = await server.smtp.lastMailTo('ops@musubi.test');
    expect(mail.subject).toContain('山田 太郎');
    expect(mail.text).toContain('料金について教えてください。');
    expect(mail.text).toContain('taro@example.jp');
  });

  it('mails what the visitor wrote as inert text, never as a live link (the reply address stays as typed)', async () => {
    const input = { name: 'http://evil.example', email: 'reply@example.jp', company_name: 'www.evil.example', content: '詳細は https://evil.example/x を' };
    await server.client().ok(CREATE, { input });
    const mail = await server.smtp.lastMailTo('ops@musubi.test');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/:\/\/|evil\.example/);
    expect(mail.subject).toContain('http[:]//evil[.]example');
    expect(mail.text).toContain('https[:]//evil[.]example/x');
    expect(mail.text).toContain('reply@example.jp');
  });

  it('links the message to the signed-in user', async () => {
    const { client, id: userId } = await signUpUser(server);
    const { createContactForm } = await client.ok(CREATE, {
      input: { name: '佐藤', email: 'sato@example.jp', content: '請求書の宛名を変更したいです。' },
    });
    const row = await server.deps.db.selectFrom('contact_forms').select('user_id').where('id', '=', createContactForm.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
  });

  it('refuses blank fields and a malformed e-mail with the spec messages, writing nothing', async () => {
    const before = await server.deps.db.selectFrom('contact_forms').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const blank = await server.client().gql(CREATE, { input: { name: ' ', email: 'sato@example.jp', content: '本文' } });
    expect(blank.errors?.[0]).toMatchObject({ message: MESSAGES.required, extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    const badEmail = await server.client().gql(CREATE, { input: { name: '佐藤', email: 'sato@', content: '本文' } });
    expect(badEmail.errors?.[0]).toMatchObject({ message: MESSAGES.email, extensions: { field: 'email' } });
    const after = await server.deps.db.selectFrom('contact_forms').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reads the operator address out of MAIL_FROM', () => {
    expect(operatorAddress('Musubi <no-reply@musubi.local>')).toBe('no-reply@musubi.local');
    expect(operatorAddress('ops@example.jp')).toBe('ops@example.jp');
  });
});
