import { AVATAR, MESSAGES, ROOM_KIND } from '@musubi/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestClient } from '../../../test/harness';
import { addMember, addRoom, makeContacts } from '../../../test/chat';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 28, g: 126, b: 214 } } }).png().toBuffer();

async function send(method: 'PUT' | 'DELETE', path: string, client: TestClient | null, body?: Buffer, type = 'image/png') {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...(body ? { 'content-type': type } : {}) },
    body: body ? new Uint8Array(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { image?: string | null; errors?: Array<{ message: string; extensions: { code: string } }> } };
}

const get = (path: string, client: TestClient | null) => fetch(`${server.url}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
const userImage = async (id: string) => (await db.selectFrom('users').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;
const roomImage = async (id: string) => (await db.selectFrom('rooms').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;

describe("a person's picture", () => {
  it('is squared and resized on the server, shown to others, replaced, and removed', async () => {
    const me = await signUpUser(server);
    const other = await signUpUser(server);
    const first = await send('PUT', '/api/avatars/me', me.client, await png(400, 300));
    expect(first.status).toBe(200);
    expect(first.body.image).toMatch(AVATAR.pattern);
    expect(await userImage(me.id)).toBe(first.body.image);
    const seen = await get(first.body.image!, other.client);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await seen.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR.size, height: AVATAR.size });
    const profile = await other.client.ok(graphql(`query AvatarsGetProfile($id: ID) { getProfile(id: $id) { image } }`), { id: me.id });
    expect(profile.getProfile.image).toBe(first.body.image);

    const second = await send('PUT', '/api/avatars/me', me.client, await png(100, 500));
    expect(second.body.image).not.toBe(first.body.image);
    expect((await get(first.body.image!, other.client)).status).toBe(404);

    expect((await send('DELETE', '/api/avatars/me', me.client)).body.image).toBeNull();
    expect(await userImage(me.id)).toBeNull();
    expect((await get(second.body.image!, me.client)).status).toBe(404);
  });

  it('refuses the signed-out, something that is no image, a wrong type, too large an upload and an address from elsewhere', async () => {
    const me = await signUpUser(server);
    expect((await send('PUT', '/api/avatars/me', null, await png())).status).toBe(401);
    expect((await send('DELETE', '/api/avatars/me', null)).status).toBe(401);
    const garbage = await send('PUT', '/api/avatars/me', me.client, Buffer.from('not an image at all'));
    expect(garbage).toMatchObject({ status: 400, body: { errors: [{ message: MESSAGES.imageUnreadable, extensions: { code: 'BAD_USER_INPUT' } }] } });
    const wrongType = await send('PUT', '/api/avatars/me', me.client, await png(), 'text/plain');
    expect(wrongType).toMatchObject({ status: 400, body: { errors: [{ message: MESSAGES.imageUnreadable }] } });
    const huge = await send('PUT', '/api/avatars/me', me.client, Buffer.alloc(AVATAR.maxUploadBytes + 1));
    expect(huge.body.errors?.[0]?.message).toBe(MESSAGES.imageTooLarge);
    const foreign = await me.client.gql(graphql(`mutation AvatarsUpdateProfile { updateProfile(input: { image: "https://example.com/me.png" }) { image } }`));
    expect(foreign.errors?.[0]).toMatchObject({ message: MESSAGES.imageUploadedOnly, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await userImage(me.id)).toBeNull();
    expect((await get('/api/avatars/..%2F..%2Fetc%2Fpasswd', me.client)).status).toBe(404);
    const picture = (await send('PUT', '/api/avatars/me', me.client, await png())).body.image!;
    expect((await get(picture, null)).status).toBe(401);
  });
});

describe("a room's picture", () => {
  it('is set and removed by an admin, and refused to a lower role, a former member, an outsider and the signed-out', async () => {
    const admin = await signUpUser(server);
    const member = await signUpUser(server);
    const former = await signUpUser(server);
    const outsider = await signUpUser(server);
    for (const other of [member, former]) await makeContacts(server, admin.id, other.id);
    const room = await addRoom(admin.client, { name: '経理部', user_ids: [member.id] });
    await addMember(admin.client, room.id, former.id);
    await admin.client.ok(graphql(`mutation AvatarsCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: room.id, user_id: former.id } });
    const path = `/api/avatars/rooms/${room.id}`;
    for (const [client, status] of [
      [member.client, 403],
      [former.client, 404],
      [outsider.client, 404],
      [null, 401],
    ] as const) {
      expect((await send('PUT', path, client, await png())).status).toBe(status);
      expect((await send('DELETE', path, client)).status).toBe(status);
    }
    expect(await roomImage(room.id)).toBeNull();

    const set = await send('PUT', path, admin.client, await png());
    expect(set.status).toBe(200);
    expect(await roomImage(room.id)).toBe(set.body.image);
    expect((await get(set.body.image!, member.client)).status).toBe(200);
    const foreign = await admin.client.gql(graphql(`mutation AvatarsUpdateRoom($i: UpdateRoomInput!) { updateRoom(input: $i) { id } }`), { i: { id: room.id, image: 'https://example.com/x.png' } });
    expect(foreign.errors?.[0]?.message).toBe(MESSAGES.imageUploadedOnly);
    expect(await roomImage(room.id)).toBe(set.body.image);
    expect((await send('DELETE', path, admin.client)).body.image).toBeNull();
    expect(await roomImage(room.id)).toBeNull();

    const direct = await addRoom(admin.client, { kind: ROOM_KIND.direct, user_ids: [member.id] });
    expect((await send('PUT', `/api/avatars/rooms/${direct.id}`, admin.client, await png())).status).toBe(403);
  });
});
