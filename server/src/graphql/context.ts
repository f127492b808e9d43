import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps, Viewer } from '../deps';
import type { AnswerBudget } from './hardening';
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
  /** What an HTTP request's answer may still take: its deadline and list items (hardening.ts). Absent on subscriptions. */
  budget?: AnswerBudget;
  /** On WebSocket subscriptions: the socket and the session it lives by. */
  socket?: LiveSocket;
  /** On WebSocket subscriptions: the subscription's id, as its frames carry it. */
  subscriptionId?: string;
  /** On WebSocket subscriptions: the bus's events of these topics (their payloads), heard until the subscription ends. */
  listen?(topics: string[]): Promise<AsyncIterable<Record<string, unknown>>>;
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
