import { emptyCounts, type ImportCounts } from '@musubi/shared';
import { describe, expect, it } from 'vitest';
import { runJob, wake } from './service';
import { signUpUser, startTestServer, type TestClient, uniqueEmail } from '../../../test/harness';
import { graphql } from '../../../test/graphql';
import { smallWorkspace, zipExport } from '../../../test/slack-export';

const server = await startTestServer();
const db = server.deps.db;
const admin = await signUpUser(server, { email: 'admin@musubi.test' });
const alice = await signUpUser(server, { name: 'アリス' });
const bobEmail = uniqueEmail('bob');
const outsider = await signUpUser(server);
const exportZip = zipExport(smallWorkspace({ alice: alice.email.toUpperCase(), bob: bobEmail }));

const GET = graphql(`query ImportsGetJob($id: ID!) { getImportJob(id: $id) { id kind state file_name report done total counts error createdAt finishedAt } }`);
const LIST = graphql(`query ImportsListJobs { listImportJobs { id state } }`);
const START = graphql(`mutation ImportsStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }`);
const CANCEL = graphql(`mutation ImportsCancelJob($id: ID!) { cancelImportJob(input: { id: $id }) { id state finishedAt } }`);
const UPDATE_LANGUAGE = graphql(`mutation ImportsUpdateLanguage($language: String!) { updateLanguage(language: $language) { language } }`);
const SEARCH = graphql(`query ImportsSearch($content: String) { searchMessages(content: $content) { items { id content room_id user { name } } } }`);

async function upload(client: TestClient | null, content: Buffer, name = 'slack-export.zip') {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(content)]), name);
  const response = await fetch(`${server.url}/api/imports/slack`, { method: 'POST', body: form, headers: client?.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, body: (await response.json()) as { id?: string; errors?: Array<{ message: string; extensions: { code: string } }> } };
}

const counts = (job: { counts: unknown }) => job.counts as ImportCounts;

async function finished(id: string) {
  await expect.poll(async () => (await admin.client.ok(GET, { id })).getImportJob.state, { timeout: 20_000, interval: 50 }).not.toMatch(/^(queued|running)$/);
  return (await admin.client.ok(GET, { id })).getImportJob;
}

