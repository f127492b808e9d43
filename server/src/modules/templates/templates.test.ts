import { DEFAULT_TEMPLATE, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';

const CLONE = `mutation ($input: CloneTemplateBoardInput!) {
  cloneTemplateBoard(input: $input) { room_id boards { id name color order tasks { items { name } } } }
}`;

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let other: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server);
  other = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: other.id, role: ROOM_ROLE.view }]);
});

describe('templates', () => {
  it('offers the default template to everyone and copies it into a room with fresh ids and keys', async () => {
    const { listTemplateByDate } = await other.client.ok(`{ listTemplateByDate(type: 3) { items { id name type boards } } }`);
    expect(listTemplateByDate.items).toHaveLength(1);
    const template = listTemplateByDate.items[0];
    expect(template.boards.map((b: { color: string }) => b.color)).toEqual(['#009dff', '#37c79b']);

    const first = (await owner.client.ok(CLONE, { input: { room_id: roomId, template_id: template.id } })).cloneTemplateBoard;
    const second = (await owner.client.ok(CLONE, { input: { room_id: roomId, template_id: template.id } })).cloneTemplateBoard;
    expect(first.room_id).toBe(roomId);
    expect(first.boards.map((b: { name: string }) => b.name)).toEqual(DEFAULT_TEMPLATE.boards.map((b) => b.name));
    expect(first.boards[0].tasks.items.map((t: { name: string }) => t.name)).toEqual(
      DEFAULT_TEMPLATE.boards[0].tasks.map((t) => t.name),
    );
    const ids = [...first.boards, ...second.boards].map((b: { id: string }) => b.id);
    expect(new Set(ids).size).toBe(4);
    const keys = [...first.boards, ...second.boards].map((b: { order: string }) => b.order);
    expect([...keys].sort()).toEqual(keys);

    const view = await other.client.gql(CLONE, { input: { room_id: roomId, template_id: template.id } });
    expect(view.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('saves a room\'s boards as a user template that only its author lists, renames and deletes', async () => {
    const { createTemplate } = await owner.client.ok(`mutation { createTemplate(input: { room_id: "${roomId}", name: "私の型" }) { id type boards } }`);
    expect(createTemplate.type).toBe(1);
    expect(createTemplate.boards).toHaveLength(4);
    const mine = await owner.client.ok(`{ listsTemplateByUser(user_created_id: "${owner.id}") { items { id } } }`);
    expect(mine.listsTemplateByUser.items).toEqual([{ id: createTemplate.id }]);
    const all = await owner.client.ok(`{ listTemplates(filter: { mode: 1 }) { items { id } } }`);
    expect(all.listTemplates.items).toHaveLength(2);
    const theirs = await other.client.ok(`{ listTemplates { items { id } } }`);
    expect(theirs.listTemplates.items).toHaveLength(1);
    const stolen = await other.client.gql(`mutation { DelTemplate(id: "${createTemplate.id}") { id } }`);
    expect(stolen.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await owner.client.ok(`mutation { updateTemplate(input: { id: "${createTemplate.id}", name: "改名" }) { name } }`);
    await owner.client.ok(`mutation { DelTemplate(id: "${createTemplate.id}") { id } }`);
    const left = await server.deps.db.selectFrom('templates').select('id').where('id', '=', createTemplate.id).execute();
    expect(left).toEqual([]);
  });
});
