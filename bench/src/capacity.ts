import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { EMOTION_IDS } from '@musubi/shared';
import { generateNKeysBetween } from 'fractional-indexing';
import { formatDocument, stringifyDocument } from '@urql/core';
import type { DocumentNode } from 'graphql';
import type { Client, ClientOptions } from 'graphql-ws';
import * as web from '../../web/src/graphql/gql/graphql';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';
import { systemClock } from '../../server/src/lib/clock';
import { cpuProfileOptions } from './delivery';

/**
 * `npm run bench -- capacity [--postgres] [--processes N] [--quick] [--step N] [--max N] [--seconds S] [--reconnect N] [--cpu-prof DIR]`: how many active users one
 * node on embedded SQLite (or two nodes on PostgreSQL + Redis) serves, after Mattermost's load-test method; each node
 * runs `--processes` server processes (SERVER_PROCESSES, default 1). The
 * servers are child processes running the compiled server, as `npm start` does (built first when stale); this
 * process is the load generator. Each simulated user is a browser-like client that sends the web app's own
 * documents as its client sends them (with the cache's __typename fields): a session
 * cookie, one graphql-ws socket carrying the five subscriptions of the web app's room screen (the session's end,
 * its memberships, its notifications, its drafts, the open room's messages), and this mix, each action at random
 * times around its mean:
 *
 *   - opens one of its two rooms every 2 min: the latest 50 messages and the drafts, the room's messages and drafts
 *     subscribed to anew, the room marked read
 *   - posts in the open room about once a minute, one post in five with a To to a roommate
 *   - stamps a message every 2 min; marks the open room read 10 s after hearing a post there
 *   - searches its rooms every 10 min
 *   - one user in ten moves a task on the room's board every 30 s
 *
 * Users are added in steps (default 500, `--quick` 100), each step's new users arriving at 50 per second (as
 * Mattermost's load test ramps users in at a steady rate), then held for `--seconds` (default 30, `--quick` 10)
 * and measured, until the average API time passes 100 ms, the p99 delivery latency passes 1 s, or errors pass 1 %.
 * Reports every step and the last one within all three, with the average time of each operation and the errors by
 * kind. Teams of 10 share a room; five teams share a second, larger room. Like the web app, a client told 503 with
 * Retry-After waits that long (and up to a fifth more) and asks again; the wait counts in the call's time, and the
 * shed calls are counted.
 *
 * `--reconnect N` measures a reconnect storm instead: N users ramped in as above and active for 10 s all lose their
 * sockets at the same instant (a restart, a network blip) and come back at once, each loading the room page (who
 * am I, my rooms, notifications, folders, the open room's latest 50 messages and drafts) and opening its socket. A user is
 * served when all of that answered; the target is every user served within 30 s.
 *
 * `--cpu-prof DIR` writes each server process's CPU profile into DIR when it stops (for Chrome DevTools).
 */
