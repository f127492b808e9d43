import { Redis } from 'ioredis';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './harness';

// The tests that need PostgreSQL and Redis run only when both are named. CI's second pass sets
// REQUIRE_POSTGRES_AND_REDIS, so that a pass without them fails here instead of skipping those tests.
describe.runIf(process.env.REQUIRE_POSTGRES_AND_REDIS)('the PostgreSQL + Redis pass', () => {
  it('names both servers', () => {
    expect(TEST_DATABASE_URL, 'TEST_DATABASE_URL').toMatch(/^postgres(ql)?:\/\//);
    expect(TEST_REDIS_URL, 'TEST_REDIS_URL').toMatch(/^rediss?:\/\//);
  });

  it('reaches both', async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
    const redis = new Redis(TEST_REDIS_URL as string, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.disconnect();
    }
  });
});
