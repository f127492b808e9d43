import { INVITE_TYPE, MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { CODE_ATTEMPTS, SIGN_UP_CODE_GUESSES } from '../../src/modules/auth/service';
import { UNCONFIRMED_SESSION_MS } from '../../src/modules/auth/sessions';
import { addRoom } from '../chat';
import { SIGN_IN, SIGN_UP, signUpUser, startTestServer, uniqueEmail } from '../harness';
import { graphql } from '../graphql';

const server = await startTestServer();
const db = server.deps.db;
const CONFIRM = graphql(`mutation SignUpVerificationConfirmSignUp($c: String) { confirmSignUp(code: $c) }`);
const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

async function unconfirmed(email = uniqueEmail('pending')) {
  const client = server.client();
  const { signUp } = await client.ok(SIGN_UP, { input: { email, password: 'password123', captcha: await client.captcha() } });
  return { client, email, id: signUp.userId as string, code: codeIn((await server.smtp.lastMailTo(email)).text) };
}

const wrongCode = (right: string) => String(((Number(right) - 100000 + 1) % 900000) + 100000);
const userRow = (id: string) => db.selectFrom('users').select(['status', 'codeVerifyAttempts']).where('id', '=', id).executeTakeFirstOrThrow();

describe('sign-up verification', () => {
  it('spends the code after 5 wrong tries; only a fresh code confirms', async () => {
    const { client, id, code, email } = await unconfirmed();
    for (let i = 0; i < 4; i++) {
      const wrong = await client.gql(CONFIRM, { c: wrongCode(code) });
      expect(wrong.errors?.[0]).toMatchObject({ message: MESSAGES.codeMismatch, extensions: { attemptsLeft: 4 - i } });
    }
    const fifth = await client.gql(CONFIRM, { c: wrongCode(code) });
    expect(fifth.errors?.[0]).toMatchObject({ message: MESSAGES.codeSpent, extensions: { reason: 'CodeSpentException' } });
    const right = await client.gql(CONFIRM, { c: code });
    expect(right.errors?.[0]?.message).toBe(MESSAGES.codeSpent);
    expect((await userRow(id)).status).toBe(0);

    await client.ok(graphql(`mutation SignUpVerificationResendSignUpCode { resendSignUpCode }`));
    const fresh = codeIn((await server.smtp.lastMailTo(email)).text);
    expect((await client.gql(CONFIRM, { c: code === fresh ? wrongCode(code) : code })).errors?.[0]?.message).toBe(MESSAGES.codeMismatch);
    await client.ok(CONFIRM, { c: fresh });
    expect(await userRow(id)).toEqual({ status: 1, codeVerifyAttempts: 0 });
  });

  it('bounds the wrong codes of one sign-up across resends: then the account waits, mailing nothing', async () => {
    const { client, id, email } = await unconfirmed();
    const RESEND = graphql(`mutation SignUpVerificationResendSignUpCode { resendSignUpCode }`);
    expect(SIGN_UP_CODE_GUESSES).toBeGreaterThan(CODE_ATTEMPTS);
    // Each code keeps one try: what stops the last right code is the total, not the code's own count.
    const perCode = CODE_ATTEMPTS - 1;
    expect(Math.ceil(SIGN_UP_CODE_GUESSES / perCode)).toBeLessThanOrEqual(server.config.MAIL_PER_RECIPIENT_PER_HOUR);
    let code = codeIn((await server.smtp.lastMailTo(email)).text);
    for (let guesses = 0; guesses < SIGN_UP_CODE_GUESSES; guesses++) {
      if (guesses > 0 && guesses % perCode === 0) {
        await client.ok(RESEND);
        code = codeIn((await server.smtp.lastMailTo(email)).text);
      }
      expect((await client.gql(CONFIRM, { c: wrongCode(code) })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const mailed = server.smtp.mails.filter((mail) => mail.to === email).length;
    const resend = await client.gql(RESEND);
    const right = await client.gql(CONFIRM, { c: code });
    for (const refused of [resend, right]) {
      const error = refused.errors?.[0];
      expect(error?.extensions.code).toBe('RATE_LIMITED');
      const retryAfter = error?.extensions.retryAfter as number;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(error?.message).toBe(MESSAGES.signUpGuessesSpent(retryAfter));
    }
    expect(server.smtp.mails.filter((mail) => mail.to === email)).toHaveLength(mailed);
    expect((await userRow(id)).status).toBe(0);
  });

  it('refuses malformed codes and a signed-out caller without counting a try', async () => {
    const { client, id, code } = await unconfirmed();
    for (const bad of ['abc', '1234567', '', null]) {
      expect((await client.gql(CONFIRM, { c: bad })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await server.client().gql(CONFIRM, { c: code })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await server.client().gql(graphql(`mutation SignUpVerificationResendSignUpCode { resendSignUpCode }`))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await userRow(id)).toEqual({ status: 0, codeVerifyAttempts: 0 });
  });

  it('counts wrong codes sent at once: none slips past the fifth', async () => {
    const { client, id, code } = await unconfirmed();
    await Promise.all(Array.from({ length: 12 }, () => client.gql(CONFIRM, { c: wrongCode(code) })));
    expect((await userRow(id)).codeVerifyAttempts).toBe(5);
    expect((await client.gql(CONFIRM, { c: code })).errors?.[0]?.message).toBe(MESSAGES.codeSpent);
    expect((await userRow(id)).status).toBe(0);
  });

  it('lets an unconfirmed account only confirm, resend, change its address, read itself and sign out', async () => {
    const { client, id } = await unconfirmed();
    const rooms = async () => Number((await db.selectFrom('rooms').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await rooms();
    for (const [query, variables] of [
      ['mutation ($i: AddRoomInput!) { addRoom(input: $i) { id } }', { i: { name: '秘密' } }],
      ['mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: { name: '名前' } }],
      ['{ listContacts { items { id } } }', {}],
      ['mutation { updatePassword(oldPassword: "password123", newPassword: "another123") }', {}],
    ] as const) {
      const result = await client.gql(query, variables);
      expect(result.errors?.[0]).toMatchObject({ message: MESSAGES.confirmSignUpFirst, extensions: { code: 'CONFIRM_SIGN_UP' } });
    }
    expect(await rooms()).toBe(before);
    expect((await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBeNull();
    expect((await client.ok(graphql(`query SignUpVerificationGetUserDetail { getUserDetail { status } }`))).getUserDetail.status).toBe(0);
    await client.ok(graphql(`mutation SignUpVerificationResendSignUpCode { resendSignUpCode }`));
    await client.ok(graphql(`mutation SignUpVerificationSignOut { signOut }`));
    expect((await client.gql(graphql(`query SignUpVerificationGetUserDetail2 { getUserDetail { id } }`))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('ends the session of an unconfirmed account after the 3 minutes of auto sign-in', async () => {
    const { client, email, code } = await unconfirmed();
    server.clock.advance(UNCONFIRMED_SESSION_MS + 1_000);
    try {
      expect((await client.gql(graphql(`query SignUpVerificationGetUserDetail2 { getUserDetail { id } }`))).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      expect((await client.gql(CONFIRM, { c: code })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const again = await client.ok(SIGN_IN, { input: { email, password: 'password123' } });
      expect(again.signIn.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
      await client.ok(CONFIRM, { c: code });
      // Confirmed, the session lives on past the 3 minutes.
      server.clock.advance(UNCONFIRMED_SESSION_MS + 1_000);
      expect((await client.ok(graphql(`query SignUpVerificationGetUserDetail { getUserDetail { status } }`))).getUserDetail.status).toBe(1);
    } finally {
      server.clock.advance(-2 * (UNCONFIRMED_SESSION_MS + 1_000));
    }
  });

  it('shows the invitations to an address only once that address is confirmed', async () => {
    const inviter = await signUpUser(server);
    const room = await addRoom(inviter.client, { name: '人事部（非公開）' });
    const colleague = uniqueEmail('colleague');
    await inviter.client.ok(graphql(`mutation SignUpVerificationCreateInviteByEmail($i: CreateInviteByEmailInput!) { createInviteByEmail(input: $i) { id } }`), {
      i: { type: INVITE_TYPE.joinRoom, email: colleague, room_id: room.id, role: ROOM_ROLE.user },
    });
    const squatter = await unconfirmed(colleague);
    const search = await squatter.client.gql(
      graphql(`query SignUpVerificationSearchInviteByEmail($e: String) { searchInviteByEmail(email: $e) { items { id room { name musubiCode } } } }`),
      { e: colleague },
    );
    expect(search.data).toBeNull();
    expect(search.errors?.[0]?.extensions.code).toBe('CONFIRM_SIGN_UP');
    expect(JSON.stringify(search)).not.toContain(room.musubiCode);
  });

  it('clears the session cookie on sign-out', async () => {
    const { client } = await signUpUser(server);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/^musubi_session=;.*Expires=Thu, 01 Jan 1970/);
  });
});
