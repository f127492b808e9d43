import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { cpuProfileOptions, cpuSeconds } from './delivery';
import { memoryOf, RAMP_USERS_PER_SECOND, seed, SETTLE_MS, type SimulatedUser, sleep, START_WITHIN_MS, startUser, Stats, stepFigures, withinLimits } from './capacity';

/**
 * `npm run bench -- roles [--quick] [--step N] [--max N] [--seconds S] [--ramp N] [--only sqlite|postgres] [--quota F] [--cpu-prof DIR]`:
 * what each role of a deployment costs, measured apart on the machine's two cores. The app node runs on core 0
 * alone; PostgreSQL (the postmaster and so every backend it forks), Redis and this process, the load generator,
 * share core 1 (`taskset`; each process's affinity is put back afterwards). The capacity benchmark's users
 * (capacity.ts) are ramped in steps onto one node on embedded SQLite, then onto one node on PostgreSQL + Redis, in
 * the same run, until a step passes the capacity limits. For every step it reads each role's CPU time from /proc:
 * the node's process, the PostgreSQL backends serving the run's database (found in pg_stat_activity every half
 * second, so backends that came and went count), PostgreSQL's background processes (shared with whatever else uses
 * the server), Redis's process (likewise), and this process; and gives each as CPU milliseconds per active
 * user-second. When PostgreSQL loads pg_stat_statements (`shared_preload_libraries`), each step also gives the
 * statements it ran per active user-second and the most called of them. With `--quota F` each node is held to F of
 * a core by a CPU cgroup (cgroup v1, as root), and a second pass on PostgreSQL runs two such nodes: one node +
 * database against two nodes + database, each node on its own share of core 0. `--ramp N` has a step's users arrive
 * at N a second (50, as the capacity benchmark's): a node held to half a core cannot take them in at 50.
 */
const APP_CORE = 0;
const SERVICE_CORE = 1;
const CGROUP_CPU = '/sys/fs/cgroup/cpu';
/** The measured processes' nice value: ahead of other work on their cores (a weight about nine times the default). */
const MEASURED_PRIORITY = -10;
/** How often the run's PostgreSQL backends are looked for: a backend that lives shorter is missed. */
const BACKEND_POLL_MS = 500;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

const arg = (args: string[], name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const round = (n: number, digits = 2) => +n.toFixed(digits);

/** utime + stime of a process (all its threads), in ms; undefined once it has gone. */
function cpuMsOf(pid: number): number | undefined {
  const seconds = cpuSeconds(pid);
  return seconds === undefined ? undefined : (seconds * 100 * 1000) / CLOCK_TICKS;
}

/** The CPU time a changing set of processes has used, each counted to its last reading. */
class ProcessGroupCpu {
  readonly #last = new Map<number, number>();
  readonly #first = new Map<number, number>();

  /** Reads these processes; a process seen for the first time counts from its first reading when `fromNow`. */
  read(pids: number[], fromNow = false) {
    for (const pid of pids) {
      const ms = cpuMsOf(pid);
      if (ms === undefined) continue;
      if (!this.#last.has(pid)) this.#first.set(pid, fromNow ? ms : 0);
      this.#last.set(pid, ms);
    }
  }

  get totalMs() {
    let total = 0;
    for (const [pid, ms] of this.#last) total += ms - this.#first.get(pid)!;
    return total;
  }
}

/** The CPU affinity mask of a process, as taskset prints it. */
const affinityOf = (pid: number) => /:\s*([0-9a-f]+)\s*$/.exec(execFileSync('taskset', ['-p', String(pid)]).toString())![1]!;
/** Pins every thread of a process to the cores of a mask. */
const pin = (pid: number, mask: string) => void execFileSync('taskset', ['-a', '-p', mask, String(pid)], { stdio: 'ignore' });
const childrenOf = (parent: number) =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(parent))
    .map(Number);

const threadsOf = (pid: number) => fs.readdirSync(`/proc/${pid}/task`).map(Number);

/**
 * Pins processes to a core and raises their priority (every thread's: a thread's priority is its own), remembering
 * both to put them back. On a machine busy with other work a role pinned to one core would otherwise get only a share
 * of it and the figures would be the machine's; on an idle machine the priority changes nothing.
 */
class Pinning {
  readonly #masks = new Map<number, string>();
  readonly #priorities = new Map<number, number>();
  set(pids: number[], core: number) {
    for (const pid of pids) {
      try {
        if (!this.#masks.has(pid)) this.#masks.set(pid, affinityOf(pid));
        pin(pid, (1 << core).toString(16));
        for (const thread of threadsOf(pid)) {
          if (!this.#priorities.has(thread)) this.#priorities.set(thread, os.getPriority(thread));
          os.setPriority(thread, MEASURED_PRIORITY);
        }
      } catch {
        // A backend that ended meanwhile.
      }
    }
  }
  restore() {
    for (const [pid, mask] of this.#masks) {
      try {
        pin(pid, mask);
      } catch {
        // Gone.
      }
    }
    for (const [thread, priority] of this.#priorities) {
      try {
        os.setPriority(thread, priority);
      } catch {
        // Gone.
      }
    }
    this.#masks.clear();
    this.#priorities.clear();
  }
}

/** A CPU cgroup holding its processes to `share` of one core. */
function cpuQuota(name: string, share: number) {
  const dir = path.join(CGROUP_CPU, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), '100000');
  fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(share * 100_000)));
  return {
    add: (pid: number) => fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid)),
    /** Times the group was held back for its quota, and for how long in all (ms). */
    throttled: () => {
      const stat = Object.fromEntries(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8').trim().split('\n').map((line) => line.split(' ')));
      return { periods: Number(stat.nr_throttled), ms: Math.round(Number(stat.throttled_time) / 1e6) };
    },
    remove: () => fs.rmdirSync(dir),
  };
}

