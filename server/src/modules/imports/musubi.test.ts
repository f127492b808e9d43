import { type DryRun, emptyCounts, type ImportCounts, ROOM_KIND } from '@musubi/shared';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/types';
import { graphql } from '../../../test/graphql';
import { signUpUser, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { seedVariedInstance } from '../../../test/varied-instance';
import { avatarKey } from '../avatars';
import { musubi, readMusubiExport } from './musubi';

// The instance the team leaves: varied, exported whole by its administrator.
const source = await startTestServer();
const sourceAdmin = await signUpUser(source, { email: 'admin@musubi.test', name: '管理者' });
const alice = await signUpUser(source, { email: 'alice@example.com', name: 'アリス' });
const bob = await signUpUser(source, { email: 'bob@example.com', name: 'ボブ' });
const carol = await signUpUser(source, { email: 'carol@example.com', name: 'キャロル' });
await seedVariedInstance(source, { alice: alice.id, bob: bob.id, carol: carol.id });
// Alice is an administrator granted in the database (the first administrator is one by ADMIN_EMAILS, on each host).
await source.deps.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', alice.id).execute();

// The instance it moves to: empty but for its administrator and a person already signed up (matched by address).
const target = await startTestServer();
const admin = await signUpUser(target, { email: 'admin@musubi.test', name: '管理者' });
const member = await signUpUser(target, { email: 'bob@example.com', name: 'ボブ' });

const EXPORT = graphql(`mutation MusubiRoundTripExport($input: StartExportInput!) { startExport(input: $input) { id } }`);
const EXPORTS = graphql(`query MusubiRoundTripExports { listExportJobs { id state downloadPath } }`);
const GET = graphql(`query MusubiGetJob($id: ID!) { getImportJob(id: $id) { id kind state done total counts report error } }`);
const START = graphql(`mutation MusubiStartJob($id: ID!) { startImportJob(input: { id: $id }) { id state } }`);

async function exportOf(server: TestServer, client: TestClient, input: { kind: string; roomIds?: string[] }) {
  const { id } = (await client.ok(EXPORT, { input })).startExport;
  const job = async () => (await client.ok(EXPORTS)).listExportJobs.find((j) => j.id === id)!;
  await expect.poll(async () => (await job()).state, { timeout: 20_000, interval: 50 }).toBe('done');
  const response = await fetch(`${server.url}${(await job()).downloadPath!}`, { headers: { cookie: client.cookie! } });
  return Buffer.from(await response.arrayBuffer());
}

type Answer = { status: number; body: { id?: string; errors?: Array<{ message: string; extensions: { code: string } }> } };

async function upload(client: TestClient | null, content: Buffer): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(content)]), 'musubi-export.zip');
  const response = await fetch(`${target.url}/api/imports/musubi`, { method: 'POST', body: form, headers: client?.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The import job once it stopped running. */
async function finished(id: string) {
  await expect.poll(async () => (await admin.client.ok(GET, { id })).getImportJob.state, { timeout: 20_000, interval: 50 }).not.toMatch(/^(planned|queued|running)$/);
  return (await admin.client.ok(GET, { id })).getImportJob;
}

const TABLES = ['users', 'rooms', 'user_rooms', 'messages', 'message_emotions', 'tags', 'boards', 'tasks', 'task_assignees', 'task_tags', 'task_checklists', 'task_checklist_items', 'memo_tasks', 'files', 'import_jobs', 'import_keys'] as const;
const tally = async (db: Kysely<DB>) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, Number((await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)] as const)));

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
/** Rows in their order within what holds them (a room, a column), the holders by name: ids differ between instances. */
const within = <T extends unknown[]>(rows: T[], holders: number) => {
  const holder = (row: T) => JSON.stringify(row.slice(0, holders));
  return [...rows].sort((a, b) => (holder(a) < holder(b) ? -1 : holder(a) > holder(b) ? 1 : 0));
};

/**
 * Everything of an instance's rooms that an export carries, with ids given as what they name and no times: a group
 * room by its name, a direct chat by its two people, one's own chat by its owner.
 */
