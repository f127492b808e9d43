import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  // graphql ships CommonJS and ESM copies; Node (and so Mercurius) loads the CommonJS one, and the tests must
  // too, or errors and types from one copy fail `instanceof` checks against the other.
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (SQLite file or PostgreSQL schema), so files run in parallel safely.
    pool: 'forks',
  },
});
