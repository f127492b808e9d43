import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { isOverBudget, type RateCheck } from '../../lib/rate';
import {
  clearStepCookie,
  setSecondStepCookie,
  setSessionCookie,
  setStepCookie,
  SSO_CHECKS_COOKIE,
  SSO_CHECKS_PATH,
  SSO_LINK_COOKIE,
  TOTP_SETUP_COOKIE,
} from './cookies';
import { TOTP_SETUP_TTL_MS } from './service';
import { finishSsoSignIn, signInWithSso, ssoButton, startSsoSignIn, type SsoIdentity } from './sso';
import { SSO_LINK_TTL_MS } from './sso-links';
import { toldTo } from '../../lib/language';

/** How long a sign-in may stay at the provider. */
const AT_PROVIDER_SECONDS = 10 * 60;
const checksSchema = z.object({ verifier: z.string().min(43).max(128), state: z.string().min(1).max(200), nonce: z.string().min(1).max(200) });

const LOGIN = '/auth/login';
const loginWith = (param: string, value: string) => `${LOGIN}?${param}=${encodeURIComponent(value)}`;

function readChecks(raw: string | undefined) {
  if (!raw || raw.length > 2_000) return null;
  try {
    const parsed = checksSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Single sign-on's three routes (decision 0301): whether there is a button, leaving for the provider, and coming
 * back. The callback answers every outcome with a redirect to the sign-in page, which says what happened.
 */
export function registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck) {
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const retryAfter = await isOverBudget(httpBudget, request);
    if (retryAfter === null) return false;
    await reply.code(429).header('retry-after', retryAfter).send(null);
    return true;
  };

  // The default label in the browser's language; a label the operator chose, as they wrote it.
  app.get('/auth/sso/options', async (request, reply) => {
    const button = ssoButton(deps);
    return reply.header('cache-control', 'no-store').send({ label: button && toldTo(request, button.label) });
  });

  app.get('/auth/sso/start', async (request, reply) => {
    if (await limited(request, reply)) return reply;
    if (!ssoButton(deps)) return reply.redirect(LOGIN, 303);
    try {
      const { url, checks } = await startSsoSignIn(deps);
      const value = Buffer.from(JSON.stringify(checks)).toString('base64url');
      setStepCookie(reply, deps.config, SSO_CHECKS_COOKIE, value, AT_PROVIDER_SECONDS, SSO_CHECKS_PATH);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    } catch (error) {
      request.log.warn({ err: error }, 'the OpenID provider could not be reached');
      return reply.redirect(loginWith('sso', 'unavailable'), 303);
    }
  });

  app.get('/auth/sso/callback', async (request, reply) => {
    if (await limited(request, reply)) return reply;
    const checks = readChecks(request.cookies[SSO_CHECKS_COOKIE]);
    clearStepCookie(reply, SSO_CHECKS_COOKIE, SSO_CHECKS_PATH);
    reply.header('cache-control', 'no-store');
    if (!checks || !ssoButton(deps)) return reply.redirect(loginWith('sso', 'failed'), 303);
    let identity: SsoIdentity;
    try {
      identity = await finishSsoSignIn(deps, new URL(request.url, deps.config.publicUrl), checks);
    } catch (error) {
      // A wrong state, a code already used, a tampered or expired ID token, the provider's own refusal …
      request.log.warn({ err: error }, 'an SSO sign-in was refused');
      return reply.redirect(loginWith('sso', 'failed'), 303);
    }
    const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined;
    const outcome = await signInWithSso(deps, identity, { userAgent, address: request.ip });
    if (outcome.kind === 'refused') return reply.redirect(loginWith('sso', outcome.reason), 303);
    if (outcome.kind === 'link') {
      setStepCookie(reply, deps.config, SSO_LINK_COOKIE, outcome.token, SSO_LINK_TTL_MS / 1000);
      return reply.redirect(loginWith('sso', 'link'), 303);
    }
    const { result } = outcome;
    if (result.token) {
      setSessionCookie(reply, deps.config, result.token);
      return reply.redirect('/', 303);
    }
    if (result.secondStep) {
      setSecondStepCookie(reply, deps.config, result.secondStep);
      return reply.redirect(loginWith('step', 'totp'), 303);
    }
    if (result.totpSetup) {
      setStepCookie(reply, deps.config, TOTP_SETUP_COOKIE, result.totpSetup, TOTP_SETUP_TTL_MS / 1000);
      return reply.redirect(loginWith('step', 'totp-setup'), 303);
    }
    return reply.redirect(loginWith('sso', 'failed'), 303);
  });
}
