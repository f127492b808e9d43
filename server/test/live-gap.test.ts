import type { DocumentNode } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boardTopic, taskTopic } from '../src/modules/boards/service';
import { addRoom, Listener, makeContacts, post } from './chat';
import { graphql } from './graphql';
import { queryText, signUpUser, startTestServer, type TestClient } from './harness';

// Every live list of the web app: its answer carries a liveMark, and its subscription, given that mark as
// `after`, hears what was published between the answer and the moment it listens. Each case puts an event
// exactly there: after the answer, before the subscription.
const server = await startTestServer();
const listeners: Listener[] = [];
afterAll(async () => {
  for (const listener of listeners) await listener.close();
});

const listen = (client: TestClient) => {
  const listener = new Listener(server, client);
  listeners.push(listener);
  return listener;
};

let probes = 0;
const probeId = () => `gap-probe-${(probes += 1)}`;

async function twoMembers() {
  const admin = await signUpUser(server);
  const member = await signUpUser(server);
  await makeContacts(server, admin.id, member.id);
  const room = await addRoom(admin.client, { name: '月次決算', user_ids: [member.id] });
  return { admin, member, room };
}

const ROOMS = graphql(`query LiveGapRooms($u: ID!) { listUserRoomByUser(user_id: $u) { liveMark items { room_id unread_messages } } }`);
const ON_ROOMS = graphql(`subscription LiveGapOnRooms($u: ID!, $after: String) { onUpdateUserRoom(user_id: $u, after: $after) { id room_id unread_messages } }`);

describe('the room list', () => {
  it('loses a change published between its answer and a subscription without after', async () => {
    const { admin, member, room } = await twoMembers();
    await member.client.ok(ROOMS, { u: member.id });
    await post(admin.client, room.id, '請求書を送りました');
    const sub = listen(member.client).subscribe(ON_ROOMS, { u: member.id });
    const id = probeId();
    await sub.ready(id, () => server.deps.pubsub.publish(`user:${member.id}:user-room`, { onUpdateUserRoom: { id, room_id: room.id, user_id: member.id, unread_messages: 0 } }));
    expect(sub.events).toEqual([]);
  });

  it('hears it first when the subscription starts after the answer\'s mark', async () => {
    const { admin, member, room } = await twoMembers();
    const { listUserRoomByUser } = await member.client.ok(ROOMS, { u: member.id });
    expect(listUserRoomByUser.items).toContainEqual({ room_id: room.id, unread_messages: 0 });
    await post(admin.client, room.id, '請求書を送りました');
    const sub = listen(member.client).subscribe(ON_ROOMS, { u: member.id, after: listUserRoomByUser.liveMark });
    const id = probeId();
    await sub.ready(id, () => server.deps.pubsub.publish(`user:${member.id}:user-room`, { onUpdateUserRoom: { id, room_id: room.id, user_id: member.id, unread_messages: 0 } }));
    expect(sub.events.map((e) => e.onUpdateUserRoom)).toEqual([expect.objectContaining({ room_id: room.id, unread_messages: 1 })]);

    // Live events after the replay come once each.
    await post(admin.client, room.id, '確認お願いします');
    await sub.until(2);
    expect(sub.events.map((e) => e.onUpdateUserRoom.unread_messages)).toEqual([1, 2]);
  });
});

const NOTIFICATIONS = graphql(`query LiveGapNotifications { customGetNotifications(limit: 30) { liveMark items { id } } }`);
const ON_NOTIFICATIONS = graphql(`subscription LiveGapOnNotifications($u: ID!, $after: String) { onCreateNotification(user_id: $u, after: $after) { id room_id status } }`);

describe('the bell', () => {
  it('hears a mention made between its answer and its subscription', async () => {
    const { admin, member, room } = await twoMembers();
    const { customGetNotifications } = await member.client.ok(NOTIFICATIONS);
    expect(customGetNotifications.items).toEqual([]);
    await post(admin.client, room.id, '見てください', { to_user_id: member.id });
    const sub = listen(member.client).subscribe(ON_NOTIFICATIONS, { u: member.id, after: customGetNotifications.liveMark });
    const id = probeId();
    await sub.ready(id, () => server.deps.pubsub.publish(`user:${member.id}:notification`, { onCreateNotification: { id, status: 0, room_id: null } }));
    expect(sub.events.map((e) => e.onCreateNotification)).toEqual([expect.objectContaining({ room_id: room.id })]);
  });
});

const DRAFTS = graphql(`query LiveGapDrafts { getDraftMessages { liveMark drafts { room_id draft version } } }`);
const SAVE_DRAFT = graphql(`mutation LiveGapSaveDraft($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id } }`);
const ON_DRAFTS = graphql(`subscription LiveGapOnDrafts($u: ID!, $after: String) { onDraftMessage(user_id: $u, after: $after) { id room_id draft version } }`);

describe('drafts', () => {
  it('hear a save from another device made between the answer and the subscription', async () => {
    const { member, room } = await twoMembers();
    const { getDraftMessages } = await member.client.ok(DRAFTS);
    await member.client.ok(SAVE_DRAFT, { i: { room_id: room.id, action: 'new', draft: '下書き' } });
    const sub = listen(member.client).subscribe(ON_DRAFTS, { u: member.id, after: getDraftMessages.liveMark });
    const id = probeId();
    await sub.ready(id, () =>
      server.deps.pubsub.publish(`user:${member.id}:draft`, { onDraftMessage: { id, room_id: room.id, action: 'new', draft: '', version: 0, user_id: member.id } }),
    );
    expect(sub.events.map((e) => e.onDraftMessage)).toEqual([expect.objectContaining({ room_id: room.id, draft: '下書き', version: 1 })]);
  });
});

