import { EXPORT_MAX_ROOMS, type ExportCounts, ROOM_KIND } from '@musubi/shared';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deleteExpired, runJob, wake } from './service';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { seedVariedInstance } from '../../../test/varied-instance';
import { newId } from '../../lib/ids';

const server = await startTestServer();
const db = server.deps.db;
const admin = await signUpUser(server, { email: 'admin@musubi.test', name: '管理者' });
const alice = await signUpUser(server, { name: 'アリス' });
const bob = await signUpUser(server, { name: 'ボブ' });
const carol = await signUpUser(server, { name: 'キャロル' });
const outsider = await signUpUser(server, { name: '部外者' });
const seeded = await seedVariedInstance(server, { alice: alice.id, bob: bob.id, carol: carol.id });

const START = graphql(`mutation ExportsStart($input: StartExportInput!) { startExport(input: $input) { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }`);
const LIST = graphql(`query ExportsList { listExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }`);
const MINE = graphql(`query ExportsMine { listMyExportJobs { id kind state roomCount done total counts size error downloadPath expiresAt created_user_id createdAt finishedAt } }`);
const CANCEL = graphql(`mutation ExportsCancel($id: ID!) { cancelExportJob(input: { id: $id }) { id state finishedAt } }`);
const ROOMS = graphql(`query ExportsRooms($search: String) { exportableRooms(search: $search) { id name countUser } }`);

type Job = Awaited<ReturnType<typeof startAs>>;
const startAs = async (client: TestClient, input: { kind: string; roomIds?: string[] }) => (await client.ok(START, { input })).startExport;

/** The job as its starter's list shows it, once it stopped running. */
async function finished(client: TestClient, id: string, admin = true) {
  const read = async () => (admin ? (await client.ok(LIST)).listExportJobs : (await client.ok(MINE)).listMyExportJobs).find((job) => job.id === id)!;
  await expect.poll(async () => (await read()).state, { timeout: 20_000, interval: 50 }).not.toMatch(/^(queued|running)$/);
  return read();
}

