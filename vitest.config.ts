import { defineConfig } from 'vitest/config';

// One test command for the whole workspace: each package is a Vitest project with its own environment.
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'web', 'e2e'],
  },
});