const TEAM = 10;
const TEAMS_PER_FLOOR = 5;
const MINUTE = 60_000;
export const MIX = { switchRoomMs: 2 * MINUTE, postMs: MINUTE, stampMs: 2 * MINUTE, searchMs: 10 * MINUTE, moveTaskMs: 30_000, readAfterMs: 10_000 };
export const LIMITS = { averageApiMs: 100, deliveryP99Ms: 1_000, errorRate: 0.01 };
export const RAMP_USERS_PER_SECOND = 50;
/** After the ramp, the last arrivals' first room opens finish before the step is measured. */
export const SETTLE_MS = 2_000;
const RECONNECT_WITHIN_MS = 30_000;
/** On a machine busy with other work the servers take long to start. */
export const START_WITHIN_MS = 120_000;
/** One of the web app's documents as its client sends it: the normalised cache adds __typename to every selection. */
const asSent = (document: DocumentNode) => stringifyDocument(formatDocument(document));
const CALLS = {
  // Asked with a plain POST before the client is loaded, so as written.
  viewer: stringifyDocument(web.GetUserDetailDocument),
  rooms: asSent(web.ChatListMyRoomsDocument),
  notifications: asSent(web.BellNotificationsDocument),
  folders: asSent(web.ChatFoldersDocument),
  messages: asSent(web.ChatMessagesByRoomDocument),
  drafts: asSent(web.ChatGetDraftsDocument),
  post: asSent(web.ChatCreateMessageDocument),
  markRead: asSent(web.ChatMarkReadDocument),
  stamp: asSent(web.ChatUpdateMessageDocument),
  search: asSent(web.ChatSearchMessagesDocument),
  moveTask: asSent(web.BoardMoveTaskDocument),
};
const LIVE = {
  sessionEnd: asSent(web.OnSessionEndDocument),
  memberships: asSent(web.ChatOnUpdateUserRoomDocument),
  notifications: asSent(web.BellOnCreateNotificationDocument),
  drafts: asSent(web.ChatOnDraftDocument),
  messages: asSent(web.ChatOnMessageChangesDocument),
};

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const arg = (args: string[], name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
/** A random wait around `mean` (exponential, as independent users arrive). */
const around = (mean: number) => -Math.log(1 - Math.random()) * mean;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Seeded {
  cookie: string;
  id: string;
  rooms: [string, string];
  /** A board's tasks, for the users who move tasks. */
  board?: { id: string; tasks: string[] };
  teammates: string[];
}

export class Stats {
  api: number[] = [];
  /** Total milliseconds and count of each operation, by its first field. */
  byOperation = new Map<string, { ms: number; n: number }>();
  delivery: number[] = [];
  requests = 0;
  errors = 0;
  /** The errors by kind: an HTTP status, a GraphQL error's code, or a failed connection's cause. */
  errorKinds = new Map<string, number>();
  /** Calls the server refused with 503 and Retry-After (sent again after the wait). */
  shed = 0;
  /** Socket connections that failed (refused upgrades are tried again with the client's back-off). */
  socketFailures = 0;
  sentAt = new Map<string, number>();

  /** Starts a new measurement; posts still in flight keep their send times. */
  reset() {
    Object.assign(this, new Stats(), { sentAt: this.sentAt });
  }

  error(kind: string) {
    this.errors++;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
  }
}

export async function main(args: string[]) {
  const postgres = args.includes('--postgres');
  const quick = args.includes('--quick');
  const step = arg(args, '--step', quick ? 100 : 500);
  const max = arg(args, '--max', quick ? 500 : 6_000);
  const seconds = arg(args, '--seconds', quick ? 10 : 30);
  const reconnect = arg(args, '--reconnect', 0);
  const processes = arg(args, '--processes', 1);
  if (postgres) {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
    process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  }
  const support = await import('../../server/test/cluster/support');
  const { subscriptionClient } = await import('../../server/test/harness');
  const store = await support.freshStore(postgres ? 'postgres' : 'sqlite');
  const env: Record<string, string> = { ...store.env, APP_SECRET: support.sharedSecret(), LOG_LEVEL: 'warn', SHED_EVENT_LOOP_DELAY_MS: '500', SHED_CONNECTION_WAIT_MS: '1000', SERVER_PROCESSES: String(processes) };
  if (postgres) env.REDIS_URL = process.env.TEST_REDIS_URL!;
  const nodeOptions = cpuProfileOptions(args);
  const nodes: Array<Awaited<ReturnType<typeof support.startNode>>> = [];
  const report: Record<string, unknown> = {
    database: postgres ? 'postgres + redis, 2 nodes' : 'sqlite, 1 node',
    processesPerNode: processes,
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((n) => +n.toFixed(2)),
    rampUsersPerSecond: RAMP_USERS_PER_SECOND,
    mix: MIX,
    limits: LIMITS,
  };
  const users: SimulatedUser[] = [];
  try {
    for (let i = 0; i < (postgres ? 2 : 1); i++) nodes.push(await support.startNode(env, { nodeOptions, startWithinMs: START_WITHIN_MS, compiled: true }));
    const seeded = await seed(await store.open(), reconnect || max);
    const stats = new Stats();
    const connect = (i: number, pageLoad = false) => {
      const node = nodes[i % nodes.length]!;
      const user = startUser(seeded[i]!, node.url, (on) => subscriptionClient(node.wsUrl, seeded[i]!.cookie, { lazy: false, retryAttempts: 5, on, onNonLazyError: () => undefined }), stats, pageLoad);
      users.push(user);
      return user;
    };
    const arrive = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        connect(i);
        await sleep(1000 / RAMP_USERS_PER_SECOND);
      }
      await sleep(SETTLE_MS);
    };
    const { cpuSeconds } = await import('./delivery');
    /** CPU seconds the servers' processes have used. */
    const serverCpu = () => nodes.reduce((sum, node) => sum + (cpuSeconds(node.pid) ?? 0), 0);
    const memory = async () => (await Promise.all(nodes.map((n) => memoryOf(n.pid)))).reduce((a, b) => a + b, 0);
    if (reconnect > 0) {
      await arrive(0, reconnect);
      await sleep(10_000);
      await Promise.all(users.splice(0).map((user) => user.stop()));
      stats.reset();
      const started = performance.now();
      const servedAfter = await Promise.all(
        seeded.slice(0, reconnect).map(async (_, i) => {
          const served = await Promise.race([connect(i, true).ready, sleep(2 * RECONNECT_WITHIN_MS).then(() => false)]);
          return served ? performance.now() - started : Infinity;
        }),
      );
      const sorted = servedAfter.sort((a, b) => a - b);
      const result = {
        users: reconnect,
        servedWithin30s: sorted.filter((ms) => ms <= RECONNECT_WITHIN_MS).length,
        notServed: sorted.filter((ms) => ms === Infinity).length,
        servedP50Ms: Math.round(percentile(sorted, 0.5)),
        servedP99Ms: Math.round(percentile(sorted, 0.99)),
        lastServedMs: Math.round(sorted.filter((ms) => ms !== Infinity).at(-1) ?? 0),
        requests: stats.requests,
        shedRequests: stats.shed,
        errors: stats.errors,
        errorKinds: Object.fromEntries(stats.errorKinds),
        socketFailures: stats.socketFailures,
        serverMemoryMB: Math.round((await memory()) / 1e6),
        loadAverage: +os.loadavg()[0]!.toFixed(2),
      };
      console.log(JSON.stringify(result));
      report.reconnect = result;
    } else {
      const steps: Array<Record<string, unknown>> = [];
      let reached = 0;
      while (users.length < max) {
        await arrive(users.length, Math.min(max, users.length + step));
        stats.reset();
        const cpuBefore = serverCpu();
        await sleep(seconds * 1000);
        const serverCores = +((serverCpu() - cpuBefore) / seconds).toFixed(2);
        const active = users.length;
        const bytes = await memory();
        const result = { ...stepFigures(stats, seconds, active), serverMemoryMB: Math.round(bytes / 1e6), memoryMBPerUser: +(bytes / 1e6 / active).toFixed(3), serverCores };
        steps.push(result);
        console.log(JSON.stringify(result));
        if (!withinLimits(result)) break;
        reached = active;
      }
      report.steps = steps;
      report.usersReached = reached;
    }
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await Promise.all(users.map((user) => user.stop()));
    for (const node of nodes) {
      node.signal('SIGTERM');
      await node.exited;
    }
    await store.drop();
  }
}

