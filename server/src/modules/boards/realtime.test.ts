import { MESSAGES, ROOM_ROLE } from '@musubi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer, type TestServer } from '../../../test/harness';
import { Listener } from '../../../test/chat';
import { newId } from '../../lib/ids';
import { boardTopic, taskTopic } from './service';
import { makeRoom } from '../../../test/rooms';
import { graphql } from '../../../test/graphql';

let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let watcher: Awaited<ReturnType<typeof signUpUser>>;
let outsider: Awaited<ReturnType<typeof signUpUser>>;
let roomId: string;
const listeners: Listener[] = [];

const ON_TASKS = graphql(`subscription RealtimeOnUpdateOrderTask($room_id: ID!) {
  onUpdateOrderTask(room_id: $room_id) { room_id action board_id user_id tasks { id order board_id } }
}`);

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpUser(server);
  watcher = await signUpUser(server);
  outsider = await signUpUser(server);
  roomId = await makeRoom(server, [{ id: owner.id }, { id: watcher.id, role: ROOM_ROLE.view }]);
});

afterAll(async () => {
  for (const listener of listeners) await listener.close();
});

describe('realtime boards', () => {
  it('delivers task moves with the stored keys to the room\'s members, and refuses outsiders', async () => {
    const listener = new Listener(server, watcher.client);
    listeners.push(listener);
    const sub = listener.subscribe(ON_TASKS, { room_id: roomId });
    // Publish a probe until it is heard: from then on the subscription is live.
    const probe = { room_id: roomId, tasks: [], action: 'probe', board_id: 'probe', user_id: 'probe' };
    while (sub.events.length === 0 && sub.errors.length === 0) {
      await server.deps.pubsub.publish(taskTopic(roomId), { onUpdateOrderTask: probe });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const heardBefore = sub.events.length;

    const { createBoardByRoom: from } = await owner.client.ok(graphql(`mutation RealtimeCreateBoardByRoom($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: "A" }) { id } }`), { room_id: roomId });
    const { createBoardByRoom: to } = await owner.client.ok(graphql(`mutation RealtimeCreateBoardByRoom2($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: "B" }) { id } }`), { room_id: roomId });
    const { createTaskByBoard: task } = await owner.client.ok(graphql(`mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: "T" }) { id } }`), { board_id: from.id });
    await owner.client.ok(graphql(`mutation RealtimeUpdateOrderTask($id: ID!, $board_id: ID!) { updateOrderTask(input: { id: $id, board_id: $board_id }) { action } }`), { id: task.id, board_id: to.id });
    await sub.until(heardBefore + 3);

    const heard = sub.events.slice(heardBefore).map((e) => e.onUpdateOrderTask);
    const stored = await server.deps.db.selectFrom('tasks').select(['order', 'board_id']).where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(heard.map((e) => [e.action, e.board_id])).toEqual([
      ['added', from.id],
      ['removed', from.id],
      ['added', to.id],
    ]);
    expect(heard[2]?.tasks[0]).toEqual({ id: task.id, order: stored.order, board_id: to.id });

    const stranger = new Listener(server, outsider.client);
    listeners.push(stranger);
    const refused = stranger.subscribe(ON_TASKS, { room_id: roomId });
    await refused.until(1);
    expect(refused.errors[0]).toMatchObject({ message: MESSAGES.notFound });
    expect(refused.events).toEqual([]);
  });

  it('announces a task\'s new tags as a moved event carrying the task', async () => {
    const listener = new Listener(server, watcher.client);
    listeners.push(listener);
    const sub = listener.subscribe(
      graphql(`subscription RealtimeOnUpdateOrderTask2($room_id: ID!) { onUpdateOrderTask(room_id: $room_id) { action board_id tasks { id tags { id name color } } } }`),
      { room_id: roomId },
    );
    const probe = { room_id: roomId, tasks: [], action: 'probe', board_id: 'probe', user_id: 'probe' };
    while (sub.events.length === 0 && sub.errors.length === 0) {
      await server.deps.pubsub.publish(taskTopic(roomId), { onUpdateOrderTask: probe });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const { createBoardByRoom: board } = await owner.client.ok(graphql(`mutation RealtimeCreateBoardByRoom3($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: "タグ" }) { id } }`), { room_id: roomId });
    const { createTaskByBoard: task } = await owner.client.ok(graphql(`mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: "T" }) { id } }`), { board_id: board.id });
    const { createTag: tag } = await owner.client.ok(graphql(`mutation RealtimeCreateTag($room_id: ID!) { createTag(input: { room_id: $room_id, name: "至急", color: "#e03131" }) { id } }`), { room_id: roomId });
    await owner.client.ok(graphql(`mutation RealtimeUpdateTaskByRole($id: ID!, $tag_ids: ID!) { updateTaskByRole(input: { id: $id, tag_ids: [$tag_ids] }) { id } }`), { id: task.id, tag_ids: tag.id });
    // The task's own events arrive in order: added on creation, then moved for the tags.
    const ofBoard = () => sub.events.map((e) => e.onUpdateOrderTask).filter((e) => e.board_id === board.id);
    while (ofBoard().length < 2) await sub.until(sub.events.length + 1);
    expect(ofBoard().map((e) => e.action)).toEqual(['added', 'moved']);
    expect(ofBoard()[1]).toEqual({
      action: 'moved',
      board_id: board.id,
      tasks: [{ id: task.id, tags: [{ id: tag.id, name: '至急', color: '#e03131' }] }],
    });
  });

  it('ends board events for a member who is removed from the room', async () => {
    const ON_BOARDS = graphql(`subscription RealtimeOnUpdateBoard($room_id: ID!) { onUpdateBoard(room_id: $room_id) { action board_id boards { id name order } } }`);
    const leaver = await signUpUser(server);
    await server.deps.db
      .insertInto('user_rooms')
      .values({ id: newId(), user_id: leaver.id, room_id: roomId, role: ROOM_ROLE.view, createdAt: '2026-11-21T00:00:00.000Z', updatedAt: '2026-11-21T00:00:00.000Z' })
      .execute();
    const listener = new Listener(server, leaver.client);
    listeners.push(listener);
    const sub = listener.subscribe(ON_BOARDS, { room_id: roomId });
    const probe = { room_id: roomId, action: 'probe', board_id: 'probe', boards: [], user_id: 'probe' };
    while (sub.events.length === 0 && sub.errors.length === 0) {
      await server.deps.pubsub.publish(boardTopic(roomId), { onUpdateBoard: probe });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const heardBefore = sub.events.length;
    const { createBoardByRoom: board } = await owner.client.ok(graphql(`mutation RealtimeCreateBoardByRoom4($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: "見える" }) { id order } }`), { room_id: roomId });
    await sub.until(heardBefore + 1);
    expect(sub.events[heardBefore]?.onUpdateBoard).toEqual({ action: 'add', board_id: board.id, boards: [{ id: board.id, name: '見える', order: board.order }] });

    await owner.client.ok(graphql(`mutation RealtimeCustomDeleteUserRoom($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`), { i: { room_id: roomId, user_id: leaver.id } });
    await sub.ended();
    await owner.client.ok(graphql(`mutation RealtimeUpdateBoard($id: ID!) { updateBoard(input: { id: $id, name: "見えない" }) { id } }`), { id: board.id });
    // The server completed the subscription at the removal, so the later edit had nowhere to go.
    const actions = sub.events.slice(heardBefore).map((e) => e.onUpdateBoard.action);
    expect(actions.filter((action) => action !== 'probe')).toEqual(['add']);
    expect(sub.errors).toEqual([]);
  });

  it('posts a task comment to the room\'s chat when asked, and takes it back: text gone, unread count back', async () => {
    const { createBoardByRoom: board } = await owner.client.ok(graphql(`mutation RealtimeCreateBoardByRoom5($room_id: ID!) { createBoardByRoom(input: { room_id: $room_id, name: "C" }) { id } }`), { room_id: roomId });
    const { createTaskByBoard: task } = await owner.client.ok(graphql(`mutation RealtimeCreateTaskByBoard($board_id: ID!) { createTaskByBoard(input: { board_id: $board_id, name: "T" }) { id } }`), { board_id: board.id });
    const seqBefore = (await server.deps.db.selectFrom('rooms').select('last_seq').where('id', '=', roomId).executeTakeFirstOrThrow()).last_seq;
    const watcherUnread = async () =>
      (await server.deps.db.selectFrom('user_rooms').select('unread_messages').where('room_id', '=', roomId).where('user_id', '=', watcher.id).executeTakeFirstOrThrow())
        .unread_messages;
    const unreadBefore = await watcherUnread();
    const { createMemoTasks: memo } = await owner.client.ok(
      graphql(`mutation RealtimeCreateMemoTasks($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: "確認しました", isMessage: true }) { id isMessage message_id user { id } } }`), { task_id: task.id },
    );
    expect(memo).toMatchObject({ isMessage: true, user: { id: owner.id } });
    const message = await server.deps.db.selectFrom('messages').selectAll().where('id', '=', memo.message_id!).executeTakeFirstOrThrow();
    expect(message).toMatchObject({ room_id: roomId, content: '確認しました', seq: Number(seqBefore) + 1, deletedAt: null });
    expect(await watcherUnread()).toBe(unreadBefore + 1);

    const { createMemoTasks: plain } = await owner.client.ok(
      graphql(`mutation RealtimeCreateMemoTasks2($task_id: ID!) { createMemoTasks(input: { task_id: $task_id, content: "メモだけ" }) { id isMessage message_id } }`), { task_id: task.id },
    );
    expect(plain).toMatchObject({ isMessage: false, message_id: null });
    const { listCommentByTasks } = await watcher.client.ok(
      graphql(`query RealtimeListCommentByTasks($task_id: ID!) { listCommentByTasks(task_id: $task_id, user_room_id: "x") { items { content } } }`), { task_id: task.id },
    );
    expect(listCommentByTasks.items.map((m) => m.content)).toEqual(['確認しました', 'メモだけ']);

    const refused = await watcher.client.gql(graphql(`mutation RealtimeUpdateMemoTasks($id: ID!) { updateMemoTasks(input: { id: $id, content: "改ざん" }) { id } }`), { id: memo.id });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const { removeMessageByMemoTask } = await owner.client.ok(
      graphql(`mutation RealtimeRemoveMessageByMemoTask($id: ID!) { removeMessageByMemoTask(input: { id: $id }) { isMessage message_id content } }`), { id: memo.id },
    );
    expect(removeMessageByMemoTask).toEqual({ isMessage: false, message_id: null, content: '確認しました' });
    const removed = await server.deps.db.selectFrom('messages').select(['content', 'deletedAt']).where('id', '=', memo.message_id!).executeTakeFirstOrThrow();
    expect(removed.deletedAt).not.toBeNull();
    expect(removed.content).toBe('');
    expect(await watcherUnread()).toBe(unreadBefore);
  });
});
