import { emptyCounts, type DryRun, type ImportCounts, ROOM_ROLE } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../../test/graphql';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { trelloBoard, trelloJson } from '../../../test/trello-export';
import { Listener } from '../../../test/chat';
import { boardTopic, taskTopic } from '../boards/service';
import { runJob, wake } from './service';
import { TRELLO_MAX_BYTES } from './trello';

const server = await startTestServer();
const db = server.deps.db;
const admin = await signUpUser(server, { email: 'admin@musubi.test' });
const roomAdmin = await signUpUser(server, { name: 'ルーム管理者' });
const hanako = await signUpUser(server, { name: '山田 花子' });
const member = await signUpUser(server, { name: 'メンバー' });
const removed = await signUpUser(server, { name: '退出したメンバー' });
const outsider = await signUpUser(server, { name: '部外者' });
// jiro has an account here, but is not a member of the room: not matched.
await signUpUser(server, { email: 'jiro@example.com' });
const roomId = await makeRoom(server, [{ id: roomAdmin.id }, { id: hanako.id, role: ROOM_ROLE.user }, { id: member.id, role: ROOM_ROLE.user }, { id: removed.id }]);
await db.deleteFrom('user_rooms').where('room_id', '=', roomId).where('user_id', '=', removed.id).execute();
const exportJson = trelloJson(trelloBoard(hanako.email));

const GET = graphql(`query TrelloGetJob($id: ID!) { getImportJob(id: $id) { id kind room_id state file_name report done total counts error } }`);
const LIST = graphql(`query TrelloListJobs($room_id: ID) { listImportJobs(room_id: $room_id) { id kind room_id } }`);
const START = graphql(`mutation TrelloStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }`);
const CANCEL = graphql(`mutation TrelloCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state } }`);
const ON_BOARD = graphql(`subscription TrelloOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id user_id boards { id name } } }`);
const ON_TASKS = graphql(`subscription TrelloOnUpdateOrderTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id user_id tasks { id board_id } } }`);
const BOARD = graphql(`query TrelloBoardTasks($id: ID!) { getTaskDetail(id: $id) { id name checklistProgress { done total } } }`);

type Answer = { status: number; body: { id?: string; errors?: Array<{ message: string; extensions: { code: string } }> } };

async function upload(client: TestClient | null, content: Buffer, room: string | null = roomId, name = 'trello-board.json'): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(content)]), name);
  const query = room === null ? '' : `?room_id=${encodeURIComponent(room)}`;
  const response = await fetch(`${server.url}/api/imports/trello${query}`, { method: 'POST', body: form, headers: client?.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function finished(client: TestClient, id: string) {
  await expect.poll(async () => (await client.ok(GET, { id })).getImportJob.state, { timeout: 20_000, interval: 50 }).not.toMatch(/^(planned|queued|running)$/);
  return (await client.ok(GET, { id })).getImportJob;
}

const count = async (table: 'boards' | 'tasks' | 'tags' | 'task_checklists' | 'task_checklist_items' | 'memo_tasks' | 'task_tags' | 'task_assignees' | 'import_jobs' | 'import_keys') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const TABLES = ['boards', 'tasks', 'tags', 'task_checklists', 'task_checklist_items', 'memo_tasks', 'task_tags', 'task_assignees', 'import_jobs', 'import_keys'] as const;
const tally = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(t)] as const)));

const EXPECTED: ImportCounts = {
  ...emptyCounts(),
  matched: 1,
  columns: 5,
  tasks: 6,
  archivedTasks: 2,
  checklists: 3,
  checklistItems: 5,
  comments: 3,
  tags: 4,
  filesAsLinks: 1,
  skipped: 1,
};

