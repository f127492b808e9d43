import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps, Viewer } from '../deps';
import type { LiveSocket } from './sockets';

/**
 * Named request budgets (see app.ts); a resolver spends one before doing expensive or guessable work. auth and
 * mail are counted per client address, post per signed-in user.
 */
export type LimitName = 'auth' | 'mail' | 'post';

export interface RequestContext {
  deps: Deps;
  viewer: Viewer | null;
  /** Absent on WebSocket subscriptions. */
  request?: FastifyRequest;
  reply?: FastifyReply;
  /** When an HTTP request's resolvers stop running (epoch ms; hardening.ts). Absent on subscriptions. */
  deadline?: number;
  /** On WebSocket subscriptions: the socket and the session it lives by. */
  socket?: LiveSocket;
  /** Throws RATE_LIMITED when the caller has spent the named budget. */
  limit(name: LimitName): Promise<void>;
}

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: the context is ours
  interface MercuriusContext extends RequestContext {}
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
