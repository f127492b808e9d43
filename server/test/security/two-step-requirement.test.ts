import { MESSAGES } from '@musubi/shared';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, type TestClient, type TestServer } from '../harness';
import { graphql } from '../graphql';

const server: TestServer = await startTestServer();

const REQUIRE = graphql(`mutation RequirementUpdate($input: TwoStepRequirementInput!) { updateTwoStepRequirement(input: $input) { required enforcedAt } }`);
const REQUIREMENT = graphql(`query RequirementRead { twoStepRequirement { required enforcedAt } }`);
const BEGIN = graphql(`mutation RequirementBegin { beginTotpSetup { secret } }`);
const CONFIRM_SETUP = graphql(`mutation RequirementConfirmSetup($code: String) { confirmTotpSetup(code: $code) }`);
const DISABLE = graphql(`mutation RequirementDisable($input: DisableTotpInput!) { disableTotp(input: $input) }`);
const STATUS = graphql(`query RequirementStatus { twoStepStatus { totpEnabled } }`);
const CREATE_TOKEN = graphql(`mutation RequirementCreateToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`);
const ME = graphql(`query RequirementMe { getUserDetail { id } }`);

const DAY_MS = 24 * 60 * 60_000;
/** The code an authenticator app shows now by the server's clock, computed by otplib (not the server's library). */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(server.clock.now().getTime() / 1000) });

async function withTotp(user: Awaited<ReturnType<typeof signUpUser>>) {
  const { beginTotpSetup } = await user.client.ok(BEGIN);
  await user.client.ok(CONFIRM_SETUP, { code: await codeNow(beginTotpSetup.secret) });
  server.clock.advance(30_000);
  return { ...user, secret: beginTotpSetup.secret };
}

