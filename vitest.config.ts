import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test command for the whole workspace: each package is a Vitest project with its own environment.
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'web', 'e2e'],
    // Vitest's default (a worker per core but one) leaves a 2-core machine one worker, and most files spend their
    // time waiting on sockets, databases and the browser: two workers keep both cores busy, the browser journeys'
    // files among the others.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
