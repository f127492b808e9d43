import { afterAll } from 'vitest';
import { cleanupServers } from './server';

// Runs after each test file, in its module context: nothing a journey started outlives it.
afterAll(cleanupServers);
