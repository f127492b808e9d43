import { INVITE_TYPE, MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { runMissedMails } from '../../src/modules/push/missed-mail';
import { addRoom, makeContacts, post } from '../chat';
import { SIGN_UP, signUpUser, startTestServer, type GqlResult, uniqueEmail } from '../harness';
import { graphql } from '../graphql';

const server = await startTestServer();
const db = server.deps.db;
const PER_RECIPIENT = server.config.MAIL_PER_RECIPIENT_PER_HOUR;
const PER_ACCOUNT = server.config.MAIL_PER_ACCOUNT_PER_DAY;

const INVITE = graphql(`mutation MailLimitsCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }`);
const RESET = graphql(`mutation MailLimitsResetPassword($e: String) { resetPassword(email: $e) }`);
const RESEND = graphql(`mutation MailLimitsResendSignUpCode { resendSignUpCode }`);
const SEND_CHANGE = graphql(`mutation MailLimitsSendMailUpdateEmail($i: SendMailUpdateEmailInput!) { sendMailUpdateEmail(input: $i) }`);
const VERIFY_CHANGE = graphql(`mutation MailLimitsVerifyUpdateEmail($i: VerifyUpdateEmailInput!) { verifyUpdateEmail(input: $i) { email } }`);

const mailsTo = (email: string) => server.smtp.mails.filter((mail) => mail.to === email.toLowerCase());
const invitesTo = async (email: string) =>
  Number((await db.selectFrom('invites').select((eb) => eb.fn.countAll().as('n')).where('email', '=', email).executeTakeFirstOrThrow()).n);
const codesOf = (userId: string) => db.selectFrom('auth_codes').select(['purpose', 'new_email', 'code_hash']).where('user_id', '=', userId).execute();

/** A refusal for too much mail: RATE_LIMITED, the wait in the message and in seconds, at most the window. */
function expectMailRefused(result: GqlResult<unknown>, windowSeconds: number) {
  const error = result.errors?.[0];
  expect(error?.extensions.code).toBe('RATE_LIMITED');
  const retryAfter = error?.extensions.retryAfter as number;
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(error?.message).toBe(MESSAGES.mailRateLimited(retryAfter));
  expect(result.data).toBeNull();
}

describe('mail cannot be turned into a weapon', () => {
  it('has limits a real office never reaches', () => {
    expect(PER_RECIPIENT).toBeGreaterThanOrEqual(3);
    expect(PER_ACCOUNT).toBeGreaterThanOrEqual(20);
  });

  it('mails one address a handful of invitations an hour, from whoever sends them; the next is refused and sends nothing', async () => {
    const first = await signUpUser(server);
    const second = await signUpUser(server);
    const room = await addRoom(second.client, { name: '総務部' });
    const target = uniqueEmail('target');
    for (let i = 0; i < PER_RECIPIENT; i++) {
      await first.client.ok(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: target } });
    }
    expect(mailsTo(target)).toHaveLength(PER_RECIPIENT);
    const invitesBefore = await invitesTo(target);

    expectMailRefused(await first.client.gql(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: target } }), 3600);
    // Another sender, another kind of invitation: the address has had its share of invitations.
    expectMailRefused(await second.client.gql(INVITE, { i: { type: INVITE_TYPE.joinRoom, email: target, room_id: room.id, role: ROOM_ROLE.user } }), 3600);
    // A sub-address (user+tag@) reaches the same mailbox, so it shares the count.
    const tagged = target.replace('@', '+again@');
    expectMailRefused(await second.client.gql(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: tagged } }), 3600);
    expect(mailsTo(tagged)).toHaveLength(0);
    expect(mailsTo(target)).toHaveLength(PER_RECIPIENT);
    expect(await invitesTo(target)).toBe(invitesBefore);

    // Other addresses are not affected.
    const other = uniqueEmail('other');
    await second.client.ok(INVITE, { i: { type: INVITE_TYPE.joinRoom, email: other, room_id: room.id, role: ROOM_ROLE.user } });
    expect(mailsTo(other)).toHaveLength(1);
  });

  it('lets one account make a few dozen mails a day, of every kind together; then refuses, writing and sending nothing', async () => {
    const sender = await signUpUser(server);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await sender.client.ok(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: uniqueEmail('spray') } });
    }
    const target = uniqueEmail('one-too-many');
    const sentBefore = server.smtp.mails.length;
    expectMailRefused(await sender.client.gql(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: target } }), 86_400);
    expectMailRefused(await sender.client.gql(SEND_CHANGE, { i: { email: target, password: sender.password } }), 86_400);
    expect(await invitesTo(target)).toBe(0);
    expect(await codesOf(sender.id)).toEqual([]);
    expect(server.smtp.mails.length).toBe(sentBefore);

    // Someone else still invites that address.
    const other = await signUpUser(server);
    await other.client.ok(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: target } });
    expect(mailsTo(target)).toHaveLength(1);
  });

  it('caps password-reset mails per address, answering alike whether the address has an account or not', async () => {
    const owner = await signUpUser(server);
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < PER_RECIPIENT; i++) {
      expect(await server.client().ok(RESET, { e: owner.email })).toEqual({ resetPassword: true });
      expect(await server.client().ok(RESET, { e: nobody })).toEqual({ resetPassword: true });
    }
    const mailed = mailsTo(owner.email).length;
    const known = await server.client().gql(RESET, { e: owner.email });
    const unknown = await server.client().gql(RESET, { e: nobody });
    expectMailRefused(known, 3600);
    expectMailRefused(unknown, 3600);
    expect(unknown.errors?.[0]?.extensions).toEqual({ ...known.errors?.[0]?.extensions, retryAfter: unknown.errors?.[0]?.extensions.retryAfter });
    expect(mailsTo(owner.email)).toHaveLength(mailed);
    expect(mailsTo(nobody)).toHaveLength(0);
    // The last code mailed still works: the cap never locks the owner out.
    const code = /(\d{6})/.exec(mailsTo(owner.email).at(-1)!.text)?.[1];
    await server.client().ok(
      graphql(`mutation MailLimitsConfirmResetPassword($i: ConfirmResetPasswordInput!) { confirmResetPassword(input: $i) }`),
      { i: { email: owner.email, code, newPassword: 'renewed12345' } },
    );
  });

  it('caps sign-up code resends per address; a refused resend keeps the code already mailed', async () => {
    const client = server.client();
    const email = uniqueEmail('resend');
    await client.ok(SIGN_UP, { input: { email, password: 'password123', captcha: await client.captcha() } });
    const sentBefore = mailsTo(email).length;
    for (let i = sentBefore; i < PER_RECIPIENT; i++) await client.ok(RESEND);
    expect(mailsTo(email)).toHaveLength(PER_RECIPIENT);
    const code = await db.selectFrom('users').select('codeVerify').where('email', '=', email).executeTakeFirstOrThrow();
    expectMailRefused(await client.gql(RESEND), 3600);
    expect(mailsTo(email)).toHaveLength(PER_RECIPIENT);
    expect(await db.selectFrom('users').select('codeVerify').where('email', '=', email).executeTakeFirstOrThrow()).toEqual(code);
  });

  it('caps e-mail change codes per new address, keeping the pending change as it was', async () => {
    const owner = await signUpUser(server);
    const target = uniqueEmail('new-address');
    for (let i = 0; i < PER_RECIPIENT; i++) await owner.client.ok(SEND_CHANGE, { i: { email: target, password: owner.password } });
    const pending = await codesOf(owner.id);
    expectMailRefused(await owner.client.gql(SEND_CHANGE, { i: { email: target, password: owner.password } }), 3600);
    expect(await codesOf(owner.id)).toEqual(pending);
    expect(mailsTo(target)).toHaveLength(PER_RECIPIENT);
  });
});

