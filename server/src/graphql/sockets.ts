import { MESSAGES, SOCKET } from '@musubi/shared';
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type WebSocket from 'ws';
import type { Deps, Viewer } from '../deps';
import { AppError, limitExceeded, unauthenticated } from '../lib/errors';
import { sha256 } from '../lib/ids';
import { deliverOnce, type FormatResult } from './delivery';
import {
  checkSessionId,
  existingSessions,
  SESSIONS_ENDED_TOPIC,
  type SessionEndReason,
  type SessionsEnded,
} from '../modules/auth/sessions';

/** How often a node looks for sockets whose session expired (by the clock, without a query). */
const EXPIRY_SWEEP_MS = 1_000;
/** How often a node asks the database whether its sockets' sessions still exist, should an announcement be lost. */
const EXISTENCE_CHECK_MS = 60_000;
const EXISTENCE_CHECK_CHUNK = 500;

/** One subscription socket and the session it lives by. */
export interface LiveSocket {
  readonly socket: WebSocket;
  /** The session's id (its token's hash); a password change in this page moves it to the new session. */
  sessionId: string;
  viewer: Viewer | null;
  /** When the session expires unless used (by deps.clock); checked again then. */
  endsAt: number;
  checking: boolean;
  /** Ids of the subscriptions running on it, as the protocol frames show them. */
  readonly subscriptions: Set<string>;
  refusedSubscriptions: number;
}

interface Frame {
  type?: unknown;
  id?: unknown;
}

