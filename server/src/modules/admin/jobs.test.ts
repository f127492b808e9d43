import { Readable } from 'node:stream';
import { TEMPLATE_TYPE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { queryText, signUpUser, startTestServer, subscriptionClient } from '../../../test/harness';
import { MAINTENANCE_JOBS } from './jobs';
import { jobProgressTopic } from './maintenance';
import { graphql } from '../../../test/graphql';
import type { JobsOnMaintenanceJobProgressSubscription } from '../../../test/graphql/graphql';

const ON_PROGRESS = graphql(`subscription JobsOnMaintenanceJobProgress { onMaintenanceJobProgress(name: "room") { name processed total } }`);

const server = await startTestServer();
const admin = await signUpUser(server, { email: 'admin@musubi.test' });
const db = server.deps.db;
const now = new Date().toISOString();

/** Data made before the rules existed: one defect for every job. */
async function seedDefects() {
  const user = await signUpUser(server);
  const { room_id: roomId } = await db.selectFrom('user_rooms').select('room_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
  await db.deleteFrom('tags').where('room_id', '=', roomId).execute();
  await db.insertInto('tags').values({ id: 'tag-upper', name: '大文字', color: '#ABC', type: 1, room_id: roomId, user_created_id: user.id, createdAt: now, updatedAt: now }).execute();
  await db.deleteFrom('templates').where('type', '=', TEMPLATE_TYPE.default).execute();
  await db.insertInto('templates').values([
    { id: 'tpl-broken', name: '壊れた', boards: '{not json', type: 1, user_created_id: user.id, createdAt: now, updatedAt: now },
    { id: 'tpl-keys', name: 'キーなし', boards: JSON.stringify([{ name: 'A', tasks: [{ name: 't' }, { x: 1 }] }, { name: 'B', order: 'a0' }]), type: 1, user_created_id: user.id, createdAt: now, updatedAt: now },
  ]).execute();
  const board = { room_id: roomId, user_created_id: user.id, name: 'ボード', createdAt: now, updatedAt: now };
  await db.insertInto('boards').values([
    { ...board, id: 'board-1', order: 'a0', labels: '["a"," a ","a",3,""]' },
    { ...board, id: 'board-2', order: 'a1', labels: 'oops' },
  ]).execute();
  const task = { board_id: 'board-1', room_id: roomId, user_created_id: user.id, createdAt: now, updatedAt: now };
  await db.insertInto('tasks').values([
    { ...task, id: 'task-1', name: '一', order: 'a0' },
    { ...task, id: 'task-2', name: '二', order: 'a0' },
    { ...task, id: 'task-3', name: '三', order: '' },
  ]).execute();
  await db.updateTable('rooms').set({ totalUser: 7, countUser: 0 }).where('id', '=', roomId).execute();
  const file = { room_id: roomId, user_created_id: user.id, createdAt: now, updatedAt: now };
  await server.deps.storage.put('seed/png', Readable.from(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')), 'image/png');
  await server.deps.storage.put('seed/txt', Readable.from(Buffer.from('こんにちは')), 'text/plain');
  await server.deps.storage.put('seed/txt2', Readable.from(Buffer.from('こんにちは')), 'text/plain');
  await db.insertInto('files').values([
    { ...file, id: 'file-task', name: 'a.txt', key: 'seed/txt', size: 15, type: 'text/plain', task_id: 'task-1', board_id: 'board-2' },
    { ...file, id: 'file-untyped', name: 'b.png', key: 'seed/png', size: 16, type: '' },
    { ...file, id: 'file-size', name: 'c.txt', key: 'seed/txt2', size: 999, type: 'text/plain' },
    { ...file, id: 'file-gone', name: 'd.txt', key: 'seed/missing', size: 10, type: 'text/plain' },
  ]).execute();
}

const snapshot = async () => ({
  tags: await db.selectFrom('tags').select(['room_id', 'name', 'color', 'type']).orderBy('room_id').orderBy('name').execute(),
  templates: await db.selectFrom('templates').select(['name', 'boards', 'type']).orderBy('name').execute(),
  boards: await db.selectFrom('boards').select(['id', 'labels']).orderBy('id').execute(),
  tasks: await db.selectFrom('tasks').select(['id', 'order']).orderBy('id').execute(),
  rooms: await db.selectFrom('rooms').selectAll().orderBy('id').execute(),
  members: await db.selectFrom('user_rooms').select(['id', 'total_member']).orderBy('id').execute(),
  files: await db.selectFrom('files').selectAll().orderBy('id').execute(),
});

const RUN = graphql(`mutation JobsRunMaintenanceJob($name: String) { runMaintenanceJob(input: { name: $name }) { name processed changed } }`);

describe('maintenance jobs', () => {
  it('lists every job with a Japanese title and description', async () => {
    const { listMaintenanceJobs } = await admin.client.ok(graphql(`query JobsListMaintenanceJobs { listMaintenanceJobs { name title description } }`));
    expect(listMaintenanceJobs.map((j) => j.name)).toEqual(MAINTENANCE_JOBS.map((j) => j.name));
    for (const job of listMaintenanceJobs) expect(job.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('lists them in English to an administrator who reads English', async () => {
    const LANGUAGE = graphql(`mutation JobsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }`);
    await admin.client.ok(LANGUAGE, { language: 'en' });
    try {
      const { listMaintenanceJobs } = await admin.client.ok(graphql(`query JobsListMaintenanceJobsInEnglish { listMaintenanceJobs { name title description } }`));
      expect(listMaintenanceJobs).toEqual(MAINTENANCE_JOBS.map((job) => ({ name: job.name, ...job.en })));
      for (const job of listMaintenanceJobs) expect(job.title).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    } finally {
      await admin.client.ok(LANGUAGE, { language: 'ja' });
    }
  });

  it('repairs each defect once: a second run changes nothing and leaves the same data', async () => {
    await seedDefects();
    for (const job of MAINTENANCE_JOBS) {
      const first = (await admin.client.ok(RUN, { name: job.name })).runMaintenanceJob;
      expect(first.changed, job.name).toBeGreaterThan(0);
      const afterFirst = await snapshot();
      const second = (await admin.client.ok(RUN, { name: job.name })).runMaintenanceJob;
      expect(second, job.name).toEqual({ name: job.name, processed: second.processed, changed: 0 });
      expect(await snapshot(), job.name).toEqual(afterFirst);
    }
    const data = await snapshot();
    expect(data.tags.find((t) => t.name === '大文字')?.color).toBe('#aabbcc');
    expect(data.templates.filter((t) => t.type === TEMPLATE_TYPE.default)).toHaveLength(1);
    expect(data.templates.find((t) => t.name === '壊れた')?.boards).toBe('[]');
    expect(data.boards).toEqual([{ id: 'board-1', labels: '["a","3"]' }, { id: 'board-2', labels: '[]' }]);
    expect(new Set(data.tasks.map((t) => t.order)).size).toBe(3);
    const files = Object.fromEntries(data.files.map((f) => [f.id, f]));
    expect(files['file-task']!.board_id).toBe('board-1');
    expect(files['file-untyped']!.type).toBe('image/png');
    expect(Number(files['file-size']!.size)).toBe(15);
    expect(files['file-gone']!.deletedAt).not.toBeNull();
    const runs = await db.selectFrom('audit_logs').select('target').where('action', '=', 'maintenance.run').execute();
    expect(runs).toHaveLength(MAINTENANCE_JOBS.length * 2);
  });

  it('rejects an unknown job name', async () => {
    const result = await admin.client.gql(RUN, { name: 'nope' });
    expect(result.errors?.[0]).toMatchObject({ message: 'メンテナンス処理の名前が正しくありません。', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('publishes progress to an administrator while a job runs', async () => {
    const socket = subscriptionClient(server.wsUrl, admin.client.cookie!);
    const events: Array<JobsOnMaintenanceJobProgressSubscription['onMaintenanceJobProgress']> = [];
    socket.subscribe<JobsOnMaintenanceJobProgressSubscription>(
      { query: queryText(ON_PROGRESS) },
      { next: (v) => v.data && events.push(v.data.onMaintenanceJobProgress), error: () => undefined, complete: () => undefined },
    );
    const probe = { name: 'room', processed: -1, total: -1 };
    await expect
      .poll(async () => (await server.deps.pubsub.publish(jobProgressTopic('room'), { onMaintenanceJobProgress: probe }), events.length), { interval: 50 })
      .toBeGreaterThan(0);
    const { runMaintenanceJob } = await admin.client.ok(RUN, { name: 'room' });
    await expect.poll(() => events.at(-1)).toEqual({ name: 'room', processed: runMaintenanceJob.processed, total: runMaintenanceJob.processed });
    await socket.dispose();
  });
});
