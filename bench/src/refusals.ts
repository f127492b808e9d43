import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';

const MEMBERS = 101;
const ROUNDS = 120;
const CONCURRENT = 6;
/** Targets: each refusal answered within REFUSAL_TARGET_MS, /healthz within HEALTH_TARGET_MS throughout. */
const REFUSAL_TARGET_MS = 250;
const HEALTH_TARGET_MS = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => +percentile(sorted, p).toFixed(1);
  return { n: sorted.length, p50ms: at(0.5), p95ms: at(0.95), maxms: at(1) };
}

/**
 * The server of the benchmark, in a process of its own so that the attacking clients' work is not counted as its:
 * a public room of 101 members on the embedded database (or DATABASE_URL). It prints its address, the room and two
 * members' session cookies as one line of JSON, and answers GET /bench/cpu with the CPU time it has used (ms).
 */
async function serve() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 10_000_000 } });
  app.get('/bench/cpu', async () => {
    const used = process.cpuUsage();
    return { ms: (used.user + used.system) / 1000 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  const now = new Date().toISOString();
  const users = Array.from({ length: MEMBERS }, (_, i) => ({
    id: newId(), email: `bench${i}-${newId()}@musubi.test`, password_hash: 'x', name: `利用者${i}`, status: 1, createdAt: now, updatedAt: now,
  }));
  await deps.db.insertInto('users').values(users).execute();
  const roomId = newId();
  await deps.db
    .insertInto('rooms')
    .values({ id: roomId, name: '公開ルーム', created_user_id: users[0]!.id, musubiCode: newPublicCode(), public: 1, totalUser: MEMBERS, countUser: MEMBERS, createdAt: now, updatedAt: now })
    .execute();
  await deps.db
    .insertInto('user_rooms')
    .values(users.map((u, i) => ({ id: newId(), user_id: u.id, room_id: roomId, role: i === 0 ? 2 : 1, total_member: MEMBERS, createdAt: now, updatedAt: now })))
    .execute();
  const cookie = `${SESSION_COOKIE}=${await createSession(deps.db, deps.clock, users[0]!.id, 'bench')}`;
  const member = `${SESSION_COOKIE}=${await createSession(deps.db, deps.clock, users[1]!.id, 'bench')}`;
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  console.log(JSON.stringify({ url, roomId, cookie, member, database: deps.dialect }));
}

/**
 * The attacks testers found, against the real server over HTTP (a process of its own: serve), in a public room of
 * 101 members: the nested members query (`getRoom → users → room → users → room`) under 10 and under 24 aliases, a
 * chain of 3,000 fragments, each sent signed in, and 960 KB bodies sent without a session. Each is sent ROUNDS
 * times, CONCURRENT at once, while /healthz is asked every 10 ms and a signed-in member reads the room's members;
 * every answer is checked to be the refusal. The figures are how long each refusal, each /healthz answer and each of
 * the member's reads took, against the targets (decision 0254), and the server's CPU time per refusal.
 */
export async function main(args: string[] = []) {
  if (args[0] === 'serve') return serve();
  const server = spawn(process.execPath, [...process.execArgv, path.join(path.dirname(fileURLToPath(import.meta.url)), 'run.ts'), 'refusals', 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines = readline.createInterface({ input: server.stdout! });
  const { url, roomId, cookie, member, database } = await new Promise<{ url: string; roomId: string; cookie: string; member: string; database: string }>(
    (resolve, reject) => {
      lines.once('line', (line) => resolve(JSON.parse(line)));
      server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    },
  );
  const serverCpuMs = async () => ((await (await fetch(`${url}/bench/cpu`)).json()) as { ms: number }).ms;
  try {
    const nested = (aliases: number) => {
      const one = `getRoom(id: "${roomId}") { users(limit: 100) { items { room { users(limit: 100) { items { room { id } } } } } } }`;
      return Buffer.from(JSON.stringify({ query: `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${one}`).join(' ')} }` }));
    };
    const chain = Array.from({ length: 3_000 }, (_, i) => (i < 2_999 ? `fragment F${i} on Query { ...F${i + 1} }` : `fragment F${i} on Query { captchaChallenge }`));
    const fragmentChain = Buffer.from(JSON.stringify({ query: `query { ...F0 } ${chain.join(' ')}` }));
    const largeBody = Buffer.from(JSON.stringify({ query: '{ captchaChallenge }', variables: { pad: 'x'.repeat(960 * 1024) } }));
    const membersRead = JSON.stringify({ query: `{ getRoom(id: "${roomId}") { users(limit: 100) { items { id role user { id name } } } } }` });

    // Timed to the answer's status line and checked on its body. A client may still be sending a refused body
    // when the answer comes: the server closes the connection rather than read the rest, so writing may fail.
    const send = (body: Buffer, session: string | null, expected: { status: number; code: string }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        let took = 0;
        const request = http.request(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length, ...(session ? { cookie: session } : {}) },
        });
        request.on('response', (response) => {
          took = performance.now() - started;
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => {
            const answer = JSON.parse(text) as { errors?: Array<{ extensions: { code: string } }> };
            if (response.statusCode === expected.status && answer.errors?.[0]?.extensions.code === expected.code) resolve(took);
            else reject(new Error(`expected a refusal, got ${response.statusCode} ${text.slice(0, 200)}`));
          });
        });
        request.on('error', (error) => (took ? undefined : reject(error)));
        request.end(body);
      });

    const measure = async (body: Buffer, session: string | null, expected: { status: number; code: string }) => {
      const refusals: number[] = [];
      const cpuBefore = await serverCpuMs();
      const health: number[] = [];
      const reads: number[] = [];
      let running = true;
      const poll = (async () => {
        while (running) {
          const started = performance.now();
          const response = await fetch(`${url}/healthz`);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
          health.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const read = (async () => {
        while (running) {
          const started = performance.now();
          const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: member }, body: membersRead });
          const answer = (await response.json()) as { errors?: unknown };
          if (answer.errors) throw new Error(`the member's read failed: ${JSON.stringify(answer.errors)}`);
          reads.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      for (let round = 0; round < ROUNDS; round += CONCURRENT) {
        refusals.push(...(await Promise.all(Array.from({ length: CONCURRENT }, () => send(body, session, expected)))));
      }
      running = false;
      await Promise.all([poll, read]);
      // The server's CPU time per refusal, the member's reads and /healthz included: whatever else the machine does.
      const cpuMsPerRefusal = +(((await serverCpuMs()) - cpuBefore) / refusals.length).toFixed(2);
      const result = { refusal: summary(refusals), cpuMsPerRefusal, healthz: summary(health), memberRead: summary(reads) };
      return { ...result, withinTargets: result.refusal.maxms < REFUSAL_TARGET_MS && result.healthz.maxms < HEALTH_TARGET_MS };
    };

    const refused = { status: 400, code: 'LIMIT_EXCEEDED' };
    // Once each first, so that the figures are of a running server, not of its first requests' loading.
    await send(nested(10), cookie, refused);
    await send(fragmentChain, cookie, { status: 400, code: 'BAD_USER_INPUT' });
    await send(largeBody, null, { status: 413, code: 'LIMIT_EXCEEDED' });
    for (let i = 0; i < 3; i++) {
      await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: member }, body: membersRead })).arrayBuffer();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
    }
    // /healthz with nothing else sent, for comparison: on a busy machine it is slow by itself.
    const quiet: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await (await fetch(`${url}/healthz`)).arrayBuffer();
      quiet.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const results = {
      database,
      cpus: os.cpus().length,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      members: MEMBERS,
      targets: { refusalMs: REFUSAL_TARGET_MS, healthzMs: HEALTH_TARGET_MS },
      healthzAlone: summary(quiet),
      nested10: await measure(nested(10), cookie, refused),
      nested24: await measure(nested(24), cookie, refused),
      fragmentChain3000: await measure(fragmentChain, cookie, { status: 400, code: 'BAD_USER_INPUT' }),
      body960KBSignedOut: await measure(largeBody, null, { status: 413, code: 'LIMIT_EXCEEDED' }),
    };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    server.kill('SIGTERM');
  }
}
