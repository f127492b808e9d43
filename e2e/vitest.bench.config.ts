import { defineConfig } from 'vitest/config';
import e2e from './vitest.config';

// Browser benchmarks: the e2e harness, but run only by `npm run bench -- room-ui`, never by `npm test`.
// (mergeConfig would append to the journeys' include list; the benchmark needs its own.)
export default defineConfig({ ...e2e, test: { ...e2e.test, name: 'e2e-bench', include: ['benchmarks/**/*.e2e.ts'] } });
