import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { newId, newPublicCode } from '../../server/src/lib/ids';
import { createSession, SESSION_COOKIE } from '../../server/src/modules/auth';
import { keysAfter, moveTask } from '../../server/src/modules/boards';

const BOARDS = 20;
const TASKS = 5_000;

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5).toFixed(2), p95: at(0.95).toFixed(2), max: at(1).toFixed(2) };
}

/**
 * A room with 20 boards and 5,000 tasks on the embedded database (or DATABASE_URL): the room's board listing
 * with its first page of tasks over GraphQL, and moving one task, through GraphQL and through the service alone.
 */
export async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'musubi-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const { app, deps } = await buildApp({ config, logger: false, limits: { http: 1_000_000 } });
  try {
    const now = new Date().toISOString();
    const userId = newId();
    await deps.db
      .insertInto('users')
      .values({ id: userId, email: `bench-${userId}@musubi.test`, password_hash: 'x', status: 1, createdAt: now, updatedAt: now })
      .execute();
    const roomId = newId();
    await deps.db.insertInto('rooms').values({ id: roomId, name: 'bench', created_user_id: userId, musubiCode: newPublicCode(), createdAt: now, updatedAt: now }).execute();
    await deps.db.insertInto('user_rooms').values({ id: newId(), user_id: userId, room_id: roomId, role: 2, createdAt: now, updatedAt: now }).execute();
    const boardKeys = keysAfter(null, BOARDS);
    const boards = boardKeys.map((order, i) => ({ id: newId(), room_id: roomId, user_created_id: userId, name: `ボード${i + 1}`, order, createdAt: now, updatedAt: now }));
    await deps.db.insertInto('boards').values(boards).execute();
    const perBoard = TASKS / BOARDS;
    const taskKeys = keysAfter(null, perBoard);
    const tasksByBoard = new Map<string, string[]>();
    for (const board of boards) {
      const tasks = taskKeys.map((order, i) => ({ id: newId(), board_id: board.id, room_id: roomId, user_created_id: userId, name: `タスク${i + 1}`, order, createdAt: now, updatedAt: now }));
      for (let i = 0; i < tasks.length; i += 250) await deps.db.insertInto('tasks').values(tasks.slice(i, i + 250)).execute();
      tasksByBoard.set(board.id, tasks.map((t) => t.id));
    }
    const cookie = `${SESSION_COOKIE}=${await createSession(deps.db, deps.clock, userId, 'bench')}`;
    const gql = async (query: string, variables: Record<string, unknown>) => {
      const response = await app.inject({ method: 'POST', url: '/graphql', headers: { cookie, 'content-type': 'application/json' }, payload: { query, variables } });
      const body = response.json() as { errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body;
    };

    const LIST = `query ($room_id: ID!) { listBoardsByRoom(room_id: $room_id, limit: 20) {
      items { id name order color tasks(limit: 100) { items { id name order status usersAssignee { id } } nextToken } } } }`;
    const listing: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      await gql(LIST, { room_id: roomId });
      if (i >= 10) listing.push(performance.now() - started);
    }

    const MOVE = `mutation ($input: UpdateOrderTaskInput!) { updateOrderTask(input: $input) { action tasks { id order } } }`;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const boardIds = boards.map((b) => b.id);
    const randomMove = () => {
      const from = pick(boardIds);
      const id = pick(tasksByBoard.get(from)!);
      const to = pick(boardIds);
      const after = pick(tasksByBoard.get(to)!.filter((t) => t !== id));
      tasksByBoard.set(from, tasksByBoard.get(from)!.filter((t) => t !== id));
      tasksByBoard.get(to)!.push(id);
      return { id, board_id: to, after_id: after };
    };
    const movesHttp: number[] = [];
    for (let i = 0; i < 200; i++) {
      const input = randomMove();
      const started = performance.now();
      await gql(MOVE, { input });
      movesHttp.push(performance.now() - started);
    }
    const viewer = { id: userId, email: '', status: 1, isAdmin: false, sessionId: '', language: 'ja' as const };
    const movesService: number[] = [];
    for (let i = 0; i < 200; i++) {
      const input = randomMove();
      const started = performance.now();
      await moveTask(deps, viewer, input);
      movesService.push(performance.now() - started);
    }
    console.log(JSON.stringify({
      database: deps.dialect,
      boards: BOARDS,
      tasks: TASKS,
      listBoardsWithTasksMs: summary(listing),
      moveTaskGraphqlMs: summary(movesHttp),
      moveTaskServiceMs: summary(movesService),
    }, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
