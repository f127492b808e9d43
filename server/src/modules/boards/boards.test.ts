import { ROOM_ROLE, MESSAGES } from '@musubi/shared';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import { queryText, signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import type { Viewer } from '../../deps';
import { moveTask } from './service';
import { makeRoom } from '../../../test/rooms';
import { graphql } from '../../../test/graphql';
import type { CreateTaskByBoardInput } from '../../../test/graphql/graphql';

const CREATE_BOARD = graphql(`mutation BoardsCreateBoardByRoom($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id name order color } }`);
const CREATE_TASK = graphql(`mutation BoardsCreateTaskByBoard($input: CreateTaskByBoardInput!) {
  createTaskByBoard(input: $input) { id name order board_id usersAssignee { id } }
}`);
const MOVE_TASK = graphql(`mutation BoardsUpdateOrderTask($input: UpdateOrderTaskInput!) {
  updateOrderTask(input: $input) { room_id action board_id user_id tasks { id order board_id } }
}`);
const LIST = graphql(`query BoardsListBoardsByRoom($room_id: ID!, $is_archive: Boolean) {
  listBoardsByRoom(room_id: $room_id, is_archive: $is_archive) {
    items { id name order is_archive labels room { id } user { id } tasks { items { id name order usersAssignee { id } } } }
  }
}`);

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let viewerUser: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
let otherRoomId: string;

const count = async (table: 'boards' | 'tasks' | 'task_assignees') =>
  Number((await server.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A task's tags set through either mutation, answered under one name. */
const SET_TAGS_BY_ROLE = graphql(`mutation BoardsSetTagsByRole($input: UpdateTaskInput!) { set: updateTaskByRole(input: $input) { id tags { id name color } } }`);
const SET_TAGS = graphql(`mutation BoardsSetTags($input: UpdateTaskInput!) { set: updateTask(input: $input) { id tags { id name color } } }`);

async function board(name: string, room = roomId) {
  return (await owner.client.ok(CREATE_BOARD, { input: { room_id: room, name } })).createBoardByRoom;
}
async function task(boardId: string, name: string, extra: Partial<CreateTaskByBoardInput> = {}) {
  return (await owner.client.ok(CREATE_TASK, { input: { board_id: boardId, name, ...extra } })).createTaskByBoard;
}
async function columnOf(boardId: string) {
  const rows = await server.deps.db.selectFrom('tasks').select(['id', 'order']).where('board_id', '=', boardId).orderBy('order').execute();
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server, { name: 'オーナー' });
  viewerUser = await signUpUser(server);
  outsider = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: viewerUser.id, role: ROOM_ROLE.view }]);
  otherRoomId = await makeRoom(server, [{ id: owner.id }, { id: outsider.id }]);
});

