import { DEFAULT_TAGS, MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { createDefaultTags } from './tags';
import { graphql } from '../../../test/graphql';

const LIST = graphql(`query TagsListTags($filter: TagFilterInput) { listTags(filter: $filter) { items { id name color type room_id } nextToken } }`);
const CREATE = graphql(`mutation TagsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id name color type room_id } }`);

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let reader: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;

const tagCount = async () =>
  Number((await server.deps.db.selectFrom('tags').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server);
  reader = await signUpUser(server);
  outsider = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: reader.id, role: ROOM_ROLE.view }]);
  await server.deps.db.transaction().execute((trx) => createDefaultTags(trx, server.deps, roomId, owner.id));
});

describe('tags', () => {
  it('gives a room the five default labels and lists them by mode', async () => {
    const byRoom = (await reader.client.ok(LIST, { filter: { room_id: roomId, mode: 2 } })).listTags.items;
    expect(byRoom.map((t) => ({ name: t.name, color: t.color }))).toEqual(
      DEFAULT_TAGS.map((t) => ({ name: t.name, color: t.color })),
    );
    const defaults = (await reader.client.ok(LIST, { filter: { mode: 3 } })).listTags.items;
    expect(defaults).toHaveLength(5);
    expect(defaults.every((t) => t.room_id === null)).toBe(true);
    const all = (await reader.client.ok(LIST, { filter: { room_id: roomId, mode: 1 } })).listTags.items;
    expect(all).toHaveLength(10);
  });

  it('creates, finds by colour and type, updates and deletes a room label', async () => {
    const { createTag } = await owner.client.ok(CREATE, { input: { room_id: roomId, name: '至急', color: '#abc' } });
    expect(createTag).toMatchObject({ name: '至急', color: '#abc', type: 1, room_id: roomId });
    const byColor = await owner.client.ok(graphql(`query TagsTagByColor { tagByColor(color: "#abc") { items { id } } }`));
    expect(byColor.tagByColor.items).toEqual([{ id: createTag.id }]);
    const byType = await owner.client.ok(graphql(`query TagsTagByType($room_id: ID!) { tagByType(room_id: $room_id, type: 1) { items { id } } }`), { room_id: roomId });
    expect(byType.tagByType.items).toEqual([{ id: createTag.id }]);
    const { updateTag } = await owner.client.ok(graphql(`mutation TagsUpdateTag($id: ID!) { updateTag(input: { id: $id, color: "#112233" }) { color name } }`), { id: createTag.id });
    expect(updateTag).toEqual({ color: '#112233', name: '至急' });
    await owner.client.ok(graphql(`mutation TagsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }`), { id: createTag.id });
    expect((await owner.client.gql(graphql(`query TagsGetTag($id: ID!) { getTag(id: $id) { id } }`), { id: createTag.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a bad colour, a view-only member, an outsider and a non-admin default, writing nothing', async () => {
    const before = await tagCount();
    const bad = await owner.client.gql(CREATE, { input: { room_id: roomId, name: 'x', color: 'red' } });
    expect(bad.errors?.[0]).toMatchObject({ message: MESSAGES.color, extensions: { code: 'BAD_USER_INPUT' } });
    const short = await owner.client.gql(CREATE, { input: { room_id: roomId, name: 'x', color: '#12345' } });
    expect(short.errors?.[0]).toMatchObject({ message: MESSAGES.color, extensions: { code: 'BAD_USER_INPUT' } });
    // Recolouring an existing label to a colour that is not one leaves its colour as it was.
    const { createTag: kept } = await owner.client.ok(CREATE, { input: { room_id: roomId, name: '確認', color: '#abc' } });
    for (const color of ['#12345', 'red']) {
      const recolour = await owner.client.gql(graphql(`mutation TagsUpdateTag2($id: ID!, $color: String!) { updateTag(input: { id: $id, color: $color }) { color } }`), { id: kept.id, color });
      expect(recolour.errors?.[0]).toMatchObject({ message: MESSAGES.color, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect((await owner.client.ok(graphql(`query TagsGetTag2($id: ID!) { getTag(id: $id) { color } }`), { id: kept.id })).getTag?.color).toBe('#abc');
    await owner.client.ok(graphql(`mutation TagsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }`), { id: kept.id });
    const view = await reader.client.gql(CREATE, { input: { room_id: roomId, name: 'x', color: '#fff' } });
    expect(view.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const stranger = await outsider.client.gql(CREATE, { input: { room_id: roomId, name: 'x', color: '#fff' } });
    expect(stranger.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const global = await owner.client.gql(CREATE, { input: { name: 'x', color: '#fff' } });
    expect(global.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await tagCount()).toBe(before);
  });

  it('gives new rooms the default labels as an administrator last edited them', async () => {
    const admin = await signUpUser(server, { email: 'admin@musubi.test' });
    const defaults = (await admin.client.ok(LIST, { filter: { mode: 3 } })).listTags.items as Array<{ id: string }>;
    const first = defaults[0]!.id;
    await admin.client.ok(graphql(`mutation TagsUpdateTag3($id: ID!) { updateTag(input: { id: $id, name: "要確認", color: "#ff0000" }) { id } }`), { id: first });
    const fresh = await makeRoom(server, [{ id: owner.id }]);
    await server.deps.db.transaction().execute((trx) => createDefaultTags(trx, server.deps, fresh, owner.id));
    const labels = (await owner.client.ok(LIST, { filter: { room_id: fresh, mode: 2 } })).listTags.items;
    expect(labels[0]).toMatchObject({ name: '要確認', color: '#ff0000' });
    expect(labels).toHaveLength(DEFAULT_TAGS.length);
  });
});