const requirementRow = () => server.deps.db.selectFrom('two_step_requirement').selectAll().execute();
const sessionCount = async (userId: string) =>
  (await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

// One instance-wide setting: the steps run in order.
describe('an administrator requires two-step verification', () => {
  const state: { admin?: Awaited<ReturnType<typeof withTotp>>; member?: Awaited<ReturnType<typeof signUpUser>>; keen?: Awaited<ReturnType<typeof withTotp>>; second?: TestClient } = {};

  it('is refused to a member, to the signed-out, to malformed input, and to an administrator without it; nothing written', async () => {
    const member = await signUpUser(server);
    const outsider = server.client();
    expect((await member.client.gql(REQUIRE, { input: { required: true, graceDays: 7 } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await outsider.gql(REQUIRE, { input: { required: true, graceDays: 7 } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await outsider.gql(REQUIREMENT)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const admin = await signUpUser(server, { email: 'admin@musubi.test' });
    const own = await admin.client.gql(REQUIRE, { input: { required: true, graceDays: 7 } });
    expect(own.errors?.[0]).toMatchObject({ message: MESSAGES.twoStepRequireOwnFirst, extensions: { code: 'BAD_USER_INPUT' } });
    const withIt = await withTotp(admin);
    for (const graceDays of [-1, 91]) {
      const bad = await withIt.client.gql(REQUIRE, { input: { required: true, graceDays } });
      expect(bad.errors?.[0]).toMatchObject({ message: MESSAGES.twoStepGraceDaysInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await withIt.client.gql(REQUIRE, { input: { required: true, graceDays: 1.5 } })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect((await withIt.client.gql(REQUIRE, { input: { graceDays: 3 } })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(await requirementRow()).toEqual([]);
    expect((await member.client.ok(REQUIREMENT)).twoStepRequirement).toEqual({ required: false, enforcedAt: null });
    state.admin = withIt;
    state.member = member;
  });

  it('during the grace period tells users and lets them sign in as before; turning it off is refused meanwhile', async () => {
    const { admin, member } = state as Required<typeof state>;
    const before = server.clock.now().getTime();
    const { updateTwoStepRequirement } = await admin.client.ok(REQUIRE, { input: { required: true, graceDays: 7 } });
    expect(updateTwoStepRequirement.required).toBe(true);
    const enforcedAt = Date.parse(updateTwoStepRequirement.enforcedAt!);
    expect(enforcedAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(enforcedAt).toBeLessThanOrEqual(server.clock.now().getTime() + 7 * DAY_MS);
    const audit = await server.deps.db.selectFrom('audit_logs').selectAll().where('action', '=', 'auth.two_step_requirement').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.id);

    expect((await member.client.ok(REQUIREMENT)).twoStepRequirement).toEqual(updateTwoStepRequirement);
    const again = server.client();
    expect((await again.ok(SIGN_IN, { input: { email: member.email, password: member.password } })).signIn).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    expect((await member.client.ok(ME)).getUserDetail?.id).toBe(member.id);

    const keen = await withTotp(await signUpUser(server));
    const disable = await keen.client.gql(DISABLE, { input: { password: keen.password, code: await codeNow(keen.secret) } });
    expect(disable.errors?.[0]).toMatchObject({ message: MESSAGES.twoStepRequiredCannotDisable, extensions: { code: 'FORBIDDEN' } });
    expect((await keen.client.ok(STATUS)).twoStepStatus.totpEnabled).toBe(true);
    state.keen = keen;
    state.second = again;
  });

  it('after it, ends the sessions of accounts without it; their sign-in can only set it up, then signs in', async () => {
    const { admin, member, keen } = state as Required<typeof state>;
    server.clock.advance(7 * DAY_MS + 60_000);
    // The member's session ends; the administrator's and the keen user's (both with it) go on.
    expect((await member.client.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await member.client.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await sessionCount(member.id)).toBe(1);
    expect((await state.second!.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await sessionCount(member.id)).toBe(0);
    expect((await admin.client.ok(ME)).getUserDetail?.id).toBe(admin.id);
    expect((await keen.client.ok(ME)).getUserDetail?.id).toBe(keen.id);

    const client = server.client();
    const { signIn } = await client.ok(SIGN_IN, { input: { email: member.email, password: member.password } });
    expect(signIn).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' } });
    expect(await sessionCount(member.id)).toBe(0);
    expect(client.cookie).toMatch(/^musubi_totp_setup=/);

    // Holding the setup step, nothing but the setup works.
    expect((await client.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await client.gql(STATUS)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await client.gql(CREATE_TOKEN, { input: { name: 'bot', scope: 'WRITE' } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await server.deps.db.selectFrom('api_tokens').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    // Nor can anyone without that cookie set up someone's app.
    expect((await server.client().gql(BEGIN)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const { beginTotpSetup } = await client.ok(BEGIN);
    const wrong = await client.gql(CONFIRM_SETUP, { code: '000000' === (await codeNow(beginTotpSetup.secret)) ? '111111' : '000000' });
    expect(wrong.errors?.[0]?.message).toBe(MESSAGES.codeMismatch);
    expect(await sessionCount(member.id)).toBe(0);
    const { confirmTotpSetup } = await client.ok(CONFIRM_SETUP, { code: await codeNow(beginTotpSetup.secret) });
    expect(confirmTotpSetup).toHaveLength(10);
    expect((await client.ok(ME)).getUserDetail?.id).toBe(member.id);
    expect((await client.ok(STATUS)).twoStepStatus.totpEnabled).toBe(true);
    // The step is spent: its cookie cannot start a second setup.
    const spent = await server.deps.db.selectFrom('auth_codes').select('usedAt').where('user_id', '=', member.id).where('purpose', '=', 'totp_setup').executeTakeFirstOrThrow();
    expect(spent.usedAt).not.toBeNull();
  });

  it('a sign-in of an account with the app asks for its code as before; stopping the requirement frees the rest', async () => {
    const { admin } = state as Required<typeof state>;
    const late = await signUpUser(server);
    // Signed up during the requirement: confirmed, the session ends at once and the sign-in leads to the setup.
    expect((await late.client.gql(ME)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const held = server.client();
    expect((await held.ok(SIGN_IN, { input: { email: late.email, password: late.password } })).signIn.nextStep.signInStep).toBe(
      'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
    );
    const keenClient = server.client();
    const { keen } = state as Required<typeof state>;
    expect((await keenClient.ok(SIGN_IN, { input: { email: keen.email, password: keen.password } })).signIn.nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );

    await admin.client.ok(REQUIRE, { input: { required: false } });
    expect((await admin.client.ok(REQUIREMENT)).twoStepRequirement).toEqual({ required: false, enforcedAt: null });
    const free = server.client();
    expect((await free.ok(SIGN_IN, { input: { email: late.email, password: late.password } })).signIn).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });
});