const BOARDS = graphql(`query LiveGapBoards($r: ID!) { listBoardsByRoom(room_id: $r) { liveMark items { id } } }`);
const ON_TASKS = graphql(`subscription LiveGapOnTasks($r: ID!, $after: String) { onUpdateOrderTask(room_id: $r, after: $after) { action board_id tasks { id } } }`);
const ON_BOARDS = graphql(`subscription LiveGapOnBoards($r: ID!, $after: String) { onUpdateBoard(room_id: $r, after: $after) { action board_id } }`);
const ADD_BOARD = graphql(`mutation LiveGapAddBoard($i: CreateBoardByRoomInput!) { createBoardByRoom(input: $i) { id } }`);
const ADD_TASK = graphql(`mutation LiveGapAddTask($i: CreateTaskByBoardInput!) { createTaskByBoard(input: $i) { id } }`);
const REMOVE = graphql(`mutation LiveGapRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);

/** Board events carry no id of their own: a probe is told by its action. */
async function untilProbe<E extends { action: string }>(heard: () => E[], failed: () => boolean, publish: () => Promise<void>) {
  while (!heard().some((e) => e.action === 'probe') && !failed()) {
    await publish();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return heard().filter((e) => e.action !== 'probe');
}

describe('the board', () => {
  it('hears the boards and tasks changed between its answer and its subscriptions', async () => {
    const { admin, member, room } = await twoMembers();
    const { listBoardsByRoom } = await member.client.ok(BOARDS, { r: room.id });
    const { createBoardByRoom: board } = await admin.client.ok(ADD_BOARD, { i: { room_id: room.id, name: '未着手' } });
    const { createTaskByBoard: task } = await admin.client.ok(ADD_TASK, { i: { board_id: board.id, name: '請求' } });

    const tasks = listen(member.client).subscribe(ON_TASKS, { r: room.id, after: listBoardsByRoom.liveMark });
    const boards = listen(member.client).subscribe(ON_BOARDS, { r: room.id, after: listBoardsByRoom.liveMark });
    const probe = { room_id: room.id, action: 'probe', board_id: 'probe', user_id: 'probe' };
    const heardTasks = await untilProbe(
      () => tasks.events.map((e) => e.onUpdateOrderTask),
      () => tasks.errors.length > 0,
      () => server.deps.pubsub.publish(taskTopic(room.id), { onUpdateOrderTask: { ...probe, tasks: [] } }),
    );
    const heardBoards = await untilProbe(
      () => boards.events.map((e) => e.onUpdateBoard),
      () => boards.errors.length > 0,
      () => server.deps.pubsub.publish(boardTopic(room.id), { onUpdateBoard: { ...probe, boards: [] } }),
    );
    expect(heardTasks).toEqual([{ action: 'added', board_id: board.id, tasks: [{ id: task.id }] }]);
    expect(heardBoards).toEqual([expect.objectContaining({ action: 'add', board_id: board.id })]);
  });
});

const codeOf = z.object({ extensions: z.object({ code: z.string() }).optional() });

describe('a subscription\'s after', () => {
  // Each refusal is one error: its code, read from the error as the socket gave it.
  const refusedWith = async (client: TestClient, query: DocumentNode, variables: Record<string, unknown>) => {
    const sub = listen(client).subscribe(queryText(query), variables);
    await sub.until(1);
    expect(sub.events).toEqual([]);
    return sub.errors.map((e) => codeOf.parse(e).extensions?.code);
  };

  it('refuses a malformed mark before hearing anything', async () => {
    const { member, room } = await twoMembers();
    for (const after of ['-1', 'abc', '1e3', '1'.repeat(16), '']) {
      expect(await refusedWith(member.client, ON_ROOMS, { u: member.id, after })).toEqual(['BAD_USER_INPUT']);
      expect(await refusedWith(member.client, ON_TASKS, { r: room.id, after })).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('replays nothing to an outsider, a removed member, another user or a signed-out socket', async () => {
    const { admin, member, room } = await twoMembers();
    const outsider = await signUpUser(server);
    const { listBoardsByRoom } = await member.client.ok(BOARDS, { r: room.id });
    const after = listBoardsByRoom.liveMark;
    await admin.client.ok(ADD_BOARD, { i: { room_id: room.id, name: '外部' } });
    await post(admin.client, room.id, '内部の話', { to_user_id: member.id });

    expect(await refusedWith(outsider.client, ON_TASKS, { r: room.id, after })).toEqual(['NOT_FOUND']);
    expect(await refusedWith(outsider.client, ON_ROOMS, { u: member.id, after })).toEqual(['NOT_FOUND']);
    expect(await refusedWith(outsider.client, ON_NOTIFICATIONS, { u: member.id, after })).toEqual(['NOT_FOUND']);
    expect(await refusedWith(outsider.client, ON_DRAFTS, { u: member.id, after })).toEqual(['NOT_FOUND']);

    await admin.client.ok(REMOVE, { i: { room_id: room.id, user_id: member.id } });
    expect(await refusedWith(member.client, ON_BOARDS, { r: room.id, after })).toEqual(['NOT_FOUND']);

    for (const [query, variables] of [[ON_ROOMS, { u: member.id, after }], [ON_TASKS, { r: room.id, after }]] as const) {
      expect(await refusedWith(server.client(), query, variables)).toHaveLength(1);
    }
  });
});
