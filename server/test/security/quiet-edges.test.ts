import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { makeRoom } from '../rooms';
import { signUpUser, startTestServer, type TestServer } from '../harness';
import { graphql } from '../graphql';

const FIND = graphql(`query QuietEdgesFindUsers($search: String) { findUsers(search: $search) { items { id name isAdmin } nextToken } }`);
const POST = graphql(`mutation QuietEdgesCreateMessageByRole($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }`);
const POSTS_PER_MINUTE = 5;

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;

const count = async (table: 'tags' | 'messages') =>
  Number((await server.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer({ limits: { post: POSTS_PER_MINUTE } });
  admin = await signUpUser(server, { email: 'admin@musubi.test', name: '管理 花子' });
  member = await signUpUser(server, { name: '結び 太郎' });
  outsider = await signUpUser(server, { name: '外部 次郎' });
  roomId = await makeRoom(server, [{ id: member.id }, { id: admin.id, role: ROOM_ROLE.user }]);
});

describe('findUsers', () => {
  it('lists nobody for an empty or one-character search', async () => {
    for (const search of [null, '', ' ', '結', 'a', '  び ']) {
      const { findUsers } = await outsider.client.ok(FIND, { search });
      expect(findUsers).toEqual({ items: [], nextToken: null });
    }
    const { findUsers } = await outsider.client.ok(FIND, { search: '結び' });
    expect(findUsers.items.map((u) => u.id)).toEqual([member.id]);
  });

  it('never says who is an administrator, except to that user and to administrators', async () => {
    const found = (await outsider.client.ok(FIND, { search: '花子' })).findUsers.items;
    expect(found).toEqual([{ id: admin.id, name: '管理 花子', isAdmin: false }]);
    const byId = await outsider.client.ok(graphql(`query QuietEdgesGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { isAdmin } }`), { ids: [admin.id] });
    expect(byId.getUsersByIds).toEqual([{ isAdmin: false }]);
    expect((await admin.client.ok(graphql(`query QuietEdgesGetUserDetail { getUserDetail { isAdmin } }`))).getUserDetail.isAdmin).toBe(true);
    const seenByAdmin = await admin.client.ok(graphql(`query QuietEdgesGetUsersByIds($ids: [ID!]!) { getUsersByIds(ids: $ids) { isAdmin } }`), { ids: [admin.id] });
    expect(seenByAdmin.getUsersByIds).toEqual([{ isAdmin: true }]);
  });
});

describe('labels of other rooms', () => {
  it('answers updateTag and deleteTag alike for a label that exists and one that does not', async () => {
    const { createTag } = await member.client.ok(
      graphql(`mutation QuietEdgesCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }`),
      { input: { room_id: roomId, name: '至急', color: '#abcdef' } },
    );
    const before = await count('tags');
    const answers = [];
    for (const id of [createTag.id, newId()]) {
      answers.push(
        await outsider.client.gql(graphql(`mutation QuietEdgesUpdateTag($input: UpdateTagInput!) { updateTag(input: $input) { id } }`), {
          input: { id, name: '乗っ取り' },
        }),
        await outsider.client.gql(graphql(`mutation QuietEdgesDeleteTag($input: DeleteTagInput!) { deleteTag(input: $input) { id } }`), { input: { id } }),
      );
    }
    for (const answer of answers) {
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }),
      ]);
    }
    expect(await count('tags')).toBe(before);
    const kept = await server.deps.db.selectFrom('tags').select('name').where('id', '=', createTag.id).executeTakeFirstOrThrow();
    expect(kept.name).toBe('至急');
  });
});

describe('posting', () => {
  it('allows a burst, then answers RATE_LIMITED for that user only, storing nothing more', async () => {
    const post = (client: typeof member.client, n: number) =>
      client.gql(POST, { input: { room_id: roomId, content: `投稿 ${n}` } });
    for (let i = 0; i < POSTS_PER_MINUTE; i++) expect((await post(member.client, i)).errors).toBeUndefined();
    const before = await count('messages');
    const refused = await post(member.client, 99);
    expect(refused.errors?.[0]).toMatchObject({ message: MESSAGES.rateLimited, extensions: { code: 'RATE_LIMITED' } });
    expect(refused.errors?.[0]?.extensions.retryAfter).toBeGreaterThan(0);
    expect(await count('messages')).toBe(before);
    // Another member of the same room, from the same address, still has their own budget.
    expect((await post(admin.client, 1)).errors).toBeUndefined();
  });
});

describe('refusals in Japanese', () => {
  it('says what the validator refuses in Japanese where a rule has no message of its own', async () => {
    const client = server.client();
    const cases: Array<[number, string]> = [
      [0, MESSAGES.tooSmall(1)],
      [5, MESSAGES.tooLarge(4)],
    ];
    for (const [typeInvite, message] of cases) {
      const answer = await client.gql(graphql(`mutation QuietEdgesSignUp($input: SignUpInput!) { signUp(input: $input) { userId } }`), {
        input: { email: 'new@musubi.test', password: 'password123', captcha: 'x', typeInvite },
      });
      expect(answer.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field: 'typeInvite' } })]);
    }
  });
});
