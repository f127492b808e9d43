import { dueBounds, MESSAGES, ROOM_ROLE, TASK_FILTER } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { graphql } from '../../../test/graphql';
import type { TaskFilterInput } from '../../../test/graphql/graphql';
import { newId } from '../../lib/ids';

const LIST_TASKS = graphql(`query TaskFilterListTasks($filter: TaskFilterInput!, $limit: Int, $nextToken: String) {
  listTasks(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { id name board_id order usersAssignee { id } tags { id } checklistProgress { done total } }
    nextToken
  }
}`);
const CREATE_BOARD = graphql(`mutation TaskFilterCreateBoard($input: CreateBoardByRoomInput!) { createBoardByRoom(input: $input) { id } }`);
const CREATE_TASK = graphql(`mutation TaskFilterCreateTask($input: CreateTaskByBoardInput!) { createTaskByBoard(input: $input) { id } }`);
const UPDATE_TASK = graphql(`mutation TaskFilterUpdateTask($input: UpdateTaskInput!) { updateTask(input: $input) { id } }`);
const ARCHIVE = graphql(`mutation TaskFilterArchive($input: UpdateArchiveBoardInput!) { updateArchiveBoard(input: $input) { id } }`);
const CREATE_TAG = graphql(`mutation TaskFilterCreateTag($input: CreateTagInput!) { createTag(input: $input) { id } }`);
const REMOVE_MEMBER = graphql(`mutation TaskFilterRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);

const DAY = 24 * 60 * 60_000;

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
let otherTagId: string;
let todo: string;
let doing: string;
let urgent: string;
const ids: Record<string, string> = {};

async function names(filter: Omit<TaskFilterInput, 'room_id'>, who = member) {
  const page = (await who.client.ok(LIST_TASKS, { filter: { room_id: roomId, ...filter } })).listTasks;
  return page.items.map((task) => task.name).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server, { name: 'オーナー' });
  member = await signUpUser(server, { name: '閲覧者' });
  outsider = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: member.id, role: ROOM_ROLE.view }]);
  const otherRoom = await makeRoom(server, [{ id: owner.id }, { id: outsider.id }]);
  otherTagId = (await owner.client.ok(CREATE_TAG, { input: { room_id: otherRoom, name: '他室', color: '#abc' } })).createTag.id;
  urgent = (await owner.client.ok(CREATE_TAG, { input: { room_id: roomId, name: '至急', color: '#f00' } })).createTag.id;
  todo = (await owner.client.ok(CREATE_BOARD, { input: { room_id: roomId, name: '未着手' } })).createBoardByRoom.id;
  doing = (await owner.client.ok(CREATE_BOARD, { input: { room_id: roomId, name: '進行中' } })).createBoardByRoom.id;
  const archived = (await owner.client.ok(CREATE_BOARD, { input: { room_id: roomId, name: '昔' } })).createBoardByRoom.id;
  const { today } = dueBounds(server.clock.now());
  const day = (offset: number) => new Date(Date.parse(today) + offset * DAY).toISOString();
  const tasks = [
    { name: '見積書を作る', board: todo, description: '取引先 ACME に送る', assignee: true, tag: true, endDate: day(-1) },
    { name: '請求書を送る', board: doing, description: null, assignee: true, tag: false, endDate: day(3) },
    { name: '議事録 100%_確認', board: doing, description: null, assignee: false, tag: true, endDate: day(7) },
    { name: '棚卸し', board: todo, description: 'acme の倉庫', assignee: false, tag: false, endDate: day(8) },
    { name: '昔の見積書', board: archived, description: null, assignee: true, tag: false, endDate: null },
  ];
  for (const t of tasks) {
    const input = { board_id: t.board, name: t.name, description: t.description, endDate: t.endDate, usersAssignee: t.assignee ? [owner.id] : [] };
    ids[t.name] = (await owner.client.ok(CREATE_TASK, { input })).createTaskByBoard.id;
    if (t.tag) await owner.client.ok(UPDATE_TASK, { input: { id: ids[t.name]!, tag_ids: [urgent] } });
  }
  await owner.client.ok(ARCHIVE, { input: { id: archived, is_archive: true } });
});

describe('listTasks: a board filtered in one request', () => {
  it('answers the tasks passing every condition given, with their board and order, from the main listing only', async () => {
    expect(await names({})).toEqual(['棚卸し', '見積書を作る', '議事録 100%_確認', '請求書を送る'].sort());
    expect(await names({ assignee_id: owner.id })).toEqual(['見積書を作る', '請求書を送る']);
    expect(await names({ tag_id: urgent })).toEqual(['見積書を作る', '議事録 100%_確認']);
    expect(await names({ assignee_id: owner.id, tag_id: urgent })).toEqual(['見積書を作る']);
    expect(await names({ is_archive: true })).toEqual(['昔の見積書']);
    const page = (await member.client.ok(LIST_TASKS, { filter: { room_id: roomId, tag_id: urgent } })).listTasks;
    const drawn = page.items.find((task) => task.name === '見積書を作る')!;
    expect(drawn).toMatchObject({ board_id: todo, usersAssignee: [{ id: owner.id }], tags: [{ id: urgent }], checklistProgress: { done: 0, total: 0 } });
    expect(drawn.order).toEqual(expect.any(String));
    expect(page.nextToken).toBeNull();
  });

  it('finds a text in the name or the description, any case, with LIKE wildcards taken literally', async () => {
    expect(await names({ text: 'acme' })).toEqual(['棚卸し', '見積書を作る']);
    expect(await names({ text: '  見積  ' })).toEqual(['見積書を作る']);
    expect(await names({ text: '%_' })).toEqual(['議事録 100%_確認']);
    expect(await names({ text: '_' })).toEqual(['議事録 100%_確認']);
    expect(await names({ text: '存在しない' })).toEqual([]);
    // A blank text filters nothing.
    expect(await names({ text: '   ' })).toHaveLength(4);
  });

  it('filters by due window in Tokyo days, as the board shows them', async () => {
    expect(await names({ due: 'overdue' })).toEqual(['見積書を作る']);
    expect(await names({ due: 'week' })).toEqual(['議事録 100%_確認', '請求書を送る'].sort());
    expect(await names({ due: 'none' })).toEqual([]);
    expect(await names({ due: 'none', is_archive: true })).toEqual(['昔の見積書']);
  });

  it('pages beyond the limit with a next token, every task once', async () => {
    const seen: string[] = [];
    let nextToken: string | null = null;
    let requests = 0;
    do {
      const page: { items: { id: string }[]; nextToken?: string | null } = (
        await member.client.ok(LIST_TASKS, { filter: { room_id: roomId }, limit: 1, nextToken })
      ).listTasks;
      seen.push(...page.items.map((task) => task.id));
      nextToken = page.nextToken ?? null;
      requests += 1;
    } while (nextToken);
    expect(requests).toBe(4);
    expect(new Set(seen).size).toBe(4);
  });

  it('answers a board of a thousand tasks in one page, and no more than that in a page', async () => {
    const big = await makeRoom(server, [{ id: owner.id }]);
    const boardId = (await owner.client.ok(CREATE_BOARD, { input: { room_id: big, name: '大きな列' } })).createBoardByRoom.id;
    const now = server.clock.now().toISOString();
    const rows = Array.from({ length: TASK_FILTER.pageSize + 1 }, (_, i) => ({
      id: newId(), board_id: boardId, room_id: big, user_created_id: owner.id, name: `タスク${i}`, order: `a${String(i).padStart(5, '0')}`, createdAt: now, updatedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 200) await server.deps.db.insertInto('tasks').values(rows.slice(i, i + 200)).execute();
    const first = (await owner.client.ok(LIST_TASKS, { filter: { room_id: big } })).listTasks;
    expect(first.items).toHaveLength(TASK_FILTER.pageSize);
    expect(first.nextToken).not.toBeNull();
    const asked = (await owner.client.ok(LIST_TASKS, { filter: { room_id: big }, limit: 5_000 })).listTasks;
    expect(asked.items).toHaveLength(TASK_FILTER.pageSize);
    const rest = (await owner.client.ok(LIST_TASKS, { filter: { room_id: big }, nextToken: first.nextToken })).listTasks;
    expect(rest.items.map((task) => task.name)).toEqual([`タスク${TASK_FILTER.pageSize}`]);
    expect(rest.nextToken).toBeNull();
  });

  it('refuses the signed out, outsiders, a removed member, another room\'s tag and a malformed filter', async () => {
    const leaver = await signUpUser(server);
    const now = server.clock.now().toISOString();
    await server.deps.db.insertInto('user_rooms').values({ id: newId(), user_id: leaver.id, room_id: roomId, role: ROOM_ROLE.user, createdAt: now, updatedAt: now }).execute();
    expect(await names({}, leaver)).toHaveLength(4);
    await owner.client.ok(REMOVE_MEMBER, { i: { room_id: roomId, user_id: leaver.id } });

    const signedOut = { ...member, client: server.client() };
    // Without a session the default page of a thousand tasks is over the signed-out budget before anything is read.
    expect((await signedOut.client.gql(LIST_TASKS, { filter: { room_id: roomId } })).errors?.[0]?.extensions.code).toBe('LIMIT_EXCEEDED');
    const refusals: [typeof member, Record<string, unknown>, string, string?][] = [
      [signedOut, { room_id: roomId }, 'UNAUTHENTICATED'],
      [outsider, { room_id: roomId }, 'NOT_FOUND'],
      [outsider, { room_id: roomId, text: '見積' }, 'NOT_FOUND'],
      [leaver, { room_id: roomId }, 'NOT_FOUND'],
      [member, { room_id: newId() }, 'NOT_FOUND'],
      [member, { room_id: roomId, tag_id: otherTagId }, 'BAD_USER_INPUT', MESSAGES.notRoomTag],
      [member, { room_id: roomId, due: 'tomorrow' }, 'BAD_USER_INPUT', MESSAGES.invalidFormat],
      [member, { room_id: roomId, text: 'x'.repeat(TASK_FILTER.text + 1) }, 'BAD_USER_INPUT', MESSAGES.tooLong(TASK_FILTER.text)],
      [member, { room_id: roomId, assignee_id: 'x'.repeat(65) }, 'BAD_USER_INPUT'],
      [member, { room_id: '' }, 'BAD_USER_INPUT'],
      [member, { room_id: roomId, text: 5 }, 'BAD_USER_INPUT'],
    ];
    for (const [who, filter, code, message] of refusals) {
      // A page small enough for a signed-out budget: the session is what is refused, not the cost.
      const result = await who.client.gql(LIST_TASKS, { filter: filter as TaskFilterInput, limit: 1 });
      expect(result.errors?.[0]?.extensions.code, JSON.stringify(filter)).toBe(code);
      if (message) expect(result.errors?.[0]?.message).toBe(message);
      expect(result.data?.listTasks ?? null).toBeNull();
    }
    // A full page is costed as a thousand tasks: with each one's checklists it is over the budget, refused unread.
    const costly = await member.client.gql(`query { listTasks(filter: { room_id: "${roomId}" }) { items { id checklists { items { id } } } } }`);
    expect(costly.errors?.[0]?.extensions.code).toBe('LIMIT_EXCEEDED');
    const forged = await member.client.gql(LIST_TASKS, { filter: { room_id: roomId }, nextToken: 'not-a-token' });
    expect(forged.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
