import path from 'node:path';
import { z } from 'zod';
import { MESSAGES } from '@musubi/shared';

const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, parsed once. README.md lists them for operators. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Server processes on this machine, sharing its port, database and events (infra/processes, decision 0350); 1 is a
   * single process, the default (decision 0350).
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  /** Prefix of Musubi's keys in Redis (rate limits, solved captchas), so environments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/)
    .default('musubi:'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Musubi <no-reply@musubi.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe.js key the payment pages load Elements with. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Another Stripe-compatible API (stripe-mock); the real Stripe API when unset. */
  STRIPE_API_BASE: optionalUrl,
  /** The operator's qualified invoice issuer registration number (適格請求書発行事業者登録番号), printed on receipts. */
  INVOICE_REGISTRATION_NUMBER: z
    .string()
    .regex(/^T\d{13}$/, 'T followed by 13 digits')
    .optional(),
  /** The operator's name as the issuer of receipts. */
  OPERATOR_NAME: z.string().default('Musubi 運営事務局'),
  /** An OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM …); without it the assistant is off. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Seconds an answer may take in all before it is stopped as failed. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('ap-northeast-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  ADMIN_EMAILS: list,
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  /**
   * Behind a load balancer: which proxies to believe for the client's address (X-Forwarded-For), as Fastify's
   * trustProxy takes it: "true", a number of hops, or a comma-separated list of addresses or CIDR ranges.
   * Rate limits count per client address, so without it every user behind the balancer shares one budget.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string[] =>
      v === undefined || v === '' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v.split(',').map((s) => s.trim())),
  /**
   * What one GraphQL request over HTTP may cost (graphql/hardening.ts, decision 0254), signed in and without a
   * session: its estimated cost, the list items its answer may hold, its body in bytes, and how long (ms) its
   * resolvers may run.
   */
  QUERY_MAX_COST: z.coerce.number().int().min(1).default(40_000),
  QUERY_MAX_COST_SIGNED_OUT: z.coerce.number().int().min(1).default(1_000),
  QUERY_MAX_ITEMS: z.coerce.number().int().min(1).default(10_000),
  QUERY_MAX_ITEMS_SIGNED_OUT: z.coerce.number().int().min(1).default(1_000),
  GRAPHQL_MAX_BODY_BYTES: z.coerce.number().int().min(1_024).default(128 * 1024),
  GRAPHQL_MAX_BODY_BYTES_SIGNED_OUT: z.coerce.number().int().min(1_024).default(32 * 1024),
  QUERY_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /** Mean event-loop delay (ms over a second) beyond which the node answers 503 + Retry-After (decision 0190); 0: never. */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** How long a query may have waited for a PostgreSQL connection before the node answers 503 + Retry-After (decision 0252); 0: never. */
  SHED_CONNECTION_WAIT_MS: z.coerce.number().int().min(0).default(1_000),
  /**
   * A subscription socket is closed with SOCKET.fellBehindCode once an event waits unsent longer than this (ms), more
   * events than SOCKET_BEHIND_FRAMES wait, or more than SOCKET_BEHIND_BYTES wait in its send buffer (decision 0257).
   */
  SOCKET_BEHIND_MS: z.coerce.number().int().min(100).default(5_000),
  SOCKET_BEHIND_FRAMES: z.coerce.number().int().min(10).default(1_000),
  SOCKET_BEHIND_BYTES: z.coerce.number().int().min(16_384).default(4 * 1024 * 1024),
  /** Messages one user may post per minute, all at once if they like; beyond it RATE_LIMITED until the minute ends. */
  POSTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Mails of one kind (invitations, password-reset codes, sign-up codes, e-mail change codes) that users may make
   * Musubi send to one address per hour; beyond it RATE_LIMITED until the hour ends (infra/mail/limits.ts).
   */
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Such mails one account may make Musubi send per day, all kinds together; beyond it RATE_LIMITED. */
  MAIL_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(50),
  /**
   * Web Push (VAPID) keys, base64url as web-push makes them. When unset, a pair is made once and kept in DATA_DIR;
   * several nodes must share one pair, or a browser's subscription would only work with the node that made it.
   */
  VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
  /** Who push services contact about our pushes: a mailto: or https: URL; the MAIL_FROM address when unset. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'mailto: or https:// URL').optional(),
  /**
   * The push services Musubi sends to: host names (a name also allows its subdomains). A browser names its
   * push service in its subscription; an endpoint on any other host is refused, so the server never posts to an
   * address a user made up. The default is the services of Chrome, Edge, Firefox and Safari.
   */
  PUSH_SERVICES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? 'fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Host names outgoing webhooks may reach although they resolve to a loopback, private or link-local address, and
   * over http (decision 0306). Empty by default: only public https addresses are posted to.
   */
  WEBHOOK_ALLOWED_HOSTS: list,
  /** A PEM file of certificate authorities outgoing webhooks trust besides the usual ones (an internal CA). */
  WEBHOOK_CA_FILE: z.string().optional(),
  /**
   * Single sign-on with OpenID Connect (decision 0301): the provider's issuer (its discovery document is read from
   * <issuer>/.well-known/openid-configuration), the client registered there (its redirect URI is
   * PUBLIC_URL/auth/sso/callback) and the sign-in button's label. Off while OIDC_ISSUER is unset.
   */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_BUTTON_LABEL: z.string().min(1).max(40).default(MESSAGES.ssoButton),
  /** The e-mail domains that may sign in by SSO (comma-separated); any verified address when empty. */
  OIDC_ALLOWED_DOMAINS: list,
  /** Whether a first SSO sign-in of an unknown address makes its account. */
  OIDC_CREATE_ACCOUNTS: booleanFlag,
  /** Whether the addresses of OIDC_ALLOWED_DOMAINS may sign in by SSO only (their passwords are refused). */
  OIDC_SSO_ONLY: booleanFlag,
  /**
   * The proof of work the sign-up, sign-in and second-step forms ask of the browser: the largest number its challenge may
   * hide (on average half of it is hashed). Lower for slow devices on a closed network, higher under attack.
   */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
  /** Secret for signed links and captcha challenges; derived from a file in DATA_DIR when unset. */
  APP_SECRET: z.string().min(32).optional(),
});

export type Env = z.infer<typeof schema>;

/** OIDC_* must come together: a client needs its id and secret, SSO-only needs the domains it applies to. */
function checkSingleSignOn(env: Env): string[] {
  if (!env.OIDC_ISSUER) return [];
  const problems: string[] = [];
  if (!env.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required with OIDC_ISSUER');
  if (!env.OIDC_CLIENT_SECRET) problems.push('OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  if (env.OIDC_SSO_ONLY && env.OIDC_ALLOWED_DOMAINS.length === 0) problems.push('OIDC_SSO_ONLY: needs OIDC_ALLOWED_DOMAINS');
  const issuer = new URL(env.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)) {
    problems.push('OIDC_ISSUER: must be https:// (http:// only on this machine)');
  }
  return problems;
}

export interface Config extends Omit<Env, 'DATA_DIR'> {
  DATA_DIR: string;
  isProduction: boolean;
  publicUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const problems = checkSingleSignOn(parsed);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const displayHost = parsed.HOST === '0.0.0.0' ? 'localhost' : parsed.HOST;
  return {
    ...parsed,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    isProduction: parsed.NODE_ENV === 'production',
    publicUrl: (parsed.PUBLIC_URL ?? `http://${displayHost}:${parsed.PORT}`).replace(/\/$/, ''),
  };
}