/** What the users saw during one measured step of `seconds`, with `active` users. */
export function stepFigures(stats: Stats, seconds: number, active: number) {
  const api = [...stats.api].sort((a, b) => a - b);
  const delivery = [...stats.delivery].sort((a, b) => a - b);
  return {
    users: active,
    requestsPerSecond: Math.round(stats.requests / seconds),
    averageApiMs: +(api.reduce((a, b) => a + b, 0) / Math.max(1, api.length)).toFixed(1),
    apiP99Ms: +percentile(api, 0.99).toFixed(1),
    deliveries: delivery.length,
    deliveryP50Ms: +percentile(delivery, 0.5).toFixed(1),
    deliveryP99Ms: +percentile(delivery, 0.99).toFixed(1),
    errorRate: +(stats.errors / Math.max(1, stats.requests)).toFixed(4),
    errorKinds: Object.fromEntries(stats.errorKinds),
    shedRequests: stats.shed,
    socketFailures: stats.socketFailures,
    loadAverage: +os.loadavg()[0]!.toFixed(2),
    averageMsByOperation: Object.fromEntries([...stats.byOperation].map(([name, t]) => [name, Math.round(t.ms / t.n)])),
  };
}

/** A step is held when calls are quick enough on average, deliveries arrive in time and few calls fail. */
export const withinLimits = (step: ReturnType<typeof stepFigures>) =>
  step.averageApiMs <= LIMITS.averageApiMs && step.deliveryP99Ms <= LIMITS.deliveryP99Ms && step.errorRate <= LIMITS.errorRate;