describe('a mail carries no live link a user wrote', () => {
  const URL_LIKE = /(:\/\/|www\.|[\p{L}\p{N}-]+[.．｡][\p{L}\p{N}-]{2,}|@[\w-]+\.)/u;
  /** Every URL, domain or address in a mail is our own: the page's address; anything users wrote is made inert. */
  function expectOnlyOurLinks(text: string) {
    const ours = new URL(server.config.publicUrl).host;
    const rest = text.replaceAll(server.config.publicUrl, '').replaceAll(ours, '');
    expect(rest).not.toMatch(URL_LIKE);
  }

  it('makes a name and a room name that look like links inert in the subject and the text, and has no HTML part', async () => {
    const evil = 'http://evil.example/login 本物.jp admin@evil.example www.evil.example';
    const sender = await signUpUser(server, { name: evil });
    const room = await addRoom(sender.client, { name: `会議 ${evil}` });
    const roomTarget = uniqueEmail('link-room');
    const contactTarget = uniqueEmail('link-contact');
    await sender.client.ok(INVITE, { i: { type: INVITE_TYPE.joinRoom, email: roomTarget, room_id: room.id, role: ROOM_ROLE.user } });
    await sender.client.ok(INVITE, { i: { type: INVITE_TYPE.addContactExternal, email: contactTarget } });
    for (const to of [roomTarget, contactTarget]) {
      const mail = await server.smtp.lastMailTo(to);
      expect(mail.html).toBeNull();
      expectOnlyOurLinks(mail.subject);
      expectOnlyOurLinks(mail.text);
      expect(mail.text).toContain('evil[.]example');
      expect(mail.text).toContain(`${server.config.publicUrl}/auth/signup?invite=`);
    }
  });

  it('makes the sender, the room and the message inert in the mail of an unread To', async () => {
    const evil = 'http://evil.example/login admin@evil.example';
    const sender = await signUpUser(server, { name: evil });
    const receiver = await signUpUser(server, { name: '佐藤' });
    await makeContacts(server, sender.id, receiver.id);
    const room = await addRoom(sender.client, { name: `www.evil.example ${evil}`, user_ids: [receiver.id] });
    await post(sender.client, room.id, `請求書はこちら https://evil.example/invoice ${evil}`, { to_user_id: receiver.id });
    while (!(await db.selectFrom('pending_mails').select('id').where('user_id', '=', receiver.id).executeTakeFirst())) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.clock.advance(24 * 60 * 60_000);
    try {
      await runMissedMails(server.deps);
    } finally {
      server.clock.advance(-24 * 60 * 60_000);
    }
    const mail = mailsTo(receiver.email).find((m) => m.subject.includes('未読'))!;
    expect(mail.html).toBeNull();
    expectOnlyOurLinks(mail.subject);
    expectOnlyOurLinks(mail.text);
    expect(mail.text).toContain('https[:]//evil[.]example/invoice');
  });

  it('makes the new address in the old address’s notice inert, keeping the undo link live', async () => {
    const owner = await signUpUser(server);
    const moved = uniqueEmail('moved');
    await owner.client.ok(SEND_CHANGE, { i: { email: moved, password: owner.password } });
    await owner.client.ok(VERIFY_CHANGE, { i: { code: /(\d{6})/.exec((await server.smtp.lastMailTo(moved)).text)?.[1] } });
    const notice = await server.smtp.lastMailTo(owner.email);
    expect(notice.html).toBeNull();
    expectOnlyOurLinks(notice.text);
    expect(notice.text).toContain(moved.replace('.test', '[.]test'));
    expect(notice.text).toMatch(/\/account\/email\/undo\?token=\S+/);
  });
});