interface PassOptions {
  dialect: 'sqlite' | 'postgres';
  nodes: number;
  step: number;
  max: number;
  seconds: number;
  /** The share of a core each node is held to, when set. */
  quota?: number;
  nodeOptions: string[];
  /** Users arriving a second while a step's users are added. */
  ramp: number;
  redisPid: number;
}

/** How many of the run's statements' texts a step reports, most called first. */
const TOP_STATEMENTS = 12;

/**
 * pg_stat_statements, when the server loads it (`shared_preload_libraries`): made available in the admin's database
 * so that its view can be read. False when the server does not load it; the run then reports no statements.
 */
async function statementStatsAvailable(admin: pg.Client): Promise<boolean> {
  try {
    await admin.query('create extension if not exists pg_stat_statements');
    await admin.query('select 1 from pg_stat_statements limit 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The statements PostgreSQL ran for the run's database since the last reset: how many a second each active user
 * costs (every statement is a round trip from the node), and the most called, with their share of the execution
 * time and their mean.
 */
async function statementFigures(admin: pg.Client, databaseName: string, userSeconds: number) {
  const { rows } = await admin.query<{ query: string; calls: string; total_exec_time: number }>(
    `select s.query, s.calls, s.total_exec_time from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = $1 order by s.calls desc`,
    [databaseName],
  );
  const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0);
  const execMs = rows.reduce((sum, row) => sum + row.total_exec_time, 0);
  return {
    perActiveUserSecond: round(calls / userSeconds, 3),
    execMsPerActiveUserSecond: round(execMs / userSeconds, 3),
    top: rows.slice(0, TOP_STATEMENTS).map((row) => ({
      perActiveUserSecond: round(Number(row.calls) / userSeconds, 4),
      meanMs: round(row.total_exec_time / Number(row.calls), 3),
      execShare: round(row.total_exec_time / Math.max(execMs, 1e-9)),
      query: row.query.replace(/\s+/g, ' ').slice(0, 160),
    })),
  };
}

/** One ramp: users added in steps to `nodes` app nodes on one database until a step passes the capacity limits. */
async function pass(options: PassOptions) {
  const support = await import('../../server/test/cluster/support');
  const { subscriptionClient } = await import('../../server/test/harness');
  const store = await support.freshStore(options.dialect);
  const postgres = options.dialect === 'postgres';
  const env: Record<string, string> = { ...store.env, APP_SECRET: support.sharedSecret(), LOG_LEVEL: 'warn', SHED_EVENT_LOOP_DELAY_MS: '500', SHED_CONNECTION_WAIT_MS: '1000' };
  if (postgres) env.REDIS_URL = process.env.TEST_REDIS_URL!;
  const nodes: Array<Awaited<ReturnType<typeof support.startNode>>> = [];
  const users: SimulatedUser[] = [];
  const pinning = new Pinning();
  const quotas = options.quota ? Array.from({ length: options.nodes }, (_, i) => cpuQuota(`musubi-roles-${process.pid}-${i}`, options.quota!)) : [];
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const databaseName = postgres ? new URL(store.env.DATABASE_URL!).pathname.slice(1) : '';
  const withStatements = postgres && (await statementStatsAvailable(admin));
  const backends = new ProcessGroupCpu();
  const background = new ProcessGroupCpu();
  const readBackends = async (fromNow = false) => {
    const { rows } = await admin.query<{ pid: number; own: boolean }>(
      "select pid, datname = $1 as own from pg_stat_activity where datname = $1 or backend_type <> 'client backend'",
      [databaseName],
    );
    backends.read(rows.filter((r) => r.own).map((r) => r.pid), fromNow);
    background.read(rows.filter((r) => !r.own).map((r) => r.pid), fromNow);
  };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      if (postgres) await readBackends().catch(() => undefined);
      await sleep(BACKEND_POLL_MS);
    }
  })();
  const steps: Array<Record<string, unknown>> = [];
  let held = 0;
  try {
    for (let i = 0; i < options.nodes; i++) {
      const node = await support.startNode(env, { nodeOptions: options.nodeOptions, startWithinMs: START_WITHIN_MS, compiled: true });
      nodes.push(node);
      pinning.set([node.pid], APP_CORE);
      quotas[i]?.add(node.pid);
    }
    const seeded = await seed(await store.open(), options.max);
    const stats = new Stats();
    const arrive = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const node = nodes[i % nodes.length]!;
        const user = seeded[i]!;
        users.push(startUser(user, node.url, (on) => subscriptionClient(node.wsUrl, user.cookie, { lazy: false, retryAttempts: 5, on, onNonLazyError: () => undefined }), stats, false));
        await sleep(1000 / options.ramp);
      }
      await sleep(SETTLE_MS);
    };
    const appMs = () => nodes.reduce((total, node) => total + (cpuMsOf(node.pid) ?? 0), 0);
    while (users.length < options.max) {
      await arrive(users.length, Math.min(options.max, users.length + options.step));
      if (postgres) await readBackends(true);
      const before = { app: appMs(), backends: backends.totalMs, background: background.totalMs, redis: cpuMsOf(options.redisPid) ?? 0, generator: process.cpuUsage() };
      const throttledBefore = quotas.map((q) => q.throttled());
      stats.reset();
      if (withStatements) await admin.query('select pg_stat_statements_reset()');
      await sleep(options.seconds * 1000);
      if (postgres) await readBackends();
      const active = users.length;
      const userSeconds = active * options.seconds;
      const generator = process.cpuUsage(before.generator);
      const cpuMs = {
        app: appMs() - before.app,
        postgres: backends.totalMs - before.backends,
        postgresBackground: background.totalMs - before.background,
        redis: (cpuMsOf(options.redisPid) ?? 0) - before.redis,
        generator: (generator.user + generator.system) / 1000,
      };
      const perUserSecond = (ms: number) => round(ms / userSeconds, 3);
      const memory = (await Promise.all(nodes.map((n) => memoryOf(n.pid)))).reduce((a, b) => a + b, 0);
      const result = {
        ...stepFigures(stats, options.seconds, active),
        cpuMsPerActiveUserSecond: {
          app: perUserSecond(cpuMs.app),
          ...(postgres ? { postgres: perUserSecond(cpuMs.postgres), postgresBackground: perUserSecond(cpuMs.postgresBackground), redis: perUserSecond(cpuMs.redis) } : {}),
          generator: perUserSecond(cpuMs.generator),
        },
        /** Of one core: the app nodes' together, and the service core's users. */
        busy: {
          app: round(cpuMs.app / (options.seconds * 1000)),
          ...(postgres ? { postgres: round((cpuMs.postgres + cpuMs.postgresBackground) / (options.seconds * 1000)), redis: round(cpuMs.redis / (options.seconds * 1000)) } : {}),
          generator: round(cpuMs.generator / (options.seconds * 1000)),
        },
        ...(quotas.length ? { throttled: quotas.map((q, i) => ({ periods: q.throttled().periods - throttledBefore[i]!.periods, ms: q.throttled().ms - throttledBefore[i]!.ms })) } : {}),
        appMemoryMB: Math.round(memory / 1e6),
        postgresConnections: postgres ? (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [databaseName])).rows[0].n : undefined,
        ...(withStatements ? { statements: await statementFigures(admin, databaseName, userSeconds) } : {}),
      };
      steps.push(result);
      console.log(JSON.stringify(result));
      if (!withinLimits(result)) break;
      held = active;
    }
    return { database: options.dialect, nodes: options.nodes, quota: options.quota, usersHeld: held, maxTried: options.max, steps };
  } finally {
    polling = false;
    await poller;
    await Promise.all(users.map((user) => user.stop()));
    for (const node of nodes) {
      node.signal('SIGTERM');
      await node.exited;
    }
    pinning.restore();
    for (const q of quotas) q.remove();
    await admin.end();
    await store.drop();
  }
}

