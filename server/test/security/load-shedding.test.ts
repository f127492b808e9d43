import { MESSAGES } from '@musubi/shared';
import { expect, it } from 'vitest';
import { startTestServer } from '../harness';

const server = await startTestServer({ env: { SHED_EVENT_LOOP_DELAY_MS: '500' } });

/** Keeps the event loop busy in slices of `sliceMs`, for `totalMs`: every timer of the loop runs that late. */
async function saturate(sliceMs: number, totalMs: number) {
  const end = Date.now() + totalMs;
  while (Date.now() < end) {
    const sliceEnd = Date.now() + sliceMs;
    while (Date.now() < sliceEnd);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it('answers GraphQL 503 with Retry-After while its event loop is saturated, keeps /healthz and the pages answering, and recovers', async () => {
  const query = { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ __typename }' } };
  expect((await server.app.inject(query)).statusCode).toBe(200);

  await saturate(700, 2_500);
  const refused = await server.app.inject(query);
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('2');
  expect(refused.json()).toEqual({ errors: [{ message: MESSAGES.serverBusy, extensions: { code: 'SERVER_BUSY' } }] });
  expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  // The pages and their files still load, so a browser can wait and ask again.
  expect((await server.app.inject({ method: 'GET', url: '/auth/login' })).statusCode).not.toBe(503);

  // Once the loop is free again, the next measurement lets requests through.
  await expect.poll(async () => (await server.app.inject(query)).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
});
