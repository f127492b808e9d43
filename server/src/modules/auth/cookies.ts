import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './sessions';

/** httpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, Secure when served over https. */
export function setSessionCookie(reply: FastifyReply | undefined, config: Config, token: string) {
  reply?.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply | undefined) {
  reply?.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The sign-in waiting for its second step (5 minutes): httpOnly like the session's, never readable by scripts. */
export const SECOND_STEP_COOKIE = 'musubi_second_step';

export function setSecondStepCookie(reply: FastifyReply | undefined, config: Config, token: string) {
  reply?.setCookie(SECOND_STEP_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: 5 * 60,
  });
}

/** A sign-in that must set two-step verification up first (decision 0300): it holds no session, only this. */
export const TOTP_SETUP_COOKIE = 'musubi_totp_setup';
/** A provider's sign-in waiting for the owner's password to link it to a password account (decision 0301). */
export const SSO_LINK_COOKIE = 'musubi_sso_link';
/** The PKCE verifier, state and nonce of a sign-in gone to the provider, read back by its callback alone. */
export const SSO_CHECKS_COOKIE = 'musubi_sso';
export const SSO_CHECKS_PATH = '/auth/sso';

/** A short-lived httpOnly cookie of a sign-in under way. */
export function setStepCookie(reply: FastifyReply | undefined, config: Config, name: string, value: string, seconds: number, path = '/') {
  reply?.setCookie(name, value, { path, httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https:'), maxAge: seconds });
}

export function clearStepCookie(reply: FastifyReply | undefined, name: string, path = '/') {
  reply?.clearCookie(name, { path });
}
