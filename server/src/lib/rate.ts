import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose posting budget a post through this request spends, when it is not the session's user's. */
    postAuthorId: string | null;
  }
}

/** A request budget made with @fastify/rate-limit's createRateLimit (memory, or Redis when configured). */
export type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Spends one post from its author's budget (POSTS_PER_MINUTE a minute, decision 0126), the one the web's posts
 * spend, whichever door the post comes through: seconds to wait when the author is over it, else null.
 */
export type PostBudget = (request: FastifyRequest, authorId: string) => Promise<number | null>;

/** Spends one request from the budget; true when the caller is over it. */
export async function isOverBudget(check: RateCheck, request: Parameters<RateCheck>[0]) {
  const result = await check(request);
  return result.isAllowed ? null : result.isExceeded ? result.ttlInSeconds : null;
}
