import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth/sessions';

const MEMBERS = 100;
const ROUNDS = 200;
const CONCURRENT = 4;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => +percentile(sorted, p).toFixed(1);
  return { n: sorted.length, p50ms: at(0.5), p95ms: at(0.95), maxms: at(1) };
}

/**
 * The attack, against the real server over HTTP on the embedded database: a room of 100 members, then
 * `Room.users → UserRoom.room → Room.users …` at the deepest the depth limit lets through, under 10 aliases, and
 * a 10 MB body. Each is sent ROUNDS times, CONCURRENT at once, while /healthz is asked every 10 ms; the figures
 * are how long each refusal and each /healthz answer took. Every answer is checked to be the refusal.
 */
export async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex') });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 10_000_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const now = new Date().toISOString();
    const users = Array.from({ length: MEMBERS }, (_, i) => ({
      id: newId(), email: `bench${i}@musubi.test`, password_hash: 'x', name: `利用者${i}`, status: 1, createdAt: now, updatedAt: now,
    }));
    await deps.db.insertInto('users').values(users).execute();
    const roomId = newId();
    await deps.db
      .insertInto('rooms')
      .values({ id: roomId, name: 'ルーム', created_user_id: users[0]!.id, musubiCode: newPublicCode(), totalUser: MEMBERS, countUser: MEMBERS, createdAt: now, updatedAt: now })
      .execute();
    await deps.db
      .insertInto('user_rooms')
      .values(users.map((u) => ({ id: newId(), user_id: u.id, room_id: roomId, role: 2, total_member: MEMBERS, createdAt: now, updatedAt: now })))
      .execute();
    const cookie = `${SESSION_COOKIE}=${await createSession(deps.db, deps.clock, users[0]!.id, 'bench')}`;

    let inner = 'id';
    for (let i = 0; i < 2; i++) inner = `room { users(limit: 100) { items { ${inner} } } }`;
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: users(limit: 100) { items { ${inner} } }`).join(' ');
    const amplification = Buffer.from(JSON.stringify({ query: `{ getRoom(id: "${roomId}") { ${aliases} } }` }));
    const largeBody = Buffer.from(JSON.stringify({ query: '{ getUserDetail { id } }', variables: { pad: 'x'.repeat(10 * 1024 * 1024) } }));

    // Timed to the answer's status line and checked on its body. A client may still be sending a refused body
    // when the answer comes: the server closes the connection rather than read the rest, so writing may fail.
    const send = (body: Buffer, expected: { status: number; code: string }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        let took = 0;
        const request = http.request(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length, cookie },
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

    const measure = async (body: Buffer, expected: { status: number; code: string }) => {
      const refusals: number[] = [];
      const health: number[] = [];
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
      for (let round = 0; round < ROUNDS; round += CONCURRENT) {
        refusals.push(...(await Promise.all(Array.from({ length: CONCURRENT }, () => send(body, expected)))));
      }
      running = false;
      await poll;
      return { refusal: summary(refusals), healthz: summary(health) };
    };

    const results = {
      database: deps.dialect,
      cpus: os.cpus().length,
      members: MEMBERS,
      amplification: await measure(amplification, { status: 400, code: 'LIMIT_EXCEEDED' }),
      body10MB: await measure(largeBody, { status: 413, code: 'LIMIT_EXCEEDED' }),
    };
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
