import { DEFAULT_TEMPLATE, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { z } from 'zod';
import { graphql } from '../../../test/graphql';

const CLONE = graphql(`mutation TemplatesCloneTemplateBoard($input: CloneTemplateBoardInput!) {
  cloneTemplateBoard(input: $input) { room_id boards { id name color order is_done tasks { items { name status } } } }
}`);

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
    const { listTemplateByDate } = await other.client.ok(graphql(`query TemplatesListTemplateByDate { listTemplateByDate(type: 3) { items { id name type boards } } }`));
    expect(listTemplateByDate.items).toHaveLength(1);
    const template = listTemplateByDate.items[0]!;
    expect(z.array(z.object({ color: z.string() })).parse(template.boards).map((b) => b.color)).toEqual(['#009dff', '#37c79b']);

    const first = (await owner.client.ok(CLONE, { input: { room_id: roomId, template_id: template.id } })).cloneTemplateBoard;
    const second = (await owner.client.ok(CLONE, { input: { room_id: roomId, template_id: template.id } })).cloneTemplateBoard;
    expect(first.room_id).toBe(roomId);
    expect(first.boards.map((b) => b.name)).toEqual(DEFAULT_TEMPLATE.boards.map((b) => b.name));
    expect(first.boards[0]?.tasks.items.map((t) => t.name)).toEqual(
      DEFAULT_TEMPLATE.boards[0].tasks.map((t) => t.name),
    );
    // The template's 完了 becomes the room's done column, its card 完了; the second copy's is an ordinary column.
    expect(first.boards.map((b) => b.is_done)).toEqual([false, true]);
    expect(first.boards[1]?.tasks.items.map((t) => t.status)).toEqual([2]);
    expect(second.boards.map((b) => b.is_done)).toEqual([false, false]);
    expect(second.boards[1]?.tasks.items.map((t) => t.status)).toEqual([0]);
    const ids = [...first.boards, ...second.boards].map((b) => b.id);
    expect(new Set(ids).size).toBe(4);
    const keys = [...first.boards, ...second.boards].map((b) => b.order);
    expect([...keys].sort()).toEqual(keys);

    const view = await other.client.gql(CLONE, { input: { room_id: roomId, template_id: template.id } });
    expect(view.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('saves a room\'s boards as a user template that only its author lists, renames and deletes', async () => {
    const { createTemplate } = await owner.client.ok(graphql(`mutation TemplatesCreateTemplate($room_id: ID!) { createTemplate(input: { room_id: $room_id, name: "私の型" }) { id type boards } }`), { room_id: roomId });
    expect(createTemplate.type).toBe(1);
    expect(createTemplate.boards).toHaveLength(4);
    const mine = await owner.client.ok(graphql(`query TemplatesListsTemplateByUser($user_created_id: ID!) { listsTemplateByUser(user_created_id: $user_created_id) { items { id } } }`), { user_created_id: owner.id });
    expect(mine.listsTemplateByUser.items).toEqual([{ id: createTemplate.id }]);
    const all = await owner.client.ok(graphql(`query TemplatesListTemplates { listTemplates(filter: { mode: 1 }) { items { id } } }`));
    expect(all.listTemplates.items).toHaveLength(2);
    const theirs = await other.client.ok(graphql(`query TemplatesListTemplates2 { listTemplates { items { id } } }`));
    expect(theirs.listTemplates.items).toHaveLength(1);
    const stolen = await other.client.gql(graphql(`mutation TemplatesDelTemplate($id: ID!) { DelTemplate(id: $id) { id } }`), { id: createTemplate.id });
    expect(stolen.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    await owner.client.ok(graphql(`mutation TemplatesUpdateTemplate($id: ID!) { updateTemplate(input: { id: $id, name: "改名" }) { name } }`), { id: createTemplate.id });
    await owner.client.ok(graphql(`mutation TemplatesDelTemplate($id: ID!) { DelTemplate(id: $id) { id } }`), { id: createTemplate.id });
    const left = await server.deps.db.selectFrom('templates').select('id').where('id', '=', createTemplate.id).execute();
    expect(left).toEqual([]);
  });
});
