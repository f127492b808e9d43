import { CONTACT_REQUEST_STATUS, EMOTION_IDS, ROOM_ROLE } from '@musubi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId, newPublicCode } from '../src/lib/ids';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { signUpUser, startTestServer, TEST_DATABASE_URL, type TestClient, type TestServer } from './harness';
import { graphql } from './graphql';

/**
 * The main lists cost the same number of SQL statements however many rows they hold: every field read per row
 * goes through a request's batch (graphql/batch.ts). Each list is asked for by a viewer with 3 rows of everything
 * and by one with 30; both counts are pinned.
 */

let server: TestServer;

interface World {
  client: TestClient;
  viewerId: string;
  /** The room every other user is a member of, with a message, a board and a tag from each. */
  sharedRoomId: string;
  /** The board holding the tasks. */
  boardId: string;
}

const SMALL = 3;
const LARGE = 30;
const worlds = new Map<number, World>();

/** A viewer with `n` of each row: other users, contacts and requests, rooms in folders, messages, notifications, boards, tasks. */
async function makeWorld(n: number): Promise<World> {
  const viewer = await signUpUser(server);
  const db = server.deps.db;
  const now = server.clock.now().toISOString();
  const others = Array.from({ length: n }, () => newId());
  await db
    .insertInto('users')
    .values(others.map((id, i) => ({ id, email: `${id}@musubi.test`, password_hash: 'x', name: `利用者${i}`, status: 1, createdAt: now, updatedAt: now })))
    .execute();
  await db.insertInto('contacts').values(others.map((id) => ({ user_id: viewer.id, contact_user_id: id, createdAt: now }))).execute();
  await db
    .insertInto('contact_requests')
    .values(
      others.map((id) => ({ id: newId(), email: viewer.email, status: CONTACT_REQUEST_STATUS.pending, request_user_id: id, user_id: viewer.id, createdAt: now, updatedAt: now })),
    )
    .execute();

  const room = (created_user_id: string, name: string) => ({ id: newId(), name, created_user_id, musubiCode: newPublicCode(), createdAt: now, updatedAt: now });
  const membership = (room_id: string, user_id: string, role: number, folder_id: string | null = null) => ({
    id: newId(),
    room_id,
    user_id,
    role,
    folder_id,
    createdAt: now,
    updatedAt: now,
  });

  // One room per other user, made by them, each in a folder of the viewer's, with a message to search for.
  const rooms = others.map((id, i) => room(id, `ルーム${i}`));
  const folders = rooms.map((_, i) => ({ id: newId(), name: `フォルダ${i}`, created_user_id: viewer.id, createdAt: now, updatedAt: now }));
  await db.insertInto('rooms').values(rooms).execute();
  await db.insertInto('folders').values(folders).execute();
  await db
    .insertInto('user_rooms')
    .values(rooms.flatMap((r, i) => [membership(r.id, viewer.id, ROOM_ROLE.user, folders[i]!.id), membership(r.id, others[i]!, ROOM_ROLE.admin)]))
    .execute();
  await db
    .insertInto('messages')
    .values(rooms.map((r, i) => ({ id: newId(), room_id: r.id, user_id: others[i]!, seq: 1, content: `探し物 ${i}`, createdAt: now, updatedAt: now })))
    .execute();
  await db.updateTable('rooms').set({ last_seq: 1 }).where('id', 'in', rooms.map((r) => r.id)).execute();

  // The shared room: everyone a member, a message with a stamp and a file from each.
  const shared = room(viewer.id, '全員');
  await db.insertInto('rooms').values(shared).execute();
  await db
    .insertInto('user_rooms')
    .values([membership(shared.id, viewer.id, ROOM_ROLE.admin), ...others.map((id) => membership(shared.id, id, ROOM_ROLE.user))])
    .execute();
  const messages = others.map((id, i) => ({ id: newId(), room_id: shared.id, user_id: id, seq: i + 1, content: `投稿 ${i}`, createdAt: now, updatedAt: now }));
  await db.insertInto('messages').values(messages).execute();
  await db.updateTable('rooms').set({ last_seq: n }).where('id', '=', shared.id).execute();
  await db
    .insertInto('message_emotions')
    .values(messages.map((m) => ({ message_id: m.id, user_id: viewer.id, emotion: EMOTION_IDS[0]!, createdAt: now })))
    .execute();
  const file = (user_created_id: string, target: { message_id?: string; task_id?: string; board_id?: string }) => ({
    id: newId(),
    name: 'a.txt',
    key: `files/${newId()}`,
    size: 1,
    type: 'text/plain',
    room_id: shared.id,
    user_created_id,
    createdAt: now,
    updatedAt: now,
    ...target,
  });
  await db.insertInto('files').values(messages.map((m) => file(m.user_id, { message_id: m.id }))).execute();

  await db
    .insertInto('notifications')
    .values(others.map((id, i) => ({ id: newId(), content: `通知 ${i}`, user_id: viewer.id, type: 1, user_created_id: id, room_id: rooms[i]!.id, createdAt: now, updatedAt: now })))
    .execute();

  // A board from each user; the first holds a task from each, assigned, tagged, with a file, a move recorded and a
  // checklist of one item assigned to its author.
  const boards = others.map((id, i) => ({
    id: newId(),
    room_id: shared.id,
    user_created_id: id,
    user_manage_id: id,
    name: `ボード${i}`,
    order: `a${String(i).padStart(3, '0')}`,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insertInto('boards').values(boards).execute();
  const tags = others.map((id, i) => ({ id: newId(), name: `タグ${i}`, color: '#000000', type: 1, room_id: shared.id, user_created_id: id, createdAt: now, updatedAt: now }));
  await db.insertInto('tags').values(tags).execute();
  const tasks = others.map((id, i) => ({
    id: newId(),
    board_id: boards[0]!.id,
    room_id: shared.id,
    user_created_id: id,
    name: `タスク${i}`,
    order: `a${String(i).padStart(3, '0')}`,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insertInto('tasks').values(tasks).execute();
  await db.insertInto('task_assignees').values(tasks.map((t) => ({ task_id: t.id, user_id: t.user_created_id, createdAt: now }))).execute();
  await db.insertInto('task_tags').values(tasks.map((t, i) => ({ task_id: t.id, tag_id: tags[i]!.id, createdAt: now }))).execute();
  await db.insertInto('files').values(tasks.map((t) => file(t.user_created_id, { task_id: t.id, board_id: t.board_id }))).execute();
  await db
    .insertInto('task_events')
    .values(tasks.map((t) => ({ id: newId(), task_id: t.id, room_id: shared.id, user_id: t.user_created_id, action: 'create', to_board_id: t.board_id, createdAt: now })))
    .execute();
  const checklists = tasks.map((t) => ({ id: newId(), task_id: t.id, name: '確認', order: 'a0', createdAt: now, updatedAt: now }));
  await db.insertInto('task_checklists').values(checklists).execute();
  await db
    .insertInto('task_checklist_items')
    .values(checklists.map((c, i) => ({ id: newId(), checklist_id: c.id, task_id: c.task_id, name: '項目', user_assignee_id: tasks[i]!.user_created_id, order: 'a0', createdAt: now, updatedAt: now })))
    .execute();

  return { client: viewer.client, viewerId: viewer.id, sharedRoomId: shared.id, boardId: boards[0]!.id };
}

beforeAll(async () => {
  // Pages of 40 boards of 40 tasks hold the large world whole: beyond the web app's pages, so beyond its cost budget.
  server = await startTestServer({ env: { QUERY_MAX_COST: '100000' } });
  for (const n of [SMALL, LARGE]) worlds.set(n, await makeWorld(n));
});

/** Asks the same list for the small and the large world; both answer their rows, at the same number of statements. */
async function countsOf<T, V extends Record<string, unknown>>(
  document: TypedDocumentNode<T, V>,
  variablesOf: (world: World) => V,
  listsOf: (data: T, world: World) => unknown[][],
) {
  const counts: number[] = [];
  for (const n of [SMALL, LARGE]) {
    const world = worlds.get(n)!;
    const { data, queries } = await world.client.countQueries(document, variablesOf(world));
    for (const rows of listsOf(data, world)) expect(rows).toHaveLength(n);
    counts.push(queries);
  }
  expect(counts[1]).toBe(counts[0]);
  return counts[0];
}

/** The rooms made by the world's other users, not the viewer's shared room or their own "my chat". */
const madeByOthers = (room: { name: string }) => room.name.startsWith('ルーム');

describe('the main lists run a fixed number of SQL statements', () => {
  it('the room list with who made each room and its members', async () => {
    const count = await countsOf(
      graphql(`query QueryCountsRoomList { getRoomList(limit: 100) { items { id name userCreated { id name image email } directPartner { id } users(limit: 5) { items { id role user { id name image email } room { id } } nextToken } } } }`),
      () => ({}),
      (data) => [data.getRoomList.items.filter(madeByOthers)],
    );
    expect(count).toBe(7);
  });

  it("the side bar's memberships with their rooms and folders", async () => {
    const count = await countsOf(
      graphql(`query QueryCountsSideBar($u: ID!) { listUserRoomByUser(user_id: $u, limit: 100) { items { id user { id name image email } folder { id name } room { id name directPartner { id } userCreated { id } } } } }`),
      (world) => ({ u: world.viewerId }),
      (data) => [data.listUserRoomByUser.items.map((row) => row.room!).filter(madeByOthers)],
    );
    expect(count).toBe(5);
  });

  it('the folders with their rooms', async () => {
    const count = await countsOf(
      graphql(`query QueryCountsFolders($u: ID!) { foldersByDate(created_user_id: $u, limit: 100) { items { id rooms(limit: 10) { items { id room { id name } } } } } }`),
      (world) => ({ u: world.viewerId }),
      (data) => [data.foldersByDate.items],
    );
    expect(count).toBe(3);
  });

  it("a room's members", async () => {
    const count = await countsOf(
      graphql(`query QueryCountsMembers($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id role accountNumber user { id name image email } room { id userCreated { id } } } } }`),
      (world) => ({ r: world.sharedRoomId }),
      (data, world) => [data.userRoom.items.filter((row) => row.user!.id !== world.viewerId)],
    );
    expect(count).toBe(7);
  });

  it("a page of a room's messages with authors, stamps and files", async () => {
    const count = await countsOf(
      graphql(`query QueryCountsMessages($r: ID!) { customGetMessagesByRoom(room_id: $r, limit: 100) { items { id user { id name image email } room { id } emotions { user_id emotion } files { items { id url userCreated { id } } } } } }`),
      (world) => ({ r: world.sharedRoomId }),
      (data) => [data.customGetMessagesByRoom.items],
    );
    expect(count).toBe(8);
  });

  it('the notifications with who caused each', async () => {
    const count = await countsOf(
      graphql(`query QueryCountsNotifications { customGetNotifications(limit: 100) { items { id user_created { id name image email } } } }`),
      () => ({}),
      (data) => [data.customGetNotifications.items],
    );
    expect(count).toBe(3);
  });

  it("a room's boards with their tasks, assignees, tags, files, history and checklists' progress", async () => {
    const count = await countsOf(
      graphql(`query QueryCountsBoards($r: ID!) { listBoardsByRoom(room_id: $r, limit: 40) { items { id user { id } userManage { id } room { id }
          tasks(limit: 40) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }
            checklistProgress { done total } } } } } }`),
      (world) => ({ r: world.sharedRoomId }),
      (data) => [data.listBoardsByRoom.items, data.listBoardsByRoom.items[0]!.tasks.items],
    );
    expect(count).toBe(12);
  });

  it("one board's tasks with their checklists", async () => {
    const count = await countsOf(
      graphql(`query QueryCountsBoardTasks($b: ID!) { getBoard(id: $b) { id tasks(limit: 100) { items { id usersAssignee { id name image email } tags { id } files { file_id } history { id user { id } }
          checklistProgress { done total } checklists { id items { id userAssignee { id } } } } } } }`),
      (world) => ({ b: world.boardId }),
      (data) => [data.getBoard!.tasks.items],
    );
    expect(count).toBe(13);
  });

  it("a room's tasks through the board's filter, with what a card shows", async () => {
    const count = await countsOf(
      graphql(`query QueryCountsListTasks($r: ID!) { listTasks(filter: { room_id: $r, text: "タスク" }) { items { id board_id order
          usersAssignee { id name image email } tags { id name color } files { file_id } checklistProgress { done total } } } }`),
      (world) => ({ r: world.sharedRoomId }),
      (data) => [data.listTasks.items],
    );
    expect(count).toBe(7);
  });

  it('the contacts and contact requests', async () => {
    const count = await countsOf(
      graphql(`query QueryCountsContacts { listContacts(limit: 100) { items { id name image email } }
           received: listContactsRequests(filter: { direction: "received", status: 0 }, limit: 100) { items { id request_user { id name image email } user { id } } } }`),
      () => ({}),
      (data) => [data.listContacts.items, data.received.items],
    );
    expect(count).toBe(4);
  });

  it('a search of messages with their rooms and authors', async () => {
    const count = await countsOf(
      graphql(`query QueryCountsSearch { searchMessages(content: "探し物", limit: 100) { items { id room { id name } user { id name image email } } } }`),
      () => ({}),
      (data) => [data.searchMessages.items],
    );
    // On SQLite the search itself runs on a read thread's connection (db/reads.ts), which the count does not see.
    expect(count).toBe(TEST_DATABASE_URL ? 4 : 3);
  });
});

describe('the batched pages answer as the field read alone did', () => {
  it("continues a room's members and a board's tasks from the batched first page", async () => {
    const world = worlds.get(LARGE)!;
    const all = await world.client.ok(graphql(`query QueryCountsUserRoom($r: ID!) { userRoom(room_id: $r, limit: 100) { items { id } } }`), { r: world.sharedRoomId });
    const listed = await world.client.ok(graphql(`query QueryCountsGetRoomList { getRoomList(limit: 100) { items { id users(limit: 7) { items { id } nextToken } } } }`));
    const first = listed.getRoomList.items.find((room) => room.id === world.sharedRoomId)!.users;
    const rest = await world.client.ok(graphql(`query QueryCountsGetRoom($r: ID!, $t: String) { getRoom(id: $r) { users(limit: 100, nextToken: $t) { items { id } nextToken } } }`), {
      r: world.sharedRoomId,
      t: first.nextToken,
    });
    expect([...first.items, ...rest.getRoom.users.items]).toEqual(all.userRoom.items);
    expect(rest.getRoom.users.nextToken).toBeNull();

    const tasks = await world.client.ok(graphql(`query QueryCountsListBoardsByRoom($r: ID!) { listBoardsByRoom(room_id: $r, limit: 100) { items { id tasks(limit: 12) { items { name } nextToken } } } }`), {
      r: world.sharedRoomId,
    });
    const [board, ...others] = tasks.listBoardsByRoom.items;
    expect(others.every((b) => b.tasks.items.length === 0)).toBe(true);
    const names = board!.tasks.items.map((t) => t.name);
    let token = board!.tasks.nextToken;
    while (token) {
      const next = await world.client.ok(graphql(`query QueryCountsGetBoard($b: ID!, $t: String) { getBoard(id: $b) { tasks(limit: 12, nextToken: $t) { items { name } nextToken } } }`), { b: world.boardId, t: token });
      names.push(...next.getBoard!.tasks.items.map((t) => t.name));
      token = next.getBoard!.tasks.nextToken;
    }
    expect(names).toEqual(Array.from({ length: LARGE }, (_, i) => `タスク${i}`));
  });

  it('refuses the members of a room the viewer does not belong to', async () => {
    const outsider = await signUpUser(server);
    const world = worlds.get(SMALL)!;
    await server.deps.db.updateTable('rooms').set({ public: 1 }).where('id', '=', world.sharedRoomId).execute();
    const { musubiCode } = await server.deps.db.selectFrom('rooms').select('musubiCode').where('id', '=', world.sharedRoomId).executeTakeFirstOrThrow();
    const result = await outsider.client.gql(graphql(`query QueryCountsRoomByCode($c: String) { roomByCode(musubiCode: $c) { items { id name users { items { id } } } } }`), { c: musubiCode });
    expect(result.errors?.map((e) => [e.path?.join('.'), e.extensions.code])).toEqual([['roomByCode.items.0.users', 'NOT_FOUND']]);
  });
});

describe('a new message', () => {
  it('is answered without reading its stamps or files: a new message has none but those it attached', async () => {
    const world = worlds.get(SMALL)!;
    const { data, reads } = await world.client.countQueries(
      graphql(`mutation QueryCountsPost($input: CreateMessageInput!) { createMessageByRole(input: $input) { id emotions { user_id } files { items { id } } user { id } } }`),
      { input: { room_id: world.sharedRoomId, content: '画面に出す形' } },
    );
    expect(data.createMessageByRole).toMatchObject({ emotions: [], files: { items: [] }, user: { id: world.viewerId } });
    expect(reads).toContain('users');
    expect(reads).not.toContain('message_emotions');
    expect(reads).not.toContain('files');
  });

  it('is answered with the files it attached, in the order they were uploaded, without reading them back', async () => {
    const world = worlds.get(SMALL)!;
    const upload = (name: string, createdAt: string) => ({
      id: newId(), name, key: `files/${newId()}`, size: 1, type: 'text/plain', room_id: world.sharedRoomId,
      user_created_id: world.viewerId, createdAt, updatedAt: createdAt,
    });
    const first = upload('一.txt', '2026-01-01T00:00:00.000Z');
    const second = upload('二.txt', '2026-01-02T00:00:00.000Z');
    await server.deps.db.insertInto('files').values([first, second]).execute();
    const { data, reads } = await world.client.countQueries(
      graphql(`mutation QueryCountsPostFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id files { items { id name } } } }`),
      { input: { room_id: world.sharedRoomId, content: '添付', files: [second.id, first.id] } },
    );
    expect(data.createMessageByRole.files.items).toEqual([{ id: first.id, name: '一.txt' }, { id: second.id, name: '二.txt' }]);
    expect(reads).not.toContain('files');
  });
});

describe('a read mark', () => {
  it('to the end reads the room\'s last message in the statement that moves it, not in one of its own', async () => {
    const world = worlds.get(SMALL)!;
    const { data, queries, reads } = await world.client.countQueries(
      graphql(`mutation QueryCountsMarkRead($input: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $input) { unread_messages last_read_seq } }`),
      { input: { room_id: world.sharedRoomId } },
    );
    expect(data.updateUnreadUserRoom.unread_messages).toBe(0);
    expect(data.updateUnreadUserRoom.last_read_seq).toBeGreaterThan(0);
    expect(reads).not.toContain('messages');
    // The membership (on PostgreSQL holding the room against posts in the same statement), the mark, the mail it
    // makes needless and the mentions it reads.
    expect(queries).toBe(4);
  });
});
