import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { graphql } from '../../../test/graphql';
import { markDoneColumns } from '../../db/migrations/20261129_0120_done_column';

const CREATE_BOARD = graphql(`mutation DoneCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id is_done } }`);
const CREATE_TASK = graphql(`mutation DoneCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id board_id status } }`);
const MOVE_TASK = graphql(`mutation DoneMoveTask($input: UpdateOrderTaskInput!) { updateOrderTask(input: $input) { board_id tasks { id board_id status } } }`);
const UPDATE_TASK = graphql(`mutation DoneUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id board_id status } }`);
const SET_DONE = graphql(`mutation DoneSetDoneBoard($input: SetDoneBoardInput!) { setDoneBoard(input: $input) { id is_done } }`);
const LIST = graphql(`query DoneList($room_id: ID!) { listBoardsByRoom(room_id: $room_id) { items { id is_done } } }`);

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let watcher: Awaited<ReturnType<typeof signUpUser>>;
let leaver: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server, { name: 'オーナー' });
  member = await signUpUser(server);
  watcher = await signUpUser(server);
  leaver = await signUpUser(server);
  outsider = await signUpUser(server);
});

/** A room with 未着手, 確認待ち and 完了 columns, the last marked as the done column. */
async function roomWithColumns() {
  const roomId = await makeRoom(server, [{ id: owner.id }, { id: member.id, role: ROOM_ROLE.user }, { id: watcher.id, role: ROOM_ROLE.view }]);
  const column = async (name: string) => (await owner.client.ok(CREATE_BOARD, { input: { room_id: roomId, name } })).createBoardByRoom.id;
  const todo = await column('未着手');
  const review = await column('確認待ち');
  const done = await column('完了');
  await owner.client.ok(SET_DONE, { input: { id: done, is_done: true } });
  return { roomId, todo, review, done };
}
async function task(boardId: string, name: string, status?: number) {
  return (await member.client.ok(CREATE_TASK, { input: { board_id: boardId, name, ...(status != null ? { status } : {}) } })).createTaskByBoard;
}
const stored = (id: string) => server.deps.db.selectFrom('tasks').select(['board_id', 'status', 'order']).where('id', '=', id).executeTakeFirstOrThrow();