async function download(client: TestClient | null, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

function read(zip: Buffer) {
  const entries = unzipSync(zip);
  const text = (name: string) => Buffer.from(entries[name]!).toString('utf8');
  return {
    names: Object.keys(entries).sort(),
    json: <T = Array<Record<string, unknown>>>(name: string) => JSON.parse(text(name)) as T,
    lines: (name: string) =>
      text(name)
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    bytes: (name: string) => Buffer.from(entries[name]!),
  };
}

/** A job some node is running, written as it stands. */
const insertRunning = async (userId: string, owner: string) => {
  const id = newId();
  const now = server.clock.now().toISOString();
  await db
    .insertInto('export_jobs')
    .values({ id, kind: 'personal', state: 'running', created_user_id: userId, counts: '{}', lease_owner: owner, lease_until: new Date(server.clock.now().getTime() + 60_000).toISOString(), createdAt: now, updatedAt: now })
    .execute();
  return id;
};

const count = async (table: 'export_jobs' | 'tags') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const jobs = () => count('export_jobs');
const SECRETS = ['password_hash', 'codeVerify', 'codeVerifyExpiresAt', 'recurring_id', 'musubiCode', 'key', 'thumbnail_key', 'token', 'secret', 'token_hash'];
const keysOf = (rows: Array<Record<string, unknown>>) => new Set(rows.flatMap((row) => Object.keys(row)));

describe('an administrator exports the instance', () => {
  let job: Job;

  it('writes a zip of the documented format with every entity and the files, and mails its starter', async () => {
    job = await startAs(admin.client, { kind: 'instance' });
    expect(job).toMatchObject({ kind: 'instance', state: expect.stringMatching(/^(queued|running)$/) as string, downloadPath: null });
    const done = await finished(admin.client, job.id);
    expect(done).toMatchObject({ state: 'done', error: null, downloadPath: `/api/exports/${job.id}/download` });
    expect(done.done).toBe(done.total);
    const counts = done.counts as ExportCounts;
    // Every account's own chat is a room too, as is the direct chat, and every room has its copy of the default labels.
    expect(counts).toEqual({
      users: 5,
      rooms: 2 + 1 + 5,
      memberships: 5 + 2 + 5,
      messages: 5 + 2 + 1,
      stamps: 4 + 1,
      tags: await count('tags'),
      boards: 3 + 1,
      tasks: 2 + 1,
      checklists: 1,
      comments: 1,
      files: 2 + 1,
      notes: 0,
      contacts: 0,
    });

    const answer = await download(admin.client, done.downloadPath!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="musubi-instance-\d{8}\.zip"$/);
    expect(answer.bytes.length).toBe(done.size);
    const zip = read(answer.bytes);
    const manifest = zip.json<Record<string, unknown>>('manifest.json');
    expect(manifest).toMatchObject({ format: 'musubi-export', version: 2, kind: 'instance', counts });
    const users = zip.json('users.json');
    expect(users.map((u) => u.name).sort()).toEqual(['アリス', 'キャロル', 'ボブ', '管理者', '部外者'].sort());
    // is_admin is an administrator granted in the database; those of ADMIN_EMAILS are so by the configuration.
    expect(users.find((u) => u.id === admin.id)).toMatchObject({ email: 'admin@musubi.test', is_admin: false, is_bot: false });
    for (const secret of SECRETS) expect(keysOf(users).has(secret)).toBe(false);
    expect(keysOf(users).has('phone')).toBe(false);

    const rooms = zip.json('rooms.json');
    expect(rooms.filter((r) => r.kind === 0).map((r) => r.name).sort()).toEqual(['プロジェクト結び', '雑談']);
    expect(keysOf(rooms).has('musubiCode')).toBe(false);
    // Pictures are in the zip as stored, beside the rows that name them; no storage key or served path is written.
    const pictured = [...users, ...rooms].filter((row) => row.picture !== null);
    expect(pictured.map((row) => [row.id, row.picture])).toEqual(
      expect.arrayContaining([
        [alice.id, `pictures/users/${alice.id}.webp`],
        [seeded.project, `pictures/rooms/${seeded.project}.webp`],
      ]),
    );
    expect(pictured).toHaveLength(2);
    for (const row of pictured) expect(zip.bytes(row.picture as string).subarray(0, 4).toString()).toBe('RIFF');
    expect(keysOf([...users, ...rooms]).has('image')).toBe(false);
    const memberships = zip.json('memberships.json');
    expect(memberships.filter((m) => m.room_id === seeded.project).map((m) => [m.user_id, m.role])).toEqual(
      expect.arrayContaining([
        [alice.id, 2],
        [bob.id, 1],
        [carol.id, 0],
      ]),
    );
    const messages = zip.lines('messages.jsonl');
    expect(messages).toHaveLength(8);
    const question = messages.find((m) => m.id === seeded.question)!;
    expect(question).toMatchObject({ to_user_id: alice.id, is_to_all: false, stamps: [{ user_id: alice.id, emotion: 'bow' }] });
    expect(messages.find((m) => m.id === seeded.hello)).toMatchObject({ is_to_all: true });
    expect(messages.find((m) => m.reply_message_id === seeded.question)).toMatchObject({ editedAt: expect.any(String) as string });
    expect(messages.filter((m) => m.deletedAt !== null)).toHaveLength(1);

    expect(zip.json('boards.json').find((b) => b.name === '完了')).toMatchObject({ is_done: true, order: 'a1' });
    const design = zip.json('tasks.json').find((t) => t.id === seeded.design)!;
    expect(design).toMatchObject({ name: '設計書を書く', assignee_ids: [bob.id], status: 0 });
    expect((design.tag_ids as string[]).length).toBe(1);
    expect(zip.json('checklists.json')[0]).toMatchObject({ name: '確認事項', items: [{ name: '目次', is_done: true }, { name: '図表', is_done: false, user_assignee_id: bob.id }] });
    expect(zip.json('task_comments.json')[0]).toMatchObject({ content: '来週までにお願いします', user_created_id: alice.id });
    const files = zip.json('files.json');
    expect(keysOf(files).has('key')).toBe(false);
    const drawing = files.find((f) => f.name === '図/表.txt')!;
    expect(drawing.path).toBe(`files/${String(drawing.id)}/図_表.txt`);
    expect(zip.bytes(drawing.path as string).toString('utf8')).toBe('図表の下書き\n');
    expect(zip.names).toEqual(expect.arrayContaining(['notes.json', 'contacts.json']));
    expect(zip.json('notes.json')).toEqual([]);

    await expect.poll(async () => (await server.smtp.lastMailTo('admin@musubi.test')).subject).toBe('【Musubi】データの書き出しが完了しました');
    const mail = await server.smtp.lastMailTo('admin@musubi.test');
    expect(mail.text).toContain('メッセージ: 8件');
    expect(mail.text).toContain('/admin/export');
  });

  it('lets every administrator see and download it, and nobody else', async () => {
    const other = await signUpUser(server);
    await db.updateTable('users').set({ is_admin: 1 }).where('id', '=', other.id).execute();
    expect((await other.client.ok(LIST)).listExportJobs.map((j) => j.id)).toContain(job.id);
    expect((await download(other.client, `/api/exports/${job.id}/download`)).status).toBe(200);
    const refused = await download(alice.client, `/api/exports/${job.id}/download`);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    expect((await download(null, `/api/exports/${job.id}/download`)).status).toBe(401);
    expect((await download(admin.client, `/api/exports/${'x'.repeat(70)}/download`)).status).toBe(400);
  });
});

describe('an administrator exports chosen rooms', () => {
  it('writes only those rooms, their members and what is in them', async () => {
    const { exportableRooms } = await admin.client.ok(ROOMS, { search: '雑' });
    expect(exportableRooms).toEqual([{ id: seeded.other, name: '雑談', countUser: 0 }]);
    const job = await startAs(admin.client, { kind: 'rooms', roomIds: [seeded.other, seeded.other] });
    expect(job.roomCount).toBe(1);
    const done = await finished(admin.client, job.id);
    const zip = read((await download(admin.client, done.downloadPath!)).bytes);
    expect(zip.json<{ roomIds: string[] }>('manifest.json').roomIds).toEqual([seeded.other]);
    expect(zip.json('rooms.json').map((r) => r.name)).toEqual(['雑談']);
    expect(zip.json('users.json').map((u) => u.id).sort()).toEqual([bob.id, carol.id].sort());
    expect(keysOf(zip.json('users.json')).has('is_admin')).toBe(false);
    expect(zip.lines('messages.jsonl').map((m) => m.content)).toEqual(['今日のランチは 12:00 & 13:00 <予約制>']);
    expect(zip.json('tasks.json')).toEqual([]);
    expect(zip.json('files.json')).toEqual([]);
    expect(zip.json('boards.json').map((b) => b.name)).toEqual(['アイデア']);
  });

  it('fails clearly when the files are over the cap, and mails the reason', async () => {
    const heavy = newId();
    const now = server.clock.now().toISOString();
    await db.insertInto('rooms').values({ id: heavy, name: '大きなルーム', created_user_id: admin.id, musubiCode: `big-${heavy}`, createdAt: now, updatedAt: now }).execute();
    await db
      .insertInto('files')
      .values({ id: newId(), name: 'huge.bin', key: 'files/huge', size: 11 * 1024 ** 3, type: 'application/octet-stream', room_id: heavy, user_created_id: admin.id, createdAt: now, updatedAt: now })
      .execute();
    const job = await startAs(admin.client, { kind: 'rooms', roomIds: [heavy] });
    const failed = await finished(admin.client, job.id);
    expect(failed).toMatchObject({ state: 'failed', downloadPath: null });
    expect(failed.error).toBe('書き出すファイルの合計が大きすぎます（約 11 GB）。一度に書き出せるのは 10 GB までです。ルームを選んで分けて書き出してください。');
    expect(await server.deps.storage.size(`exports/${job.id}.zip`)).toBeNull();
    await expect.poll(async () => (await server.smtp.lastMailTo('admin@musubi.test')).subject).toBe('【Musubi】データの書き出しを中断しました');

    // Another administrator who reads English reads the same reason in English.
    const reader = await signUpUser(server, { name: 'Reader' });
    await db.updateTable('users').set({ is_admin: 1, language: 'en' }).where('id', '=', reader.id).execute();
    const seen = (await reader.client.ok(LIST)).listExportJobs.find((listed) => listed.id === job.id);
    expect(seen?.error).toBe('The files to export are too large in total (about 11 GB). Up to 10 GB can be exported at once. Choose rooms and export them in parts.');
  });
});

describe('a person exports their own data', () => {
  it('writes their profile, messages with the room, tasks, files, notes and contacts, and nobody else may download it', async () => {
    const job = await startAs(alice.client, { kind: 'personal' });
    const done = await finished(alice.client, job.id, false);
    expect(done.state).toBe('done');
    const zip = read((await download(alice.client, done.downloadPath!)).bytes);
    expect(zip.json<{ userId: string }>('manifest.json')).toMatchObject({ kind: 'personal', userId: alice.id });
    const [me, ...others] = zip.json('users.json');
    expect(others).toEqual([]);
    expect(me).toMatchObject({ id: alice.id, email: alice.email, name: 'アリス', phone: null });
    for (const secret of SECRETS) expect(Object.keys(me!)).not.toContain(secret);
    // Their own messages in group rooms, and the whole of their direct chat (the other side too) and of their own chat.
    const messages = zip.lines('messages.jsonl');
    const where = (room: string) => messages.filter((m) => m.room_name === room);
    expect(where('プロジェクト結び').map((m) => m.user_id)).toEqual([alice.id, alice.id]);
    expect(where('ダイレクトチャット').map((m) => [m.user_id, m.room_id])).toEqual([[alice.id, seeded.direct], [bob.id, seeded.direct]]);
    expect(where('マイチャット').map((m) => m.content)).toEqual(['自分用のメモ：請求書を送る']);
    expect(messages).toHaveLength(5);
    expect(zip.json('rooms.json').map((r) => r.kind).sort()).toEqual([ROOM_KIND.group, ROOM_KIND.direct, ROOM_KIND.myChat].sort());
    expect(zip.json('tasks.json').map((t) => t.name).sort()).toEqual(['設計書を書く', '議事録をまとめる', '請求書を送る'].sort());
    expect(zip.json('files.json').map((f) => f.name).sort()).toEqual(['図/表.txt', '請求書.txt'].sort());
    expect(zip.json('notes.json')).toEqual([expect.objectContaining({ about_user_id: bob.id, about_name: 'ボブ', content: 'デザイン担当' })]);
    expect(zip.json('contacts.json')).toEqual([expect.objectContaining({ user_id: bob.id, name: 'ボブ' })]);
    expect(zip.json('memberships.json').every((m) => m.user_id === alice.id)).toBe(true);

    for (const client of [bob.client, admin.client]) expect((await download(client, done.downloadPath!)).status).toBe(404);
    expect((await bob.client.ok(MINE)).listMyExportJobs.map((j) => j.id)).not.toContain(job.id);
    expect((await admin.client.ok(LIST)).listExportJobs.map((j) => j.id)).not.toContain(job.id);
    await expect.poll(async () => (await server.smtp.lastMailTo(alice.email)).text).toContain('/account/id/edit');
  });

  it('is gone once its time is over', async () => {
    const [job] = (await alice.client.ok(MINE)).listMyExportJobs;
    await db.updateTable('export_jobs').set({ expiresAt: '2000-01-01T00:00:00.000Z' }).where('id', '=', job!.id).execute();
    await deleteExpired(server.deps);
    expect(await server.deps.storage.size(`exports/${job!.id}.zip`)).toBeNull();
    const gone = await download(alice.client, `/api/exports/${job!.id}/download`);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.bytes.toString())).toMatchObject({ errors: [{ message: 'この書き出しのダウンロード期限が過ぎました。もう一度書き出してください。' }] });
    expect((await alice.client.ok(MINE)).listMyExportJobs[0]).toMatchObject({ state: 'expired', downloadPath: null });
  });
});