describe('importing a Trello board into a room', () => {
  it("shows a room admin a dry run that writes nothing, then brings every list, card, checklist, label and comment", async () => {
    const before = await tally();
    const uploaded = await upload(roomAdmin.client, exportJson);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.id!;
    const planned = (await roomAdmin.client.ok(GET, { id })).getImportJob;
    expect(planned).toMatchObject({ kind: 'trello', room_id: roomId, state: 'planned', file_name: 'trello-board.json', done: 0, total: 3 + 4 + 4 + 1 + 6 + 4 });
    const report = planned.report as DryRun;
    expect(report.counts).toEqual(EXPECTED);
    expect(report.columns).toEqual([
      { name: 'ToDo', tasks: 2, archived: false },
      { name: '作業中', tasks: 1, archived: false },
      { name: 'Done', tasks: 1, archived: false },
      { name: '旧リスト', tasks: 1, archived: true },
      { name: 'アーカイブ済みのカード', tasks: 1, archived: true },
    ]);
    expect(report.unmapped).toEqual(
      expect.arrayContaining([
        { text: '担当者「佐藤 太郎」はこのルームのメンバーと照合できないため、担当者にしません', count: 2 },
        { text: '担当者「鈴木 次郎」はこのルームのメンバーと照合できないため、担当者にしません', count: 1 },
        { text: '添付ファイルは取り込まず、説明にリンクとして残します', count: 1 },
        { text: '削除されたカードへのコメントは取り込みません', count: 1 },
        { text: 'コメントの投稿者「佐藤 太郎」はこのルームのメンバーと照合できないため、取り込む人のコメントとして本文に名前を残します', count: 1 },
      ]),
    );
    expect(await tally()).toEqual({ ...before, import_jobs: before.import_jobs! + 1 });

    await roomAdmin.client.ok(START, { id });
    const done = await finished(roomAdmin.client, id);
    expect(done).toMatchObject({ state: 'done', done: 22, total: 22, error: null });
    expect(done.counts).toEqual(EXPECTED);
    const after = await tally();
    expect(after.boards! - before.boards!).toBe(5);
    expect(after.tasks! - before.tasks!).toBe(6);
    expect(after.tags! - before.tags!).toBe(4);
    expect(after.task_checklists! - before.task_checklists!).toBe(3);
    expect(after.task_checklist_items! - before.task_checklist_items!).toBe(5);
    expect(after.memo_tasks! - before.memo_tasks!).toBe(3);

    const columns = await db.selectFrom('boards').selectAll().where('room_id', '=', roomId).orderBy('order').execute();
    expect(columns.map((c) => [c.name, c.is_archive, c.is_done])).toEqual([
      ['ToDo', 0, 0],
      ['作業中', 0, 0],
      ['Done', 0, 1],
      ['旧リスト', 1, 0],
      ['アーカイブ済みのカード', 1, 0],
    ]);
    const tasksOf = async (boardId: string) => db.selectFrom('tasks').selectAll().where('board_id', '=', boardId).orderBy('order').execute();
    const [todo, doing, doneColumn, old, archived] = columns;
    const todoTasks = await tasksOf(todo!.id);
    expect(todoTasks.map((t) => t.name)).toEqual(['ロゴの候補', 'サイトマップを作る']);
    const [logo, plan] = todoTasks;
    expect(plan).toMatchObject({
      description: '既存ページを洗い出して構成を決める',
      startDate: '2024-04-01T00:00:00.000Z',
      endDate: '2024-04-10T09:00:00.000Z',
      status: 0,
      user_created_id: roomAdmin.id,
      createdAt: new Date(0x5f1a0001 * 1000).toISOString(),
    });
    expect(logo!.description).toBe('📎 logo-draft.png: https://trello.com/1/cards/e02/attachments/1001/download/logo-draft.png');
    const tags = await db.selectFrom('task_tags').innerJoin('tags', 'tags.id', 'task_tags.tag_id').select(['tags.name', 'tags.color', 'tags.room_id']).where('task_id', '=', plan!.id).orderBy('tags.name').execute();
    expect(tags).toEqual([
      { name: 'デザイン', color: '#4bce97', room_id: roomId },
      { name: 'バグ', color: '#f87168', room_id: roomId },
    ]);
    const roomTags = await db.selectFrom('tags').select(['name', 'color']).where('room_id', '=', roomId).orderBy('name').execute();
    expect(roomTags).toEqual(expect.arrayContaining([{ name: '濃い水色', color: '#227d9b' }, { name: '保留', color: '#b3b9c4' }]));
    const assignees = await db.selectFrom('task_assignees').select('user_id').where('task_id', '=', plan!.id).execute();
    expect(assignees.map((a) => a.user_id)).toEqual([hanako.id]);
    const checklists = await db.selectFrom('task_checklists').selectAll().where('task_id', '=', plan!.id).orderBy('order').execute();
    expect(checklists.map((c) => c.name)).toEqual(['手順', 'あとで']);
    const items = await db.selectFrom('task_checklist_items').selectAll().where('checklist_id', '=', checklists[0]!.id).orderBy('order').execute();
    expect(items.map((i) => [i.name, i.is_done, i.user_assignee_id])).toEqual([
      ['ページを数える', 1, hanako.id],
      ['階層を決める', 1, null],
      ['構成案を共有', 0, null],
    ]);
    expect((await roomAdmin.client.ok(BOARD, { id: plan!.id })).getTaskDetail?.checklistProgress).toEqual({ done: 2, total: 3 });
    const comments = await db.selectFrom('memo_tasks').selectAll().where('task_id', '=', plan!.id).orderBy('createdAt').execute();
    expect(comments.map((c) => [c.user_created_id, c.content, c.createdAt, c.isMessage])).toEqual([
      [hanako.id, '来週までに叩き台を出します', '2024-03-01T00:00:00.000Z', 0],
      [roomAdmin.id, '投稿者: 佐藤 太郎（Trello）\n構成案を見ました', '2024-03-02T00:00:00.000Z', 0],
    ]);
    expect((await tasksOf(doing!.id)).map((t) => t.name)).toEqual(['デザインレビュー']);
    const release = await tasksOf(doneColumn!.id);
    expect(release.map((t) => [t.name, t.status])).toEqual([['公開', 2]]);
    expect((await tasksOf(old!.id)).map((t) => t.name)).toEqual(['旧サイトの保守']);
    expect((await tasksOf(archived!.id)).map((t) => t.name)).toEqual(['競合サイトの調査']);
    // The room's admin is mailed the result, with a link to the room.
    await expect.poll(async () => (await server.smtp.lastMailTo(roomAdmin.email)).subject).toBe('【Musubi】Trello の取り込みが完了しました');
    const mail = await server.smtp.lastMailTo(roomAdmin.email);
    expect(mail.text).toContain('タスク: 6件（うちアーカイブ 2件）');
    expect(mail.text).toContain(`/room?room=${roomId}`);
  });

  it('creates nothing the second time the same board is imported into the room', async () => {
    const before = await tally();
    const { id } = (await upload(roomAdmin.client, exportJson)).body;
    const planned = (await roomAdmin.client.ok(GET, { id: id! })).getImportJob;
    const already = 4 + 4 + 1 + 6 + 3;
    expect((planned.report as DryRun).counts.alreadyImported).toBe(already);
    await roomAdmin.client.ok(START, { id: id! });
    const done = await finished(roomAdmin.client, id!);
    expect(done.counts).toEqual({ ...emptyCounts(), matched: 1, alreadyImported: already, skipped: 1 });
    expect(await tally()).toEqual({ ...before, import_jobs: before.import_jobs! + 1 });
  });

  it("lets an administrator import into any room, and lists a room's jobs to its admins", async () => {
    const other = await makeRoom(server, [{ id: outsider.id }]);
    const { id } = (await upload(admin.client, exportJson, other)).body;
    expect((await admin.client.ok(GET, { id: id! })).getImportJob).toMatchObject({ room_id: other, state: 'planned' });
    await admin.client.ok(START, { id: id! });
    expect((await finished(admin.client, id!)).counts).toMatchObject({ tasks: 6, matched: 0, alreadyImported: 0 });
    expect(await db.selectFrom('tasks').select('id').where('room_id', '=', other).execute()).toHaveLength(6);
    const { listImportJobs } = await roomAdmin.client.ok(LIST, { room_id: roomId });
    expect(listImportJobs).toHaveLength(2);
    expect(listImportJobs.every((j) => j.room_id === roomId && j.kind === 'trello')).toBe(true);
    expect((await admin.client.ok(LIST, {})).listImportJobs.map((j) => j.id)).toContain(id);
  });
});

