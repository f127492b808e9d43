import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a socket told to close (a WebSocket after its close frame) may take to answer before it is cut. */
const CLOSE_GRACE_MS = 1_000;

interface Tracked {
  /** Requests read from it and not yet answered. */
  inFlight: number;
  /** Handed over to the WebSocket server. */
  upgraded: boolean;
  /** When shutdown first ended it, for a socket that was given time to finish. */
  endedAt?: number;
}

/**
 * Every connection of the HTTP server, with whether a request on it is being answered, so that a shutdown waits
 * for answers and nothing else (decision 0256). Node's own closeIdleConnections leaves two kinds open, and the
 * server's close waits for them: a connection that has sent nothing yet (browsers open one ahead of need; Node
 * holds it until its headers timeout, a minute) and an upgraded socket whose client does not answer the
 * WebSocket close (30 s in ws). Either kept an idle node from stopping.
 */
export function trackConnections(server: Server) {
  const sockets = new Map<Socket, Tracked>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { inFlight: 0, upgraded: false });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const tracked = sockets.get(request.socket as Socket);
    if (!tracked) return;
    tracked.inFlight += 1;
    response.once('close', () => (tracked.inFlight -= 1));
  });
  server.on('upgrade', (request) => {
    const tracked = sockets.get(request.socket as Socket);
    if (tracked) tracked.upgraded = true;
  });

  return {
    /**
     * Closes every connection that is not answering a request: a plain one at once, an upgraded one (its close
     * frame already sent) after a moment to flush and answer. Called repeatedly while the server closes.
     */
    endIdle(now = Date.now()) {
      for (const [socket, tracked] of sockets) {
        if (tracked.inFlight > 0) continue;
        if (!tracked.upgraded) {
          socket.destroy();
        } else if (tracked.endedAt === undefined) {
          tracked.endedAt = now;
          socket.end();
        } else if (now - tracked.endedAt >= CLOSE_GRACE_MS) {
          socket.destroy();
        }
      }
    },
  };
}