async function contents(server: TestServer) {
  const db = server.deps.db;
  const users = await db.selectFrom('users').select(['id', 'email', 'name', 'image', 'is_admin']).execute();
  const email = new Map(users.map((u) => [u.id, u.email]));
  const rooms = await db.selectFrom('rooms').select(['id', 'name', 'kind', 'description', 'overview', 'public', 'stranger', 'created_user_id', 'image']).execute();
  const memberships = await db.selectFrom('user_rooms').selectAll().execute();
  const nameOf = (r: (typeof rooms)[number]) => {
    if (r.kind === ROOM_KIND.myChat) return `${r.name}:${email.get(r.created_user_id)}`;
    if (r.kind === ROOM_KIND.direct) return `${r.name}:${memberships.filter((m) => m.room_id === r.id).map((m) => email.get(m.user_id)).sort().join(',')}`;
    return r.name;
  };
  const room = new Map(rooms.map((r) => [r.id, nameOf(r)]));
  const roomIds = rooms.map((r) => r.id);
  const messages = await db.selectFrom('messages').selectAll().where('room_id', 'in', roomIds).orderBy('room_id').orderBy('seq').execute();
  const byId = new Map(messages.map((m) => [m.id, m]));
  // A message is named by its place in its room: sequence numbers need not start at 1.
  const place = new Map(messages.map((m) => [m.id, messages.filter((o) => o.room_id === m.room_id && o.seq <= m.seq).length]));
  // Ids inside a message's text ([To:…], [rp …]) become the people, rooms and messages they name.
  const named = (text: string) => text.replace(UUID, (id) => email.get(id) ?? room.get(id) ?? (place.has(id) ? `message:${place.get(id)!}` : 'unknown'));
  const stamps = await db.selectFrom('message_emotions').selectAll().where('message_id', 'in', messages.map((m) => m.id)).execute();
  const boards = await db.selectFrom('boards').selectAll().where('room_id', 'in', roomIds).orderBy('room_id').orderBy('order').execute();
  const board = new Map(boards.map((b) => [b.id, b.name]));
  const tasks = await db.selectFrom('tasks').selectAll().where('room_id', 'in', roomIds).orderBy('board_id').orderBy('order').execute();
  const task = new Map(tasks.map((t) => [t.id, t.name]));
  const tags = await db.selectFrom('tags').selectAll().where('room_id', 'in', roomIds).execute();
  const tag = new Map(tags.map((t) => [t.id, t.name]));
  const taskIds = tasks.map((t) => t.id);
  const assignees = await db.selectFrom('task_assignees').selectAll().where('task_id', 'in', taskIds).execute();
  const taskTags = await db.selectFrom('task_tags').selectAll().where('task_id', 'in', taskIds).execute();
  const checklists = await db.selectFrom('task_checklists').selectAll().where('task_id', 'in', taskIds).orderBy('order').execute();
  const items = await db.selectFrom('task_checklist_items').selectAll().where('task_id', 'in', taskIds).orderBy('order').execute();
  const comments = await db.selectFrom('memo_tasks').selectAll().where('task_id', 'in', taskIds).execute();
  const files = await db.selectFrom('files').selectAll().where('room_id', 'in', roomIds).where('deletedAt', 'is', null).execute();
  const bytesOf = async (key: string) => {
    const body = await server.deps.storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('base64');
  };
  // A picture is compared by its bytes: its path is the instance's own.
  const pictureOf = async (path: string | null) => (path ? bytesOf(avatarKey(path)!) : null);
  return {
    users: sorted(await Promise.all(users.map(async (u) => [u.email, u.name, u.is_admin, await pictureOf(u.image)]))),
    rooms: sorted(await Promise.all(rooms.map(async ({ id, created_user_id: _creator, image, ...r }) => ({ ...r, name: room.get(id), picture: await pictureOf(image) })))),
    memberships: sorted(memberships.map((m) => [room.get(m.room_id), email.get(m.user_id), m.role])),
    messages: within(messages.map((m) => [
      room.get(m.room_id),
      email.get(m.user_id),
      named(m.content),
      m.reply_message_id ? named(byId.get(m.reply_message_id)!.content) : null,
      m.to_user_id ? email.get(m.to_user_id) : null,
      m.is_to_all,
      m.editedAt !== null,
      m.deletedAt !== null,
    ]), 1),
    stamps: sorted(stamps.map((s) => [named(byId.get(s.message_id)!.content), email.get(s.user_id), s.emotion])),
    tags: sorted(tags.map((t) => [room.get(t.room_id!), t.name, t.color, t.type])),
    boards: within(boards.map((b) => [room.get(b.room_id), b.name, b.is_archive, b.is_done]), 1),
    tasks: within(tasks.map((t) => [
      room.get(t.room_id),
      board.get(t.board_id),
      t.name,
      t.description,
      t.status,
      t.startDate,
      t.endDate,
      email.get(t.user_created_id),
      assignees.filter((a) => a.task_id === t.id).map((a) => email.get(a.user_id)).sort(),
      taskTags.filter((g) => g.task_id === t.id).map((g) => tag.get(g.tag_id)).sort(),
    ]), 2),
    checklists: within(checklists.map((c) => [
      task.get(c.task_id),
      c.name,
      items.filter((i) => i.checklist_id === c.id).map((i) => [i.name, i.is_done, i.user_assignee_id ? email.get(i.user_assignee_id) : null]),
    ]), 1),
    comments: sorted(comments.map((c) => [task.get(c.task_id), c.content, email.get(c.user_created_id)])),
    files: sorted(
      await Promise.all(
        files.map(async (f) => [
          f.name,
          f.type,
          Number(f.size),
          room.get(f.room_id),
          f.task_id ? task.get(f.task_id) : null,
          f.board_id ? board.get(f.board_id) : null,
          f.message_id ? named(byId.get(f.message_id)!.content) : null,
          email.get(f.user_created_id),
          await bytesOf(f.key),
        ]),
      ),
    ),
  };
}

