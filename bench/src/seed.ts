import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Deps } from '../../server/src/deps';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';

/** The whole server on a fresh embedded database in `dataDir`, listening on a free local port. */
export async function startBenchServer(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex') });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 10_000_000, post: 10_000_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return { app, deps, url };
}

/**
 * `rooms` rooms of `perRoom` members each, written straight into the tables, and a signed-in session cookie per
 * user; user i is a member of room ⌊i / perRoom⌋.
 */
export async function seedRooms(deps: Pick<Deps, 'db' | 'clock'>, rooms: number, perRoom: number, emailPrefix: string) {
  const now = new Date().toISOString();
  const users = Array.from({ length: rooms * perRoom }, (_, i) => ({
    id: newId(), email: `${emailPrefix}${i}@musubi.test`, password_hash: 'x', name: `利用者${i}`, status: 1, createdAt: now, updatedAt: now,
  }));
  for (let i = 0; i < users.length; i += 100) await deps.db.insertInto('users').values(users.slice(i, i + 100)).execute();
  const roomRows = Array.from({ length: rooms }, (_, r) => ({
    id: newId(), name: `ルーム${r}`, created_user_id: users[r * perRoom]!.id, musubiCode: newPublicCode(), totalUser: perRoom, countUser: perRoom, createdAt: now, updatedAt: now,
  }));
  await deps.db.insertInto('rooms').values(roomRows).execute();
  const memberships = users.map((u, i) => ({ id: newId(), user_id: u.id, room_id: roomRows[Math.floor(i / perRoom)]!.id, role: 2, total_member: perRoom, createdAt: now, updatedAt: now }));
  for (let i = 0; i < memberships.length; i += 100) await deps.db.insertInto('user_rooms').values(memberships.slice(i, i + 100)).execute();
  const cookies = await Promise.all(users.map(async (u) => `${SESSION_COOKIE}=${await createSession(deps.db, deps.clock, u.id, 'bench')}`));
  return { users, rooms: roomRows, cookies };
}
