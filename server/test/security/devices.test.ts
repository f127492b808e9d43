import { SOCKET } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, type TestClient } from '../harness';
import { graphql } from '../graphql';
import { WatchedSocket } from './support';

// Behind a trusted proxy, as in production: X-Forwarded-For names the client.
const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const DEVICES = graphql(`
  query DevicesList {
    signedInDevices {
      id
      browser
      os
      deviceType
      address
      createdAt
      lastSeenAt
      current
    }
  }
`);
const END_DEVICE = graphql(`mutation DevicesEnd($id: ID) { endSignedInDevice(id: $id) }`);
const ME = graphql(`query DevicesMe { getUserDetail { id } }`);

/** A browser of the given kind at the given address, signed in to the account. */
async function signInFrom(email: string, password: string, userAgent: string, address: string): Promise<TestClient> {
  const client = server.client();
  client.headers['user-agent'] = userAgent;
  client.headers['x-forwarded-for'] = address;
  await client.ok(SIGN_IN, { input: { email, password } });
  return client;
}

const mailsTo = (email: string) => server.smtp.mails.filter((m) => m.to === email.toLowerCase());

describe('ログイン中の端末', () => {
  it('lists every session of the viewer with its browser, system, address and times, and only theirs', async () => {
    const owner = await signUpUser(server);
    const stranger = await signUpUser(server);
    const phone = await signInFrom(owner.email, owner.password, IPHONE_SAFARI, '198.51.100.23');
    const pc = await signInFrom(owner.email, owner.password, WINDOWS_CHROME, '203.0.113.5');

    const { signedInDevices } = await pc.ok(DEVICES);
    expect(signedInDevices).toHaveLength(3);
    const current = signedInDevices.find((d) => d.current)!;
    expect(current).toMatchObject({ browser: 'Chrome 142', os: 'Windows 10', deviceType: 'desktop', address: '203.0.113.5' });
    expect(signedInDevices.find((d) => d.os?.startsWith('iOS'))).toMatchObject({
      browser: 'Safari 18',
      deviceType: 'mobile',
      address: '198.51.100.23',
      current: false,
    });
    expect(signedInDevices.filter((d) => d.current)).toHaveLength(1);
    // The ids are not the sessions' own ids.
    const sessionIds = (await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute()).map((r) => r.id);
    for (const device of signedInDevices) expect(sessionIds).not.toContain(device.id);

    const theirs = await stranger.client.ok(DEVICES);
    expect(theirs.signedInDevices).toHaveLength(1);
    expect(JSON.stringify(theirs)).not.toContain('203.0.113.5');
    await phone.ok(ME);
  });

  it('shows when a session was last seen, written at most once an hour', async () => {
    const owner = await signUpUser(server);
    const before = (await owner.client.ok(DEVICES)).signedInDevices[0]!.lastSeenAt;
    server.clock.advance(2 * 60 * 60_000);
    try {
      await owner.client.ok(ME);
      const after = (await owner.client.ok(DEVICES)).signedInDevices[0]!.lastSeenAt;
      expect(Date.parse(after) - Date.parse(before)).toBeGreaterThanOrEqual(2 * 60 * 60_000);
    } finally {
      server.clock.advance(-2 * 60 * 60_000);
    }
  });

  it('ends one session from another: its requests are signed out and its socket closes; the others carry on', async () => {
    const owner = await signUpUser(server);
    const phone = await signInFrom(owner.email, owner.password, IPHONE_SAFARI, '198.51.100.23');
    const pc = await signInFrom(owner.email, owner.password, WINDOWS_CHROME, '203.0.113.5');
    const socket = new WatchedSocket(server.wsUrl, phone.cookie!);
    await socket.ready();
    socket.subscribe(graphql(`subscription DevicesOnSessionEnd { onSessionEnd { reason } }`));

    const phoneDevice = (await pc.ok(DEVICES)).signedInDevices.find((d) => d.os?.startsWith('iOS'))!;
    expect(await pc.ok(END_DEVICE, { id: phoneDevice.id })).toEqual({ endSignedInDevice: true });

    await expect.poll(() => socket.closed, { timeout: 2_000, interval: 10 }).toEqual({ code: SOCKET.sessionEndedCode, reason: 'ended_from_devices' });
    await socket.dispose();
    expect((await phone.gql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await pc.ok(ME);
    await owner.client.ok(ME);
    const left = (await pc.ok(DEVICES)).signedInDevices;
    expect(left).toHaveLength(2);
    expect(left.map((d) => d.id)).not.toContain(phoneDevice.id);
    // Ending it again finds nothing.
    expect((await pc.gql(END_DEVICE, { id: phoneDevice.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('ends the asking session itself as a sign-out, clearing its cookie', async () => {
    const owner = await signUpUser(server);
    const pc = await signInFrom(owner.email, owner.password, WINDOWS_CHROME, '203.0.113.5');
    const mine = (await pc.ok(DEVICES)).signedInDevices.find((d) => d.current)!;
    await pc.ok(END_DEVICE, { id: mine.id });
    expect(pc.cookie).toBeNull();
    await owner.client.ok(ME);
  });

  it('refuses another account’s session, a signed-out caller and malformed ids, and ends nothing', async () => {
    const owner = await signUpUser(server);
    const attacker = await signUpUser(server);
    const ownerDevice = (await owner.client.ok(DEVICES)).signedInDevices[0]!;
    const countSessions = async () => (await server.deps.db.selectFrom('sessions').select('id').execute()).length;
    const sessionsBefore = await countSessions();

    const foreign = await attacker.client.gql(END_DEVICE, { id: ownerDevice.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign)).not.toContain(owner.email);

    // The session's own id (the hash the server looks it up by) is not a device id either.
    const [raw] = await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute();
    expect((await owner.client.gql(END_DEVICE, { id: raw!.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const anonymous = server.client();
    expect((await anonymous.gql(END_DEVICE, { id: ownerDevice.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(DEVICES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    for (const id of [null, '', 'x'.repeat(65)]) {
      expect((await owner.client.gql(END_DEVICE, { id })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await countSessions()).toBe(sessionsBefore);
    await owner.client.ok(ME);
  });

  it('refuses a caller whose own session was ended', async () => {
    const owner = await signUpUser(server);
    const pc = await signInFrom(owner.email, owner.password, WINDOWS_CHROME, '203.0.113.5');
    const others = (await pc.ok(DEVICES)).signedInDevices.filter((d) => !d.current);
    await pc.ok(graphql(`mutation DevicesSignOut { signOut }`));
    expect((await pc.gql(END_DEVICE, { id: others[0]!.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await owner.client.ok(ME);
  });
});

describe('a mail when a new device signs in', () => {
  it('mails the owner on a sign-in from a browser never used, naming it, the address and the time; not again', async () => {
    const owner = await signUpUser(server);
    const before = mailsTo(owner.email).length;
    // The browser the account signed up with is known.
    await owner.client.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    expect(mailsTo(owner.email)).toHaveLength(before);

    await signInFrom(owner.email, owner.password, WINDOWS_CHROME, '203.0.113.5');
    const mail = await server.smtp.lastMailTo(owner.email);
    expect(mailsTo(owner.email)).toHaveLength(before + 1);
    expect(mail.subject).toBe('【Musubi】新しい端末からログインがありました');
    expect(mail.text).toContain('Chrome 142 / Windows 10');
    expect(mail.text).toContain('203.0.113.5');
    expect(mail.text).toContain('/account/id/edit#devices');
    expect(mail.text).not.toContain(owner.password);

    await signInFrom(owner.email, owner.password, WINDOWS_CHROME, '198.51.100.80');
    expect(mailsTo(owner.email)).toHaveLength(before + 1);
  });

  it('sends no mail for a wrong password, and stops within the mail limit while sign-in goes on', async () => {
    const owner = await signUpUser(server);
    const before = mailsTo(owner.email).length;
    const wrong = server.client();
    wrong.headers['user-agent'] = IPHONE_SAFARI;
    await wrong.gql(SIGN_IN, { input: { email: owner.email, password: 'wrongpass1' } });
    expect(mailsTo(owner.email)).toHaveLength(before);

    const limit = server.config.MAIL_PER_RECIPIENT_PER_HOUR;
    for (let i = 0; i < limit + 2; i++) {
      const client = await signInFrom(owner.email, owner.password, `${WINDOWS_CHROME} Build/${i}`, '203.0.113.5');
      await client.ok(ME);
    }
    // Each sign-in waits for its mail to be accepted: the count is final here.
    expect(mailsTo(owner.email)).toHaveLength(before + limit);
  });
});