let zip: Buffer;
let manifest: Record<string, unknown>;

/** The export with one entry changed. */
function altered(name: string, content: string) {
  const entries = unzipSync(zip);
  return Buffer.from(zipSync({ ...entries, [name]: strToU8(content) }));
}

describe("importing Musubi's own export into an empty instance", () => {
  it('starts from the varied instance, exported whole by its administrator', async () => {
    zip = await exportOf(source, sourceAdmin.client, { kind: 'instance' });
    manifest = JSON.parse(Buffer.from(unzipSync(zip)['manifest.json']!).toString('utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ format: 'musubi-export', version: 2, kind: 'instance' });
  });

  it('refuses the signed out, a non-administrator, a file that is not an export and another version, writing nothing', async () => {
    const before = await tally(target.deps.db);
    const refusals: Array<[TestClient | null, Buffer, number, string, string | null]> = [
      [null, zip, 401, 'UNAUTHENTICATED', null],
      [member.client, zip, 403, 'FORBIDDEN', null],
      [admin.client, Buffer.from('not a zip'), 400, 'BAD_USER_INPUT', 'Musubi のエクスポート（zip ファイル）として読み取れませんでした。管理画面の「データの書き出し」で作成した zip をそのまま選択してください。'],
      [admin.client, altered('manifest.json', JSON.stringify({ ...manifest, format: 'slack' })), 400, 'BAD_USER_INPUT', null],
      [admin.client, altered('rooms.json', '[{"id": 1}]'), 400, 'BAD_USER_INPUT', null],
      [admin.client, altered('manifest.json', JSON.stringify({ ...manifest, version: 3 })), 400, 'BAD_USER_INPUT', 'この Musubi のエクスポートは形式のバージョン 3 のため取り込めません。取り込めるのはバージョン 1 と 2 です。'],
      [admin.client, altered('manifest.json', JSON.stringify({ ...manifest, kind: 'personal' })), 400, 'BAD_USER_INPUT', null],
    ];
    for (const [client, file, status, code, message] of refusals) {
      const answer = await upload(client, file);
      expect(answer.status).toBe(status);
      expect(answer.body.errors![0]!.extensions.code).toBe(code);
      if (message) expect(answer.body.errors![0]!.message).toBe(message);
    }
    expect(await tally(target.deps.db)).toEqual(before);
  });

  it('refuses an instance that already has a room, writing nothing', async () => {
    // The source instance has its rooms: importing its own export there is refused.
    const before = await tally(source.deps.db);
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(zip)]), 'musubi-export.zip');
    const response = await fetch(`${source.url}/api/imports/musubi`, { method: 'POST', body: form, headers: { cookie: sourceAdmin.client.cookie! } });
    const body = (await response.json()) as Answer['body'];
    expect(response.status).toBe(403);
    expect(body.errors![0]).toMatchObject({
      message: 'Musubi のエクスポートは、ルームがまだひとつもない（各自のマイチャットだけの）環境にのみ取り込めます。',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await tally(source.deps.db)).toEqual(before);
  });

  it('gives back the same rooms (direct chats and own chats too), memberships, messages, stamps, labels, boards, tasks and files', async () => {
    const uploaded = await upload(admin.client, zip);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.id!;
    const { report } = (await admin.client.ok(GET, { id })).getImportJob as { report: DryRun };
    expect(report.unmapped).toEqual([
      { text: 'マイチャットのメッセージは、各アカウントのマイチャットに加えます', count: 1 },
      { text: '管理者として作成するアカウント: アリス（alice@example.com）', count: 1 },
    ]);
    expect(report.rooms.filter((r) => r.kind !== 'group').map((r) => r.name).sort()).toEqual(
      ['ダイレクトチャット（アリス・ボブ）', 'マイチャット（アリス）', 'マイチャット（キャロル）', 'マイチャット（ボブ）', 'マイチャット（管理者）'].sort(),
    );
    await admin.client.ok(START, { id });
    const job = await finished(id);
    expect(job).toMatchObject({ kind: 'musubi', state: 'done', error: null, done: job.total });
    // Two group rooms, a direct chat and four people's own chats (each with its five default labels, matched by name).
    expect(job.counts as ImportCounts).toMatchObject({ rooms: 7, memberships: 7, messages: 8, stamps: 5, columns: 4, tasks: 3, checklists: 1, checklistItems: 2, comments: 1, tags: 23, files: 3, matched: 2, created: 2 });

    const expected = await contents(source);
    expect([expected.rooms.length, expected.messages.length, expected.stamps.length, expected.tasks.length, expected.files.length]).toEqual([7, 8, 5, 3, 3]);
    // Alice's picture and the project room's are among what is compared, by their bytes (a WebP begins "RIFF").
    expect([expected.users, expected.rooms].map((rows) => rows.filter((row) => row.includes('"UklGR')).length)).toEqual([1, 1]);
    expect(await contents(target)).toEqual(expected);
  });

  it('gives back the same when every step is a batch of its own, as an import resumed after each step is', async () => {
    const stepwise = await startTestServer();
    const importer = await signUpUser(stepwise, { email: 'admin@musubi.test', name: '管理者' });
    const reader = await musubi.read(zip, { importerId: importer.id, roomId: null });
    const counts = emptyCounts();
    for (let step = 0; step < reader.steps; step++) {
      await stepwise.deps.db.transaction().execute((trx) => reader.apply(trx, stepwise.deps, step, step + 1, counts));
    }
    expect(counts).toMatchObject({ rooms: 7, memberships: 7, messages: 8, files: 3, alreadyImported: 0 });
    expect(await contents(stepwise)).toEqual(await contents(source));
  });

  it('run again, finds everything imported and creates nothing', async () => {
    const before = await tally(target.deps.db);
    const uploaded = await upload(admin.client, zip);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.id!;
    await admin.client.ok(START, { id });
    const job = await finished(id);
    expect(job).toMatchObject({ state: 'done', error: null });
    // Every step but the 11 memberships (found by room and person) records a key: all of them are found.
    expect((job.counts as ImportCounts).alreadyImported).toBe(job.total - 11);
    expect(await tally(target.deps.db)).toEqual({ ...before, import_jobs: before.import_jobs! + 1 });
  });

  it('makes no existing account an administrator, and none from an export of chosen rooms', async () => {
    const crafted = await startTestServer();
    const importer = await signUpUser(crafted, { email: 'admin@musubi.test', name: '管理者' });
    await signUpUser(crafted, { email: bob.email, name: 'ボブ' });
    const entries = unzipSync(zip);
    const people = (JSON.parse(Buffer.from(entries['users.json']!).toString('utf8')) as Array<Record<string, unknown>>).map((u) => ({ ...u, is_admin: true }));
    const file = zipSync({ ...entries, 'users.json': strToU8(JSON.stringify(people)) });
    const reader = await musubi.read(file, { importerId: importer.id, roomId: null });
    expect((await reader.dryRun(crafted.deps.db)).unmapped).toEqual(
      expect.arrayContaining([{ text: '既存のアカウントには管理者の権限を引き継ぎません', count: 2 }]),
    );
    await crafted.deps.db.transaction().execute((trx) => reader.apply(trx, crafted.deps, 0, reader.steps, emptyCounts()));
    const rights = await crafted.deps.db.selectFrom('users').select(['email', 'is_admin']).orderBy('email').execute();
    // The two accounts there already keep their rights; the two the import made are administrators, as the export says.
    expect(rights.map((u) => [u.email, u.is_admin])).toEqual([
      ['admin@musubi.test', 0],
      [alice.email, 1],
      [bob.email, 0],
      [carol.email, 1],
    ]);
    const ofRooms = zipSync({ ...entries, 'users.json': strToU8(JSON.stringify(people)), 'manifest.json': strToU8(JSON.stringify({ ...manifest, kind: 'rooms' })) });
    expect(readMusubiExport(ofRooms).users.filter((u) => u.is_admin)).toEqual([]);
  });

  it('leaves out a direct chat without its two people, and a second one of the same pair', () => {
    const entries = unzipSync(zip);
    const list = (name: string) => JSON.parse(Buffer.from(entries[name]!).toString('utf8')) as Array<Record<string, unknown>>;
    const rooms = list('rooms.json');
    const memberships = list('memberships.json');
    const direct = rooms.find((r) => r.kind === ROOM_KIND.direct)!;
    const pair = memberships.filter((m) => m.room_id === direct.id);
    const crafted = zipSync({
      ...entries,
      'rooms.json': strToU8(JSON.stringify([...rooms, { ...direct, id: 'twin' }, { ...direct, id: 'lonely' }])),
      'memberships.json': strToU8(JSON.stringify([...memberships, ...pair.map((m) => ({ ...m, room_id: 'twin' })), { ...pair[0], room_id: 'lonely' }])),
    });
    const read = readMusubiExport(crafted);
    expect(read.rooms.filter((r) => r.kind === ROOM_KIND.direct).map((r) => r.id)).toEqual([direct.id]);
    expect(read.leftOut.rooms).toBe(2);
  });

  it('leaves out a picture that is no picture, and makes anew one of another shape', async () => {
    const odd = await startTestServer();
    const importer = await signUpUser(odd, { email: 'admin@musubi.test', name: '管理者' });
    const entries = unzipSync(zip);
    const rows = (name: string) => JSON.parse(Buffer.from(entries[name]!).toString('utf8')) as Array<{ id: string; picture: string | null }>;
    const alicePicture = rows('users.json').find((u) => u.picture)!.picture!;
    const roomPicture = rows('rooms.json').find((r) => r.picture)!.picture!;
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e03131' } }).png().toBuffer();
    const file = zipSync({ ...entries, [alicePicture]: strToU8('<html>not a picture</html>'), [roomPicture]: Uint8Array.from(png) });
    const reader = await musubi.read(file, { importerId: importer.id, roomId: null });
    await odd.deps.db.transaction().execute((trx) => reader.apply(trx, odd.deps, 0, reader.steps, emptyCounts()));
    expect((await odd.deps.db.selectFrom('users').select('image').where('email', '=', alice.email).executeTakeFirstOrThrow()).image).toBeNull();
    const { image } = await odd.deps.db.selectFrom('rooms').select('image').where('name', '=', 'プロジェクト結び').executeTakeFirstOrThrow();
    const stored = await odd.deps.storage.get(avatarKey(image)!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('reads an export of version 1 (without pictures) too: run again, it creates nothing', async () => {
    const before = await tally(target.deps.db);
    const entries = unzipSync(zip);
    const withoutPictures = (name: string) =>
      strToU8(JSON.stringify((JSON.parse(Buffer.from(entries[name]!).toString('utf8')) as Array<Record<string, unknown>>).map(({ picture: _picture, ...row }) => row)));
    const first = Object.fromEntries(Object.entries(entries).filter(([name]) => !name.startsWith('pictures/')));
    const v1 = zipSync({ ...first, 'manifest.json': strToU8(JSON.stringify({ ...manifest, version: 1 })), 'users.json': withoutPictures('users.json'), 'rooms.json': withoutPictures('rooms.json') });
    const uploaded = await upload(admin.client, Buffer.from(v1));
    expect(uploaded.status).toBe(201);
    await admin.client.ok(START, { id: uploaded.body.id! });
    expect(await finished(uploaded.body.id!)).toMatchObject({ state: 'done', error: null });
    expect(await tally(target.deps.db)).toEqual({ ...before, import_jobs: before.import_jobs! + 1 });
  });

  it('refuses an instance that has a room of its own besides the imported ones', async () => {
    await makeRoom(target, [{ id: admin.id }]);
    const before = await tally(target.deps.db);
    const answer = await upload(admin.client, zip);
    expect(answer.status).toBe(403);
    expect(answer.body.errors![0]!.extensions.code).toBe('FORBIDDEN');
    expect(await tally(target.deps.db)).toEqual(before);
  });
});
