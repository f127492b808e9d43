import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildSchema, print, type DocumentNode } from 'graphql';
import * as web from '../../web/src/graphql/gql/graphql';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { queryCost } from '../../server/src/graphql/hardening';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';
import { keysAfter } from '../../server/src/modules/boards';

const MEMBERS = 101;
const BOARDS = 100;
const TASKS_PER_BOARD = 100;

/** The items of every list in an answer, nested ones included. */
function listItems(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((sum: number, item) => sum + listItems(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, item) => sum + listItems(item), 0);
  return 0;
}

/** Room.users → UserRoom.room → Room.users …, `levels` deep, under `aliases` aliases of getRoom, as testers sent it. */
export function nestedMembers(roomId: string, levels: number, aliases: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `users(limit: 100) { items { room { ${inner} } } }`;
  return `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: getRoom(id: "${roomId}") { ${inner} }`).join(' ')} }`;
}

/**
 * What a query really costs: a public room of 101 members with 100 boards of 100 tasks (two assignees and two tags
 * each) on the embedded database (or DATABASE_URL), and documents from one level of members to the nested attack,
 * and the web app's widest board listings. For each: its cost as hardening.ts estimates it, the list items its answer
 * holds (what QUERY_MAX_ITEMS counts), the server's CPU time and wall time to answer it (median of 3, with every
 * budget lifted so that refused ones are measured too) and the size of the answer; with `budgets`, the default budgets,
 * and how long a refusal took. The figures are in decision 0254.
 */
export async function main(args: string[] = []) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  // Every budget lifted, so that what the budgets refuse is measured too; `budgets`: the defaults, to time refusals.
  const lifted = args[0] === 'budgets' ? {} : { QUERY_MAX_COST: '1000000000', QUERY_MAX_ITEMS: '1000000000', QUERY_TIMEOUT_MS: '600000' };
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex'), SHED_EVENT_LOOP_DELAY_MS: '0', DATABASE_URL: process.env.DATABASE_URL ?? '',
    ...lifted,
  });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 1_000_000 } });
  try {
    const now = new Date().toISOString();
    const users = Array.from({ length: MEMBERS }, (_, i) => ({
      id: newId(), email: `cost${i}-${newId()}@musubi.test`, password_hash: 'x', name: `利用者${i}`, status: 1, createdAt: now, updatedAt: now,
    }));
    await deps.db.insertInto('users').values(users).execute();
    const owner = users[0]!.id;
    const roomId = newId();
    await deps.db
      .insertInto('rooms')
      .values({ id: roomId, name: '公開ルーム', created_user_id: owner, musubiCode: newPublicCode(), public: 1, totalUser: MEMBERS, countUser: MEMBERS, createdAt: now, updatedAt: now })
      .execute();
    await deps.db
      .insertInto('user_rooms')
      .values(users.map((u) => ({ id: newId(), user_id: u.id, room_id: roomId, role: 2, total_member: MEMBERS, createdAt: now, updatedAt: now })))
      .execute();
    const tags = Array.from({ length: 10 }, (_, i) => ({ id: newId(), name: `タグ${i}`, color: '#228be6', type: 2, room_id: roomId, createdAt: now, updatedAt: now }));
    await deps.db.insertInto('tags').values(tags).execute();
    const boards = keysAfter(null, BOARDS).map((order, i) => ({ id: newId(), room_id: roomId, user_created_id: owner, name: `ボード${i + 1}`, order, createdAt: now, updatedAt: now }));
    await deps.db.insertInto('boards').values(boards).execute();
    const taskKeys = keysAfter(null, TASKS_PER_BOARD);
    for (const board of boards) {
      const tasks = taskKeys.map((order, i) => ({ id: newId(), board_id: board.id, room_id: roomId, user_created_id: owner, name: `タスク${i + 1}`, description: '説明'.repeat(20), order, createdAt: now, updatedAt: now }));
      await deps.db.insertInto('tasks').values(tasks).execute();
      await deps.db.insertInto('task_assignees').values(tasks.flatMap((t, i) => [0, 1].map((k) => ({ task_id: t.id, user_id: users[(i + k) % MEMBERS]!.id, createdAt: now })))).execute();
      await deps.db.insertInto('task_tags').values(tasks.flatMap((t, i) => [0, 1].map((k) => ({ task_id: t.id, tag_id: tags[(i + k) % tags.length]!.id, createdAt: now })))).execute();
    }
    const cookie = `${SESSION_COOKIE}=${await createSession(deps.db, deps.clock, owner, 'bench')}`;
    const schema = buildSchema(fs.readFileSync(new URL('../../server/src/graphql/schema.graphql', import.meta.url), 'utf8'));

    const measure = async (name: string, query: string, variables: Record<string, unknown> = {}) => {
      const cost = queryCost(schema, (await import('graphql')).parse(query), variables);
      const cpu: number[] = [];
      const wall: number[] = [];
      let bytes = 0;
      let answer: unknown = null;
      let refused: unknown;
      for (let run = 0; run < 3; run++) {
        const startedCpu = process.cpuUsage();
        const started = performance.now();
        const response = await app.inject({ method: 'POST', url: '/graphql', headers: { cookie, 'content-type': 'application/json' }, payload: { query, variables } });
        wall.push(performance.now() - started);
        const used = process.cpuUsage(startedCpu);
        cpu.push((used.user + used.system) / 1000);
        bytes = response.rawPayload.length;
        const body = response.json() as { data?: unknown; errors?: unknown[] };
        refused = body.errors ? (body.errors[0] as { extensions?: unknown }).extensions : undefined;
        answer = body.data;
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
      if (refused) {
        console.log(JSON.stringify({ name, cost, refused, cpuMs: +median(cpu).toFixed(1), wallMs: +median(wall).toFixed(1), kB: Math.round(bytes / 1024) }));
        return;
      }
      const row = { name, cost, items: listItems(answer), cpuMs: +median(cpu).toFixed(1), wallMs: +median(wall).toFixed(1), kB: Math.round(bytes / 1024) };
      console.log(JSON.stringify({
        ...row,
        µsPerCost: +((row.cpuMs * 1000) / cost).toFixed(2),
        µsPerItem: +((row.cpuMs * 1000) / row.items).toFixed(1),
        bytesPerItem: Math.round(bytes / row.items),
      }));
    };

    const doc = (document: unknown) => print(document as DocumentNode);
    await measure('members, one page', `{ getRoom(id: "${roomId}") { users(limit: 100) { items { id role user { id name } } } } }`);
    await measure('BoardRoomMembers (web)', doc(web.BoardRoomMembersDocument), { room_id: roomId });
    await measure('BoardListBoards (web)', doc(web.BoardListBoardsDocument), { room_id: roomId });
    await measure('BoardAllRooms (web)', doc(web.BoardAllRoomsDocument));
    // Refused by their shape (the `nesting` limit) whatever the budgets: their figures before it are in decision 0254.
    for (const aliases of [1, 10]) await measure(`nested members ×${aliases}`, nestedMembers(roomId, 2, aliases));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
