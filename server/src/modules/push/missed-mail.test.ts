import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db';
import { signUpUser, startTestServer, TEST_DATABASE_URL, TEST_REDIS_URL } from '../../../test/harness';
import { addRoom, makeContacts, membership, post } from '../../../test/chat';
import { runMissedMails } from './missed-mail';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;
const MINUTE = 60_000;

/** Missed-message mails to an address (not the sign-up code). */
const mailsTo = (email: string) => server.smtp.mails.filter((m) => m.to === email.toLowerCase() && m.subject.includes('未読'));
const pendingFor = (userId: string) => db.selectFrom('pending_mails').selectAll().where('user_id', '=', userId).execute();

/** The mail is queued after the post's commit, off the sender's path: wait for it. */
async function queued(userId: string, count: number) {
  while ((await pendingFor(userId)).length < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function pair() {
  const sender = await signUpUser(server, { name: '山田' });
  const receiver = await signUpUser(server, { name: '佐藤' });
  await makeContacts(server, sender.id, receiver.id);
  const room = await addRoom(sender.client, { name: '経理', user_ids: [receiver.id] });
  return { sender, receiver, room };
}

const SETTINGS = graphql(`mutation MissedMailUpdateNotificationSettings($i: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $i) { mailDelayMinutes } }`);

describe('mail for unread To and direct messages', () => {
  it('mails an unread To once after the delay, grouped per room, in Japanese, with links', async () => {
    const { sender, receiver, room } = await pair();
    await post(sender.client, room.id, '独り言です');
    const first = await post(sender.client, room.id, '請求書を送りました', { to_user_id: receiver.id });
    const second = await post(sender.client, room.id, '確認をお願いします', { to_user_id: receiver.id });
    await queued(receiver.id, 2);

    server.clock.advance(9 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email)).toHaveLength(0);

    server.clock.advance(2 * MINUTE);
    await runMissedMails(server.deps);
    const mails = mailsTo(receiver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('【Musubi】ルーム「経理」に未読のメッセージが2件あります');
    expect(mails[0]!.text).toContain('請求書を送りました');
    expect(mails[0]!.text).toContain('確認をお願いします');
    expect(mails[0]!.text).not.toContain('独り言です');
    expect(mails[0]!.text).toContain(`${server.deps.config.publicUrl}/room?room=${room.id}&message=${first.id}`);
    expect(mails[0]!.text).toContain(`${server.deps.config.publicUrl}/room?room=${room.id}&message=${second.id}`);

    server.clock.advance(60 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email)).toHaveLength(1);
    expect(await pendingFor(receiver.id)).toEqual([]);
  });

  it('mails a direct message, and nothing to its sender', async () => {
    const { sender, receiver } = await pair();
    const direct = await addRoom(sender.client, { kind: 1, user_ids: [receiver.id] });
    await post(sender.client, direct.id, 'お時間ありますか');
    await queued(receiver.id, 1);
    server.clock.advance(11 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email).map((m) => m.subject)).toEqual(['【Musubi】山田さんとのダイレクトチャットに未読のメッセージが1件あります']);
    expect(mailsTo(sender.email)).toEqual([]);
  });

  it('mails nothing when the message is read first', async () => {
    const { sender, receiver, room } = await pair();
    await post(sender.client, room.id, '会議は15時です', { to_user_id: receiver.id });
    await queued(receiver.id, 1);
    await receiver.client.ok(graphql(`mutation MissedMailUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { id } }`), { i: { room_id: room.id } });
    expect((await membership(receiver.client, receiver.id, room.id)).unread_mentions).toBe(0);
    expect(await pendingFor(receiver.id)).toEqual([]);
    server.clock.advance(11 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email)).toHaveLength(0);
  });

  it('follows the chosen delay: an hour, or no mail at all', async () => {
    const { sender, receiver, room } = await pair();
    const off = await signUpUser(server);
    await makeContacts(server, sender.id, off.id);
    const other = await addRoom(sender.client, { name: '別室', user_ids: [off.id] });
    await receiver.client.ok(SETTINGS, { i: { mailDelayMinutes: 60 } });
    await off.client.ok(SETTINGS, { i: { mailDelayMinutes: 0 } });
    await post(sender.client, other.id, '届かないはず', { to_user_id: off.id });
    await post(sender.client, room.id, '一時間後に', { to_user_id: receiver.id });
    await queued(receiver.id, 1);
    expect(await pendingFor(off.id)).toEqual([]);
    server.clock.advance(30 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email)).toHaveLength(0);
    server.clock.advance(31 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email)).toHaveLength(1);
    expect(mailsTo(off.email)).toHaveLength(0);
  });

  it('holds mail until do-not-disturb ends', async () => {
    const { sender, receiver, room } = await pair();
    // Quiet from now until 30 minutes after the mail falls due, Tokyo time.
    const tokyo = (offsetMinutes: number) => new Date(server.clock.now().getTime() + (9 * 60 + offsetMinutes) * MINUTE).toISOString().slice(11, 16);
    await receiver.client.ok(SETTINGS, { i: { quietFrom: tokyo(-1), quietTo: tokyo(41) } });
    await post(sender.client, room.id, '急ぎではありません', { to_user_id: receiver.id });
    await queued(receiver.id, 1);
    server.clock.advance(11 * MINUTE);
    expect(await runMissedMails(server.deps)).toMatchObject({ held: 1, mailed: 0 });
    expect(mailsTo(receiver.email)).toHaveLength(0);
    server.clock.advance(31 * MINUTE);
    expect(await runMissedMails(server.deps)).toMatchObject({ mailed: 1 });
    expect(mailsTo(receiver.email)).toHaveLength(1);
  });

  it('drops the mail of a member who left the room before it fell due', async () => {
    const { sender, receiver, room } = await pair();
    await post(sender.client, room.id, '退出前のメッセージ', { to_user_id: receiver.id });
    await queued(receiver.id, 1);
    await sender.client.ok(graphql(`mutation MissedMailCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id, user_id: receiver.id } });
    server.clock.advance(11 * MINUTE);
    await runMissedMails(server.deps);
    expect(mailsTo(receiver.email)).toHaveLength(0);
    expect(await pendingFor(receiver.id)).toEqual([]);
  });

  it('drops the mail of a deleted message', async () => {
    const { sender, receiver, room } = await pair();
    const message = await post(sender.client, room.id, '取り消します', { to_user_id: receiver.id });
    await queued(receiver.id, 1);
    await sender.client.ok(graphql(`mutation MissedMailDeleteMessageByRole($i: DeleteMessageInput!) { deleteMessageByRole(input: $i) { id } }`), { i: { id: message.id } });
    server.clock.advance(11 * MINUTE);
    expect(await runMissedMails(server.deps)).toMatchObject({ mailed: 0, dropped: 1 });
    expect(mailsTo(receiver.email)).toHaveLength(0);
  });
});

describe('two nodes sharing one database', () => {
  it('mail each missed message once, however the nodes’ runs overlap', async () => {
    const schema = TEST_DATABASE_URL ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
    const database = openDatabase({ url: TEST_DATABASE_URL, dataDir: server.deps.config.DATA_DIR, schema });
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: server.deps.config.DATA_DIR,
        SMTP_URL: server.smtp.url,
        APP_SECRET: server.deps.secret,
        ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: server.deps.config.REDIS_PREFIX } : {}),
      }),
      database,
      clock: server.clock,
      logger: false,
    });
    afterAll(async () => {
      await other.app.close();
      await database.close();
    });

    const receivers = [];
    for (let i = 0; i < 4; i++) {
      const { sender, receiver, room } = await pair();
      await post(sender.client, room.id, `${i}件目の確認`, { to_user_id: receiver.id });
      receivers.push(receiver);
    }
    for (const receiver of receivers) await queued(receiver.id, 1);
    server.clock.advance(11 * MINUTE);
    await Promise.all([server.deps, other.deps, server.deps, other.deps].map((deps) => runMissedMails(deps)));
    for (const receiver of receivers) expect(mailsTo(receiver.email)).toHaveLength(1);
  });
});