/** The last step held, or the last step when none was: the per-role costs at the highest load served. */
function costs(result: Awaited<ReturnType<typeof pass>>) {
  const steps = result.steps as Array<{ users: number; cpuMsPerActiveUserSecond: Record<string, number>; busy: Record<string, number> }>;
  const at = steps.findLast((s) => s.users === result.usersHeld) ?? steps.at(-1)!;
  const app = at.cpuMsPerActiveUserSecond.app!;
  return {
    atUsers: at.users,
    cpuMsPerActiveUserSecond: at.cpuMsPerActiveUserSecond,
    /** What one app core would hold were it busy all the time at this cost; the ramp's own figure is usersHeld. */
    usersPerAppCoreByCpu: Math.round(1000 / app),
  };
}

export async function main(args: string[]) {
  if (os.cpus().length < 2) throw new Error('needs two cores: one for the app node, one for the database, Redis and the load generator');
  const quick = args.includes('--quick');
  const step = arg(args, '--step', quick ? 250 : 500);
  const max = arg(args, '--max', quick ? 1_000 : 6_000);
  const seconds = arg(args, '--seconds', quick ? 10 : 30);
  const quota = args.includes('--quota') ? arg(args, '--quota', 0.5) : undefined;
  const ramp = arg(args, '--ramp', RAMP_USERS_PER_SECOND);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const nodeOptions = cpuProfileOptions(args);
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';

  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const checkpointer = (await admin.query<{ pid: number }>("select pid from pg_stat_activity where backend_type = 'checkpointer'")).rows[0]!.pid;
  await admin.end();
  // The checkpointer's parent is the postmaster.
  const postmasterPid = Number(fs.readFileSync(`/proc/${checkpointer}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
  const redis = new Redis(process.env.TEST_REDIS_URL);
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))![1]);
  redis.disconnect();

  const pinning = new Pinning();
  const report: Record<string, unknown> = {
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((n) => +n.toFixed(2)),
    layout: { appCore: APP_CORE, serviceCore: SERVICE_CORE, onServiceCore: ['postgresql', 'redis', 'load generator'] },
    step,
    seconds,
    ramp,
  };
  try {
    // The postmaster first: the backends it forks from now on inherit its core.
    pinning.set([postmasterPid, ...childrenOf(postmasterPid), redisPid, process.pid], SERVICE_CORE);
    const common = { step, max, seconds, nodeOptions, redisPid, quota, ramp };
    const passes: Array<Awaited<ReturnType<typeof pass>>> = [];
    for (const dialect of ['sqlite', 'postgres'] as const) {
      if (only && only !== dialect) continue;
      passes.push(await pass({ ...common, dialect, nodes: 1 }));
    }
    if (quota && only !== 'sqlite') passes.push(await pass({ ...common, dialect: 'postgres', nodes: 2 }));
    report.passes = passes.map((p) => ({ database: p.database, nodes: p.nodes, quota: p.quota, usersHeld: p.usersHeld, maxTried: p.maxTried, ...costs(p) }));
    report.steps = passes.map((p) => ({ database: p.database, nodes: p.nodes, steps: p.steps }));
    const [sqlite, postgres] = ['sqlite', 'postgres'].map((d) => passes.find((p) => p.database === d && p.nodes === 1));
    if (sqlite && postgres) report.postgresToSqliteUsersHeld = round(postgres.usersHeld / Math.max(1, sqlite.usersHeld));
    report.loadAverageAtEnd = os.loadavg().map((n) => +n.toFixed(2));
    console.log(JSON.stringify(report, null, 2));
  } finally {
    pinning.restore();
    // Backends forked meanwhile took the postmaster's core and priority: give them its own back too.
    const [mask, priority] = [affinityOf(postmasterPid), os.getPriority(postmasterPid)];
    for (const child of childrenOf(postmasterPid)) {
      try {
        pin(child, mask);
        for (const thread of threadsOf(child)) os.setPriority(thread, priority);
      } catch {
        // Ended meanwhile.
      }
    }
  }
}
