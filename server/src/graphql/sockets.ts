import { MESSAGES, SOCKET } from '@musubi/shared';
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import type WebSocket from 'ws';
import type { Deps, Viewer } from '../deps';
import { AppError, limitExceeded, unauthenticated } from '../lib/errors';
import { sha256 } from '../lib/ids';
import { backlogNow, type BehindLimits, type BehindReason, behindLimits, beyondLimit, Queued, type Waiting } from './backlog';
import { deliverOnce, type FormatResult, type LiveSharing } from './delivery';
import {
  checkSessionId,
  existingSessions,
  SESSIONS_ENDED_TOPIC,
  type SessionEndReason,
  type SessionsEnded,
} from '../modules/auth';

/** How often a node looks for sockets whose session expired (by the clock, without a query). */
const EXPIRY_SWEEP_MS = 1_000;
/** How often a node asks the database whether its sockets' sessions still exist, should an announcement be lost. */
const EXISTENCE_CHECK_MS = 60_000;
const EXISTENCE_CHECK_CHUNK = 500;
/**
 * How often every socket is sent the protocol's ping: the page drops a socket that hears nothing for
 * TIMING.keepAliveAlert, and the pong it answers keeps proxies from closing an idle connection.
 */
const KEEPALIVE_MS = 30_000;
const PING = JSON.stringify({ type: 'ping' });

/** One subscription socket and the session it lives by. */
export interface LiveSocket {
  readonly socket: WebSocket;
  /** The session's id (its token's hash); a password change in this page moves it to the new session. */
  sessionId: string;
  viewer: Viewer | null;
  /** When the session expires unless used (by deps.clock); checked again then. */
  endsAt: number;
  checking: boolean;
  refusedSubscriptions: number;
  /** The frames handed to ws that it has not yet written out, by when they were handed over. */
  readonly unsent: Queued<null>;
  /** Each running subscription's events not yet handed to ws (graphql/delivery.ts), by when they came. */
  readonly waiting: Set<Waiting>;
  /** Closed for falling behind (SOCKET.fellBehindCode): nothing more is sent on it. */
  behind: boolean;
  /** Subscriptions waiting for room in its send buffer (see hasRoom). */
  readonly roomWaiters: Array<() => void>;
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
  /** How far a socket may fall behind before it is closed (decision 0257). */
  readonly limits: BehindLimits;

