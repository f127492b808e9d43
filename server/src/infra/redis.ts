import type { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Keeps a Redis connection's outage from ending the process (an 'error' event without a listener would) and logs
 * it once, not on every retry, and its end. ioredis reconnects by itself and subscribes again meanwhile; a command
 * given during an outage fails after a few tries, so its request answers with an error.
 */
export function logOutages(connection: EventEmitter, name: string, log: Logger): void {
  let down = false;
  connection.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error, redis: name }, 'Redis is unreachable; reconnecting');
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    log.warn({ redis: name }, 'Redis is reachable again');
  });
}

/** The connection for commands. The client library is loaded only when Redis is configured. */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const connection = new (await import('ioredis')).Redis(url, { maxRetriesPerRequest: 3 });
  logOutages(connection, 'commands', log);
  return connection;
}