/**
 * Every subscription socket of this node, by session. A socket lives only as long as its session: the end of a
 * session, announced on the bus by any node after its commit (sessions.ts), closes that session's sockets here
 * with SOCKET.sessionEndedCode and the reason; so does its expiry. Each new subscription reads the session again,
 * and a socket carries at most SOCKET.maxSubscriptions, a session at most SOCKET.maxSocketsPerSession sockets.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<LiveSocket>>();
  private readonly timer: NodeJS.Timeout;
  private sweeps = 0;

  constructor(private readonly deps: Deps) {
    deps.pubsub.emitter.on(SESSIONS_ENDED_TOPIC, (message, done) => {
      const ended = (message as unknown as { payload: SessionsEnded }).payload;
      for (const id of ended.sessionIds) {
        if (id === ended.carriedOver?.from) this.carryOver(id, ended.carriedOver.to);
        else this.closeSession(id, ended.reason);
      }
      done();
    });
    this.timer = setInterval(() => this.sweep(), EXPIRY_SWEEP_MS).unref();
  }

  /**
   * Takes a socket that sent connection_init with this session token. Registered before the session is read, so
   * an end announced meanwhile still closes it. Answers the live socket, or null when it was closed.
   */
  async open(socket: WebSocket, token: string | undefined): Promise<LiveSocket | null> {
    if (!token) {
      socket.close(SOCKET.sessionEndedCode, 'signed_out');
      return null;
    }
    const sessionId = sha256(token);
    const sockets = this.bySession.get(sessionId) ?? new Set<LiveSocket>();
    if (sockets.size >= SOCKET.maxSocketsPerSession) {
      this.deps.log.warn({ limit: SOCKET.maxSocketsPerSession }, 'socket refused: too many sockets for one session');
      socket.close(SOCKET.tooManySocketsCode, 'too_many_sockets');
      return null;
    }
    const live: LiveSocket = {
      socket,
      sessionId,
      viewer: null,
      endsAt: Number.POSITIVE_INFINITY,
      checking: true,
      subscriptions: new Set(),
      refusedSubscriptions: 0,
    };
    sockets.add(live);
    this.bySession.set(sessionId, sockets);
    socket.once('close', () => this.forget(live));
    this.guardFrames(live);
    const session = await checkSessionId(this.deps, sessionId);
    live.checking = false;
    if (!session.viewer) {
      this.close(live, session.reason);
      return null;
    }
    live.viewer = session.viewer;
    live.endsAt = session.endsAt;
    return socket.readyState === socket.OPEN ? live : null;
  }

  /** Reads the session again as a subscription starts; closes the socket when it has ended. */
  async refresh(live: LiveSocket): Promise<Viewer | null> {
    const session = await checkSessionId(this.deps, live.sessionId);
    if (!session.viewer) {
      this.close(live, session.reason);
      return null;
    }
    live.viewer = session.viewer;
    live.endsAt = session.endsAt;
    return live.socket.readyState === live.socket.OPEN ? session.viewer : null;
  }

  /** Closes every socket on this node (shutdown: 1001, so pages reconnect to another node). */
  closeAll(code: number, reason: string) {
    for (const sockets of [...this.bySession.values()]) for (const live of [...sockets]) live.socket.close(code, reason);
  }

  stop() {
    clearInterval(this.timer);
  }

  private closeSession(sessionId: string, reason: SessionEndReason) {
    const sockets = this.bySession.get(sessionId);
    if (sockets) for (const live of [...sockets]) this.close(live, reason);
  }

  private carryOver(from: string, to: string) {
    const sockets = this.bySession.get(from);
    if (!sockets) return;
    this.bySession.delete(from);
    const joined = this.bySession.get(to) ?? new Set<LiveSocket>();
    for (const live of sockets) {
      live.sessionId = to;
      joined.add(live);
    }
    this.bySession.set(to, joined);
  }

  private close(live: LiveSocket, reason: SessionEndReason) {
    this.forget(live);
    // A closing socket sends nothing more: an event that arrives after this is dropped by ws, not delivered.
    live.socket.close(SOCKET.sessionEndedCode, reason);
  }

  private forget(live: LiveSocket) {
    const sockets = this.bySession.get(live.sessionId);
    if (!sockets) return;
    sockets.delete(live);
    if (sockets.size === 0) this.bySession.delete(live.sessionId);
  }

  /**
   * Counts the subscriptions a socket runs from the protocol's own frames (subscribe in; complete in or out,
   * error out), and answers a subscribe beyond the limit itself, at once, before the GraphQL layer sees it.
   */
  private guardFrames(live: LiveSocket) {
    const { socket } = live;
    const emit = socket.emit.bind(socket);
    socket.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === 'message') {
        const frame = parseFrame(args[0], args[1] === true);
        if (frame?.type === 'subscribe' && typeof frame.id === 'string') {
          if (!live.subscriptions.has(frame.id) && live.subscriptions.size >= SOCKET.maxSubscriptions) {
            this.refuseSubscription(live, frame.id);
            return true;
          }
          live.subscriptions.add(frame.id);
        } else if (frame?.type === 'complete' && typeof frame.id === 'string') {
          live.subscriptions.delete(frame.id);
        }
      }
      return emit(event, ...args);
    }) as typeof socket.emit;
    const send = socket.send.bind(socket);
    socket.send = ((data: unknown, ...rest: unknown[]) => {
      if (typeof data === 'string' && (data.startsWith('{"type":"complete"') || data.startsWith('{"type":"error"'))) {
        const frame = parseFrame(data, false);
        if (typeof frame?.id === 'string') live.subscriptions.delete(frame.id);
      }
      return (send as (...a: unknown[]) => void)(data, ...rest);
    }) as typeof socket.send;
  }

  private refuseSubscription(live: LiveSocket, id: string) {
    live.refusedSubscriptions += 1;
    // One line per socket: a client retrying in a loop must not flood the log.
    if (live.refusedSubscriptions === 1) {
      this.deps.log.warn(
        { userId: live.viewer?.id, limit: SOCKET.maxSubscriptions },
        'subscription refused: too many subscriptions on one socket',
      );
    }
    this.sendError(live, id, limitExceeded(MESSAGES.tooManySubscriptions, { limit: SOCKET.maxSubscriptions }));
  }

  /** Answers a subscription with the error frame of the protocol: the client's own code, no stack, no trace. */
  sendError(live: LiveSocket, id: string, error: AppError) {
    const payload = [{ message: error.message, extensions: { code: error.code, ...error.extensions } }];
    if (live.socket.readyState === live.socket.OPEN) live.socket.send(JSON.stringify({ type: 'error', id, payload }));
  }

  /** Closes the sockets whose session expired by the clock; now and then, those whose session is gone. */
  private sweep() {
    const now = this.deps.clock.now().getTime();
    const all: LiveSocket[] = [];
    for (const sockets of this.bySession.values()) for (const live of sockets) all.push(live);
    for (const live of all) {
      if (live.checking || live.endsAt > now) continue;
      live.checking = true;
      void this.refresh(live)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'socket session check failed'))
        .finally(() => (live.checking = false));
    }
    this.sweeps += 1;
    if (this.sweeps % (EXISTENCE_CHECK_MS / EXPIRY_SWEEP_MS) === 0) void this.closeVanished();
  }

  private async closeVanished() {
    const ids = [...this.bySession.keys()];
    try {
      for (let i = 0; i < ids.length; i += EXISTENCE_CHECK_CHUNK) {
        const chunk = ids.slice(i, i + EXISTENCE_CHECK_CHUNK);
        const existing = await existingSessions(this.deps.db, chunk);
        for (const id of chunk) if (!existing.has(id)) this.closeSession(id, 'signed_out');
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'socket session check failed');
    }
  }
}