  constructor(private readonly deps: Deps) {
    this.limits = behindLimits(deps.config);
    deps.pubsub.emitter.on(SESSIONS_ENDED_TOPIC, (message, done) => {
      const ended = (message as unknown as { payload: SessionsEnded }).payload;
      for (const id of ended.sessionIds) {
        if (id === ended.carriedOver?.from) this.carryOver(id, ended.carriedOver.to);
        else this.closeSession(id, ended.reason);
      }
      done();
    });
    deps.pubsub.onMissed(() => {
      const open = [...this.bySession.values()].flatMap((sockets) => [...sockets]);
      return () => this.missedEvents(open);
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
      refusedSubscriptions: 0,
      unsent: new Queued(),
      waiting: new Set(),
      behind: false,
      roomWaiters: [],
    };
    sockets.add(live);
    this.bySession.set(sessionId, sockets);
    socket.once('close', () => {
      this.forget(live);
      live.roomWaiters.splice(0).forEach((wake) => wake());
    });
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
   * Hands ws one frame for the socket, counted until ws has written it out (its callbacks come in the order sent),
   * and closes the socket when what waits unsent is beyond a limit. Nothing is sent on a socket that fell behind or
   * is closing.
   */
  send(live: LiveSocket, data: string | Buffer): Promise<void> {
    if (live.behind || live.socket.readyState !== live.socket.OPEN) return Promise.resolve();
    live.unsent.push(null, backlogNow());
    const written = new Promise<void>((resolve) => {
      live.socket.send(data, { binary: false }, () => {
        live.unsent.shift();
        if (live.roomWaiters.length > 0 && this.hasRoom(live)) live.roomWaiters.splice(0).forEach((wake) => wake());
        // A socket that failed closes: what it did not write is the close's concern, not the sender's.
        resolve();
      });
    });
    this.checkBehind(live, []);
    return written;
  }

  /**
   * Whether a subscription may hand the socket another frame now: its send buffer holds less than half of what it may
   * hold (in frames and bytes). Each subscription waits for room before sending, so a burst (a long replay) goes out
   * at the pace the socket writes, and a reader that stopped makes the events wait in the subscriptions, where
   * their age closes the socket.
   */
  hasRoom(live: LiveSocket): boolean {
    return live.behind || live.socket.readyState !== live.socket.OPEN
      || (live.unsent.size < this.limits.frames / 2 && live.socket.bufferedAmount < this.limits.bytes / 2);
  }

  /** Resolves when the socket has room (at once when it has), or has closed. */
  untilRoom(live: LiveSocket): Promise<void> | undefined {
    if (this.hasRoom(live)) return undefined;
    return new Promise((resolve) => live.roomWaiters.push(resolve));
  }

  /**
   * Closes the socket when what waits unsent on it is beyond a limit: the frames ws holds (how many, how old, how
   * many bytes), or the events its subscriptions (all, or those given) have not yet handed over (how old). Answers
   * whether it is closed.
   */
  checkBehind(live: LiveSocket, subscriptions: Iterable<Waiting> = live.waiting): boolean {
    if (live.behind) return true;
    const now = backlogNow();
    const unsent = { count: live.unsent.size, oldestAt: live.unsent.oldestAt, bytes: live.socket.bufferedAmount };
    let reason = beyondLimit(this.limits, now, unsent);
    for (const waiting of subscriptions) reason ??= beyondLimit(this.limits, now, waiting);
    if (reason) this.fellBehind(live, reason, now);
    return reason !== null;
  }

  /**
   * Closes a socket that fell behind with SOCKET.fellBehindCode, so that its page reconnects at once and catches up
   * from the last change it holds. Its frames already handed over go out first; nothing more is sent, and ws ends the
   * socket should its reader not answer the close.
   */
  private fellBehind(live: LiveSocket, reason: BehindReason, now: number) {
    const waiting = [...live.waiting];
    const oldest = Math.min(live.unsent.oldestAt ?? now, ...waiting.map((w) => w.oldestAt ?? now));
    this.deps.log.warn(
      {
        userId: live.viewer?.id,
        reason,
        unsentFrames: live.unsent.size,
        waitingEvents: waiting.reduce((sum, w) => sum + w.count, 0),
        bufferedBytes: live.socket.bufferedAmount,
        oldestMs: Math.round(now - oldest),
      },
      'socket closed: it fell behind',
    );
    this.closeBehind(live);
  }

  /**
   * The bus may have missed events while these sockets were open (its connection to Redis was lost a while): they
   * are closed as fallen behind, so that each page catches up as above (decision 0353).
   */
  private missedEvents(sockets: LiveSocket[]) {
    const open = sockets.filter((live) => !live.behind && live.socket.readyState === live.socket.OPEN);
    this.deps.log.warn({ sockets: open.length }, 'events may have been missed while Redis was away: sockets closed to catch up');
    for (const live of open) this.closeBehind(live);
  }

  private closeBehind(live: LiveSocket) {
    live.behind = true;
    live.roomWaiters.splice(0).forEach((wake) => wake());
    live.socket.close(SOCKET.fellBehindCode, 'fell_behind');
  }

  /**
   * The refusal of a subscription beyond SOCKET.maxSubscriptions on its socket (`running` counts it), answered at
   * once before its document is read; null when it may run.
   */
  subscriptionLimit(live: LiveSocket, running: number): AppError | null {
    if (running <= SOCKET.maxSubscriptions) return null;
    live.refusedSubscriptions += 1;
    // One line per socket: a client retrying in a loop must not flood the log.
    if (live.refusedSubscriptions === 1) {
      this.deps.log.warn(
        { userId: live.viewer?.id, limit: SOCKET.maxSubscriptions },
        'subscription refused: too many subscriptions on one socket',
      );
    }
    return limitExceeded(MESSAGES.tooManySubscriptions, { limit: SOCKET.maxSubscriptions });
  }

  /** Closes the sockets whose session expired by the clock; now and then, those whose session is gone. */
  private sweep() {
    const now = this.deps.clock.now().getTime();
    const all: LiveSocket[] = [];
    for (const sockets of this.bySession.values()) for (const live of sockets) all.push(live);
    for (const live of all) {
      // A socket that stopped reading, or a subscription stuck on one event, is found here even when nothing more is sent.
      this.checkBehind(live);
      if (live.checking || live.endsAt > now) continue;
      live.checking = true;
      void this.refresh(live)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'socket session check failed'))
        .finally(() => (live.checking = false));
    }
    this.sweeps += 1;
    if (this.sweeps % (KEEPALIVE_MS / EXPIRY_SWEEP_MS) === 0) for (const live of all) void this.send(live, PING);
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

/** An event stream that never yields and ends when the subscription is stopped. */
export function untilStopped(): AsyncIterableIterator<never> {
  let stop: (() => void) | undefined;
  const stopped = new Promise<IteratorResult<never>>((resolve) => (stop = () => resolve({ done: true, value: undefined })));
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

/** An event stream that fails with `error` when first read: the protocol answers it with an `error` frame. */
function failing(error: unknown): AsyncIterableIterator<never> {
  return {
    next: () => Promise.reject(error),
    return: () => Promise.resolve({ done: true, value: undefined }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Makes every subscription of the schema start from a live session: the socket's session is read again (the
 * viewer is not the one read at connection time), and an ended one closes the socket instead of subscribing.
 * A subscription its resolver refuses (AppError: not a member, not yours …) is answered with the error's code in
 * the protocol's `error` frame and a warning line; the GraphQL layer would log it as an unexpected error, with its
 * stack. An accepted one's events go out through deliverOnce (graphql/delivery.ts), made once for every socket
 * that asked the same.
 */
export function subscribeWithLiveSession(resolvers: IResolvers, registry: SocketRegistry, format: FormatResult, sharing: LiveSharing): IResolvers {
  type Subscribe = (root: unknown, args: unknown, ctx: MercuriusContext, info: GraphQLResolveInfo) => unknown;
  const subscriptions = resolvers.Subscription as Record<string, { subscribe: Subscribe }> | undefined;
  if (!subscriptions) return resolvers;
  for (const field of Object.values(subscriptions)) {
    const subscribe = field.subscribe;
    field.subscribe = async (root: unknown, args: unknown, ctx: MercuriusContext, info: GraphQLResolveInfo) => {
      const live = ctx.socket;
      const viewer = live ? await registry.refresh(live) : null;
      if (!live || !viewer || ctx.subscriptionId === undefined) throw unauthenticated();
      ctx.viewer = viewer;
      try {
        const events = (await subscribe(root, args, ctx, info)) as AsyncIterable<unknown>;
        return deliverOnce(events, ctx.subscriptionId, ctx, info, format, sharing, {
          readAhead: registry.limits.frames,
          isOpen: () => !live.behind && live.socket.readyState === live.socket.OPEN,
          send: (frame) => void registry.send(live, frame),
          watch: (waiting) => {
            live.waiting.add(waiting);
            return () => live.waiting.delete(waiting);
          },
          check: (waiting) => registry.checkBehind(live, [waiting]),
          room: () => registry.untilRoom(live),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.deps.log.warn({ userId: viewer.id, code: error.code, field: info.fieldName }, 'subscription refused');
        return failing(error);
      }
    };
  }
  return resolvers;
}
