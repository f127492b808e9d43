import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/setup.ts'],
    // Each journey boots a real server and a real browser of its own (its own port, data directory, database and
    // Redis prefix), so two files run side by side: a journey spends much of its time waiting on the other
    // processes, and one file at a time left a third of two cores idle.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What another browser or the server does shows up later on a busy machine than the 1 s Vitest waits by default.
    expect: { poll: { timeout: 10_000 } },
  },
});
