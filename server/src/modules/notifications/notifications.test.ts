import { NOTIFICATION_STATUS, NOTIFICATION_TYPE, ROOM_KIND } from '@musubi/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestServer } from '../../../test/harness';
import { addRoom, Listener, makeContacts, post } from '../../../test/chat';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const db = server.deps.db;
const listeners: Listener[] = [];
afterAll(async () => {
  for (const listener of listeners) await listener.close();
});

const MARK_READ = graphql(`mutation NotificationsUpdateUnreadUserRoom($i: UpdateUnreadUserRoomInput!) { updateUnreadUserRoom(input: $i) { unread_mentions } }`);
const mentionStatuses = async (userId: string, roomId: string) =>
  (
    await db
      .selectFrom('notifications')
      .select('status')
      .where('user_id', '=', userId)
      .where('room_id', '=', roomId)
      .where('type', '=', NOTIFICATION_TYPE.mention)
      .execute()
  ).map((n) => n.status);

describe("reading a room reads its mention notifications", () => {
  it('marks them read once no mention is left unread, and tells the bell live', async () => {
    const admin = await signUpUser(server);
    const member = await signUpUser(server);
    await makeContacts(server, admin.id, member.id);
    const room = await addRoom(admin.client, { name: '申告準備', user_ids: [member.id] });
    const other = await addRoom(admin.client, { name: '別件', user_ids: [member.id] });
    const first = await post(admin.client, room.id, '確認してください', { to_user_id: member.id });
    await post(admin.client, room.id, '全員へ', { is_to_all: true });
    await post(admin.client, other.id, 'こちらも', { to_user_id: member.id });
    expect(await mentionStatuses(member.id, room.id)).toEqual([NOTIFICATION_STATUS.unread, NOTIFICATION_STATUS.unread]);

    const listener = new Listener(server, member.client);
    listeners.push(listener);
    const sub = listener.subscribe(graphql(`subscription NotificationsOnCreateNotification($u: ID!) { onCreateNotification(user_id: $u) { id status room_id } }`), { u: member.id });
    await sub.ready('bell-probe', () =>
      server.deps.pubsub.publish(`user:${member.id}:notification`, { onCreateNotification: { id: 'bell-probe', status: 0, room_id: null } }),
    );

    // Read up to the first mention only: one mention is still unread, so the bell keeps both.
    await member.client.ok(MARK_READ, { i: { room_id: room.id, message_id: first.id } });
    expect(await mentionStatuses(member.id, room.id)).toEqual([NOTIFICATION_STATUS.unread, NOTIFICATION_STATUS.unread]);

    await member.client.ok(MARK_READ, { i: { room_id: room.id } });
    expect(await mentionStatuses(member.id, room.id)).toEqual([NOTIFICATION_STATUS.read, NOTIFICATION_STATUS.read]);
    expect(await mentionStatuses(member.id, other.id)).toEqual([NOTIFICATION_STATUS.unread]);
    await sub.until(2);
    expect(sub.events.map((e) => e.onCreateNotification)).toEqual([
      expect.objectContaining({ status: NOTIFICATION_STATUS.read, room_id: room.id }),
      expect.objectContaining({ status: NOTIFICATION_STATUS.read, room_id: room.id }),
    ]);
  });

  it('refuses an outsider and the signed-out, reading nothing', async () => {
    const admin = await signUpUser(server);
    const member = await signUpUser(server);
    const outsider = await signUpUser(server);
    await makeContacts(server, admin.id, member.id);
    const room = await addRoom(admin.client, { name: '機密', user_ids: [member.id] });
    await post(admin.client, room.id, '見てください', { to_user_id: member.id });
    expect((await outsider.client.gql(MARK_READ, { i: { room_id: room.id } })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await server.client().gql(MARK_READ, { i: { room_id: room.id } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await mentionStatuses(member.id, room.id)).toEqual([NOTIFICATION_STATUS.unread]);
  });
});

describe("a notification's room", () => {
  const BELL = graphql(`query NotificationsBellRooms { customGetNotifications(limit: 10) { items { content room_name user_created { name } } } }`);

  it('is named while its user is a member of the group room, and never for a direct chat', async () => {
    const admin = await signUpUser(server, { name: '結日 花子' });
    const member = await signUpUser(server);
    await makeContacts(server, admin.id, member.id);
    const room = await addRoom(admin.client, { name: '決算チーム', user_ids: [member.id] });
    await post(admin.client, room.id, '資料を見てください', { to_user_id: member.id });
    const direct = await addRoom(admin.client, { kind: ROOM_KIND.direct, user_ids: [member.id] });
    await post(admin.client, direct.id, '個別の相談です', { to_user_id: member.id });

    const { customGetNotifications } = await member.client.ok(BELL);
    expect(customGetNotifications.items).toEqual([
      { content: '個別の相談です', room_name: null, user_created: { name: '結日 花子' } },
      { content: '資料を見てください', room_name: '決算チーム', user_created: { name: '結日 花子' } },
    ]);

    // Once removed from the room, its name is no longer told.
    await db.deleteFrom('user_rooms').where('room_id', '=', room.id).where('user_id', '=', member.id).execute();
    const after = await member.client.ok(BELL);
    expect(after.customGetNotifications.items.map((n) => n.room_name)).toEqual([null, null]);
  });
});