function parseFrame(data: unknown, isBinary: boolean): Frame | null {
  try {
    const text = typeof data === 'string' ? data : !isBinary && Buffer.isBuffer(data) ? data.toString() : null;
    if (text === null) return null;
    const frame: unknown = JSON.parse(text);
    return frame && typeof frame === 'object' ? (frame as Frame) : null;
  } catch {
    return null;
  }
}

/** An event stream that never yields and ends when the subscription is stopped (or at once, already stopped). */
export function untilStopped(stoppedAlready = false): AsyncIterableIterator<never> {
  let stop: (() => void) | undefined;
  const stopped = new Promise<IteratorResult<never>>((resolve) => (stop = () => resolve({ done: true, value: undefined })));
  if (stoppedAlready) stop?.();
  return {
    next: () => stopped,
    return: () => {
      stop?.();
      return stopped;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Makes every subscription of the schema start from a live session: the socket's session is read again (the
 * viewer is not the one read at connection time), and an ended one closes the socket instead of subscribing.
 * A subscription its resolver refuses (AppError: not a member, not yours …) is answered here with the error's
 * code and a warning line; the GraphQL layer would log it as an unexpected error, with its stack. An accepted
 * one's events go out through deliverOnce (graphql/delivery.ts), made once for every socket that asked the same.
 */
export function subscribeWithLiveSession(resolvers: IResolvers, registry: SocketRegistry, format: FormatResult): IResolvers {
  type Subscribe = (root: unknown, args: unknown, ctx: MercuriusContext, info: GraphQLResolveInfo) => unknown;
  const subscriptions = resolvers.Subscription as Record<string, { subscribe: Subscribe }> | undefined;
  if (!subscriptions) return resolvers;
  for (const field of Object.values(subscriptions)) {
    const subscribe = field.subscribe;
    field.subscribe = async (root: unknown, args: unknown, ctx: MercuriusContext, info: GraphQLResolveInfo) => {
      const live = ctx.socket;
      const viewer = live ? await registry.refresh(live) : null;
      if (!live || !viewer) throw unauthenticated();
      ctx.viewer = viewer;
      // Mercurius gives each subscription's context the id its frames carry.
      const { id } = ctx as unknown as { id: string };
      try {
        const events = (await subscribe(root, args, ctx, info)) as AsyncIterable<unknown>;
        return deliverOnce(events, live.socket, id, ctx, info, format);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.deps.log.warn({ userId: viewer.id, code: error.code, field: info.fieldName }, 'subscription refused');
        registry.sendError(live, id, error);
        return untilStopped(true);
      }
    };
  }
  return resolvers;
}