describe('boards and tasks', () => {
  it('soft-deletes the files of a removed task, and of a removed board and its tasks', async () => {
    const column = await board('ファイル置き場');
    const kept = await task(column.id, '残すタスク');
    const removed = await task(column.id, '消すタスク');
    const now = server.clock.now().toISOString();
    const file = (id: string, owner: { task_id?: string; board_id?: string }) => ({
      id, name: `${id}.pdf`, key: `files/${id}`, size: 10, type: 'application/pdf', room_id: roomId,
      user_created_id: viewerUser.id, createdAt: now, updatedAt: now, ...owner,
    });
    await server.deps.db
      .insertInto('files')
      .values([file(`f-${removed.id}`, { task_id: removed.id }), file(`f-${kept.id}`, { task_id: kept.id }), file(`f-${column.id}`, { board_id: column.id })])
      .execute();
    const deletedAt = async (id: string) =>
      (await server.deps.db.selectFrom('files').select(['deletedAt', 'user_deleted_id']).where('id', '=', id).executeTakeFirstOrThrow());

    await owner.client.ok(graphql(`mutation BoardsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }`), { id: removed.id });
    expect(await deletedAt(`f-${removed.id}`)).toMatchObject({ user_deleted_id: owner.id });
    expect((await deletedAt(`f-${removed.id}`)).deletedAt).not.toBeNull();
    expect((await deletedAt(`f-${kept.id}`)).deletedAt).toBeNull();

    await owner.client.ok(graphql(`mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }`), { id: column.id });
    expect((await deletedAt(`f-${kept.id}`)).deletedAt).not.toBeNull();
    expect((await deletedAt(`f-${column.id}`)).deletedAt).not.toBeNull();
  });

  it('lists a room\'s boards in order with their tasks, and archives and restores a board', async () => {
    const todo = await board('未着手');
    const done = await board('完了');
    expect(todo.order < done.order).toBe(true);
    await task(todo.id, 'ひとつめ', { usersAssignee: [owner.id] });
    const { listBoardsByRoom } = await viewerUser.client.ok(LIST, { room_id: roomId });
    const mine = listBoardsByRoom.items.filter((b) => [todo.id, done.id].includes(b.id));
    expect(mine.map((b) => b.name)).toEqual(['未着手', '完了']);
    expect(mine[0]?.tasks.items[0]).toMatchObject({ name: 'ひとつめ', usersAssignee: [{ id: owner.id }] });
    expect(mine[0]).toMatchObject({ room: { id: roomId }, user: { id: owner.id }, labels: [] });

    await owner.client.ok(graphql(`mutation BoardsUpdateArchiveBoard($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: true }) { id } }`), { id: done.id });
    const main = (await owner.client.ok(LIST, { room_id: roomId })).listBoardsByRoom.items.map((b) => b.id);
    const archived = (await owner.client.ok(LIST, { room_id: roomId, is_archive: true })).listBoardsByRoom.items;
    expect(main).not.toContain(done.id);
    expect(archived.map((b) => b.id)).toEqual([done.id]);
    await owner.client.ok(graphql(`mutation BoardsUpdateArchiveBoard2($id: ID!) { updateArchiveBoard(input: { id: $id, is_archive: false }) { id } }`), { id: done.id });
    const restored = (await owner.client.ok(LIST, { room_id: roomId })).listBoardsByRoom.items.map((b) => b.id);
    expect(restored).toContain(done.id);
  });

  it('moves a task within and across boards, writing exactly one task row for a move', async () => {
    const column = await board('列');
    const other = await board('別の列');
    const a = await task(column.id, 'A');
    const b = await task(column.id, 'B');
    const c = await task(column.id, 'C');

    const writes: string[] = [];
    const counter: KyselyPlugin = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        if (node.kind === 'UpdateQueryNode' || node.kind === 'InsertQueryNode' || node.kind === 'DeleteQueryNode') {
          writes.push(node.kind);
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const me: Viewer = { id: owner.id, email: owner.email, status: 1, isAdmin: false, sessionId: '', language: 'ja' };
    const moved = await moveTask({ ...server.deps, db: server.deps.db.withPlugin(counter) }, me, {
      id: c.id,
      board_id: column.id,
      after_id: a.id,
      before_id: b.id,
    });
    expect(writes).toEqual(['UpdateQueryNode']);
    expect(moved.action).toBe('moved');
    expect(await columnOf(column.id)).toEqual([a.id, c.id, b.id]);

    const { updateOrderTask } = await owner.client.ok(MOVE_TASK, { input: { id: a.id, board_id: other.id } });
    expect(updateOrderTask).toMatchObject({ room_id: roomId, action: 'added', board_id: other.id, user_id: owner.id });
    expect(await columnOf(column.id)).toEqual([c.id, b.id]);
    expect(await columnOf(other.id)).toEqual([a.id]);

    // The move across boards is in the task's history, with the boards' names and who moved it.
    const { getTaskDetail } = await viewerUser.client.ok(
      graphql(`query BoardsGetTaskDetail($id: ID!) { getTaskDetail(id: $id) { history { action from_board_name to_board_name user { id } } } }`),
      { id: a.id },
    );
    expect(getTaskDetail?.history.at(-1)).toEqual({
      action: 'moved',
      from_board_name: '列',
      to_board_name: '別の列',
      user: { id: owner.id },
    });
  });

  it('lands two moves into the same gap in a stable order', async () => {
    const column = await board('同時');
    const a = await task(column.id, 'A');
    const b = await task(column.id, 'B');
    const x = await task(column.id, 'X');
    const y = await task(column.id, 'Y');
    const [first, second] = await Promise.all([
      owner.client.ok(MOVE_TASK, { input: { id: x.id, board_id: column.id, after_id: a.id, before_id: b.id } }),
      owner.client.ok(MOVE_TASK, { input: { id: y.id, board_id: column.id, after_id: a.id, before_id: b.id } }),
    ]);
    const keys = [first.updateOrderTask.tasks[0]!.order, second.updateOrderTask.tasks[0]!.order];
    expect(new Set(keys).size).toBe(2);
    const order = await columnOf(column.id);
    expect(order[0]).toBe(a.id);
    expect(order[3]).toBe(b.id);
    expect(new Set(order.slice(1, 3))).toEqual(new Set([x.id, y.id]));
    // Reading again gives the same order: the stored keys decide it.
    expect(await columnOf(column.id)).toEqual(order);
  });

  it('clones a board deeply and independently, right after the source', async () => {
    const source = await board('元');
    const next = await board('次');
    const first = await task(source.id, 'T1', { usersAssignee: [owner.id] });
    await task(source.id, 'T2');
    const { createTag: tag } = await owner.client.ok(graphql(`mutation BoardsCreateTag2($room_id: ID!) { createTag(input: { room_id: $room_id, name: "複製", color: "#7048e8" }) { id } }`), { room_id: roomId });
    await owner.client.ok(graphql(`mutation BoardsUpdateTask($id: ID!, $tag_ids: ID!) { updateTask(input: { id: $id, tag_ids: [$tag_ids] }) { id } }`), { id: first.id, tag_ids: tag.id });
    const { cloneBoard } = await owner.client.ok(graphql(`mutation BoardsCloneBoard($id: ID!) { cloneBoard(input: { id: $id }) {
      id order name tasks { items { id name usersAssignee { id } tags { id } } } } }`), { id: source.id });
    expect(cloneBoard.name).toBe('元');
    expect(cloneBoard.order > source.order && cloneBoard.order < next.order).toBe(true);
    expect(cloneBoard.tasks.items.map((t) => t.name)).toEqual(['T1', 'T2']);
    expect(cloneBoard.tasks.items[0]?.usersAssignee).toEqual([{ id: owner.id }]);
    expect(cloneBoard.tasks.items.map((t) => t.tags)).toEqual([[{ id: tag.id }], []]);
    const copyTask = cloneBoard.tasks.items[0]!.id;
    await owner.client.ok(graphql(`mutation BoardsUpdateTask2($id: ID!) { updateTask(input: { id: $id, name: "変更" }) { id } }`), { id: copyTask });
    const original = await server.deps.db.selectFrom('tasks').select('name').where('board_id', '=', source.id).orderBy('order').execute();
    expect(original.map((t) => t.name)).toEqual(['T1', 'T2']);
  });

  it('lists boards of all my rooms and attaches room files to a task', async () => {
    const mine = await board('全ルーム', otherRoomId);
    const { getListBoardAllRoom } = await outsider.client.ok(graphql(`query BoardsGetListBoardAllRoom { getListBoardAllRoom { items { id room_id } } }`));
    expect(getListBoardAllRoom.items.every((b) => b.room_id === otherRoomId)).toBe(true);
    expect(getListBoardAllRoom.items.map((b) => b.id)).toContain(mine.id);

    const t = await task(mine.id, '添付');
    const now = server.clock.now().toISOString();
    const file = { name: '見積.pdf', size: 1234, type: 'application/pdf', room_id: otherRoomId, user_created_id: owner.id, createdAt: now, updatedAt: now };
    await server.deps.db.insertInto('files').values([{ ...file, id: 'file-kept', key: 'k1' }, { ...file, id: 'file-gone', key: 'k2', deletedAt: now }]).execute();
    const attach = graphql(`mutation BoardsUpdateFileTask($id: ID!, $ids: [ID!]!) { updateFileTask(input: { id: $id, file_ids: $ids }) {
      files { file_id name size type user_upload_name user_upload_id createdAt } } }`);
    const refused = await owner.client.gql(attach, { id: t.id, ids: ['file-kept', 'file-gone'] });
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const { updateFileTask } = await owner.client.ok(attach, { id: t.id, ids: ['file-kept'] });
    expect(updateFileTask.files).toEqual([
      { file_id: 'file-kept', name: '見積.pdf', size: 1234, type: 'application/pdf', user_upload_name: 'オーナー', user_upload_id: owner.id, createdAt: now },
    ]);
    expect((await owner.client.ok(attach, { id: t.id, ids: [] })).updateFileTask.files).toEqual([]);
  });

  it('sets, replaces and clears a task\'s tags, lists them, and drops a deleted tag', async () => {
    const column = await board('タグ');
    const t = await task(column.id, 'タグ付き');
    const createTag = async (room: string, name: string, color: string) =>
      (await owner.client.ok(graphql(`mutation BoardsCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }`), {
        input: { room_id: room, name, color },
      })).createTag.id as string;
    const urgent = await createTag(roomId, '至急', '#e03131');
    const review = await createTag(roomId, 'レビュー', '#1971c2');
    const setTags = async (tag_ids: string[], document = SET_TAGS_BY_ROLE) =>
      (await owner.client.ok(document, { input: { id: t.id, tag_ids } })).set.tags;

    expect(await setTags([review, urgent, urgent])).toEqual([
      { id: urgent, name: '至急', color: '#e03131' },
      { id: review, name: 'レビュー', color: '#1971c2' },
    ]);
    expect((await setTags([review], SET_TAGS)).map((tag) => tag.id)).toEqual([review]);

    // Another edit without tag_ids keeps them; the listing carries them to every member.
    await owner.client.ok(graphql(`mutation BoardsUpdateTask3($id: ID!) { updateTask(input: { id: $id, name: "名前だけ" }) { id } }`), { id: t.id });
    const { listBoardsByRoom } = await viewerUser.client.ok(
      graphql(`query BoardsListBoardsByRoom2($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id tasks { items { id tags { id } } } } } }`),
      { room_id: roomId },
    );
    const listed = listBoardsByRoom.items.find((b) => b.id === column.id)!.tasks.items[0];
    expect(listed).toEqual({ id: t.id, tags: [{ id: review }] });

    expect(await setTags([])).toEqual([]);
    await setTags([urgent, review]);
    await owner.client.ok(graphql(`mutation BoardsDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { id } }`), { id: urgent });
    const { getTaskDetail } = await owner.client.ok(graphql(`query BoardsGetTaskDetail2($id: ID!) { getTaskDetail(id: $id) { tags { id } } }`), { id: t.id });
    expect(getTaskDetail?.tags).toEqual([{ id: review }]);
  });

  it('refuses tags from outside the task\'s room and writes nothing', async () => {
    const column = await board('よそのタグ');
    const t = await task(column.id, 'T', { usersAssignee: [owner.id] });
    const own = (await owner.client.ok(graphql(`mutation BoardsCreateTag3($room_id: ID!) { createTag(input: { room_id: $room_id, name: "自室", color: "#2f9e44" }) { id } }`), { room_id: roomId })).createTag.id;
    const foreign = (await owner.client.ok(graphql(`mutation BoardsCreateTag4($room_id: ID!) { createTag(input: { room_id: $room_id, name: "他室", color: "#f08c00" }) { id } }`), { room_id: otherRoomId })).createTag.id;
    await owner.client.ok(graphql(`mutation BoardsUpdateTask($id: ID!, $tag_ids: ID!) { updateTask(input: { id: $id, tag_ids: [$tag_ids] }) { id } }`), { id: t.id, tag_ids: own });
    const before = await server.deps.db.selectFrom('tasks').selectAll().where('id', '=', t.id).executeTakeFirstOrThrow();
    const stored = async () =>
      (await server.deps.db.selectFrom('task_tags').select('tag_id').where('task_id', '=', t.id).execute()).map((r) => r.tag_id);

    for (const tag_ids of [[foreign], [own, foreign], ['no-such-tag']]) {
      const refused = await owner.client.gql(graphql(`mutation BoardsUpdateTaskByRole($input: UpdateTaskInput!) { updateTaskByRole(input: $input) { id } }`), {
        input: { id: t.id, name: '変えない', usersAssignee: [], tag_ids },
      });
      expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(MESSAGES.notRoomTag);
    }
    const viewerRefused = await viewerUser.client.gql(graphql(`mutation BoardsUpdateTask4($id: ID!) { updateTask(input: { id: $id, tag_ids: [] }) { id } }`), { id: t.id });
    expect(viewerRefused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    expect(await stored()).toEqual([own]);
    expect(await server.deps.db.selectFrom('tasks').selectAll().where('id', '=', t.id).executeTakeFirstOrThrow()).toEqual(before);
    const assignees = await server.deps.db.selectFrom('task_assignees').select('user_id').where('task_id', '=', t.id).execute();
    expect(assignees).toEqual([{ user_id: owner.id }]);
  });

  it('removes a board with its tasks (admin only)', async () => {
    const doomed = await board('消す');
    await task(doomed.id, '消えるタスク');
    await owner.client.ok(graphql(`mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }`), { id: doomed.id });
    expect(await server.deps.db.selectFrom('tasks').select('id').where('board_id', '=', doomed.id).execute()).toEqual([]);
  });

  it('refuses bad or unauthorised writes and writes nothing', async () => {
    const column = await board('拒否');
    const t = await task(column.id, 'T');
    const foreign = await board('他のルーム', otherRoomId);
    const before = { boards: await count('boards'), tasks: await count('tasks'), assignees: await count('task_assignees') };
    const keyBefore = await columnOf(column.id);

    const cases: [Awaited<ReturnType<typeof signUpUser>>, DocumentNode, Record<string, unknown>, string, string?][] = [
      [viewerUser, CREATE_TASK, { input: { board_id: column.id, name: '閲覧者' } }, 'FORBIDDEN'],
      [viewerUser, CREATE_BOARD, { input: { room_id: roomId, name: '閲覧者' } }, 'FORBIDDEN'],
      [outsider, CREATE_TASK, { input: { board_id: column.id, name: '部外者' } }, 'NOT_FOUND'],
      [outsider, LIST, { room_id: roomId }, 'NOT_FOUND'],
      [owner, CREATE_TASK, { input: { board_id: column.id, name: 'x', usersAssignee: [outsider.id] } }, 'BAD_USER_INPUT', MESSAGES.notRoomMember],
      [owner, CREATE_TASK, { input: { board_id: column.id, name: '  ' } }, 'BAD_USER_INPUT', MESSAGES.requiredTask],
      [owner, CREATE_TASK, { input: { board_id: column.id, name: 'x', startDate: '2026-12-02', endDate: '2026-12-01' } }, 'BAD_USER_INPUT', MESSAGES.endBeforeStart],
      [owner, CREATE_BOARD, { input: { room_id: roomId, name: '色', color: 'blue' } }, 'BAD_USER_INPUT', MESSAGES.color],
      [owner, MOVE_TASK, { input: { id: t.id, board_id: foreign.id } }, 'NOT_FOUND'],
      [viewerUser, MOVE_TASK, { input: { id: t.id, board_id: column.id } }, 'FORBIDDEN'],
    ];
    for (const [who, query, variables, code, message] of cases) {
      // Sent as text: the cases mix documents, and only their refusals are read.
      const result = await who.client.gql(queryText(query), variables);
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(variables)).toBe(code);
      if (message) expect(result.errors?.[0]?.message).toBe(message);
    }
    const removeAsUser = await makeRoom(server, [{ id: owner.id }, { id: outsider.id, role: ROOM_ROLE.user }]);
    const userBoard = await board('一般', removeAsUser);
    const refused = await outsider.client.gql(graphql(`mutation BoardsRemoveBoard($id: ID!) { removeBoard(input: { id: $id }) { id } }`), { id: userBoard.id });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    expect({ boards: await count('boards'), tasks: await count('tasks'), assignees: await count('task_assignees') }).toEqual({
      ...before,
      boards: before.boards + 1,
    });
    expect(await columnOf(column.id)).toEqual(keyBefore);
    const unchanged = await server.deps.db.selectFrom('tasks').select(['board_id', 'order']).where('id', '=', t.id).executeTakeFirstOrThrow();
    expect(unchanged.board_id).toBe(column.id);
  });
});
