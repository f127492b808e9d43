import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { MESSAGES, USER_STATUS } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { SIGN_IN, signUpUser, startTestServer, type TestClient } from '../harness';
import { graphql } from '../graphql';

const ORIGIN = 'http://localhost:3000';
const server = await startTestServer({ env: { PUBLIC_URL: ORIGIN } });

const LIST = graphql(`query PasskeysList { passkeys { id name createdAt lastUsedAt } }`);
const BEGIN_REGISTRATION = graphql(`mutation PasskeysBeginRegistration { beginPasskeyRegistration }`);
const FINISH_REGISTRATION = graphql(`mutation PasskeysFinishRegistration($input: FinishPasskeyRegistrationInput!) {
  finishPasskeyRegistration(input: $input) { id name createdAt lastUsedAt }
}`);
const IN_ENGLISH = graphql(`mutation PasskeysInEnglish { updateLanguage(language: "en") { language } }`);
const RENAME = graphql(`mutation PasskeysRename($input: RenamePasskeyInput!) { renamePasskey(input: $input) { id name } }`);
const REMOVE = graphql(`mutation PasskeysRemove($input: RemovePasskeyInput!) { removePasskey(input: $input) }`);
const BEGIN_SIGN_IN = graphql(`mutation PasskeysBeginSignIn { beginPasskeySignIn }`);
const SIGN_IN_WITH_PASSKEY = graphql(`mutation PasskeysSignIn($response: JSON) { signInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } } }`);
const ME = graphql(`query PasskeysMe { getUserDetail { id } }`);
const TOTP_BEGIN = graphql(`mutation PasskeysTotpBegin { beginTotpSetup { secret } }`);
const TOTP_CONFIRM = graphql(`mutation PasskeysTotpConfirm($code: String) { confirmTotpSetup(code: $code) }`);
const BEGIN_SECOND_STEP = graphql(`mutation PasskeysBeginSecondStep { beginPasskeySecondStep }`);
const CONFIRM_WITH_PASSKEY = graphql(`mutation PasskeysConfirmSignIn($response: JSON) {
  confirmSignInWithPasskey(response: $response) { isSignedIn nextStep { signInStep } }
}`);

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** The few CBOR items a 'none' attestation needs (RFC 8949): small maps, text, byte strings, small integers. */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborInt = (value: number) => (value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);
const cborBytes = (bytes: Uint8Array) => Buffer.concat([cborHead(2, bytes.length), bytes]);
const cborMap = (entries: [Buffer, Buffer][]) => Buffer.concat([cborHead(5, entries.length), ...entries.flat()]);

/**
 * A software authenticator: an ES256 key pair per credential, answering navigator.credentials.create() and .get()
 * as the WebAuthn spec lays out authenticatorData, clientDataJSON and a 'none' attestation.
 */
