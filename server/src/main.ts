import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { runPrimary } from './infra/processes/primary';
import { trackConnections } from './lib/connections';

/** Connections the kernel may hold for the server before it accepts them (decision 0245). */
const LISTEN_BACKLOG = 4096;

/** SERVER_PROCESSES, else one (decision 0350). */
const processesToRun = (config: Config) => config.SERVER_PROCESSES ?? 1;

/**
 * read config -> open db -> migrate -> build app -> listen; on SIGTERM/SIGINT drain and exit 0. With more than one
 * process, the first migrates and starts the others, each of which builds the app and listens (infra/processes).
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const processes = processesToRun(config);
  if (cluster.isPrimary && processes > 1) {
    await runPrimary(config, processes, pino({ level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info') }));
    return;
  }

  const { app, closeWebSockets } = await buildApp({ config });
  const connections = trackConnections(app.server);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // Close WebSockets with 1001 (going away) so clients reconnect to a node that is up, at once rather than once
    // app.close() reaches its hooks.
    closeWebSockets(1001, 'server shutting down');
    // A connection whose request was in flight turns idle only after its answer: close it then, rather than wait
    // out the keep-alive timeout; one that never sent a request, or a socket that does not answer its close, at once
    // (lib/connections.ts).
    connections.endIdle();
    setInterval(() => connections.endIdle(), 100).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Node's default queue of 511 unaccepted connections overflows when thousands of pages come back at once after a
  // restart: the overflow is dropped and those browsers' connections time out. The kernel caps this at somaxconn.
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  // From the process's start (performance's time origin) to the moment it can answer.
  const startupMs = Math.round(performance.now());
  if (cluster.isWorker) {
    app.log.info({ startupMs }, `server process ${cluster.worker!.id} ready ${startupMs} ms after start`);
    return;
  }
  app.log.info(
    { startupMs },
    `Musubi is serving ${config.publicUrl} (${config.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}), ready ${startupMs} ms after start`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
