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
