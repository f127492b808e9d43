import { afterAll, afterEach } from 'vitest';
import { screenshotOpenPages } from './browser';
import { cleanupServers } from './server';

// A failed journey leaves pictures of its pages, to see what the browser showed instead of what was awaited.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshotOpenPages(task.name.slice(0, 60));
});

// Runs after each test file, in its module context: nothing a journey started outlives it.
afterAll(cleanupServers);