const tally = async () => ({
  users: Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  rooms: Number((await db.selectFrom('rooms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  memberships: Number((await db.selectFrom('user_rooms').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  messages: Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  stamps: Number((await db.selectFrom('message_emotions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  jobs: Number((await db.selectFrom('import_jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
});

const EXPECTED: ImportCounts = {
  ...emptyCounts(),
  matched: 1,
  created: 1,
  placeholders: 3,
  rooms: 4,
  memberships: 7,
  messages: 11,
  replies: 3,
  stamps: 3,
  reactionsAsText: 1,
  filesAsLinks: 1,
  skipped: 1,
  alreadyImported: 0,
};

describe('importing a Slack export', () => {
  let firstJob = '';

  it('shows a dry run that writes nothing, then imports every item with its author, time, thread, To and stamps', async () => {
    const before = await tally();
    const uploaded = await upload(admin.client, exportZip);
    expect(uploaded.status).toBe(201);
    firstJob = uploaded.body.id!;
    const planned = (await admin.client.ok(GET, { id: firstJob })).getImportJob;
    expect(planned).toMatchObject({ kind: 'slack', state: 'planned', file_name: 'slack-export.zip', done: 0, total: 5 + 4 + 8 + 12 });
    const report = planned.report as { counts: ImportCounts; rooms: Array<{ name: string }>; unmapped: Array<{ text: string; count: number }> };
    expect(report.counts).toEqual(EXPECTED);
    expect(report.rooms.map((r) => r.name)).toEqual(['general', 'random', 'secret-project', '佐藤 アリス、鈴木 ボブ']);
    expect(report.unmapped).toEqual(
      expect.arrayContaining([
        { text: 'リアクション :smile: は対応するスタンプがないため本文に文字で残します', count: 1 },
        { text: '添付ファイルは取り込まず、本文にリンクとして残します', count: 1 },
        { text: 'ボット「デプロイ通知」はログインできないアカウントとして取り込みます', count: 1 },
        { text: '削除されたユーザー「高橋 キャロル」はログインできないアカウントとして取り込みます', count: 1 },
      ]),
    );
    expect(await tally()).toEqual({ ...before, jobs: before.jobs + 1 });

    expect((await admin.client.ok(START, { id: firstJob })).startImportJob.state).toMatch(/^(queued|running|done)$/);
    const done = await finished(firstJob);
    expect(done).toMatchObject({ state: 'done', done: 29, total: 29, error: null });
    expect(counts(done)).toEqual(EXPECTED);
    const after = await tally();
    // bob and three placeholders; bob's my-chat room and the four rooms; seven members joined, the creators among them.
    expect(after.users - before.users).toBe(4);
    expect(after.rooms - before.rooms).toBe(1 + 4);
    expect(after.messages - before.messages).toBe(11);
    expect(after.stamps - before.stamps).toBe(3);

    const bob = await db.selectFrom('users').selectAll().where('email', '=', bobEmail).executeTakeFirstOrThrow();
    expect(bob).toMatchObject({ status: 0, name: '鈴木 ボブ' });
    const general = await db.selectFrom('rooms').selectAll().where('name', '=', 'general').executeTakeFirstOrThrow();
    expect(general).toMatchObject({ description: '全体の連絡', created_user_id: alice.id, last_seq: 7 });
    const members = await db.selectFrom('user_rooms').select(['user_id', 'role', 'unread_messages', 'last_read_seq']).where('room_id', '=', general.id).execute();
    expect(members.map((m) => m.user_id).sort()).toEqual([alice.id, bob.id].sort());
    expect(members.every((m) => m.unread_messages === 0 && m.last_read_seq === 7)).toBe(true);

    const messages = await db.selectFrom('messages').selectAll().where('room_id', '=', general.id).orderBy('seq').execute();
    const [hello, shared, thanks, lastWords, deploy, deleted, reply] = messages;
    expect(hello).toMatchObject({ user_id: alice.id, is_to_all: 1, createdAt: '2024-01-15T00:55:00.000Z', content: 'みなさん、おはようございます @channel\nリアクション: :smile: 1' });
    expect(shared).toMatchObject({ user_id: bob.id, to_user_id: alice.id, reply_message_id: null });
    expect(shared!.content).toBe('@佐藤 アリス 四半期の資料を共有します\n📎 計画書: https://files.slack.com/files-pri/T01-F01/plan.pdf');
    expect(thanks).toMatchObject({ user_id: alice.id, reply_message_id: shared!.id, editedAt: '2024-01-15T01:00:00.000Z' });
    expect(lastWords!.reply_message_id).toBe(shared!.id);
    const carol = await db.selectFrom('users').selectAll().where('id', '=', lastWords!.user_id).executeTakeFirstOrThrow();
    expect(carol).toMatchObject({ email: 'u03carol@slack-import.invalid', name: '高橋 キャロル', password_hash: '!void' });
    const deployBot = await db.selectFrom('users').selectAll().where('id', '=', deploy!.user_id).executeTakeFirstOrThrow();
    expect(deployBot.name).toBe('デプロイ通知');
    expect(deploy!.content).toBe('本番環境へのデプロイが完了しました 詳細 (https://deploy.example.com/1)');
    expect(deleted!.deletedAt).not.toBeNull();
    expect(reply!.reply_message_id).toBe(deleted!.id);
    const stamps = await db.selectFrom('message_emotions').select(['user_id', 'emotion']).where('message_id', '=', hello!.id).execute();
    expect(stamps.map((s) => s.emotion)).toEqual(['yes', 'yes']);
    expect(stamps.map((s) => s.user_id)).toContain(bob.id);

    const random = await db.selectFrom('messages').innerJoin('rooms', 'rooms.id', 'messages.room_id').select('content').where('rooms.name', '=', 'random').orderBy('seq').execute();
    expect(random.map((m) => m.content)).toEqual(['ランチは 12:00 & 13:00 の二回です <予約制>', '#general にも書きました']);
    // The starter is mailed once the job is done.
    await expect.poll(async () => (await server.smtp.lastMailTo('admin@musubi.test')).subject).toBe('【Musubi】Slack の取り込みが完了しました');
    expect((await server.smtp.lastMailTo('admin@musubi.test')).text).toContain('メッセージ: 11件（うち返信 3件）');
  });

  it('lets a member find an old message by search, and keeps private rooms to their members', async () => {
    const { searchMessages } = await alice.client.ok(SEARCH, { content: '四半期の資料' });
    expect(searchMessages.items.map((m) => m.user?.name)).toEqual(['鈴木 ボブ']);
    expect((await alice.client.ok(SEARCH, { content: '極秘プロジェクト' })).searchMessages.items).toHaveLength(1);
    expect((await outsider.client.ok(SEARCH, { content: '四半期の資料' })).searchMessages.items).toHaveLength(0);
    expect((await admin.client.ok(SEARCH, { content: '極秘プロジェクト' })).searchMessages.items).toHaveLength(0);
  });

  it('creates nothing the second time the same export is imported', async () => {
    const before = await tally();
    const uploaded = await upload(admin.client, exportZip);
    const planned = (await admin.client.ok(GET, { id: uploaded.body.id! })).getImportJob;
    expect((planned.report as { counts: ImportCounts }).counts.alreadyImported).toBe(5 + 4 + 11);
    await admin.client.ok(START, { id: uploaded.body.id! });
    const done = await finished(uploaded.body.id!);
    expect(counts(done)).toMatchObject({ alreadyImported: 20, skipped: 1, rooms: 0, messages: 0, created: 0, matched: 0, placeholders: 0, stamps: 0 });
    expect(await tally()).toEqual({ ...before, jobs: before.jobs + 1 });
  });

  it('resumes a job its node left half done, and a cancelled job writes nothing more', async () => {
    const other = zipExport({
      ...smallWorkspace({ alice: alice.email, bob: bobEmail }),
      'channels.json': [{ id: 'C09RESUME', name: 'resume', creator: 'U01ALICE', members: ['U01ALICE'] }],
      'groups.json': [],
      'dms.json': [],
      'resume/2024-02-01.json': Array.from({ length: 30 }, (_, i) => ({ type: 'message', user: 'U01ALICE', ts: `17067456${String(i).padStart(2, '0')}.000001`, text: `再開テスト ${i}` })),
    });
    const { id } = (await upload(admin.client, other)).body;
    const lease = new Date(server.clock.now().getTime() + 60_000).toISOString();
    await db.updateTable('import_jobs').set({ state: 'running', lease_owner: 'node-that-died', lease_until: lease }).where('id', '=', id!).execute();
    // The node that died committed two batches of five, then stopped.
    let checks = 0;
    const dying = { owner: 'node-that-died', get stopped() { return ++checks > 2; } };
    await runJob(server.deps, dying, (await db.selectFrom('import_jobs').selectAll().where('id', '=', id!).executeTakeFirstOrThrow()), 5);
    const half = (await admin.client.ok(GET, { id: id! })).getImportJob;
    expect(half).toMatchObject({ state: 'running', done: 10 });
    // Its lease runs out; this node's runner claims the job and goes on from step 10.
    server.clock.advance(61_000);
    wake(server.deps);
    const done = await finished(id!);
    expect(done).toMatchObject({ state: 'done', done: half.total });
    const resumed = await db.selectFrom('messages').innerJoin('rooms', 'rooms.id', 'messages.room_id').select('content').where('rooms.name', '=', 'resume').execute();
    expect(resumed).toHaveLength(30);
    expect(new Set(resumed.map((m) => m.content)).size).toBe(30);

    const cancelled = (await upload(admin.client, other)).body.id!;
    const answer = (await admin.client.ok(CANCEL, { id: cancelled })).cancelImportJob;
    expect(answer.state).toBe('cancelled');
    expect(answer.finishedAt).not.toBeNull();
    const refused = await admin.client.gql(START, { id: cancelled });
    expect(refused.errors?.[0]).toMatchObject({ message: 'この取り込みはすでに開始されているか、終了しています。', extensions: { code: 'CONFLICT' } });
    const again = await admin.client.gql(CANCEL, { id: cancelled });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('lists the jobs newest first to administrators', async () => {
    const { listImportJobs } = await admin.client.ok(LIST);
    expect(listImportJobs.length).toBeGreaterThanOrEqual(4);
    expect(listImportJobs.at(-1)!.id).toBe(firstJob);
  });
});

describe('an administrator who reads English', () => {
  it('reads the dry run’s notes and a failed job’s reason in English, kept in Japanese for a Japanese reader', async () => {
    const planned = (await upload(admin.client, exportZip)).body.id!;
    const failing = (await upload(admin.client, exportZip)).body.id!;
    const { file_key } = await db.selectFrom('import_jobs').select('file_key').where('id', '=', failing).executeTakeFirstOrThrow();
    await server.deps.storage.delete(file_key);
    await admin.client.ok(START, { id: failing });
    expect((await finished(failing)).state).toBe('failed');
    const stored = await db.selectFrom('import_jobs').select(['report', 'error']).where('id', '=', failing).executeTakeFirstOrThrow();
    expect(stored.error).toBe('取り込むファイルが見つかりません。もう一度アップロードしてください。');
    expect(stored.report).toContain('ボット「デプロイ通知」はログインできないアカウントとして取り込みます');

    await admin.client.ok(UPDATE_LANGUAGE, { language: 'en' });
    try {
      const notes = ((await admin.client.ok(GET, { id: planned })).getImportJob.report as { unmapped: Array<{ text: string; count: number }> }).unmapped;
      expect(notes).toEqual(
        expect.arrayContaining([
          { text: 'The reaction :smile: has no matching stamp, so it is kept as text in the message', count: 1 },
          { text: 'Attached files are not imported; they are kept as links in the message', count: 1 },
          { text: 'The bot “デプロイ通知” is imported as an account that cannot sign in', count: 1 },
          { text: 'The deleted user “高橋 キャロル” is imported as an account that cannot sign in', count: 1 },
        ]),
      );
      expect(notes.filter((note) => /[\u3040-\u30ff]/.test(note.text.replace(/“.*”/, '')))).toEqual([]);
      expect((await admin.client.ok(GET, { id: failing })).getImportJob.error).toBe('The file to import could not be found. Please upload it again.');
    } finally {
      await admin.client.ok(UPDATE_LANGUAGE, { language: 'ja' });
    }
    expect((await admin.client.ok(GET, { id: failing })).getImportJob.error).toBe(stored.error);
  });
});

describe('refusals', () => {
  it('refuses an upload from a member, from nobody signed in, and a file that is not a Slack export, storing no job', async () => {
    const before = await tally();
    expect((await upload(outsider.client, exportZip)).status).toBe(403);
    const anonymous = await upload(null, exportZip);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const garbage = await upload(admin.client, Buffer.from('これは zip ではありません'));
    expect(garbage.status).toBe(400);
    expect(garbage.body.errors?.[0]).toEqual({ message: expect.stringContaining('Slack のエクスポート（zip ファイル）として読み取れませんでした') as string, extensions: { code: 'BAD_USER_INPUT' } });
    const noUsers = await upload(admin.client, zipExport({ 'channels.json': [] }));
    expect(noUsers.status).toBe(400);
    const broken = await upload(admin.client, zipExport({ 'users.json': { not: 'a list' } }));
    expect(broken.status).toBe(400);
    const empty = await fetch(`${server.url}/api/imports/slack`, { method: 'POST', headers: { cookie: admin.client.cookie!, 'content-type': 'application/json' }, body: '{}' });
    expect(empty.status).toBe(400);
    expect(await tally()).toEqual(before);
  });

  it('refuses the job operations to a member, to nobody signed in, and for an unknown or malformed id', async () => {
    const { id } = (await upload(admin.client, exportZip)).body;
    const anonymous = server.client();
    for (const client of [outsider.client, anonymous]) {
      for (const result of [
        await client.gql(GET, { id: id! }),
        await client.gql(LIST),
        await client.gql(START, { id: id! }),
        await client.gql(CANCEL, { id: id! }),
      ]) {
        expect(result.errors?.[0]?.extensions?.code).toBe(client === anonymous ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
    expect((await admin.client.ok(GET, { id: id! })).getImportJob.state).toBe('planned');
    expect((await admin.client.gql(START, { id: 'no-such-job' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await admin.client.gql(GET, { id: 'x'.repeat(65) })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await admin.client.ok(CANCEL, { id: id! });
  });
});
