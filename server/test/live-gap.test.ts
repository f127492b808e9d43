import { afterAll, describe, expect, it } from 'vitest';
import { boardTopic, taskTopic } from '../src/modules/boards/service';
import { addRoom, Listener, makeContacts, post } from './chat';
import { signUpUser, startTestServer, type TestClient } from './harness';

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

const ROOMS = 'query ($u: ID!) { listUserRoomByUser(user_id: $u) { liveMark items { room_id unread_messages } } }';
const ON_ROOMS = 'subscription ($u: ID!, $after: String) { onUpdateUserRoom(user_id: $u, after: $after) { id room_id unread_messages } }';

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

const NOTIFICATIONS = '{ customGetNotifications(limit: 30) { liveMark items { id } } }';
const ON_NOTIFICATIONS = 'subscription ($u: ID!, $after: String) { onCreateNotification(user_id: $u, after: $after) { id room_id status } }';

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

const DRAFTS = '{ getDraftMessages { liveMark drafts { room_id draft version } } }';
const SAVE_DRAFT = 'mutation ($i: DraftInput!) { createOrUpdateDraftMessages(input: $i) { id } }';
const ON_DRAFTS = 'subscription ($u: ID!, $after: String) { onDraftMessage(user_id: $u, after: $after) { id room_id draft version } }';

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

const BOARDS = 'query ($r: ID!) { listBoardsByRoom(room_id: $r) { liveMark items { id } } }';
const ON_TASKS = 'subscription ($r: ID!, $after: String) { onUpdateOrderTask(room_id: $r, after: $after) { action board_id tasks { id } } }';
const ON_BOARDS = 'subscription ($r: ID!, $after: String) { onUpdateBoard(room_id: $r, after: $after) { action board_id } }';

/** Board events carry no id of their own: a probe is told by its action. */
async function untilProbe(sub: ReturnType<Listener['subscribe']>, field: string, publish: () => Promise<void>) {
  const heardProbe = () => sub.events.some((e) => e[field].action === 'probe');
  while (!heardProbe() && sub.errors.length === 0) {
    await publish();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return sub.events.map((e) => e[field]).filter((e) => e.action !== 'probe');
}

describe('the board', () => {
  it('hears the boards and tasks changed between its answer and its subscriptions', async () => {
    const { admin, member, room } = await twoMembers();
    const { listBoardsByRoom } = await member.client.ok(BOARDS, { r: room.id });
    const { createBoardByRoom: board } = await admin.client.ok(`mutation { createBoardByRoom(input: { room_id: "${room.id}", name: "未着手" }) { id } }`);
    const { createTaskByBoard: task } = await admin.client.ok(`mutation { createTaskByBoard(input: { board_id: "${board.id}", name: "請求" }) { id } }`);

    const tasks = listen(member.client).subscribe(ON_TASKS, { r: room.id, after: listBoardsByRoom.liveMark });
    const boards = listen(member.client).subscribe(ON_BOARDS, { r: room.id, after: listBoardsByRoom.liveMark });
    const probe = { room_id: room.id, action: 'probe', board_id: 'probe', user_id: 'probe' };
    const heardTasks = await untilProbe(tasks, 'onUpdateOrderTask', () => server.deps.pubsub.publish(taskTopic(room.id), { onUpdateOrderTask: { ...probe, tasks: [] } }));
    const heardBoards = await untilProbe(boards, 'onUpdateBoard', () => server.deps.pubsub.publish(boardTopic(room.id), { onUpdateBoard: { ...probe, boards: [] } }));
    expect(heardTasks).toEqual([{ action: 'added', board_id: board.id, tasks: [{ id: task.id }] }]);
    expect(heardBoards).toEqual([expect.objectContaining({ action: 'add', board_id: board.id })]);
  });
});

describe('a subscription\'s after', () => {
  const refusedWith = async (client: TestClient, query: string, variables: Record<string, unknown>) => {
    const sub = listen(client).subscribe(query, variables);
    await sub.until(1);
    expect(sub.events).toEqual([]);
    return sub.errors.map((e) => e.extensions?.code);
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
    const after = listBoardsByRoom.liveMark as string;
    await admin.client.ok(`mutation { createBoardByRoom(input: { room_id: "${room.id}", name: "外部" }) { id } }`);
    await post(admin.client, room.id, '内部の話', { to_user_id: member.id });

    expect(await refusedWith(outsider.client, ON_TASKS, { r: room.id, after })).toEqual(['NOT_FOUND']);
    expect(await refusedWith(outsider.client, ON_ROOMS, { u: member.id, after })).toEqual(['NOT_FOUND']);
    expect(await refusedWith(outsider.client, ON_NOTIFICATIONS, { u: member.id, after })).toEqual(['NOT_FOUND']);
    expect(await refusedWith(outsider.client, ON_DRAFTS, { u: member.id, after })).toEqual(['NOT_FOUND']);

    await admin.client.ok('mutation ($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }', { i: { room_id: room.id, user_id: member.id } });
    expect(await refusedWith(member.client, ON_BOARDS, { r: room.id, after })).toEqual(['NOT_FOUND']);

    for (const [query, variables] of [[ON_ROOMS, { u: member.id, after }], [ON_TASKS, { r: room.id, after }]] as const) {
      expect(await refusedWith(server.client(), query, variables)).toHaveLength(1);
    }
  });
});