describe('the done column', () => {
  it('completes a task dragged into the done column and reopens it when dragged out', async () => {
    const { todo, review, done } = await roomWithColumns();
    const t = await task(todo, 'ロゴ 最終調整');
    expect(t.status).toBe(0);

    await member.client.ok(UPDATE_TASK, { input: { id: t.id, status: 1 } });
    const intoReview = await member.client.ok(MOVE_TASK, { input: { id: t.id, board_id: review } });
    expect(intoReview.updateOrderTask.tasks[0]).toMatchObject({ board_id: review, status: 1 });

    const intoDone = await member.client.ok(MOVE_TASK, { input: { id: t.id, board_id: done } });
    expect(intoDone.updateOrderTask.tasks[0]).toMatchObject({ board_id: done, status: 2 });
    expect(await stored(t.id)).toMatchObject({ board_id: done, status: 2 });

    const outOfDone = await member.client.ok(MOVE_TASK, { input: { id: t.id, board_id: review } });
    expect(outOfDone.updateOrderTask.tasks[0]).toMatchObject({ board_id: review, status: 0 });
    expect(await stored(t.id)).toMatchObject({ board_id: review, status: 0 });
  });

  it('moves a task set to 完了 into the done column, and out of it when set back', async () => {
    const { todo, review, done } = await roomWithColumns();
    const first = await task(done, '既に完了');
    expect(first).toMatchObject({ board_id: done, status: 2 });
    const t = await task(review, '請求書');

    const completed = await member.client.ok(UPDATE_TASK, { input: { id: t.id, status: 2 } });
    expect(completed.updateTask).toMatchObject({ board_id: done, status: 2 });
    // At the end of the done column, after the task already there.
    expect((await stored(t.id)).order > (await stored(first.id)).order).toBe(true);

    const reopened = await member.client.ok(UPDATE_TASK, { input: { id: t.id, status: 1 } });
    expect(reopened.updateTask).toMatchObject({ board_id: todo, status: 1 });

    const created = await task(todo, '最初から完了', 2);
    expect(created).toMatchObject({ board_id: done, status: 2 });
  });

  it('makes the tasks of a newly marked column 完了 and those 完了 elsewhere 未着手; one done column per room', async () => {
    const { roomId, todo, review, done } = await roomWithColumns();
    const waiting = await task(review, '確認中');
    const finished = await task(done, '済んだ');

    await owner.client.ok(SET_DONE, { input: { id: review, is_done: true } });
    expect(await stored(waiting.id)).toMatchObject({ board_id: review, status: 2 });
    expect(await stored(finished.id)).toMatchObject({ board_id: done, status: 0 });
    const { listBoardsByRoom } = await owner.client.ok(LIST, { room_id: roomId });
    expect(listBoardsByRoom.items.filter((b) => b.is_done).map((b) => b.id)).toEqual([review]);

    // Unmarked, the room's statuses are free again and stay as they are.
    await owner.client.ok(SET_DONE, { input: { id: review, is_done: false } });
    expect(await stored(waiting.id)).toMatchObject({ status: 2 });
    const moved = await member.client.ok(MOVE_TASK, { input: { id: waiting.id, board_id: todo } });
    expect(moved.updateOrderTask.tasks[0]).toMatchObject({ status: 2 });
  });

  it('refuses to reopen a task when the done column is the room\'s only column', async () => {
    const roomId = await makeRoom(server, [{ id: owner.id }]);
    const only = (await owner.client.ok(CREATE_BOARD, { input: { room_id: roomId, name: '完了' } })).createBoardByRoom.id;
    await owner.client.ok(SET_DONE, { input: { id: only, is_done: true } });
    const t = (await owner.client.ok(CREATE_TASK, { input: { board_id: only, name: 'ひとつ' } })).createTaskByBoard;
    const refused = await owner.client.gql(UPDATE_TASK, { input: { id: t.id, status: 0 } });
    expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.noOpenColumn);
    expect(await stored(t.id)).toMatchObject({ board_id: only, status: 2 });
  });

  it('refuses setDoneBoard to outsiders, members below admin, removed members, the signed-out and bad input, writing nothing', async () => {
    const { roomId, review, done } = await roomWithColumns();
    const t = await task(review, '触らない');
    await server.deps.db
      .insertInto('user_rooms')
      .values({ id: `ur-${leaver.id}-${roomId}`, user_id: leaver.id, room_id: roomId, role: ROOM_ROLE.admin, createdAt: 'x', updatedAt: 'x' })
      .execute();
    await server.deps.db.deleteFrom('user_rooms').where('user_id', '=', leaver.id).where('room_id', '=', roomId).execute();
    const snapshot = async () => ({
      boards: await server.deps.db.selectFrom('boards').select(['id', 'is_done', 'updatedAt']).where('room_id', '=', roomId).orderBy('id').execute(),
      tasks: await server.deps.db.selectFrom('tasks').select(['id', 'board_id', 'status', 'updatedAt']).where('room_id', '=', roomId).orderBy('id').execute(),
    });
    const before = await snapshot();

    const cases: [{ client: ReturnType<TestServer['client']> } | null, Record<string, unknown>, string][] = [
      [outsider, { id: review, is_done: true }, 'NOT_FOUND'],
      [leaver, { id: review, is_done: true }, 'NOT_FOUND'],
      [watcher, { id: review, is_done: true }, 'FORBIDDEN'],
      [member, { id: done, is_done: false }, 'FORBIDDEN'],
      [null, { id: review, is_done: true }, 'UNAUTHENTICATED'],
      [owner, { id: review, is_done: 'yes' }, 'BAD_USER_INPUT'],
      [owner, { id: 'x'.repeat(65), is_done: true }, 'BAD_USER_INPUT'],
      [owner, { id: 'no-such-board', is_done: true }, 'NOT_FOUND'],
    ];
    for (const [who, input, code] of cases) {
      const client = who ? who.client : server.client();
      const result = await client.gql(SET_DONE, { input } as never);
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(input)).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
    expect(await stored(t.id)).toMatchObject({ board_id: review, status: 0 });
  });

  it('marks the column evidently named so as a room\'s done column when migrating, and aligns the statuses', async () => {
    const roomId = await makeRoom(server, [{ id: owner.id }]);
    const plain = await makeRoom(server, [{ id: owner.id }]);
    const column = async (room: string, name: string) => (await owner.client.ok(CREATE_BOARD, { input: { room_id: room, name } })).createBoardByRoom.id;
    const todo = await column(roomId, '未着手');
    const done = await column(roomId, ' Done ');
    const second = await column(roomId, '完了');
    const other = await column(plain, '進行中');
    const create = async (boardId: string, status: number) =>
      (await owner.client.ok(CREATE_TASK, { input: { board_id: boardId, name: 'タスク', status } })).createTaskByBoard.id;
    const doneButOutside = await create(todo, 2);
    const openButInside = await create(done, 0);
    const freeElsewhere = await create(other, 2);

    await markDoneColumns(server.deps.db as never);
    const flags = await server.deps.db.selectFrom('boards').select(['id', 'is_done']).where('id', 'in', [todo, done, second, other]).execute();
    expect(Object.fromEntries(flags.map((b) => [b.id, b.is_done]))).toEqual({ [todo]: 0, [done]: 1, [second]: 0, [other]: 0 });
    expect(await stored(doneButOutside)).toMatchObject({ status: 0 });
    expect(await stored(openButInside)).toMatchObject({ status: 2 });
    expect(await stored(freeElsewhere)).toMatchObject({ status: 2 });
  });
});
