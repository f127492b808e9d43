import { DEFAULT_LANGUAGE, USER_STATUS } from '@musubi/shared';
import * as oidc from 'openid-client';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { createMyChatRoom } from '../rooms';
import { createAccount, findUserByEmail, findUserById } from '../users';
import { VOID_PASSWORD_HASH } from './passwords';
import { continueSignIn, type SignInClient, type SignInResult } from './service';
import { insertIdentity, isDomainAllowed, linkedUserId, noteSsoSignIn, requestLink } from './sso-links';

/**
 * Single sign-on with OpenID Connect (decision 0301), by openid-client: discovery, the authorization code flow with
 * PKCE, state and nonce, and the ID token's signature, issuer, audience, expiry and nonce checked by the library.
 */

/** Where the provider sends the browser back. */
export const callbackUrl = (deps: Pick<Deps, 'config'>) => `${deps.config.publicUrl}/auth/sso/callback`;

/** The sign-in button, when SSO is configured. */
export const ssoButton = (deps: Pick<Deps, 'config'>) => (deps.config.OIDC_ISSUER ? { label: deps.config.OIDC_BUTTON_LABEL } : null);

/** The provider's configuration by discovery, read once per process (again after a failure). */
const discovered = new WeakMap<object, Promise<oidc.Configuration>>();
function providerOf(deps: Pick<Deps, 'config'>): Promise<oidc.Configuration> {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = deps.config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return Promise.reject(new Error('single sign-on is not configured'));
  let provider = discovered.get(deps.config);
  if (!provider) {
    const issuer = new URL(OIDC_ISSUER);
    // http:// is accepted only for a provider on this machine (config.ts refuses any other).
    // The ID token's signature is checked against the provider's keys too, not only trusted for coming over TLS.
    const execute = [oidc.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [])];
    provider = oidc.discovery(issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, { execute });
    provider.catch(() => discovered.delete(deps.config));
    discovered.set(deps.config, provider);
  }
  return provider;
}

/** What the browser keeps (in an httpOnly cookie) between leaving for the provider and coming back. */
export interface SsoChecks {
  verifier: string;
  state: string;
  nonce: string;
}

/** The provider's authorization URL for a new sign-in, and the checks its answer must pass. */
export async function startSsoSignIn(deps: Pick<Deps, 'config'>): Promise<{ url: string; checks: SsoChecks }> {
  const provider = await providerOf(deps);
  const checks = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(deps),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
    state: checks.state,
    nonce: checks.nonce,
  });
  return { url: url.href, checks };
}

export interface SsoIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * The provider's answer (the callback URL with its code), exchanged for tokens and checked; the identity from the
 * ID token (or, when it names no address, from the UserInfo endpoint). Throws when any check fails.
 */
export async function finishSsoSignIn(deps: Pick<Deps, 'config'>, currentUrl: URL, checks: SsoChecks): Promise<SsoIdentity> {
  const provider = await providerOf(deps);
  const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims()!;
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string') source = await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof source.email === 'string' ? source.email.toLowerCase() : null,
    emailVerified: source.email_verified === true,
    name: typeof source.name === 'string' ? source.name.slice(0, 50) : null,
  };
}

export type SsoOutcome =
  | { kind: 'signed_in'; result: SignInResult }
  /** The address belongs to a password account not linked yet: its owner's password links it (the token's cookie). */
  | { kind: 'link'; token: string }
  | { kind: 'refused'; reason: 'unverified' | 'domain' | 'no_account' | 'suspended' };

/**
 * Who a checked identity signs in as: the account linked to it; else, for a verified address of an allowed domain,
 * a link to wait for the password account of that address, or a new account when OIDC_CREATE_ACCOUNTS allows.
 * The sign-in then goes on as after a password (the authenticator app's code, or its required setup).
 */
export async function signInWithSso(deps: Deps, identity: SsoIdentity, client: SignInClient): Promise<SsoOutcome> {
  if (!identity.email || !identity.emailVerified) return { kind: 'refused', reason: 'unverified' };
  if (!isDomainAllowed(deps.config, identity.email)) return { kind: 'refused', reason: 'domain' };
  const linked = await linkedUserId(deps.db, identity.issuer, identity.subject);
  if (linked) {
    const user = await findUserById(deps.db, linked);
    if (!user || user.status === USER_STATUS.suspended) return { kind: 'refused', reason: 'suspended' };
    await noteSsoSignIn(deps.db, identity.issuer, identity.subject, isoNow(deps.clock));
    return { kind: 'signed_in', result: await continueSignIn(deps, user, client) };
  }
  const existing = await findUserByEmail(deps.db, identity.email);
  if (existing) {
    if (existing.status === USER_STATUS.suspended) return { kind: 'refused', reason: 'suspended' };
    return { kind: 'link', token: await requestLink(deps, { userId: existing.id, issuer: identity.issuer, subject: identity.subject }) };
  }
  if (!deps.config.OIDC_CREATE_ACCOUNTS) return { kind: 'refused', reason: 'no_account' };
  const id = newId();
  const email = identity.email;
  await deps.db.transaction().execute(async (trx) => {
    const now = isoNow(deps.clock);
    // The provider proved the address: the account is confirmed, with no password of its own.
    await createAccount(trx, {
      id,
      email,
      password_hash: VOID_PASSWORD_HASH,
      name: identity.name,
      status: USER_STATUS.active,
      codeVerify: null,
      codeVerifyExpiresAt: null,
      userIdInvite: null,
      typeInvite: null,
      linkExternal: null,
      lastTimeLogin: now,
      createdAt: now,
      updatedAt: now,
    });
    await insertIdentity(trx, { userId: id, issuer: identity.issuer, subject: identity.subject, now });
    await createMyChatRoom(trx, deps, { id, email });
  });
  return { kind: 'signed_in', result: await continueSignIn(deps, { id, email, status: USER_STATUS.active, language: DEFAULT_LANGUAGE }, client) };
}
