import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRoom } from '../rooms';
import { signUpUser, startTestServer, type TestServer } from '../harness';
import { graphql } from '../graphql';

const PROFILE = graphql(`mutation PicturesUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { id image } }`);
const ROOM_INFO = graphql(`mutation PicturesCustomUpdateRoomInfo($i: UpdateRoomInfoInput!) { customUpdateRoomInfo(input: $i) { id image } }`);

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;

const stored = async (table: 'users' | 'rooms', id: string) =>
  (await server.deps.db.selectFrom(table).select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server);
  member = await signUpUser(server);
  outsider = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: member.id, role: ROOM_ROLE.user }]);
});

// Pictures are uploaded to /api/avatars (modules/avatars): an outside address would tell its owner who looked.
describe('profile pictures and room images', () => {
  it('refuses an outside address, a file link and a made-up path, storing nothing', async () => {
    for (const image of [
      'https://tracker.example/pixel.gif?u=1',
      '/api/files/x/download',
      '/api/avatars/../../secret.webp',
      '//tracker.example/api/avatars/01900000-0000-7000-8000-000000000000.webp',
    ]) {
      const profile = await owner.client.gql(PROFILE, { input: { image } });
      expect(profile.errors?.[0]).toMatchObject({ message: MESSAGES.imageUploadedOnly, extensions: { code: 'BAD_USER_INPUT' } });
      const room = await owner.client.gql(ROOM_INFO, { i: { id: roomId, image } });
      expect(room.errors?.[0]).toMatchObject({ message: MESSAGES.imageUploadedOnly, extensions: { code: 'BAD_USER_INPUT' } });
      const created = await owner.client.gql(graphql(`mutation PicturesAddRoom($input: AddRoomInput!) { addRoom(input: $input) { id } }`), {
        input: { name: '新しいルーム', image },
      });
      expect(created.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await stored('users', owner.id)).toBeNull();
    expect(await stored('rooms', roomId)).toBeNull();
    expect(await server.deps.db.selectFrom('rooms').select('id').where('name', '=', '新しいルーム').execute()).toEqual([]);
  });

  it('never hands out an outside address stored before this rule', async () => {
    await server.deps.db.updateTable('users').set({ image: 'https://tracker.example/old.gif' }).where('id', '=', member.id).execute();
    await server.deps.db.updateTable('rooms').set({ image: 'https://tracker.example/room.gif' }).where('id', '=', roomId).execute();
    const { getProfile } = await outsider.client.ok(graphql(`query PicturesGetProfile($id: ID) { getProfile(id: $id) { image } }`), { id: member.id });
    expect(getProfile.image).toBeNull();
    const { getRoom } = await member.client.ok(graphql(`query PicturesGetRoom($id: ID!) { getRoom(id: $id) { image } }`), { id: roomId });
    expect(getRoom.image).toBeNull();
  });
});
