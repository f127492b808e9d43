import { CHECKLIST_LIMITS, MESSAGES, ROOM_ROLE } from '@musubi/shared';
import type { DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Listener } from '../../../test/chat';
import { graphql } from '../../../test/graphql';
import { queryText, signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { makeRoom } from '../../../test/rooms';
import { newId } from '../../lib/ids';
import { taskTopic } from './service';

const CREATE_CHECKLIST = graphql(`mutation ChecklistsCreate($input: CreateTaskChecklistInput!) {
  createTaskChecklist(input: $input) { id updatedAt checklistProgress { done total } checklists { id name items { id name is_done user_assignee_id userAssignee { id } } } }
}`);
const RENAME_CHECKLIST = graphql(`mutation ChecklistsRename($input: UpdateTaskChecklistInput!) { updateTaskChecklist(input: $input) { checklists { id name } } }`);
const MOVE_CHECKLIST = graphql(`mutation ChecklistsMove($input: MoveChecklistInput!) { moveTaskChecklist(input: $input) { checklists { id name } } }`);
const DELETE_CHECKLIST = graphql(`mutation ChecklistsDelete($input: ChecklistIdInput!) { deleteTaskChecklist(input: $input) { checklists { id } checklistProgress { done total } } }`);
const CREATE_ITEM = graphql(`mutation ChecklistsCreateItem($input: CreateChecklistItemInput!) {
  createChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id userAssignee { id } } } }
}`);
const UPDATE_ITEM = graphql(`mutation ChecklistsUpdateItem($input: UpdateChecklistItemInput!) {
  updateChecklistItem(input: $input) { checklistProgress { done total } checklists { id items { id name is_done user_assignee_id } } }
}`);
const MOVE_ITEM = graphql(`mutation ChecklistsMoveItem($input: MoveChecklistInput!) { moveChecklistItem(input: $input) { checklists { items { name } } } }`);
const DELETE_ITEM = graphql(`mutation ChecklistsDeleteItem($input: ChecklistIdInput!) { deleteChecklistItem(input: $input) { checklistProgress { done total } } }`);
const HISTORY = graphql(`query ChecklistsHistory($id: ID!) { getTaskDetail(id: $id) { history { action subject user { id } } } }`);

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let member: Awaited<ReturnType<typeof signUpUser>>;
let watcher: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
let boardId: string;
const listeners: Listener[] = [];

async function newTask(name = 'タスク') {
  const { createTaskByBoard } = await owner.client.ok(
    graphql(`mutation ChecklistsCreateTask($board_id: ID!, $name: String!) { createTaskByBoard(input: { board_id: $board_id, name: $name }) { id } }`),
    { board_id: boardId, name },
  );
  return createTaskByBoard.id;
}

async function newChecklist(taskId: string, name = '準備') {
  const { createTaskChecklist } = await owner.client.ok(CREATE_CHECKLIST, { input: { task_id: taskId, name } });
  return createTaskChecklist.checklists.at(-1)!.id;
}

async function newItem(checklistId: string, name: string) {
  const { createChecklistItem } = await owner.client.ok(CREATE_ITEM, { input: { checklist_id: checklistId, name } });
  return createChecklistItem.checklists.find((c) => c.id === checklistId)!.items.at(-1)!.id;
}

/** Every row the checklists keep, and the history's lines: what a refused write must leave as it was. */
async function snapshot() {
  const db = server.deps.db;
  return {
    checklists: await db.selectFrom('task_checklists').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('task_checklist_items').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('task_events').select('id').orderBy('id').execute(),
    tasks: await db.selectFrom('tasks').select(['id', 'updatedAt']).orderBy('id').execute(),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server, { name: 'オーナー' });
  member = await signUpUser(server, { name: 'メンバー' });
  watcher = await signUpUser(server, { name: '閲覧者' });
  outsider = await signUpUser(server, { name: '部外者' });
  roomId = await makeRoom(server, [{ id: owner.id }, { id: member.id, role: ROOM_ROLE.user }, { id: watcher.id, role: ROOM_ROLE.view }]);
  const { createBoardByRoom } = await owner.client.ok(
    graphql(`mutation ChecklistsCreateBoard($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: "ToDo" }) { id } }`),
    { room_id: roomId },
  );
  boardId = createBoardByRoom.id;
});

afterAll(async () => {
  for (const listener of listeners) await listener.close();
});

