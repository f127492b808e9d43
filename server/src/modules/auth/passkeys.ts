import { type Language, MESSAGES, rules } from '@musubi/shared';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { z } from 'zod';
import type { DB } from '../../db/types';
import type { Deps, Viewer } from '../../deps';
import { isoIn, isoNow } from '../../lib/clock';
import { badInput, notFound, parseInput } from '../../lib/errors';
import { inLanguage } from '../../lib/language';
import { newId } from '../../lib/ids';
import { requireViewer } from '../users';
import { describeUserAgent } from './devices';
import { mailQuietly } from './totp';
import { mailTemplates } from '../../infra/mail/templates';

/** How long a challenge may wait for its answer: the browser's prompt, and a person choosing a passkey. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkeys one account may hold: enough for every device, few enough that the list stays a list. */
const PASSKEYS_PER_ACCOUNT = 20;

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The relying party is the site PUBLIC_URL names: its host is the RP id, its origin the only one accepted. */
function relyingParty(deps: Pick<Deps, 'config'>) {
  const url = new URL(deps.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const failed = () => badInput(MESSAGES.passkeyFailed, { reason: 'PasskeyFailedException' });

/** A credential as the browser answers it: only its shape is checked here, the library checks the rest. */
const credentialJson = z.object({
  id: z.string().min(1).max(1_400),
  rawId: z.string().min(1).max(1_400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
});
const registrationJson = credentialJson.extend({
  response: z.object({
    clientDataJSON: z.string().min(1).max(10_000),
    attestationObject: z.string().min(1).max(100_000),
    transports: z.array(z.string().max(20)).max(10).nullish(),
  }),
});
const authenticationJson = credentialJson.extend({
  response: z.object({
    clientDataJSON: z.string().min(1).max(10_000),
    authenticatorData: z.string().min(1).max(10_000),
    // Room for ML-DSA-87, the largest signature the library verifies (4,627 bytes) where the runtime has it.
    signature: z.string().min(1).max(8_000),
    userHandle: z.string().max(200).nullish(),
  }),
});

function parseCredential<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw failed();
  return parsed.data;
}

async function storeChallenge(deps: Deps, challenge: string, purpose: DB['passkey_challenges']['purpose'], userId: string | null) {
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passkey_challenges').where('expiresAt', '<', isoNow(deps.clock)).execute();
    await trx
      .insertInto('passkey_challenges')
      .values({ challenge, purpose, user_id: userId, expiresAt: isoIn(deps.clock, CHALLENGE_TTL_MS), createdAt: isoNow(deps.clock) })
      .execute();
  });
}

/**
 * Spends a challenge the answer carries: one DELETE, so of two answers to one challenge only one passes, and a
 * challenge is gone after its first answer whether that answer was right or not.
 */