describe('jobs survive a restart and can be cancelled', () => {
  it('writes again from the start a job whose node stopped, once its lease is over', async () => {
    const id = await insertRunning(bob.id, 'node-that-died');
    wake(server.deps);
    expect((await bob.client.ok(MINE)).listMyExportJobs.find((j) => j.id === id)!.state).toBe('running');
    server.clock.advance(61_000);
    wake(server.deps);
    const done = await finished(bob.client, id, false);
    expect(done.state).toBe('done');
    // Bob's two in group rooms and the two of his direct chat with Alice.
    expect(read((await download(bob.client, done.downloadPath!)).bytes).lines('messages.jsonl')).toHaveLength(4);
  });

  it('writes the same lists when every page holds two rows', async () => {
    const id = await insertRunning(admin.id, 'small-pages');
    await db.updateTable('export_jobs').set({ kind: 'rooms', room_ids: JSON.stringify([seeded.project]) }).where('id', '=', id).execute();
    await runJob(server.deps, { owner: 'small-pages', stopped: false }, await db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow(), 2);
    const row = await db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'done', done: row.total });
    const body = await server.deps.storage.get(row.file_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(chunk as Buffer);
    const zip = read(Buffer.concat(chunks));
    expect(zip.json('users.json').map((u) => u.id)).toEqual([alice.id, bob.id, carol.id].sort());
    const tags = await db.selectFrom('tags').select('id').where('room_id', '=', seeded.project).orderBy('id').execute();
    expect(zip.json('tags.json').map((t) => t.id)).toEqual(tags.map((t) => t.id));
    const messages = await db.selectFrom('messages').select('id').where('room_id', '=', seeded.project).orderBy('id').execute();
    expect(zip.lines('messages.jsonl').map((m) => m.id)).toEqual(messages.map((m) => m.id));
    expect(zip.json('files.json').filter((f) => f.path !== null)).toHaveLength(2);
  });

  it('stores nothing of a job cancelled while it runs, and refuses a cancel by anyone else', async () => {
    const id = await insertRunning(carol.id, 'this-node');
    for (const client of [alice.client, admin.client]) {
      expect((await client.gql(CANCEL, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await server.client().gql(CANCEL, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await db.selectFrom('export_jobs').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('running');
    expect((await carol.client.ok(CANCEL, { id })).cancelExportJob).toMatchObject({ state: 'cancelled', finishedAt: expect.any(String) as string });
    await runJob(server.deps, { owner: 'this-node', stopped: false }, await db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
    expect(await server.deps.storage.size(`exports/${id}.zip`)).toBeNull();
    expect((await db.selectFrom('export_jobs').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('cancelled');
    expect((await carol.client.gql(CANCEL, { id })).errors?.[0]).toMatchObject({ message: 'この書き出しはすでに終了しています。', extensions: { code: 'CONFLICT' } });
  });
});

describe('refusals', () => {
  it('refuses a start signed out, an administrator’s export to a member, malformed input and a second job, writing nothing', async () => {
    const before = await jobs();
    const anonymous = server.client();
    expect((await anonymous.gql(START, { input: { kind: 'personal' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const input of [{ kind: 'instance' }, { kind: 'rooms', roomIds: [seeded.project] }]) {
      expect((await outsider.client.gql(START, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const bad = async (input: { kind: string; roomIds?: string[] }, message: string) => {
      expect((await admin.client.gql(START, { input })).errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    };
    await bad({ kind: 'everything' }, '書き出す範囲を選択してください。');
    await bad({ kind: 'rooms' }, '書き出すルームを選択してください。');
    await bad({ kind: 'rooms', roomIds: [] }, '書き出すルームを選択してください。');
    await bad({ kind: 'rooms', roomIds: [seeded.project, 'no-such-room'] }, '選択したルームの中に、見つからないルームがあります。一覧を読み込み直してから選び直してください。');
    await bad({ kind: 'rooms', roomIds: Array.from({ length: EXPORT_MAX_ROOMS + 1 }, () => newId()) }, `一度に書き出せるルームは ${EXPORT_MAX_ROOMS} 件までです。`);
    expect((await admin.client.gql(START, { input: { kind: 'rooms', roomIds: ['x'.repeat(65)] } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await jobs()).toBe(before);

    const running = await insertRunning(outsider.id, 'another-node');
    expect((await outsider.client.gql(START, { input: { kind: 'personal' } })).errors?.[0]).toMatchObject({
      message: '書き出しがすでに進行中です。終わるまでお待ちいただくか、中止してから始めてください。',
      extensions: { code: 'CONFLICT' },
    });
    expect(await jobs()).toBe(before + 1);
    await outsider.client.ok(CANCEL, { id: running });
  });

  it('keeps the administrators’ lists and room choice to administrators', async () => {
    for (const [client, code] of [
      [outsider.client, 'FORBIDDEN'],
      [server.client(), 'UNAUTHENTICATED'],
    ] as const) {
      expect((await client.gql(LIST)).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.gql(ROOMS, {})).errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await server.client().gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
