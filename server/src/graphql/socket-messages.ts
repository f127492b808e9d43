import { createRequire } from 'node:module';
import type WebSocket from 'ws';

const require = createRequire(import.meta.url);

/** The part of Mercurius' per-socket connection (`mercurius/lib/subscription-connection.js`) this file relies on. */
interface SubscriptionConnection {
  socket: WebSocket;
  fastify: { log: { error(error: unknown): void } };
  handleMessage(message: WebSocket.RawData, isBinary: boolean): Promise<void>;
  handleConnectionClose(): void;
  handleConnection(): Promise<void>;
}

/** The Mercurius release whose connection this was written against; another keeps its own loop until it is read. */
const MERCURIUS_READ = '16.10.1';

/**
 * Each socket's messages handled one after another, as Mercurius handles them, without the two 2,048-slot queues
 * (32.8 KB) that Node's `events.on` allocates for every socket. Mercurius reads its sockets with
 * `for await (… of on(socket, 'message'))` and offers no other way; so its connection's `handleConnection` is
 * replaced before the first socket opens (decision 0250). A message that fails is logged and closes the connection,
 * as there. Answers whether the sockets are read this way (a test holds it true, so that a new Mercurius is read
 * before it is relied on).
 */
export function handleSocketMessagesInTurn(): boolean {
  const connection = (require('mercurius/lib/subscription-connection.js') as { prototype: SubscriptionConnection }).prototype;
  if ((require('mercurius/package.json') as { version: string }).version !== MERCURIUS_READ) return false;
  connection.handleConnection = handleConnection;
  return true;
}

function handleConnection(this: SubscriptionConnection): Promise<void> {
  let previous = Promise.resolve();
  this.socket.on('message', (message, isBinary) => {
    previous = previous
      .then(() => this.handleMessage(message, isBinary))
      .catch((error: unknown) => {
        this.fastify.log.error(error);
        this.handleConnectionClose();
      });
  });
  return Promise.resolve();
}
