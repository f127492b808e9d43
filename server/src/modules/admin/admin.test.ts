import { MESSAGES, SOCKET, USER_STATUS } from '@musubi/shared';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Client } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGN_IN, signUpUser, startTestServer, subscriptionClient, queryText } from '../../../test/harness';
import { WatchedSocket } from '../../../test/security/support';
import { messageTopic } from '../messages/service';
import { findMembership } from '../rooms/policy';
import { graphql } from '../../../test/graphql';

const server = await startTestServer();
const admin = await signUpUser(server, { email: 'admin@musubi.test' });

/**
 * Subscribes and returns the events as they arrive, once the subscription is live: `probe` publishes a test
 * event on its topic until one arrives, so no test step races the server's registration of the subscription.
 */
async function liveSubscription<T, V extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<T, V>,
  variables: V,
  probe: () => Promise<void>,
) {
  const events: Array<{ data?: T | null; error?: unknown }> = [];
  client.subscribe<T>({ query: queryText(document), variables }, { next: (v) => events.push(v), error: (e) => events.push({ error: e }), complete: () => undefined });
  await expect.poll(async () => (await probe(), events.length), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
  return events;
}

/** The first error of a subscription that the server refuses. */
function refusal(client: Client, query: string) {
  return new Promise<unknown>((resolve) => {
    client.subscribe({ query }, { next: () => resolve(null), error: (e) => resolve(e), complete: () => resolve(null) });
  });
}

const countAudit = async () =>
  Number((await server.deps.db.selectFrom('audit_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const ADMIN_OPERATIONS: [name: string, query: string][] = [
  ['searchUser', '{ searchUser(name: "a") { items { id } } }'],
  ['getAdminUserDetail', `{ getAdminUserDetail(id: "${admin.id}") { fileVolume } }`],
  ['downloadUserCsv', '{ downloadUserCsv { users { id } lastExclusiveStartKey } }'],
  ['listAuditLogs', '{ listAuditLogs { items { id } } }'],
  ['listMaintenanceJobs', '{ listMaintenanceJobs { name } }'],
  ['changeStatusUser', `mutation { changeStatusUser(input: { id: "${admin.id}", status: 1 }) { id } }`],
  ['updateStatusUser', `mutation { updateStatusUser(input: { id: "${admin.id}", status: 1 }) { id } }`],
  ['runMaintenanceJob', 'mutation { runMaintenanceJob(input: { name: "room" }) { changed } }'],
  ['MigrationDataFile', 'mutation { MigrationDataFile { changed } }'],
  ['adminCreateDefaultTag', 'mutation { adminCreateDefaultTag(input: { name: "新", color: "#123456" }) { id } }'],
  ['adminUpdateDefaultTag', 'mutation { adminUpdateDefaultTag(input: { id: "00000000-0000-7000-8000-000000000001", name: "x" }) { id } }'],
  ['adminDeleteDefaultTag', 'mutation { adminDeleteDefaultTag(input: { id: "00000000-0000-7000-8000-000000000001" }) { id } }'],
  ['adminSaveDefaultTemplate', 'mutation { adminSaveDefaultTemplate(input: { name: "t", boards: [{ name: "b", tasks: [] }] }) { id } }'],
  ['adminDeleteDefaultTemplate', 'mutation { adminDeleteDefaultTemplate(input: { id: "00000000-0000-7000-8000-000000000100" }) { id } }'],
];

describe('who may administer', () => {
  it('refuses every admin operation to a normal user (FORBIDDEN) and to no one (UNAUTHENTICATED), writing nothing', async () => {
    const user = await signUpUser(server);
    const before = await server.deps.db.selectFrom('tags').selectAll().where('room_id', 'is', null).orderBy('id').execute();
    const templatesBefore = await server.deps.db.selectFrom('templates').selectAll().orderBy('id').execute();
    const auditBefore = await countAudit();
    for (const [name, query] of ADMIN_OPERATIONS) {
      const asUser = await user.client.gql(query);
      expect(asUser.errors?.[0]?.extensions.code, name).toBe('FORBIDDEN');
      const anonymous = await server.client().gql(query);
      expect(anonymous.errors?.[0]?.extensions.code, name).toBe('UNAUTHENTICATED');
    }
    const csv = await fetch(`${server.url}/api/admin/users.csv`, { headers: { cookie: user.client.cookie! } });
    expect(csv.status).toBe(403);
    expect((await fetch(`${server.url}/api/admin/users.csv`)).status).toBe(401);
    expect(await server.deps.db.selectFrom('tags').selectAll().where('room_id', 'is', null).orderBy('id').execute()).toEqual(before);
    expect(await server.deps.db.selectFrom('templates').selectAll().orderBy('id').execute()).toEqual(templatesBefore);
    expect(await countAudit()).toBe(auditBefore);
  });

  it('refuses the progress subscription to a normal user', async () => {
    const user = await signUpUser(server);
    const socket = subscriptionClient(server.wsUrl, user.client.cookie!);
    const error = await refusal(socket, 'subscription { onMaintenanceJobProgress(name: "room") { processed } }');
    expect(JSON.stringify(error)).toContain(MESSAGES.forbidden);
    await socket.dispose();
  });
});

describe('suspending and restoring an account', () => {
  it('ends the live session and subscription at once, refuses sign-in, and audits it', async () => {
    const user = await signUpUser(server);
    const secondTab = server.client();
    await secondTab.ok(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect((await secondTab.ok(graphql(`query AdminGetUserDetail { getUserDetail { id } }`))).getUserDetail.id).toBe(user.id);

    const socket = new WatchedSocket(server.wsUrl, user.client.cookie!);
    await socket.ready();
    socket.subscribe(graphql(`subscription AdminOnSessionEnd { onSessionEnd { reason } }`));
    const suspended = await admin.client.ok(
      graphql(`mutation AdminChangeStatusUser($id: ID!) { changeStatusUser(input: { id: $id }) { id status } }`),
      { id: user.id },
    );
    expect(suspended.changeStatusUser).toEqual({ id: user.id, status: USER_STATUS.suspended });
    await expect.poll(() => socket.closed).toEqual({ code: SOCKET.sessionEndedCode, reason: 'suspended' });
    await socket.dispose();

    const next = await secondTab.gql(graphql(`query AdminGetUserDetail { getUserDetail { id } }`));
    expect(next.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const sessions = await server.deps.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([]);
    const signIn = await server.client().gql(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(signIn.errors?.[0]?.message).toBe(MESSAGES.genericError);

    const logs = await admin.client.ok(graphql(`query AdminListAuditLogs { listAuditLogs(limit: 1) { items { action target detail actor { id } } } }`));
    expect(logs.listAuditLogs.items[0]).toEqual({
      action: 'user.status',
      target: user.id,
      detail: { from: USER_STATUS.active, to: USER_STATUS.suspended },
      actor: { id: admin.id },
    });

    const restored = await admin.client.ok(
      graphql(`mutation AdminUpdateStatusUser($id: ID!) { updateStatusUser(input: { id: $id, status: 1 }) { status } }`),
      { id: user.id },
    );
    expect(restored.updateStatusUser.status).toBe(USER_STATUS.active);
    const again = server.client();
    await again.ok(SIGN_IN, { input: { email: user.email, password: user.password } });
    expect((await again.ok(graphql(`query AdminGetUserDetail { getUserDetail { id } }`))).getUserDetail.id).toBe(user.id);
  });

  it('stops a suspended member hearing room messages even on a socket opened before', async () => {
    const user = await signUpUser(server);
    const [membership] = await server.deps.db.selectFrom('user_rooms').select('room_id').where('user_id', '=', user.id).execute();
    const socket = subscriptionClient(server.wsUrl, user.client.cookie!);
    const topic = messageTopic(membership!.room_id, 'create');
    const heard = await liveSubscription(
      socket,
      graphql(`subscription AdminOnCreateMessage($r: ID!) { onCreateMessage(room_id: $r) { id } }`),
      { r: membership!.room_id },
      () => server.deps.pubsub.publish(topic, { onCreateMessage: { id: 'probe' } }),
    );
    expect(heard[0]?.data?.onCreateMessage.id).toBe('probe');
    await admin.client.ok(graphql(`mutation AdminUpdateStatusUser2($id: ID!) { updateStatusUser(input: { id: $id, status: 2 }) { id } }`), { id: user.id });
    // Every event is checked against the membership, which a suspended user no longer has.
    expect(await findMembership(server.deps.db, user.id, membership!.room_id)).toBeUndefined();
    await socket.dispose();
  });

  it('does not let an administrator suspend themself, and rejects other statuses', async () => {
    const self = await admin.client.gql(graphql(`mutation AdminChangeStatusUser2($id: ID!) { changeStatusUser(input: { id: $id, status: 2 }) { id } }`), { id: admin.id });
    expect(self.errors?.[0]).toMatchObject({ message: 'ご自身のアカウントを利用停止にすることはできません。', extensions: { code: 'BAD_USER_INPUT' } });
    const odd = await admin.client.gql(graphql(`mutation AdminUpdateStatusUser3($id: ID!) { updateStatusUser(input: { id: $id, status: 0 }) { id } }`), { id: admin.id });
    expect(odd.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const missing = await admin.client.gql(graphql(`mutation AdminUpdateStatusUser4($id: ID!) { updateStatusUser(input: { id: $id }) { id } }`), { id: admin.id });
    expect(missing.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const me = await server.deps.db.selectFrom('users').select('status').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(me.status).toBe(USER_STATUS.active);
  });
});

describe('account detail', () => {
  it('shows rooms with roles, the plan, payments, file volume and last sign-in', async () => {
    const user = await signUpUser(server);
    const [room] = await server.deps.db.selectFrom('user_rooms').select(['room_id', 'role']).where('user_id', '=', user.id).execute();
    const now = new Date().toISOString();
    await server.deps.db
      .insertInto('files')
      .values([1000, 234, 99].map((size, i) => ({
        id: `f-${user.id}-${i}`,
        name: `${i}.txt`,
        key: `k/${user.id}/${i}`,
        size,
        type: 'text/plain',
        room_id: room!.room_id,
        user_created_id: user.id,
        createdAt: now,
        updatedAt: now,
        deletedAt: i === 2 ? now : null,
      })))
      .execute();
    const { getAdminUserDetail: detail } = await admin.client.ok(
      graphql(`query AdminGetAdminUserDetail($id: ID!) { getAdminUserDetail(id: $id) {
        user { id email } rooms { room_id role room { id } } plan { package_id name createdAt } transactions { id }
        fileVolume fileCount lastSignInAt activeSessions } }`),
      { id: user.id },
    );
    expect(detail.user).toEqual({ id: user.id, email: user.email });
    expect(detail.rooms).toEqual([{ room_id: room!.room_id, role: room!.role, room: { id: room!.room_id } }]);
    expect(detail.plan.package_id).toBe(0);
    expect(typeof detail.plan.createdAt).toBe('string');
    expect(detail.transactions).toEqual([]);
    expect(detail.fileVolume).toBe(1234);
    expect(detail.fileCount).toBe(2);
    expect(detail.activeSessions).toBe(1);
    const missing = await admin.client.gql(graphql(`query AdminGetAdminUserDetail2 { getAdminUserDetail(id: "nobody") { fileVolume } }`));
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('default labels and templates', () => {
  it('creates, edits and removes default labels and templates, auditing each', async () => {
    const auditBefore = await countAudit();
    const { adminCreateDefaultTag: tag } = await admin.client.ok(
      graphql(`mutation AdminAdminCreateDefaultTag { adminCreateDefaultTag(input: { name: "至急", color: "#FF0000" }) { id name color type room_id } }`),
    );
    expect(tag).toMatchObject({ name: '至急', color: '#ff0000', type: 4, room_id: null });
    const bad = await admin.client.gql(graphql(`mutation AdminAdminCreateDefaultTag2 { adminCreateDefaultTag(input: { name: "x", color: "red" }) { id } }`));
    expect(bad.errors?.[0]?.message).toBe(MESSAGES.color);
    const updated = await admin.client.ok(graphql(`mutation AdminAdminUpdateDefaultTag($id: ID) { adminUpdateDefaultTag(input: { id: $id, name: "急ぎ" }) { name color } }`), { id: tag.id });
    expect(updated.adminUpdateDefaultTag).toEqual({ name: '急ぎ', color: '#ff0000' });
    await admin.client.ok(graphql(`mutation AdminAdminDeleteDefaultTag($id: ID!) { adminDeleteDefaultTag(input: { id: $id }) { id } }`), { id: tag.id });
    expect(await server.deps.db.selectFrom('tags').select('id').where('id', '=', tag.id).executeTakeFirst()).toBeUndefined();

    const boards = [{ name: '未着手', color: '#009dff', tasks: [{ name: '準備' }] }, { name: '完了', tasks: [] }];
    const { adminSaveDefaultTemplate: template } = await admin.client.ok(
      graphql(`mutation AdminAdminSaveDefaultTemplate($b: JSON) { adminSaveDefaultTemplate(input: { name: "進行管理", boards: $b }) { id type boards } }`),
      { b: boards },
    );
    expect(template.type).toBe(3);
    const saved = z.array(z.object({ name: z.string(), order: z.string() })).parse(template.boards);
    expect(saved.map((b) => b.name)).toEqual(['未着手', '完了']);
    expect(saved[0]!.order < saved[1]!.order).toBe(true);
    const renamed = await admin.client.ok(
      graphql(`mutation AdminAdminSaveDefaultTemplate2($id: ID, $b: JSON) { adminSaveDefaultTemplate(input: { id: $id, name: "改", boards: $b }) { name boards } }`),
      { id: template.id, b: [{ name: '一つ', tasks: [] }] },
    );
    expect(renamed.adminSaveDefaultTemplate.name).toBe('改');
    expect(renamed.adminSaveDefaultTemplate.boards).toHaveLength(1);
    const empty = await admin.client.gql(graphql(`mutation AdminAdminSaveDefaultTemplate3 { adminSaveDefaultTemplate(input: { name: "空", boards: [] }) { id } }`));
    expect(empty.errors?.[0]?.message).toBe('テンプレートのボードの形式が正しくありません。');
    await admin.client.ok(graphql(`mutation AdminAdminDeleteDefaultTemplate($id: ID!) { adminDeleteDefaultTemplate(input: { id: $id }) { id } }`), { id: template.id });

    const logs = await admin.client.ok(graphql(`query AdminListAuditLogs2 { listAuditLogs(limit: 6) { items { action } } }`));
    expect(logs.listAuditLogs.items.map((i) => i.action)).toEqual([
      'template.delete',
      'template.save',
      'template.save',
      'tag.delete',
      'tag.update',
      'tag.create',
    ]);
    expect(await countAudit()).toBe(auditBefore + 6);
  });
});
