import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet, { contentSecurityPolicy, type HelmetOptions } from 'helmet';
import { MESSAGES } from '@musubi/shared';
import type { Config } from '../config';
import { discardRestOfBody } from './refused-body';
import { toldTo } from './language';

const STRIPE_SCRIPTS = 'https://js.stripe.com';

/**
 * The pages' headers (helmet). No inline script anywhere; Mantine writes its styles into <style>
 * elements and style attributes at run time, so styles allow 'unsafe-inline'. The captcha's web worker is a
 * built file of our own. Stripe.js, its frames and its API are allowed only when Stripe is configured.
 * HSTS and upgrade-insecure-requests only when the public address is https.
 */
function helmetOptions(config: Config, scriptHashes: string[] = []): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_SCRIPTS] : []), ...scriptHashes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? [STRIPE_SCRIPTS, 'https://hooks.stripe.com'] : ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app embeds nothing cross-origin that would need credentials-less loading rules.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/** Sets the headers above on every answer. Helmet is built once here: its CSP text is then written only once. */
export function securityHeaders(config: Config): onRequestHookHandler {
  const setHeaders = helmet(helmetOptions(config));
  // Helmet throws its errors rather than passing them on, so its callback only ever says "go on".
  return (request, reply, done) => setHeaders(request.raw, reply.raw, () => done());
}

/**
 * Sets the CSP of a page the server writes itself with an inline script (the receipt's print button): the same
 * policy, with that script allowed by its hash, in place of the one every answer gets.
 */
export function allowInlineScripts(config: Config, scriptHashes: string[]) {
  const options = helmetOptions(config, scriptHashes).contentSecurityPolicy;
  const setPolicy = contentSecurityPolicy(typeof options === 'object' ? options : undefined);
  return (request: FastifyRequest, reply: FastifyReply) => setPolicy(request.raw, reply.raw, () => undefined);
}

/** An Origin header that names our own pages: the public address, or the host the request was sent to. */
export function isOwnOrigin(config: Config, origin: string, host: string | undefined): boolean {
  if (origin === config.publicUrl) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * WebSocket upgrades must come from our own pages, which every browser says in Origin. An upgrade without one is
 * not from a page of ours (a tool, a script elsewhere): refused like a foreign one, in every environment, so what
 * is tested is what runs (decision 0256).
 */
export function isAllowedSocketOrigin(config: Config, origin: string | undefined, host: string | undefined): boolean {
  return Boolean(origin) && isOwnOrigin(config, origin!, host);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser says where a request comes from (Sec-Fetch-Site, or Origin in older browsers). A state-changing
 * request from any other page, a sibling subdomain included (same-site), is refused: our cookies are sent with
 * same-site requests, so SameSite alone does not stop them. Requests that carry neither header are not from a
 * browser page (server-to-server webhooks, tools) and cannot ride on a victim's cookies.
 */
export function isCrossSiteWrite(config: Config, request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !isOwnOrigin(config, origin, request.headers.host);
  return false;
}

/** onRequest hook for the API paths: refuses cross-site writes with FORBIDDEN and a warning line. */
export function refuseCrossSiteWrites(config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!/^\/(graphql|api|dev)(\/|$|\?)/.test(request.url) || !isCrossSiteWrite(config, request)) return;
    request.log.warn(
      { method: request.method, url: request.url, site: request.headers['sec-fetch-site'], origin: request.headers.origin },
      'cross-site write refused',
    );
    discardRestOfBody(request.raw);
    return reply
      .code(403)
      .send({ errors: [{ message: toldTo(request, MESSAGES.crossSiteRefused), extensions: { code: 'FORBIDDEN' } }] });
  };
}