/** Resident memory of a server: its process and those it started (several processes), from /proc (Linux). */
export async function memoryOf(pid: number): Promise<number> {
  const fs = await import('node:fs/promises');
  const { processTree } = await import('./delivery');
  const sizes = await Promise.all(
    processTree(pid).map(async (id) => Number(/VmRSS:\s+(\d+)/.exec(await fs.readFile(`/proc/${id}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) * 1024),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** Users, sessions, rooms with 50 messages each and, for every tenth user, a board of 20 tasks; written directly. */
export async function seed(database: Awaited<ReturnType<Awaited<ReturnType<typeof import('../../server/test/cluster/support').freshStore>>['open']>>, count: number): Promise<Seeded[]> {
  const db = database.db;
  const now = new Date().toISOString();
  const users = Array.from({ length: count }, (_, i) => ({ id: newId(), email: `capacity${i}-${newPublicCode()}@musubi.test`, password_hash: 'not-used', name: `利用者${i}`, status: 1, createdAt: now, updatedAt: now }));
  const teams = Math.ceil(count / TEAM);
  const floors = Math.ceil(teams / TEAMS_PER_FLOOR);
  const room = (name: string, owner: string) => ({ id: newId(), name, created_user_id: owner, musubiCode: newPublicCode(), totalUser: 0, countUser: 0, last_seq: 50, createdAt: now, updatedAt: now });
  const teamRooms = Array.from({ length: teams }, (_, t) => room(`チーム${t}`, users[t * TEAM]!.id));
  const floorRooms = Array.from({ length: floors }, (_, f) => room(`フロア${f}`, users[f * TEAM * TEAMS_PER_FLOOR]!.id));
  const seeded: Seeded[] = users.map((u, i) => {
    const team = Math.floor(i / TEAM);
    return {
      id: u.id,
      cookie: '',
      rooms: [teamRooms[team]!.id, floorRooms[Math.floor(team / TEAMS_PER_FLOOR)]!.id],
      teammates: users.slice(team * TEAM, team * TEAM + TEAM).map((m) => m.id).filter((id) => id !== u.id),
    };
  });
  await db.transaction().execute(async (trx) => {
    const chunks = <T>(rows: T[], size = 200) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));
    for (const part of chunks(users)) await trx.insertInto('users').values(part).execute();
    const rooms = [...teamRooms, ...floorRooms];
    for (const part of chunks(rooms)) await trx.insertInto('rooms').values(part).execute();
    const memberships = seeded.flatMap((s) => s.rooms.map((roomId) => ({ id: newId(), user_id: s.id, room_id: roomId, role: 2, total_member: 0, last_read_seq: 50, createdAt: now, updatedAt: now })));
    for (const part of chunks(memberships)) await trx.insertInto('user_rooms').values(part).execute();
    const members = new Map<string, string[]>();
    for (const m of memberships) members.set(m.room_id, [...(members.get(m.room_id) ?? []), m.user_id]);
    for (const r of rooms) {
      const ids = members.get(r.id)!;
      await trx.updateTable('rooms').set({ totalUser: ids.length, countUser: ids.length }).where('id', '=', r.id).execute();
      await trx.updateTable('user_rooms').set({ total_member: ids.length }).where('room_id', '=', r.id).execute();
      const messages = Array.from({ length: 50 }, (_, n) => ({ id: newId(), room_id: r.id, user_id: ids[n % ids.length]!, seq: n + 1, change_seq: n + 1, content: `過去のメッセージ ${n} 件目、資料の確認をお願いします`, is_to_all: 0, createdAt: now, updatedAt: now }));
      await trx.insertInto('messages').values(messages).execute();
    }
    const taskOrder = generateNKeysBetween(null, null, 20);
    for (const [i, s] of seeded.entries()) {
      s.cookie = `${SESSION_COOKIE}=${await createSession(trx, systemClock, s.id, 'capacity')}`;
      if (i % 10 !== 0) continue;
      const board = { id: newId(), room_id: s.rooms[0], name: `ボード${i}`, user_created_id: s.id, order: 'a0', createdAt: now, updatedAt: now };
      await trx.insertInto('boards').values(board).execute();
      const tasks = Array.from({ length: 20 }, (_, n) => ({ id: newId(), board_id: board.id, room_id: board.room_id, name: `タスク${n}`, order: taskOrder[n]!, user_created_id: s.id, createdAt: now, updatedAt: now }));
      await trx.insertInto('tasks').values(tasks).execute();
      s.board = { id: board.id, tasks: tasks.map((t) => t.id) };
    }
  });
  await database.close();
  return seeded;
}

export interface SimulatedUser {
  /** Resolves true once the user's page is loaded (every call answered) and its socket is connected. */
  ready: Promise<boolean>;
  /** Stops the user's actions and closes its socket. */
  stop(): Promise<void>;
}

/** The room page's first calls besides the open room's, as the web app makes them, with their variables. */
const PAGE_LOAD: Array<[string, (userId: string) => Record<string, unknown>]> = [
  [CALLS.viewer, () => ({})],
  [CALLS.rooms, (userId) => ({ user_id: userId })],
  [CALLS.notifications, () => ({})],
  [CALLS.folders, (userId) => ({ created_user_id: userId })],
];

/** A subscription's failure as graphql-ws reports it: the server's errors, a closed socket, or a thrown error. */
function subscriptionErrorKind(error: unknown): string {
  if (Array.isArray(error)) return String((error as Array<{ extensions?: { code?: string } }>)[0]?.extensions?.code ?? 'GraphQL error');
  if (typeof error === 'object' && error !== null && 'code' in error) return `closed ${String(error.code)}`;
  return String(error);
}

/**
 * One simulated user: its socket's subscriptions and its actions, each on its own random timer; with `pageLoad`,
 * it first loads the room page as the web app does on arriving.
 */
export function startUser(user: Seeded, url: string, openSocket: (on: ClientOptions['on']) => Client, stats: Stats, pageLoad: boolean): SimulatedUser {
  let openRoom = user.rooms[0];
  let roomSubscription: (() => void) | undefined;
  let draftSubscription: (() => void) | undefined;
  let readTimer: NodeJS.Timeout | undefined;
  let lastMessageId: string | undefined;
  /** Messages this user has heard of: a stamp or an edit sends a message again, which is not its delivery. */
  const heard = new Set<string>();
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  let connected: (value: boolean) => void = () => undefined;
  const socketConnected = new Promise<boolean>((resolve) => (connected = resolve));
  const socket = openSocket({ connected: () => connected(true), error: () => void stats.socketFailures++ });
  /** One GraphQL call; its data, or undefined when it failed. */
  const api = async (query: string, variables: Record<string, unknown>) => {
    const started = performance.now();
    stats.requests++;
    try {
      for (;;) {
        const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: user.cookie }, body: JSON.stringify({ query, variables }) });
        const retryAfter = response.headers.get('retry-after');
        if (response.status === 503 && retryAfter) {
          stats.shed++;
          await response.body?.cancel();
          await sleep(Number(retryAfter) * 1000 * (1 + Math.random() * 0.2));
          continue;
        }
        const body = (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
        if (response.status === 200 && !body.errors) return body.data;
        stats.error(body.errors?.[0]?.extensions?.code ?? `HTTP ${response.status}`);
        return undefined;
      }
    } catch (error) {
      stats.error(String((error as { cause?: { code?: string } }).cause?.code ?? error));
      return undefined;
    } finally {
      const ms = performance.now() - started;
      stats.api.push(ms);
      const name = /\{\s*(?:\w+:\s*)?(\w+)/.exec(query)?.[1] ?? 'other';
      const total = stats.byOperation.get(name) ?? { ms: 0, n: 0 };
      stats.byOperation.set(name, { ms: total.ms + ms, n: total.n + 1 });
    }
  };
  const every = (mean: number, action: () => Promise<unknown>) => {
    const next = () => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void action().finally(next);
      }, around(mean));
      timers.add(timer);
    };
    next();
  };
  const markRead = () => api(CALLS.markRead, { input: { room_id: openRoom } });
  const listen = (query: string, variables: Record<string, unknown>) =>
    socket.subscribe({ query, variables }, { next: () => undefined, error: (error) => stats.error(`subscription ${subscriptionErrorKind(error)}`), complete: () => undefined });
  /** Opens a room; true when its messages and drafts were read. */
  const open = async (roomId: string) => {
    openRoom = roomId;
    roomSubscription?.();
    draftSubscription?.();
    const [page, drafts] = await Promise.all([api(CALLS.messages, { room_id: roomId, limit: 50 }), api(CALLS.drafts, {})]);
    if (stopped) return false;
    const items = (page?.customGetMessagesByRoom as { items?: Array<{ id: string; change_seq: number }> } | undefined)?.items ?? [];
    lastMessageId = items[0]?.id;
    for (const item of items) heard.add(item.id);
    const draftMark = (drafts?.getDraftMessages as { liveMark?: string } | undefined)?.liveMark;
    if (draftMark) draftSubscription = listen(LIVE.drafts, { user_id: user.id, after: draftMark });
    roomSubscription = socket.subscribe(
      // As the web app does: changes after the latest one the page holds (a stamp changes an older message).
      { query: LIVE.messages, variables: { room_id: roomId, afterSeq: Math.max(0, ...items.map((item) => item.change_seq)) } },
      {
        next: ({ data }) => {
          const message = (data as { onMessageChanges: { id: string; client_key: string | null } }).onMessageChanges;
          lastMessageId = message.id;
          if (heard.has(message.id)) return;
          heard.add(message.id);
          const sent = message.client_key ? stats.sentAt.get(message.client_key) : undefined;
          if (sent !== undefined) stats.delivery.push(performance.now() - sent);
          if (!readTimer && !stopped) readTimer = setTimeout(() => void ((readTimer = undefined), markRead()), MIX.readAfterMs);
        },
        error: (error) => stats.error(`subscription ${subscriptionErrorKind(error)}`),
        complete: () => undefined,
      },
    );
    void markRead();
    return page !== undefined && drafts !== undefined;
  };
  listen(LIVE.sessionEnd, {});
  listen(LIVE.memberships, { user_id: user.id });
  listen(LIVE.notifications, { user_id: user.id });
  const loaded = Promise.all([...(pageLoad ? PAGE_LOAD.map(([query, variables]) => api(query, variables(user.id))) : []), open(openRoom)]);
  const ready = Promise.all([loaded, socketConnected]).then(([answers, socketUp]) => socketUp && answers.every((answer) => answer !== undefined && answer !== false));
  every(MIX.switchRoomMs, () => open(openRoom === user.rooms[0] ? user.rooms[1] : user.rooms[0]));
  every(MIX.postMs, async () => {
    const key = `${user.id}-${newPublicCode()}`;
    stats.sentAt.set(key, performance.now());
    const to = Math.random() < 0.2 ? user.teammates[Math.floor(Math.random() * user.teammates.length)] : null;
    await api(CALLS.post, { input: { room_id: openRoom, content: `進捗の共有です ${key}`, client_key: key, to_user_id: openRoom === user.rooms[0] ? to : null } });
  });
  every(MIX.stampMs, async () => {
    if (lastMessageId) await api(CALLS.stamp, { input: { id: lastMessageId, emotion: EMOTION_IDS[Math.floor(Math.random() * EMOTION_IDS.length)] } });
  });
  every(MIX.searchMs, () => api(CALLS.search, { content: '資料' }));
  const board = user.board;
  if (board) {
    every(MIX.moveTaskMs, () => {
      const [moved, after] = [board.tasks[Math.floor(Math.random() * board.tasks.length)]!, board.tasks[Math.floor(Math.random() * board.tasks.length)]!];
      return api(CALLS.moveTask, { input: { id: moved, board_id: board.id, ...(after !== moved ? { after_id: after } : {}) } });
    });
  }
  return {
    ready,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      clearTimeout(readTimer);
      connected(false);
      // A socket the server refused to the end rejects its disposal with that refusal, already counted.
      await Promise.resolve(socket.dispose()).catch(() => undefined);
    },
  };
}
