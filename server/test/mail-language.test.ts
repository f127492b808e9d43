import { describe, expect, it } from 'vitest';
import { graphql } from './graphql';
import { SIGN_UP, signUpUser, startTestServer, uniqueEmail } from './harness';
import { makeRoom } from './rooms';

const server = await startTestServer();
const db = server.deps.db;

const UPDATE_LANGUAGE = graphql(`mutation MailLanguageUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }`);
const INVITE = graphql(`mutation MailLanguageCreateInviteByEmail($input: CreateInviteByEmailInput!) { createInviteByEmail(input: $input) { id } }`);
const RESET = graphql(`mutation MailLanguageResetPassword($e: String) { resetPassword(email: $e) }`);
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** A Japanese-reading sender who administers a room named in Japanese. */
async function japaneseSender() {
  const sender = await signUpUser(server, { name: '山田 花子' });
  const roomId = await makeRoom(server, [{ id: sender.id }]);
  return { sender, roomId };
}

describe('each mail in its recipient’s language', () => {
  it('brings a Japanese sender’s invitation to an English reader in English', async () => {
    const { sender, roomId } = await japaneseSender();
    const reader = await signUpUser(server);
    await reader.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    await sender.client.ok(INVITE, { input: { type: 1, email: reader.email, room_id: roomId } });
    const mail = await server.smtp.lastMailTo(reader.email);
    expect(mail.subject).toBe('[Musubi] 山田 花子 invited you to the room “ルーム”');
    expect(mail.text).toContain('Sign in from the link below to join the room.');
    expect(mail.text).toContain(`${server.deps.config.publicUrl}/auth/login?invite=`);
    // Only what people wrote (the sender's and the room's names) is Japanese.
    expect(mail.text.replaceAll('山田 花子', '').replaceAll('ルーム', '')).not.toMatch(JAPANESE);
  });

  it('brings the same invitation to a Japanese reader in Japanese, and to an address without an account too', async () => {
    const { sender, roomId } = await japaneseSender();
    const reader = await signUpUser(server);
    await sender.client.ok(INVITE, { input: { type: 1, email: reader.email, room_id: roomId } });
    expect((await server.smtp.lastMailTo(reader.email)).subject).toBe('【Musubi】山田 花子さんからルーム「ルーム」への招待が届いています');
    const stranger = uniqueEmail('stranger');
    await sender.client.ok(INVITE, { input: { type: 1, email: stranger, room_id: roomId } });
    expect((await server.smtp.lastMailTo(stranger)).subject).toBe('【Musubi】山田 花子さんからルーム「ルーム」への招待が届いています');
  });

  it('signs up in the browser’s language: the account reads English, its code arrives in English', async () => {
    const client = server.client();
    client.headers['accept-language'] = 'en-US,en;q=0.9';
    const email = uniqueEmail('english');
    const { signUp } = await client.ok(SIGN_UP, { input: { email, password: 'password123', captcha: await client.captcha() } });
    const mail = await server.smtp.lastMailTo(email);
    expect(mail.subject).toBe('[Musubi] Your e-mail confirmation code');
    expect(mail.text).toMatch(/Confirmation code: \d{6}/);
    const row = await db.selectFrom('users').select('language').where('id', '=', signUp.userId as string).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
  });

  it('sends a password reset code in the account’s language, whoever asks for it', async () => {
    const reader = await signUpUser(server);
    await reader.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    const asker = server.client();
    asker.headers['accept-language'] = 'ja';
    await asker.ok(RESET, { e: reader.email });
    expect((await server.smtp.lastMailTo(reader.email)).subject).toBe('[Musubi] Your password reset code');
    const japanese = await signUpUser(server);
    await server.client().ok(RESET, { e: japanese.email });
    expect((await server.smtp.lastMailTo(japanese.email)).subject).toBe('【Musubi】パスワード再設定コード');
  });
});
