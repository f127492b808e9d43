import sharp from 'sharp';
import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRoom } from '../../src/modules/boards/testing';
import { signUpUser, startTestServer, type TestClient, type TestServer } from '../harness';

const PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }`;
const ROOM_INFO = `mutation ($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id image } }`;

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;

async function upload(client: TestClient, name: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('room_id', roomId);
  form.append('file', new Blob([Uint8Array.from(content)]), name);
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', body: form, headers: { cookie: client.cookie! } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const png = (color: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: color } }).png().toBuffer();
const picture = (client: TestClient | null, path: string) =>
  fetch(`${server.url}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
const stored = async (table: 'users' | 'rooms', id: string) =>
  (await server.deps.db.selectFrom(table).select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server);
  member = await signUpUser(server);
  outsider = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: member.id, role: ROOM_ROLE.user }]);
});

describe('profile pictures and room images', () => {
  it('refuses an outside address, another person’s file and a document, storing nothing', async () => {
    const others = await upload(member.client, 'member.png', await png('#ff0000'));
    const document = await upload(owner.client, 'memo.txt', Buffer.from('こんにちは'));
    for (const image of ['https://tracker.example/pixel.gif?u=1', '/api/files/x/download', others, document]) {
      const profile = await owner.client.gql(PROFILE, { input: { image } });
      expect(profile.errors?.[0]).toMatchObject({ message: MESSAGES.pictureNotUploaded, extensions: { code: 'BAD_USER_INPUT' } });
      const room = await owner.client.gql(ROOM_INFO, { i: { id: roomId, image } });
      expect(room.errors?.[0]).toMatchObject({ message: MESSAGES.pictureNotUploaded, extensions: { code: 'BAD_USER_INPUT' } });
      const created = await owner.client.gql(`mutation ($input: AddRoomInput!) { addRoom(input: $input) { id } }`, {
        input: { name: '新しいルーム', image },
      });
      expect(created.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await stored('users', owner.id)).toBeNull();
    expect(await stored('rooms', roomId)).toBeNull();
    expect(await server.deps.db.selectFrom('rooms').select('id').where('name', '=', '新しいルーム').execute()).toEqual([]);
  });

  it('takes an image the user uploaded and serves it from our own address only to those who may see it', async () => {
    const avatar = await upload(owner.client, 'me.png', await png('#37c79b'));
    const { updateProfile } = await owner.client.ok(PROFILE, { input: { image: avatar } });
    expect(updateProfile.image).toBe(`/api/pictures/${avatar}`);
    const seen = await picture(outsider.client, updateProfile.image);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect((await picture(null, updateProfile.image)).status).toBe(404);

    const cover = await upload(owner.client, 'room.png', await png('#3366ff'));
    const { customUpdateRoomInfo } = await owner.client.ok(ROOM_INFO, { i: { id: roomId, image: cover } });
    expect(customUpdateRoomInfo.image).toBe(`/api/pictures/${cover}`);
    expect((await picture(member.client, customUpdateRoomInfo.image)).status).toBe(200);
    expect((await picture(outsider.client, customUpdateRoomInfo.image)).status).toBe(404);
    // A file that is nobody's picture is not served there, even to its own room.
    const plain = await upload(owner.client, 'plain.png', await png('#000000'));
    expect((await picture(member.client, `/api/pictures/${plain}`)).status).toBe(404);

    expect((await owner.client.ok(PROFILE, { input: { image: null } })).updateProfile.image).toBeNull();
  });

  it('never hands out an outside address stored before this rule', async () => {
    await server.deps.db.updateTable('users').set({ image: 'https://tracker.example/old.gif' }).where('id', '=', member.id).execute();
    const { getProfile } = await outsider.client.ok(`query ($id: ID) { getProfile(id: $id) { image } }`, { id: member.id });
    expect(getProfile.image).toBeNull();
  });
});