class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  userHandle = '';

  constructor() {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** options: beginPasskeyRegistration's answer (a JSON scalar to GraphQL). */
  create(json: unknown, origin = ORIGIN) {
    const options = json as { challenge: string; rp: { id: string }; user: { id: string } };
    this.userHandle = options.user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const coseKey = cborMap([
      [cborInt(1), cborInt(2)],
      [cborInt(3), cborInt(-7)],
      [cborInt(-1), cborInt(1)],
      [cborInt(-2), cborBytes(Buffer.from(jwk.x!, 'base64url'))],
      [cborInt(-3), cborBytes(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, coseKey]);
    // User present, user verified, attested credential data included.
    const authData = this.authData(options.rp.id, 0x45, attested);
    const attestationObject = cborMap([
      [cborText('fmt'), cborText('none')],
      [cborText('attStmt'), cborMap([])],
      [cborText('authData'), cborBytes(authData)],
    ]);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** options: beginPasskeySignIn's answer. */
  get(json: unknown, { origin = ORIGIN, verified = true } = {}) {
    const options = json as { challenge: string; rpId: string };
    this.counter += 1;
    const authData = this.authData(options.rpId, verified ? 0x05 : 0x01);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}

async function register(client: TestClient, authenticator = new SoftAuthenticator(), name?: string) {
  const { beginPasskeyRegistration: options } = await client.ok(BEGIN_REGISTRATION);
  const { finishPasskeyRegistration } = await client.ok(FINISH_REGISTRATION, { input: { response: authenticator.create(options), name } });
  return { authenticator, passkey: finishPasskeyRegistration };
}

async function signInWith(authenticator: SoftAuthenticator, how: { origin?: string; verified?: boolean } = {}) {
  const client = server.client();
  const { beginPasskeySignIn: options } = await client.ok(BEGIN_SIGN_IN);
  const answer = authenticator.get(options, how);
  return { client, answer, result: await client.gql(SIGN_IN_WITH_PASSKEY, { response: answer }) };
}

const passkeysOf = (userId: string) => server.deps.db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).execute();
const sessionCount = async (userId: string) =>
  (await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
const errorOf = (result: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

describe('registering a passkey', () => {
  it('asks for a discoverable credential of this site, keeps it named after the browser, and lists it', async () => {
    const user = await signUpUser(server);
    user.client.headers['user-agent'] = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
    const options = (await user.client.ok(BEGIN_REGISTRATION)).beginPasskeyRegistration as Record<string, unknown>;
    expect(options.rp).toEqual({ name: 'Musubi', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.attestation).toBe('none');

    const authenticator = new SoftAuthenticator();
    const { finishPasskeyRegistration: passkey } = await user.client.ok(FINISH_REGISTRATION, { input: { response: authenticator.create(options) } });
    expect(passkey).toMatchObject({ name: 'Chrome 142 (Windows 10)', lastUsedAt: null });
    expect((await user.client.ok(LIST)).passkeys).toEqual([passkey]);
    expect((await server.smtp.lastMailTo(user.email)).subject).toBe('【Musubi】パスキーを登録しました');

    const { passkey: second } = await register(user.client, new SoftAuthenticator(), ' 仕事用の鍵 ');
    expect(second.name).toBe('仕事用の鍵');
    const { renamePasskey } = await user.client.ok(RENAME, { input: { id: passkey.id, name: '自宅のパソコン' } });
    expect(renamePasskey).toEqual({ id: passkey.id, name: '自宅のパソコン' });
    expect((await user.client.ok(LIST)).passkeys.map((row) => row.name)).toEqual(['自宅のパソコン', '仕事用の鍵']);
  });

  it('names a passkey from a browser it cannot tell in its owner’s language', async () => {
    const user = await signUpUser(server);
    user.client.headers['user-agent'] = 'curl/8.0';
    expect((await register(user.client)).passkey.name).toBe('パスキー');
    await user.client.ok(IN_ENGLISH);
    expect((await register(user.client)).passkey.name).toBe('Passkey');
  });

  it('refuses a signed-out caller to every registration call, with nothing written', async () => {
    const anonymous = server.client();
    for (const [operation, variables] of [
      [LIST, {}],
      [BEGIN_REGISTRATION, {}],
      [FINISH_REGISTRATION, { input: { response: {} } }],
      [RENAME, { input: { id: 'x', name: 'x' } }],
      [REMOVE, { input: { id: 'x', password: 'password123' } }],
    ] as const) {
      expect(errorOf(await anonymous.gql(operation as never, variables as never)).code).toBe('UNAUTHENTICATED');
    }
    expect(await server.deps.db.selectFrom('passkey_challenges').select('challenge').where('purpose', '=', 'register').where('user_id', 'is', null).execute()).toEqual([]);
  });

  it('refuses malformed answers, a wrong origin, a replayed challenge and another account’s challenge', async () => {
    const user = await signUpUser(server);
    for (const response of [null, {}, 'garbage', { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'x', attestationObject: 'x' } }]) {
      expect(errorOf(await user.client.gql(FINISH_REGISTRATION, { input: { response } }))).toEqual({ code: 'BAD_USER_INPUT', message: MESSAGES.passkeyFailed });
    }
    const tooLong = await user.client.gql(FINISH_REGISTRATION, { input: { response: {}, name: 'あ'.repeat(51) } });
    expect(errorOf(tooLong).code).toBe('BAD_USER_INPUT');

    // A page of another site: refused, and its challenge is spent.
    const { beginPasskeyRegistration: options } = await user.client.ok(BEGIN_REGISTRATION);
    const elsewhere = new SoftAuthenticator().create(options, 'https://evil.example');
    expect(errorOf(await user.client.gql(FINISH_REGISTRATION, { input: { response: elsewhere } })).message).toBe(MESSAGES.passkeyFailed);
    const retried = new SoftAuthenticator().create(options);
    expect(errorOf(await user.client.gql(FINISH_REGISTRATION, { input: { response: retried } })).message).toBe(MESSAGES.passkeyFailed);

    // A challenge answers once.
    const { beginPasskeyRegistration: once } = await user.client.ok(BEGIN_REGISTRATION);
    await user.client.ok(FINISH_REGISTRATION, { input: { response: new SoftAuthenticator().create(once) } });
    expect(errorOf(await user.client.gql(FINISH_REGISTRATION, { input: { response: new SoftAuthenticator().create(once) } })).message).toBe(MESSAGES.passkeyFailed);

    // Another account's challenge, answered in this account's session.
    const other = await signUpUser(server);
    const { beginPasskeyRegistration: theirs } = await other.client.ok(BEGIN_REGISTRATION);
    expect(errorOf(await user.client.gql(FINISH_REGISTRATION, { input: { response: new SoftAuthenticator().create(theirs) } })).message).toBe(MESSAGES.passkeyFailed);
    expect(await passkeysOf(user.id)).toHaveLength(1);
    expect(await passkeysOf(other.id)).toEqual([]);
  });

  it('refuses a credential registered already, to this account or another', async () => {
    const owner = await signUpUser(server);
    const { authenticator } = await register(owner.client);
    const thief = await signUpUser(server);
    const { beginPasskeyRegistration: options } = await thief.client.ok(BEGIN_REGISTRATION);
    expect(errorOf(await thief.client.gql(FINISH_REGISTRATION, { input: { response: authenticator.create(options) } })).message).toBe(MESSAGES.passkeyFailed);
    expect(await passkeysOf(thief.id)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, moves its counter and records its use', async () => {
    const user = await signUpUser(server);
    const { authenticator, passkey } = await register(user.client);
    const before = await sessionCount(user.id);
    const { client, result } = await signInWith(authenticator);
    expect(result.data?.signInWithPasskey).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await client.ok(ME)).getUserDetail?.id).toBe(user.id);
    expect(await sessionCount(user.id)).toBe(before + 1);
    const [stored] = await passkeysOf(user.id);
    expect(Number(stored!.counter)).toBe(1);
    expect((await client.ok(LIST)).passkeys).toEqual([{ ...passkey, lastUsedAt: stored!.lastUsedAt }]);
    expect(stored!.lastUsedAt).not.toBeNull();
  });

  it('stands for both steps: an account with an authenticator app gets no second step', async () => {
    const user = await signUpUser(server);
    const { authenticator } = await register(user.client);
    await turnTotpOn(user.client);
    const password = await server.client().ok(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(password.signIn.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const { result } = await signInWith(authenticator);
    expect(result.data?.signInWithPasskey).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('refuses a replayed answer, a wrong origin, an unverified user and a passkey not registered, with no session', async () => {
    const user = await signUpUser(server);
    const { authenticator } = await register(user.client);
    const before = await sessionCount(user.id);

    const { answer } = await signInWith(authenticator);
    const replay = await server.client().gql(SIGN_IN_WITH_PASSKEY, { response: answer });
    expect(errorOf(replay)).toEqual({ code: 'BAD_USER_INPUT', message: MESSAGES.passkeyFailed });
    const signedIn = before + 1;

    for (const how of [{ origin: 'https://evil.example' }, { verified: false }]) {
      const { client, result } = await signInWith(authenticator, how);
      expect(errorOf(result).message).toBe(MESSAGES.passkeyFailed);
      expect(errorOf(await client.gql(ME)).code).toBe('UNAUTHENTICATED');
    }
    expect(errorOf((await signInWith(new SoftAuthenticator())).result).message).toBe(MESSAGES.passkeyFailed);
    for (const response of [null, {}, 'garbage', { id: 'x' }]) {
      expect(errorOf(await server.client().gql(SIGN_IN_WITH_PASSKEY, { response })).code).toBe('BAD_USER_INPUT');
    }
    expect(await sessionCount(user.id)).toBe(signedIn);
  });

  it('refuses the passkey of a suspended account', async () => {
    const user = await signUpUser(server);
    const { authenticator } = await register(user.client);
    await server.deps.db.updateTable('users').set({ status: USER_STATUS.suspended }).where('id', '=', user.id).execute();
    const before = await sessionCount(user.id);
    const { client, result } = await signInWith(authenticator);
    expect(errorOf(result).code).toBe('FORBIDDEN');
    expect(errorOf(await client.gql(ME)).code).toBe('UNAUTHENTICATED');
    expect(await sessionCount(user.id)).toBe(before);
  });
});

/** Turns the authenticator app on for a signed-in user. */
async function turnTotpOn(client: TestClient) {
  const { beginTotpSetup } = await client.ok(TOTP_BEGIN);
  const { generate } = await import('otplib');
  await client.ok(TOTP_CONFIRM, { code: await generate({ secret: beginTotpSetup.secret, epoch: Math.floor(server.clock.now().getTime() / 1000) }) });
}

/** The password step of a user with the app on: the client holding the sign-in that waits for its second step. */
async function passwordStep(user: { email: string; password: string }) {
  const client = server.client();
  const { signIn } = await client.ok(SIGN_IN, { input: { email: user.email, password: user.password } });
  expect(signIn.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
  return client;
}

describe('a passkey as the second step', () => {
  it('answers the step instead of a code, with only the account’s own passkeys, once', async () => {
    const user = await signUpUser(server);
    const { authenticator } = await register(user.client);
    await turnTotpOn(user.client);
    const stranger = await signUpUser(server);
    const { authenticator: strangers } = await register(stranger.client);
    const before = await sessionCount(user.id);

    const client = await passwordStep(user);
    const { beginPasskeySecondStep: options } = await client.ok(BEGIN_SECOND_STEP);
    expect((options as { allowCredentials: { id: string }[] }).allowCredentials.map((c) => c.id)).toEqual([b64url(authenticator.credentialId)]);
    // Another account's passkey, then a page of another site: refused, the sign-in still waiting.
    expect(errorOf(await client.gql(CONFIRM_WITH_PASSKEY, { response: strangers.get(options) })).message).toBe(MESSAGES.passkeyFailed);
    const { beginPasskeySecondStep: again } = await client.ok(BEGIN_SECOND_STEP);
    expect(errorOf(await client.gql(CONFIRM_WITH_PASSKEY, { response: authenticator.get(again, { origin: 'https://evil.example' }) })).message).toBe(MESSAGES.passkeyFailed);
    expect(errorOf(await client.gql(ME)).code).toBe('UNAUTHENTICATED');
    expect(await sessionCount(user.id)).toBe(before);

    const { beginPasskeySecondStep: third } = await client.ok(BEGIN_SECOND_STEP);
    const answer = authenticator.get(third);
    expect((await client.ok(CONFIRM_WITH_PASSKEY, { response: answer })).confirmSignInWithPasskey).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await client.ok(ME)).getUserDetail?.id).toBe(user.id);
    expect(await sessionCount(user.id)).toBe(before + 1);
    // The step is spent: the same answer signs in nowhere else.
    expect(errorOf(await client.gql(CONFIRM_WITH_PASSKEY, { response: answer })).message).toBe(MESSAGES.twoStepExpired);
  });

  it('refuses a caller without a waiting sign-in, and an account without a passkey', async () => {
    const anonymous = server.client();
    expect(errorOf(await anonymous.gql(BEGIN_SECOND_STEP)).message).toBe(MESSAGES.twoStepExpired);
    expect(errorOf(await anonymous.gql(CONFIRM_WITH_PASSKEY, { response: {} })).message).toBe(MESSAGES.twoStepExpired);
    const user = await signUpUser(server);
    await turnTotpOn(user.client);
    const client = await passwordStep(user);
    expect(errorOf(await client.gql(BEGIN_SECOND_STEP)).message).toBe(MESSAGES.passkeyNone);
    for (const response of [null, 'garbage', { id: 'x' }]) {
      expect(errorOf(await client.gql(CONFIRM_WITH_PASSKEY, { response })).message).toBe(MESSAGES.passkeyFailed);
    }
    expect(errorOf(await client.gql(ME)).code).toBe('UNAUTHENTICATED');
  });
});

describe('removing a passkey', () => {
  it('needs the password; another account cannot rename or remove it; once removed it signs in no more', async () => {
    const user = await signUpUser(server);
    const { authenticator, passkey } = await register(user.client);
    const other = await signUpUser(server);
    expect(errorOf(await other.client.gql(RENAME, { input: { id: passkey.id, name: '乗っ取り' } })).code).toBe('NOT_FOUND');
    expect(errorOf(await other.client.gql(REMOVE, { input: { id: passkey.id, password: other.password } })).code).toBe('NOT_FOUND');
    expect(errorOf(await user.client.gql(REMOVE, { input: { id: passkey.id, password: 'wrong-password' } })).message).toBe(MESSAGES.wrongPassword);
    expect(errorOf(await user.client.gql(REMOVE, { input: { id: passkey.id } })).code).toBe('BAD_USER_INPUT');
    expect((await passkeysOf(user.id)).map((row) => row.name)).toEqual([passkey.name]);

    expect((await user.client.ok(REMOVE, { input: { id: passkey.id, password: user.password } })).removePasskey).toBe(true);
    expect(await passkeysOf(user.id)).toEqual([]);
    expect((await server.smtp.lastMailTo(user.email)).subject).toBe('【Musubi】パスキーを削除しました');
    expect(errorOf((await signInWith(authenticator)).result).message).toBe(MESSAGES.passkeyFailed);
  });
});