describe('a board open on the room', () => {
  it("hears each batch's columns and tasks once committed, as when people add them", async () => {
    const open = await makeRoom(server, [{ id: roomAdmin.id }, { id: hanako.id, role: ROOM_ROLE.user }]);
    const listener = new Listener(server, hanako.client);
    try {
      const boards = listener.subscribe(ON_BOARD, { room_id: open });
      const tasks = listener.subscribe(ON_TASKS, { room_id: open });
      // Publish a probe until each subscription hears it: from then on it is live.
      const probe = { room_id: open, action: 'probe', board_id: 'probe', user_id: 'probe' };
      while (boards.events.length === 0 || tasks.events.length === 0) {
        await server.deps.pubsub.publish(boardTopic(open), { onUpdateBoard: { ...probe, boards: [] } });
        await server.deps.pubsub.publish(taskTopic(open), { onUpdateOrderTask: { ...probe, tasks: [] } });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const [boardsBefore, tasksBefore] = [boards.events.length, tasks.events.length];

      const uploaded = await upload(roomAdmin.client, exportJson, open);
      await roomAdmin.client.ok(START, { id: uploaded.body.id! });
      expect(await finished(roomAdmin.client, uploaded.body.id!)).toMatchObject({ state: 'done', error: null });

      const columns = await db.selectFrom('boards').select(['id', 'name']).where('room_id', '=', open).orderBy('order').execute();
      const written = await db.selectFrom('tasks').select('id').where('room_id', '=', open).execute();
      const heardTasks = () => tasks.events.slice(tasksBefore).map((e) => e.onUpdateOrderTask);
      await expect.poll(() => heardTasks().flatMap((e) => e.tasks).length).toBe(written.length);
      await boards.until(boardsBefore + columns.length);
      const heardBoards = boards.events.slice(boardsBefore).map((e) => e.onUpdateBoard);
      expect(heardBoards.map((e) => [e.action, e.board_id, e.boards.map((b) => b.name), e.user_id])).toEqual(columns.map((c) => ['add', c.id, [c.name], roomAdmin.id]));
      expect(heardTasks().every((e) => e.action === 'added' && e.user_id === roomAdmin.id && e.tasks.every((t) => t.board_id === e.board_id))).toBe(true);
      expect(heardTasks().flatMap((e) => e.tasks.map((t) => t.id)).sort()).toEqual(written.map((t) => t.id).sort());
    } finally {
      await listener.close();
    }
  });
});

describe('a job that stops', () => {
  it('resumes where its node stopped, and ends with every item once', async () => {
    const room = await makeRoom(server, [{ id: roomAdmin.id }, { id: hanako.id, role: ROOM_ROLE.user }]);
    const { id } = (await upload(roomAdmin.client, exportJson, room)).body;
    const lease = new Date(server.clock.now().getTime() + 60_000).toISOString();
    await db.updateTable('import_jobs').set({ state: 'running', lease_owner: 'node-that-died', lease_until: lease }).where('id', '=', id!).execute();
    // The node that died committed two batches of five steps (members, labels, lists and the first card), then stopped.
    let checks = 0;
    const dying = { owner: 'node-that-died', get stopped() { return ++checks > 2; } };
    await runJob(server.deps, dying, await db.selectFrom('import_jobs').selectAll().where('id', '=', id!).executeTakeFirstOrThrow(), 5);
    expect((await roomAdmin.client.ok(GET, { id: id! })).getImportJob).toMatchObject({ state: 'running', done: 10 });
    server.clock.advance(61_000);
    wake(server.deps);
    const done = await finished(roomAdmin.client, id!);
    expect(done).toMatchObject({ state: 'done', done: 22 });
    expect(done.counts).toEqual(EXPECTED);
    expect(await db.selectFrom('tasks').select('id').where('room_id', '=', room).execute()).toHaveLength(6);
    expect(await db.selectFrom('boards').select('id').where('room_id', '=', room).execute()).toHaveLength(5);
  });
});

describe('refusals', () => {
  it('refuses an upload from anyone but an administrator or the room admin, and a bad file or room, writing nothing', async () => {
    const before = await tally();
    const refused = async (answer: Promise<Answer>, status: number, code: string, message?: string) => {
      const { status: got, body } = await answer;
      expect(got).toBe(status);
      expect(body.errors?.[0]?.extensions.code).toBe(code);
      if (message) expect(body.errors?.[0]?.message).toContain(message);
    };
    await refused(upload(null, exportJson), 401, 'UNAUTHENTICATED');
    await refused(upload(outsider.client, exportJson), 404, 'NOT_FOUND');
    await refused(upload(removed.client, exportJson), 404, 'NOT_FOUND');
    await refused(upload(member.client, exportJson), 403, 'FORBIDDEN');
    await refused(upload(roomAdmin.client, exportJson, 'no-such-room'), 404, 'NOT_FOUND');
    await refused(upload(admin.client, exportJson, 'no-such-room'), 404, 'NOT_FOUND');
    await refused(upload(roomAdmin.client, exportJson, null), 400, 'BAD_USER_INPUT', '取り込み先のルームを選択してください。');
    const notTrello = 'Trello のボードのエクスポート（JSON ファイル）として読み取れませんでした';
    await refused(upload(roomAdmin.client, Buffer.from('これは JSON ではありません')), 400, 'BAD_USER_INPUT', notTrello);
    await refused(upload(roomAdmin.client, trelloJson({ name: 'ボード', lists: 'なし' })), 400, 'BAD_USER_INPUT', notTrello);
    await refused(upload(roomAdmin.client, trelloJson([{ id: 'U1' }])), 400, 'BAD_USER_INPUT', notTrello);
    const oversized = Buffer.alloc(TRELLO_MAX_BYTES + 1024, 0x20);
    await refused(upload(roomAdmin.client, oversized), 413, 'LIMIT_EXCEEDED', '20 MB');
    const empty = await fetch(`${server.url}/api/imports/trello?room_id=${roomId}`, { method: 'POST', headers: { cookie: roomAdmin.client.cookie!, 'content-type': 'application/json' }, body: '{}' });
    expect(empty.status).toBe(400);
    expect((await fetch(`${server.url}/api/imports/asana`, { method: 'POST', headers: { cookie: admin.client.cookie! } })).status).toBe(404);
    expect(await tally()).toEqual(before);
  });

  it("refuses a room job's operations to members who are not its admins, to outsiders and to nobody signed in", async () => {
    const { id } = (await upload(roomAdmin.client, exportJson)).body;
    const anonymous = server.client();
    for (const client of [member.client, outsider.client, removed.client, anonymous]) {
      for (const result of [await client.gql(GET, { id: id! }), await client.gql(START, { id: id! }), await client.gql(CANCEL, { id: id! })]) {
        expect(result.errors?.[0]?.extensions?.code).toBe(client === anonymous ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
    expect((await member.client.gql(LIST, { room_id: roomId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await outsider.client.gql(LIST, { room_id: roomId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await roomAdmin.client.gql(LIST, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await roomAdmin.client.ok(GET, { id: id! })).getImportJob.state).toBe('planned');
    expect((await roomAdmin.client.ok(CANCEL, { id: id! })).cancelImportJob.state).toBe('cancelled');
    expect(await db.selectFrom('tasks').select('id').where('room_id', '=', roomId).execute()).toHaveLength(6);
  });

  it('fails a job clearly when its room is removed before it runs, writing nothing', async () => {
    const doomed = await makeRoom(server, [{ id: roomAdmin.id }]);
    const { id } = (await upload(roomAdmin.client, exportJson, doomed)).body;
    await db.deleteFrom('user_rooms').where('room_id', '=', doomed).execute();
    await db.deleteFrom('rooms').where('id', '=', doomed).execute();
    const before = await tally();
    await admin.client.ok(START, { id: id! });
    const failed = await finished(admin.client, id!);
    expect(failed).toMatchObject({ state: 'failed', room_id: null, error: '取り込み先のルームが見つかりません。削除された可能性があります。' });
    expect(await tally()).toEqual(before);
  });
});
