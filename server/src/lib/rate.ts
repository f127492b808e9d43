import type { FastifyInstance } from 'fastify';

/** A request budget made with @fastify/rate-limit's createRateLimit (memory, or Redis when configured). */
export type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;

/** Spends one request from the budget; true when the caller is over it. */
export async function isOverBudget(check: RateCheck, request: Parameters<RateCheck>[0]) {
  const result = await check(request);
  return result.isAllowed ? null : result.isExceeded ? result.ttlInSeconds : null;
}
