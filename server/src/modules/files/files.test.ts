import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@musubi/shared';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { newId, newPublicCode } from '../../lib/ids';
import { graphql } from '../../../test/graphql';

/** What the upload route answers: the stored file, or GraphQL-shaped errors. */
interface UploadAnswer {
  id: string;
  key: string;
  name: string;
  type: string;
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  message_id: string | null;
  size: number;
  errors: [{ message: string; extensions: { code: string } }];
}

const server = await startTestServer();
const db = server.deps.db;
const MB = 1024 * 1024;

async function createRoom(members: Array<{ id: string; role: number }>) {
  const now = new Date().toISOString();
  const roomId = newId();
  await db
    .insertInto('rooms')
    .values({ id: roomId, name: '営業部', created_user_id: members[0]!.id, musubiCode: newPublicCode(), createdAt: now, updatedAt: now })
    .execute();
  for (const member of members) {
    await db
      .insertInto('user_rooms')
      .values({ id: newId(), user_id: member.id, room_id: roomId, role: member.role, createdAt: now, updatedAt: now })
      .execute();
  }
  return roomId;
}

async function upload(client: TestClient | null, fields: Record<string, string>, name: string, content: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([Uint8Array.from(content)]), name);
  const response = await fetch(`${server.url}/api/files`, {
    method: 'POST',
    body: form,
    headers: client?.cookie ? { cookie: client.cookie } : {},
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

/** The same upload sent chunked, without Content-Length: only the streaming checks can stop it. */
async function uploadChunked(client: TestClient, fields: Record<string, string>, name: string, content: Buffer) {
  const boundary = 'musubi-test-boundary';
  const head = Object.entries(fields)
    .map(([key, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
    .join('');
  const chunks: Buffer[] = [
    Buffer.from(`${head}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
  ];
  for (let offset = 0; offset < content.length; offset += 64 * 1024) chunks.push(content.subarray(offset, offset + 64 * 1024));
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(new Uint8Array(next));
      else controller.close();
    },
  });
  const response = await fetch(`${server.url}/api/files`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { cookie: client.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const download = (client: TestClient | null, url: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${url}`, { headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...headers } });

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0), Buffer.from('This program cannot be run in DOS mode')]);
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(20_000, 7)]);

const storedObjects = () => {
  const root = path.join(server.deps.config.DATA_DIR, 'files', 'files');
  return fs.existsSync(root) ? fs.readdirSync(root) : [];
};
const rowCount = async () => Number((await db.selectFrom('files').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const VOLUME = graphql(`query FilesGetVolumeFileFunction($room_id: ID, $user_id: ID, $type: String) {
  getVolumeFileFunction(room_id: $room_id, user_id: $user_id, type: $type) { total_file total_file_size }
}`);
const LIST = graphql(`query FilesGetFilesFunction($room_id: ID!, $type: String) {
  getFilesFunction(room_id: $room_id, type: $type) { items { id name size type url thumbnailUrl width height userCreated { id } } nextToken }
}`);
const DETAIL = graphql(`query FilesGetFileDetail($id: ID!) { getFileDetail(id: $id) { id name url deletedAt } }`);
const SOFT_DELETE = graphql(`mutation FilesSoftDeleteFileFunction($id: ID) { softDeleteFileFunction(input: { id: $id }) { id deletedAt user_deleted_id } }`);
const HARD_DELETE = graphql(`mutation FilesHardDeleteFileFunction($id: ID) { hardDeleteFileFunction(input: { id: $id }) { id deletedAt } }`);

describe('files', () => {
  it('uploads, lists and downloads for a member, with a Japanese attachment name and totals', async () => {
    const owner = await signUpUser(server);
    const member = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }, { id: member.id, role: 1 }]);
    const content = pdf('見積書');

    const created = await upload(owner.client, { room_id: roomId }, '見積書 2026.pdf', content);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: '見積書 2026.pdf', type: 'application/pdf', size: content.length, room_id: roomId });
    expect(created.body.key).not.toContain('見積書');

    const { getFilesFunction } = await member.client.ok(LIST, { room_id: roomId });
    expect(getFilesFunction.items).toEqual([
      expect.objectContaining({ id: created.body.id, name: '見積書 2026.pdf', size: content.length, userCreated: { id: owner.id } }),
    ]);
    const response = await download(member.client, getFilesFunction.items[0]!.url!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(content);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // A PDF opens in the browser's viewer, sandboxed; asked as a download, it is saved.
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="___ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('見積書 2026.pdf')}`,
    );
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const saved = await download(member.client, `${getFilesFunction.items[0]!.url}&download=1`);
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="___ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('見積書 2026.pdf')}`,
    );

    expect((await member.client.ok(VOLUME, { room_id: roomId })).getVolumeFileFunction).toEqual({
      total_file: 1,
      total_file_size: content.length,
    });
    expect((await owner.client.ok(VOLUME, {})).getVolumeFileFunction.total_file_size).toBe(content.length);
    expect((await member.client.gql(VOLUME, { user_id: owner.id })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await member.client.ok(VOLUME, { room_id: roomId, type: 'image' })).getVolumeFileFunction.total_file).toBe(0);
  });

  it('serves byte ranges of audio and video', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const content = mp4();
    const created = await upload(owner.client, { room_id: roomId }, 'clip.mp4', content);
    expect(created.body.type).toBe('video/mp4');
    const partial = await download(owner.client, created.body.url, { range: 'bytes=100-199' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${content.length}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(content.subarray(100, 200));
    const tail = await download(owner.client, created.body.url, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(content.subarray(content.length - 10));
    expect((await download(owner.client, created.body.url, { range: `bytes=${content.length}-` })).status).toBe(416);
  });

  it('refuses downloads to outsiders, removed members and expired links with 404 or 410', async () => {
    const owner = await signUpUser(server);
    const member = await signUpUser(server);
    const outsider = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }, { id: member.id, role: 1 }]);
    const created = await upload(owner.client, { room_id: roomId }, 'a.pdf', pdf('a'));
    const { getFileDetail } = await member.client.ok(DETAIL, { id: created.body.id });

    expect((await outsider.client.gql(DETAIL, { id: created.body.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await download(outsider.client, getFileDetail.url!)).status).toBe(404);
    expect((await download(null, getFileDetail.url!)).status).toBe(404);
    expect((await download(member.client, getFileDetail.url!.replace(/sig=.*/, 'sig=forged'))).status).toBe(404);
    expect((await download(member.client, getFileDetail.url!)).status).toBe(200);

    await db.deleteFrom('user_rooms').where('user_id', '=', member.id).where('room_id', '=', roomId).execute();
    expect((await download(member.client, getFileDetail.url!)).status).toBe(404);

    server.clock.advance(16 * 60_000);
    const expired = await download(owner.client, created.body.url);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as UploadAnswer).errors[0]?.message).toBe(MESSAGES.fileLinkExpired);
    const { getFileDetail: fresh } = await owner.client.ok(DETAIL, { id: created.body.id });
    expect((await download(owner.client, fresh.url!)).status).toBe(200);
  });

  it('refuses a program renamed .pdf, unknown types and outsiders, storing nothing', async () => {
    const owner = await signUpUser(server);
    const viewer = await signUpUser(server);
    const outsider = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }, { id: viewer.id, role: 0 }]);
    const before = { rows: await rowCount(), objects: storedObjects().length };

    const renamed = await upload(owner.client, { room_id: roomId }, 'invoice.pdf', exe());
    expect(renamed).toMatchObject({ status: 400, body: { errors: [{ message: MESSAGES.fileContentMismatch }] } });
    const program = await upload(owner.client, { room_id: roomId }, 'setup.exe', exe());
    expect(program.body.errors[0].message).toBe(MESSAGES.fileTypeNotAccepted);
    expect((await upload(outsider.client, { room_id: roomId }, 'a.pdf', pdf('x'))).status).toBe(404);
    expect((await upload(viewer.client, { room_id: roomId }, 'a.pdf', pdf('x'))).status).toBe(403);
    expect((await upload(null, { room_id: roomId }, 'a.pdf', pdf('x'))).status).toBe(401);

    expect(await rowCount()).toBe(before.rows);
    expect(storedObjects().length).toBe(before.objects);
  });

  it('refuses files over the plan limits, before or while streaming, storing nothing', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const before = { rows: await rowCount(), objects: storedObjects().length };

    const large = Buffer.concat([pdf('large'), Buffer.alloc(10 * MB, 0x20)]);
    const tooLarge = await upload(owner.client, { room_id: roomId }, 'large.pdf', large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0]).toMatchObject({ message: MESSAGES.fileTooLarge('10 MB'), extensions: { code: 'LIMIT_EXCEEDED' } });
    const streamed = await uploadChunked(owner.client, { room_id: roomId }, 'large.pdf', large);
    expect(streamed.body.errors[0]).toMatchObject({ message: MESSAGES.fileTooLarge('10 MB'), extensions: { code: 'LIMIT_EXCEEDED' } });

    await db.updateTable('packages').set({ maxCapacityFileInRoom: 300 * 1024 }).where('package_id', '=', 0).execute();
    try {
      const first = await upload(owner.client, { room_id: roomId }, 'first.pdf', Buffer.concat([pdf('1'), Buffer.alloc(200 * 1024, 0x20)]));
      expect(first.status).toBe(201);
      const second = await uploadChunked(owner.client, { room_id: roomId }, 'second.pdf', Buffer.concat([pdf('2'), Buffer.alloc(200 * 1024, 0x20)]));
      expect(second.status).toBe(413);
      expect(second.body.errors[0].message).toBe(MESSAGES.fileRoomQuota('300 KB'));
      expect(await rowCount()).toBe(before.rows + 1);
      expect(storedObjects().length).toBe(before.objects + 1);
      // A soft-deleted file no longer counts against the quota.
      await owner.client.ok(SOFT_DELETE, { id: first.body.id });
      expect((await uploadChunked(owner.client, { room_id: roomId }, 'again.pdf', Buffer.concat([pdf('3'), Buffer.alloc(200 * 1024, 0x20)]))).status).toBe(201);
    } finally {
      await db.updateTable('packages').set({ maxCapacityFileInRoom: 1024 * MB }).where('package_id', '=', 0).execute();
    }
  });

  it('stores traversal-looking names under opaque keys and keeps the name for display', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const created = await upload(owner.client, { room_id: roomId }, '../../etc/passwd.txt', Buffer.from('root:x:0:0\n'));
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('passwd.txt');
    expect(created.body.key).toBe(`files/${created.body.id}`);
    expect(fs.readFileSync(path.join(server.deps.config.DATA_DIR, 'files', created.body.key), 'utf8')).toBe('root:x:0:0\n');
    expect(fs.existsSync(path.join(server.deps.config.DATA_DIR, 'etc'))).toBe(false);
  });

  it('takes a CSV in Excel\'s Shift_JIS and gives it back as a download, and refuses a program named .csv', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const before = { rows: await rowCount(), objects: storedObjects().length };
    // 日付,金額 in Shift_JIS, then a row.
    const csv = Buffer.concat([Buffer.from([0x93, 0xfa, 0x95, 0x74, 0x2c, 0x8b, 0xe0, 0x8a, 0x7a]), Buffer.from('\r\n2026/11/01,110000\r\n')]);
    const created = await upload(owner.client, { room_id: roomId }, '仕訳帳.csv', csv);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: '仕訳帳.csv', type: 'text/csv', thumbnailUrl: null });
    const response = await download(owner.client, created.body.url);
    expect(response.headers.get('content-type')).toBe('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(csv);

    const program = await upload(owner.client, { room_id: roomId }, '仕訳帳.csv', exe());
    expect(program.body.errors[0].message).toBe(MESSAGES.fileContentMismatch);
    expect(await rowCount()).toBe(before.rows + 1);
    expect(storedObjects().length).toBe(before.objects + 1);
  });

  it('makes image thumbnails', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#37c79b' } }).png().toBuffer();
    const created = await upload(owner.client, { room_id: roomId }, '写真.png', png);
    expect(created.body.thumbnailUrl).toMatch(/\/thumbnail\?/);
    const thumbnail = await download(owner.client, created.body.thumbnailUrl!);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 213]);
    const { getFilesFunction } = await owner.client.ok(LIST, { room_id: roomId, type: 'image' });
    expect(getFilesFunction.items).toHaveLength(1);
  });

  it('stores an image\'s size as it displays, and none for other files', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#37c79b' } }).png().toBuffer();
    // A phone's portrait photo: stored landscape, with EXIF orientation 6 (turn a quarter clockwise to display).
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c73765' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const landscape = await upload(owner.client, { room_id: roomId }, '横.png', png);
    const portrait = await upload(owner.client, { room_id: roomId }, '縦.jpg', photo);
    const document = await upload(owner.client, { room_id: roomId }, '資料.pdf', pdf('sizes'));
    expect(landscape.body).toMatchObject({ width: 1200, height: 800 });
    expect(portrait.body).toMatchObject({ width: 480, height: 640 });
    expect(document.body).toMatchObject({ width: null, height: null });

    const stored = await db.selectFrom('files').select(['id', 'width', 'height']).where('room_id', '=', roomId).execute();
    expect(Object.fromEntries(stored.map((row) => [row.id, [row.width, row.height]]))).toEqual({
      [landscape.body.id]: [1200, 800],
      [portrait.body.id]: [480, 640],
      [document.body.id]: [null, null],
    });
    const { getFilesFunction } = await owner.client.ok(LIST, { room_id: roomId });
    const sizes = getFilesFunction.items.map((file) => [file.name, file.width, file.height]);
    expect(sizes).toEqual(expect.arrayContaining([['横.png', 1200, 800], ['縦.jpg', 480, 640], ['資料.pdf', null, null]]));
  });

  it('keeps a decompression bomb without decoding it: no preview, no memory spike', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    // A few hundred bytes that claim 60,000 x 60,000 pixels (3.6 billion): decoding it would need gigabytes.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(60_000, 0);
    header.writeUInt32BE(60_000, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(60_001 * 4))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const rssBefore = process.memoryUsage().rss;
    const created = await upload(owner.client, { room_id: roomId }, 'bomb.png', bomb);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ thumbnailUrl: null, width: null, height: null });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('attaches only to content of the same room', async () => {
    const owner = await signUpUser(server);
    const roomId = await createRoom([{ id: owner.id, role: 2 }]);
    const otherRoom = await createRoom([{ id: owner.id, role: 2 }]);
    const now = new Date().toISOString();
    const messageId = newId();
    await db
      .insertInto('messages')
      .values({ id: messageId, room_id: otherRoom, user_id: owner.id, seq: 1, content: 'hi', createdAt: now, updatedAt: now })
      .execute();
    const refused = await upload(owner.client, { room_id: roomId, message_id: messageId }, 'a.pdf', pdf('a'));
    expect(refused.status).toBe(404);
    const attached = await upload(owner.client, { room_id: otherRoom, message_id: messageId }, 'a.pdf', pdf('a'));
    expect(attached.body.message_id).toBe(messageId);

    // Uploaded first, attached after with the spec's createFile / createFileFunction.
    const loose = await upload(owner.client, { room_id: otherRoom }, 'b.pdf', pdf('b'));
    const ATTACH = graphql(`mutation FilesCreateFile($input: UpdateFileInput!) { createFile(input: $input) { id message_id } }`);
    const wrongRoom = await upload(owner.client, { room_id: roomId }, 'c.pdf', pdf('c'));
    const crossRoom = await owner.client.gql(ATTACH, { input: { id: wrongRoom.body.id, message_id: messageId } });
    expect(crossRoom.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await owner.client.ok(ATTACH, { input: { id: loose.body.id, message_id: messageId } })).createFile).toEqual({
      id: loose.body.id,
      message_id: messageId,
    });
    const many = await owner.client.ok(
      graphql(`mutation FilesCreateFileFunction($input: [UpdateFileInput!]!) { createFileFunction(input: $input) { id message_id } }`),
      { input: [{ id: loose.body.id, message_id: messageId }] },
    );
    expect(many.createFileFunction).toEqual([{ id: loose.body.id, message_id: messageId }]);
  });

  it('soft deletes, then hard deletes, by the uploader or a room admin, with totals after each step', async () => {
    const admin = await signUpUser(server);
    const uploader = await signUpUser(server);
    const other = await signUpUser(server);
    const roomId = await createRoom([{ id: admin.id, role: 2 }, { id: uploader.id, role: 1 }, { id: other.id, role: 1 }]);
    const a = await upload(uploader.client, { room_id: roomId }, 'a.pdf', pdf('aaaa'));
    const b = await upload(uploader.client, { room_id: roomId }, 'b.pdf', pdf('bb'));
    const volume = async () => (await admin.client.ok(VOLUME, { room_id: roomId })).getVolumeFileFunction;
    expect(await volume()).toEqual({ total_file: 2, total_file_size: a.body.size + b.body.size });

    const refused = await other.client.gql(SOFT_DELETE, { id: a.body.id });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await volume()).toEqual({ total_file: 2, total_file_size: a.body.size + b.body.size });

    const { softDeleteFileFunction } = await uploader.client.ok(SOFT_DELETE, { id: a.body.id });
    expect(softDeleteFileFunction).toMatchObject({ user_deleted_id: uploader.id });
    expect(softDeleteFileFunction.deletedAt).toBeTruthy();
    expect(await volume()).toEqual({ total_file: 1, total_file_size: b.body.size });
    expect((await admin.client.ok(LIST, { room_id: roomId })).getFilesFunction.items.map((f) => f.id)).toEqual([b.body.id]);
    expect((await download(uploader.client, a.body.url)).status).toBe(404);
    expect(await server.deps.storage.size(a.body.key)).toBe(a.body.size);

    await admin.client.ok(HARD_DELETE, { id: a.body.id });
    expect(await server.deps.storage.size(a.body.key)).toBeNull();
    expect((await db.selectFrom('files').select('purgedAt').where('id', '=', a.body.id).executeTakeFirstOrThrow()).purgedAt).toBeTruthy();
    expect((await admin.client.gql(HARD_DELETE, { id: a.body.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    await admin.client.ok(HARD_DELETE, { id: b.body.id });
    expect(await volume()).toEqual({ total_file: 0, total_file_size: 0 });
    expect(await server.deps.storage.size(b.body.key)).toBeNull();
  });
});
