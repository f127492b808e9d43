import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MESSAGES } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { memoryCounters, redisCounters } from '../../src/infra/counters';
import { CAPTCHA_AFTER_ACCOUNT_FAILURES } from '../../src/modules/auth/service';
import { SIGN_IN, signUpUser, startTestServer, TEST_REDIS_URL } from '../harness';
import { graphql } from '../graphql';

// Behind a trusted proxy, as in production: X-Forwarded-For names the client.
const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });

function clientAt(address: string) {
  const client = server.client();
  client.headers['x-forwarded-for'] = address;
  return client;
}

describe('nobody can lock an owner out of their account', () => {
  it('lets the owner in from their own address after ten wrong passwords from elsewhere, and one every 5 minutes', async () => {
    const owner = await signUpUser(server);
    const attacker = clientAt('203.0.113.9');
    for (let i = 0; i < 10; i++) {
      const tried = await attacker.gql(SIGN_IN, { input: { email: owner.email, password: `wrong${i}pass`, captcha: await attacker.captcha() } });
      expect(tried.errors?.[0]?.message).toBe(MESSAGES.wrongCredentials);
    }
    // The attacker's own address must solve the captcha now.
    const again = await attacker.ok(SIGN_IN, { input: { email: owner.email, password: 'wrong-again1' } });
    expect(again.signIn.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');

    const home = clientAt('198.51.100.7');
    expect((await home.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } })).signIn).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });

    server.clock.advance(5 * 60_000);
    try {
      await attacker.gql(SIGN_IN, { input: { email: owner.email, password: 'wrong-late1', captcha: await attacker.captcha() } });
      const later = clientAt('198.51.100.7');
      expect((await later.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } })).signIn.isSignedIn).toBe(true);
    } finally {
      server.clock.advance(-5 * 60_000);
    }
  });

  it('asks every address for the captcha once failures pile up from many, and still lets the right password in', async () => {
    const owner = await signUpUser(server);
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES; i++) {
      await clientAt(`192.0.2.${i + 1}`).gql(SIGN_IN, { input: { email: owner.email, password: `wrong${i}pass` } });
    }
    const home = clientAt('198.51.100.8');
    const asked = await home.ok(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    expect(asked.signIn).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } });
    expect(await home.gql(graphql(`query SignInLockoutGetUserDetail { getUserDetail { id } }`))).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    const bad = await home.gql(SIGN_IN, { input: { email: owner.email, password: owner.password, captcha: 'forged' } });
    expect(bad.errors?.[0]?.message).toBe(MESSAGES.captchaInvalid);
    const inside = await home.ok(SIGN_IN, { input: { email: owner.email, password: owner.password, captcha: await home.captcha() } });
    expect(inside.signIn.isSignedIn).toBe(true);
  });
});

describe('failure counters shared by the nodes', () => {
  it.runIf(TEST_REDIS_URL)('counts on one node what another node added (Redis)', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const connections = [new Redis(TEST_REDIS_URL!), new Redis(TEST_REDIS_URL!)];
    try {
      const [nodeA, nodeB] = connections.map((redis) => redisCounters(redis, prefix));
      expect(await nodeA!.increment('k', 60_000)).toBe(1);
      expect(await nodeB!.increment('k', 60_000)).toBe(2);
      expect(await nodeA!.read('k')).toBe(2);
      await nodeB!.reset('k');
      expect(await nodeA!.read('k')).toBe(0);
    } finally {
      connections.forEach((redis) => redis.disconnect());
    }
  });

  it('counts in process without Redis', async () => {
    const counters = memoryCounters();
    await counters.increment('k', 60_000);
    expect(await counters.increment('k', 60_000)).toBe(2);
    await counters.reset('k');
    expect(await counters.read('k')).toBe(0);
  });
});