describe('checklists on a task', () => {
  it('adds, ticks, assigns, renames, reorders and deletes checklists and items, counting the progress', async () => {
    const taskId = await newTask();
    const { createTaskChecklist } = await owner.client.ok(CREATE_CHECKLIST, { input: { task_id: taskId, name: '  準備  ' } });
    expect(createTaskChecklist.checklists).toEqual([{ id: expect.any(String), name: '準備', items: [] }]);
    expect(createTaskChecklist.checklistProgress).toEqual({ done: 0, total: 0 });
    const prep = createTaskChecklist.checklists[0]!.id;
    const review = await newChecklist(taskId, 'レビュー');

    const first = await newItem(prep, '資料を集める');
    const { createChecklistItem } = await member.client.ok(CREATE_ITEM, { input: { checklist_id: prep, name: '会議室を取る', user_assignee_id: member.id } });
    const second = createChecklistItem.checklists[0]!.items[1]!;
    expect(second).toMatchObject({ name: '会議室を取る', is_done: false, user_assignee_id: member.id, userAssignee: { id: member.id } });
    expect(createChecklistItem.checklistProgress).toEqual({ done: 0, total: 2 });

    const { updateChecklistItem: ticked } = await member.client.ok(UPDATE_ITEM, { input: { id: first, is_done: true } });
    expect(ticked.checklistProgress).toEqual({ done: 1, total: 2 });
    expect(ticked.checklists[0]!.items[0]).toMatchObject({ id: first, is_done: true });
    const { updateChecklistItem: unassigned } = await owner.client.ok(UPDATE_ITEM, { input: { id: second.id, user_assignee_id: null, name: '会議室を予約' } });
    expect(unassigned.checklists[0]!.items[1]).toMatchObject({ name: '会議室を予約', user_assignee_id: null, is_done: false });

    // Reordered: the second item first, the second checklist first.
    const { moveChecklistItem } = await owner.client.ok(MOVE_ITEM, { input: { id: second.id, before_id: first } });
    expect(moveChecklistItem.checklists[0]!.items.map((i) => i.name)).toEqual(['会議室を予約', '資料を集める']);
    const { moveChecklistItem: back } = await owner.client.ok(MOVE_ITEM, { input: { id: second.id } });
    expect(back.checklists[0]!.items.map((i) => i.name)).toEqual(['資料を集める', '会議室を予約']);
    const { moveTaskChecklist } = await owner.client.ok(MOVE_CHECKLIST, { input: { id: review, before_id: prep } });
    expect(moveTaskChecklist.checklists.map((c) => c.name)).toEqual(['レビュー', '準備']);
    const { moveTaskChecklist: after } = await owner.client.ok(MOVE_CHECKLIST, { input: { id: review, after_id: prep } });
    expect(after.checklists.map((c) => c.name)).toEqual(['準備', 'レビュー']);
    const { updateTaskChecklist } = await owner.client.ok(RENAME_CHECKLIST, { input: { id: review, name: '確認' } });
    expect(updateTaskChecklist.checklists.map((c) => c.name)).toEqual(['準備', '確認']);

    const { deleteChecklistItem } = await owner.client.ok(DELETE_ITEM, { input: { id: first } });
    expect(deleteChecklistItem.checklistProgress).toEqual({ done: 0, total: 1 });
    const { deleteTaskChecklist } = await owner.client.ok(DELETE_CHECKLIST, { input: { id: prep } });
    expect(deleteTaskChecklist).toEqual({ checklists: [{ id: review }], checklistProgress: { done: 0, total: 0 } });
    expect(await server.deps.db.selectFrom('task_checklist_items').select('id').where('task_id', '=', taskId).execute()).toEqual([]);

    // The history keeps what was added, ticked and removed, by whom, under the names they had.
    const { getTaskDetail } = await watcher.client.ok(HISTORY, { id: taskId });
    expect(getTaskDetail!.history.filter((e) => e.action !== 'added').map((e) => [e.action, e.subject, e.user!.id])).toEqual([
      ['checklist_added', '準備', owner.id],
      ['checklist_added', 'レビュー', owner.id],
      ['item_added', '資料を集める', owner.id],
      ['item_added', '会議室を取る', member.id],
      ['item_done', '資料を集める', member.id],
      ['item_removed', '資料を集める', owner.id],
      ['checklist_removed', '準備', owner.id],
    ]);
  });

  it('deletes a task\'s checklists and items with the task', async () => {
    const taskId = await newTask('消すタスク');
    await newItem(await newChecklist(taskId), '項目');
    await owner.client.ok(graphql(`mutation ChecklistsRemoveTask($id: ID!) { removeTask(input: { id: $id }) { id } }`), { id: taskId });
    const db = server.deps.db;
    expect(await db.selectFrom('task_checklists').select('id').where('task_id', '=', taskId).execute()).toEqual([]);
    expect(await db.selectFrom('task_checklist_items').select('id').where('task_id', '=', taskId).execute()).toEqual([]);
  });

  it('copies the checklists with their items when the board is cloned', async () => {
    const taskId = await newTask('複製元');
    const checklistId = await newChecklist(taskId, '手順');
    const itemId = await newItem(checklistId, '一つ目');
    await owner.client.ok(UPDATE_ITEM, { input: { id: itemId, is_done: true, user_assignee_id: member.id } });
    const { cloneBoard } = await owner.client.ok(
      graphql(`mutation ChecklistsCloneBoard($id: ID!) { cloneBoard(input: { id: $id, name: "複製" }) { id tasks { items { name checklistProgress { done total } checklists { name items { name is_done user_assignee_id } } } } } }`),
      { id: boardId },
    );
    const copy = cloneBoard.tasks.items.find((t) => t.name === '複製元')!;
    expect(copy.checklistProgress).toEqual({ done: 1, total: 1 });
    expect(copy.checklists).toEqual([{ name: '手順', items: [{ name: '一つ目', is_done: true, user_assignee_id: member.id }] }]);
    // The copy is its own: changing the source leaves it as it was.
    await owner.client.ok(DELETE_CHECKLIST, { input: { id: checklistId } });
    expect(await server.deps.db.selectFrom('task_checklists').select('id').where('name', '=', '手順').execute()).toHaveLength(1);
  });

  it('publishes the task with its new progress to the members watching the board', async () => {
    const taskId = await newTask('ライブ');
    const checklistId = await newChecklist(taskId);
    const listener = new Listener(server, watcher.client);
    listeners.push(listener);
    const sub = listener.subscribe(
      graphql(`subscription ChecklistsOnTask($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id checklistProgress { done total } } } }`),
      { room_id: roomId },
    );
    // Publish a probe until it is heard: from then on the subscription is live.
    const probe = { room_id: roomId, tasks: [], action: 'probe', board_id: 'probe', user_id: 'probe' };
    while (sub.events.length === 0 && sub.errors.length === 0) {
      await server.deps.pubsub.publish(taskTopic(roomId), { onUpdateOrderTask: probe });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ofTask = () => sub.events.map((e) => e.onUpdateOrderTask).filter((e) => e.tasks[0]?.id === taskId);
    // An event's task is read when it is delivered: the item is ticked once the first event is heard, or both
    // would show the ticked progress.
    const itemId = await newItem(checklistId, '一つ目');
    while (ofTask().length < 1) await sub.until(sub.events.length + 1);
    await member.client.ok(UPDATE_ITEM, { input: { id: itemId, is_done: true } });
    while (ofTask().length < 2) await sub.until(sub.events.length + 1);
    expect(ofTask()).toEqual([
      { action: 'moved', board_id: boardId, tasks: [{ id: taskId, checklistProgress: { done: 0, total: 1 } }] },
      { action: 'moved', board_id: boardId, tasks: [{ id: taskId, checklistProgress: { done: 1, total: 1 } }] },
    ]);
  });

  it('refuses a view-only member, an outsider, a removed member, bad input and more than the limits, writing nothing', async () => {
    const taskId = await newTask('守るタスク');
    const checklistId = await newChecklist(taskId);
    const itemId = await newItem(checklistId, '守る項目');
    const full = await newTask('満杯');
    const now = server.clock.now().toISOString();
    await server.deps.db
      .insertInto('task_checklists')
      .values(Array.from({ length: CHECKLIST_LIMITS.perTask }, (_, i) => ({ id: newId(), task_id: full, name: `リスト${i}`, order: `a${i}`, createdAt: now, updatedAt: now })))
      .execute();
    const fullList = (await server.deps.db.selectFrom('task_checklists').select('id').where('task_id', '=', full).executeTakeFirstOrThrow()).id;
    await server.deps.db
      .insertInto('task_checklist_items')
      .values(
        Array.from({ length: CHECKLIST_LIMITS.itemsPerChecklist }, (_, i) => ({
          id: newId(), checklist_id: fullList, task_id: full, name: `項目${i}`, order: `a${String(i).padStart(2, '0')}`, createdAt: now, updatedAt: now,
        })),
      )
      .execute();
    const leaver = await signUpUser(server);
    await server.deps.db
      .insertInto('user_rooms')
      .values({ id: newId(), user_id: leaver.id, room_id: roomId, role: ROOM_ROLE.user, createdAt: now, updatedAt: now })
      .execute();
    await owner.client.ok(graphql(`mutation ChecklistsRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), {
      i: { room_id: roomId, user_id: leaver.id },
    });
    const before = await snapshot();

    type Who = Awaited<ReturnType<typeof signUpUser>>;
    const writes: [DocumentNode, Record<string, unknown>][] = [
      [CREATE_CHECKLIST, { input: { task_id: taskId, name: '侵入' } }],
      [RENAME_CHECKLIST, { input: { id: checklistId, name: '侵入' } }],
      [MOVE_CHECKLIST, { input: { id: checklistId } }],
      [DELETE_CHECKLIST, { input: { id: checklistId } }],
      [CREATE_ITEM, { input: { checklist_id: checklistId, name: '侵入' } }],
      [UPDATE_ITEM, { input: { id: itemId, is_done: true } }],
      [MOVE_ITEM, { input: { id: itemId } }],
      [DELETE_ITEM, { input: { id: itemId } }],
    ];
    const cases: [Who, DocumentNode, Record<string, unknown>, string, string?][] = [
      ...writes.map(([doc, vars]): [Who, DocumentNode, Record<string, unknown>, string] => [watcher, doc, vars, 'FORBIDDEN']),
      ...writes.map(([doc, vars]): [Who, DocumentNode, Record<string, unknown>, string] => [outsider, doc, vars, 'NOT_FOUND']),
      ...writes.map(([doc, vars]): [Who, DocumentNode, Record<string, unknown>, string] => [leaver, doc, vars, 'NOT_FOUND']),
      [owner, CREATE_CHECKLIST, { input: { task_id: taskId, name: '   ' } }, 'BAD_USER_INPUT', MESSAGES.requiredChecklist],
      [owner, CREATE_CHECKLIST, { input: { task_id: taskId, name: 'x'.repeat(CHECKLIST_LIMITS.name + 1) } }, 'BAD_USER_INPUT', MESSAGES.tooLong(CHECKLIST_LIMITS.name)],
      [owner, CREATE_ITEM, { input: { checklist_id: checklistId, name: '' } }, 'BAD_USER_INPUT', MESSAGES.requiredChecklistItem],
      [owner, CREATE_ITEM, { input: { checklist_id: checklistId, name: 'x'.repeat(CHECKLIST_LIMITS.itemName + 1) } }, 'BAD_USER_INPUT', MESSAGES.tooLong(CHECKLIST_LIMITS.itemName)],
      [owner, CREATE_ITEM, { input: { checklist_id: checklistId, name: '部外者に', user_assignee_id: outsider.id } }, 'BAD_USER_INPUT', MESSAGES.notRoomMember],
      [owner, UPDATE_ITEM, { input: { id: itemId, user_assignee_id: leaver.id } }, 'BAD_USER_INPUT', MESSAGES.notRoomMember],
      [owner, UPDATE_ITEM, { input: { id: itemId, name: ' ' } }, 'BAD_USER_INPUT', MESSAGES.requiredChecklistItem],
      [owner, MOVE_ITEM, { input: { id: itemId, after_id: fullList } }, 'NOT_FOUND'],
      [owner, MOVE_CHECKLIST, { input: { id: checklistId, before_id: itemId } }, 'NOT_FOUND'],
      [owner, DELETE_ITEM, { input: { id: 'x'.repeat(65) } }, 'BAD_USER_INPUT'],
      [owner, DELETE_CHECKLIST, { input: { id: newId() } }, 'NOT_FOUND'],
      [owner, CREATE_CHECKLIST, { input: { task_id: full, name: '11個目' } }, 'LIMIT_EXCEEDED', MESSAGES.checklistLimit(CHECKLIST_LIMITS.perTask)],
      [owner, CREATE_ITEM, { input: { checklist_id: fullList, name: '51個目' } }, 'LIMIT_EXCEEDED', MESSAGES.checklistItemLimit(CHECKLIST_LIMITS.itemsPerChecklist)],
    ];
    for (const [who, query, variables, code, message] of cases) {
      // Sent as text: the cases mix documents, and only their refusals are read.
      const result = await who.client.gql(queryText(query), variables);
      expect(result.errors?.[0]?.extensions.code, `${who.id === owner.id ? 'owner' : who.id} ${JSON.stringify(variables)}`).toBe(code);
      if (message) expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});