function challengeSpender(deps: Deps, purpose: DB['passkey_challenges']['purpose'], userId: string | null) {
  return async (challenge: string) => {
    if (challenge.length > 200) return false;
    let query = deps.db
      .deleteFrom('passkey_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('expiresAt', '>', isoNow(deps.clock));
    query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
    const spent = await query.executeTakeFirst();
    return Number(spent.numDeletedRows) === 1;
  };
}

export async function listPasskeys(deps: Pick<Deps, 'db'>, viewer: Viewer | null): Promise<PasskeyView[]> {
  const me = requireViewer(viewer);
  return deps.db
    .selectFrom('passkeys')
    .select(['id', 'name', 'createdAt', 'lastUsedAt'])
    .where('user_id', '=', me.id)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Options for the browser's navigator.credentials.create(): a discoverable credential (so signing in needs no
 * address), user verification preferred, no attestation. The viewer's passkeys are excluded, so one authenticator
 * is not registered twice.
 */
export async function beginPasskeyRegistration(deps: Deps, viewer: Viewer | null) {
  const me = requireViewer(viewer);
  const existing = await deps.db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', me.id).execute();
  const { rpID } = relyingParty(deps);
  const options = await generateRegistrationOptions({
    rpName: 'Musubi',
    rpID,
    userName: me.email,
    userID: new TextEncoder().encode(me.id),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: readTransports(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(deps, options.challenge, 'register', me.id);
  return options;
}

const finishRegistrationSchema = z.object({ response: z.unknown(), name: z.string().nullish() });

/** The browser's answer to beginPasskeyRegistration: verified by the library, then kept with its name. */
export async function finishPasskeyRegistration(deps: Deps, viewer: Viewer | null, input: unknown, userAgent: string | undefined) {
  const me = requireViewer(viewer);
  const data = parseInput(finishRegistrationSchema, input);
  const name = data.name?.trim() ? parseInput(z.object({ name: rules.passkeyName() }), { name: data.name }).name : defaultName(userAgent, me.language);
  const response = parseCredential(registrationJson, data.response) as RegistrationResponseJSON;
  const { rpID, origin } = relyingParty(deps);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challengeSpender(deps, 'register', me.id),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    deps.log.info({ err: error }, 'a passkey registration was refused');
    throw failed();
  }
  if (!verification.verified) throw failed();
  const { credential } = verification.registrationInfo;
  const count = await deps.db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', me.id)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= PASSKEYS_PER_ACCOUNT) throw badInput(MESSAGES.tooMany(PASSKEYS_PER_ACCOUNT));
  const row = {
    id: newId(),
    user_id: me.id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
    name,
    createdAt: isoNow(deps.clock),
    lastUsedAt: null,
  };
  try {
    await deps.db.insertInto('passkeys').values(row).execute();
  } catch (error) {
    // The credential is registered already (to this account or another): the unique index decides.
    deps.log.info({ err: error }, 'a passkey already registered was offered again');
    throw failed();
  }
  await mailQuietly(deps, me.email, mailTemplates(me.language).passkeyAdded(row.name));
  return { id: row.id, name: row.name, createdAt: row.createdAt, lastUsedAt: null };
}

/** The name a passkey gets when its owner gives none: the browser and system it was registered from. */
function defaultName(userAgent: string | undefined, language: Language): string {
  const { browser, os } = describeUserAgent(userAgent ?? null);
  const named = browser && os ? `${browser} (${os})` : (browser ?? os);
  return (named ?? inLanguage(MESSAGES.unnamedPasskey, language)).slice(0, 50);
}

function readTransports(stored: string | null): string[] | undefined {
  if (!stored) return undefined;
  const parsed = z.array(z.string()).safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : undefined;
}

const renameSchema = z.object({ id: z.string().max(64).nullish(), name: rules.passkeyName() });

export async function renamePasskey(deps: Deps, viewer: Viewer | null, input: unknown): Promise<PasskeyView> {
  const me = requireViewer(viewer);
  const data = parseInput(renameSchema, input);
  if (!data.id) throw notFound(MESSAGES.passkeyNotFound);
  const updated = await deps.db.updateTable('passkeys').set({ name: data.name }).where('id', '=', data.id).where('user_id', '=', me.id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw notFound(MESSAGES.passkeyNotFound);
  return deps.db.selectFrom('passkeys').select(['id', 'name', 'createdAt', 'lastUsedAt']).where('id', '=', data.id).executeTakeFirstOrThrow();
}

/** Deletes one of the owner's passkeys; the caller has checked the password. Answers whether there was one. */
export async function deletePasskey(deps: Pick<Deps, 'db'>, userId: string, id: string): Promise<boolean> {
  const deleted = await deps.db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Options for navigator.credentials.get() with no address asked: any discoverable passkey of this site answers. */
export async function beginPasskeySignIn(deps: Deps) {
  const { rpID } = relyingParty(deps);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', timeout: CHALLENGE_TTL_MS });
  await storeChallenge(deps, options.challenge, 'sign_in', null);
  return options;
}

/**
 * Options for the second step of a sign-in whose password was right: only this account's passkeys may answer.
 * Answers null when it has none.
 */
export async function beginPasskeySecondStep(deps: Deps, userId: string) {
  const passkeys = await deps.db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute();
  if (passkeys.length === 0) return null;
  const { rpID } = relyingParty(deps);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: passkeys.map((row) => ({ id: row.credential_id, transports: readTransports(row.transports) })),
  });
  await storeChallenge(deps, options.challenge, 'second_step', userId);
  return options;
}

/**
 * The browser's answer to beginPasskeySignIn (account null: a passkey alone) or beginPasskeySecondStep (the
 * account whose password was right), verified by the library against the stored public key: answers the account.
 * Alone, the user must have been verified (a PIN or biometrics), since this one step stands for both factors; as
 * the second step, the device's presence is the factor. The counter moves forward, and one that does not (a cloned
 * authenticator) is refused.
 */
export async function verifyPasskeyAnswer(deps: Deps, input: unknown, account: string | null = null): Promise<string> {
  const response = parseCredential(authenticationJson, input) as AuthenticationResponseJSON;
  const purpose = account === null ? 'sign_in' : 'second_step';
  const spendChallenge = challengeSpender(deps, purpose, account);
  let lookup = deps.db.selectFrom('passkeys').selectAll().where('credential_id', '=', response.id);
  if (account !== null) lookup = lookup.where('user_id', '=', account);
  const passkey = await lookup.executeTakeFirst();
  if (!passkey) {
    // Spent all the same: a challenge answers once, by whichever credential.
    await spendChallenge(challengeOf(response.response.clientDataJSON));
    throw failed();
  }
  const { rpID, origin } = relyingParty(deps);
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: spendChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: account === null,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: readTransports(passkey.transports),
      },
    });
  } catch (error) {
    deps.log.info({ err: error }, 'a passkey sign-in was refused');
    throw failed();
  }
  if (!verification.verified) throw failed();
  const { newCounter } = verification.authenticationInfo;
  // Conditional on the counter read, so two sign-ins with one signature cannot both move it.
  const updated = await deps.db
    .updateTable('passkeys')
    .set({ counter: newCounter, lastUsedAt: isoNow(deps.clock) })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw failed();
  return passkey.user_id;
}

/** The challenge a clientDataJSON carries, or '' when it is not readable. */
function challengeOf(clientDataJSON: string): string {
  try {
    const parsed = z.object({ challenge: z.string() }).safeParse(JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.challenge : '';
  } catch {
    return '';
  }
}
