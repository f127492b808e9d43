import { type ExecutionResult, print } from 'graphql';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compileQuery } from 'graphql-jit';
import { MESSAGES } from '@musubi/shared';
import { queryText, signUpUser, startTestServer, subscriptionClient, takeReadsOutsideRequests, type TestClient } from '../../test/harness';
import { addRoom, Listener, makeContacts, post } from '../../test/chat';
import { checkFileLink } from '../modules/files/links';
import { messageTopic } from '../modules/messages/service';
import { graphql } from '../../test/graphql';

// The real compiler, watched: which operations the live path compiled.
vi.mock('graphql-jit', async (actual) => {
  const jit = await actual<typeof import('graphql-jit')>();
  return { ...jit, compileQuery: vi.fn(jit.compileQuery) };
});

const server = await startTestServer();
const listeners: Listener[] = [];
afterAll(async () => {
  for (const l of listeners) await l.close();
});
const listen = (client: TestClient) => {
  const l = new Listener(server, client);
  listeners.push(l);
  return l;
};

const FULL = graphql(`
  subscription DeliveryFullChanges($r: ID!, $a: Int!) {
    onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } emotions { user_id emotion } files { items { id name url } } }
  }
`);
const SMALL = graphql(`subscription DeliverySmallChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content } }`);
const INCLUDING = graphql(`subscription DeliveryIncludingChanges($r: ID!, $a: Int!, $s: Boolean!) { onMessageChanges(room_id: $r, afterSeq: $a) { id seq @include(if: $s) } }`);
const COMPILED = graphql(`subscription DeliveryCompiledChanges($r: ID!, $a: Int!) { onMessageChanges(room_id: $r, afterSeq: $a) { id content seq user { id name } } }`);
const REMOVE = graphql(`mutation DeliveryRemoveMember($i: DeleteUserRoomInput!) { customDeleteUserRoom(input: $i) { id } }`);
const POST_WITH_FILES = graphql(`mutation DeliveryPostWithFiles($input: CreateMessageInput!) { createMessageByRole(input: $input) { id } }`);

/**
 * A probe event for subscriptions resuming after `probe`: the same message as a change after the one they hold (a
 * change a subscription already holds is not sent again), sharing its number with the next real change.
 */
const probeAfter = <T extends { change_seq: number }>(probe: T): T => ({ ...probe, change_seq: probe.change_seq + 1 });

describe('a live event reaches each subscriber as its own selection answers it', () => {
  it('sends equal payloads to the same selection, each selection its own, per-viewer links per viewer, and nothing once membership ends', async () => {
    const admin = await signUpUser(server, { name: '管理者' });
    const first = await signUpUser(server, { name: '一人目' });
    const second = await signUpUser(server, { name: '二人目' });
    const leaving = await signUpUser(server, { name: '退出者' });
    for (const other of [first, second, leaving]) await makeContacts(server, admin.id, other.id);
    const room = await addRoom(admin.client, { name: '配信', user_ids: [first.id, second.id, leaving.id] });
    const probe = await post(admin.client, room.id, 'プローブ');
    const probeEvent = () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: probeAfter(probe) });
    const from = { r: room.id, a: probe.change_seq };

    const subs = {
      first: listen(first.client).subscribe(FULL, from),
      second: listen(second.client).subscribe(FULL, from),
      small: listen(first.client).subscribe(SMALL, from),
      leaving: listen(leaving.client).subscribe(FULL, from),
    };
    for (const sub of Object.values(subs)) await sub.ready(probe.id, probeEvent);

    const sent = await post(admin.client, room.id, '全員へ');
    for (const sub of Object.values(subs)) await sub.until(1);
    const expected = {
      id: sent.id, content: '全員へ', seq: sent.seq, user: { id: admin.id, name: '管理者' }, emotions: [], files: { items: [] },
    };
    expect(subs.first.events).toEqual([{ onMessageChanges: expected }]);
    expect(subs.second.events).toEqual(subs.first.events);
    expect(subs.small.events).toEqual([{ onMessageChanges: { id: sent.id, content: '全員へ' } }]);

    // A file's links are signed for whoever reads them: each viewer gets their own, never another's.
    const now = new Date().toISOString();
    const upload = { id: `file-${admin.id}`, name: '資料.pdf', key: `k/${admin.id}`, size: 10, type: 'application/pdf', room_id: room.id, user_created_id: admin.id, createdAt: now, updatedAt: now };
    await server.deps.db.insertInto('files').values(upload).execute();
    takeReadsOutsideRequests();
    const attached = await admin.client.ok(POST_WITH_FILES, {
      input: { room_id: room.id, content: '添付', files: [upload.id] },
    });
    await subs.first.until(2);
    await subs.second.until(2);
    // The event carries what its publisher knew of the new message: no node reads its stamps or files back, even
    // one that hears it as a copy, through Redis; its author is still read there.
    const delivering = takeReadsOutsideRequests();
    expect(delivering).toContain('users');
    expect(delivering).not.toContain('message_emotions');
    expect(delivering).not.toContain('files');
    const linkOf = (events: typeof subs.first.events) => {
      const { id, files } = events[1]!.onMessageChanges;
      expect(id).toBe(attached.createMessageByRole.id);
      return new URL(files.items[0]!.url!, 'http://musubi.test').searchParams;
    };
    for (const [sub, viewer, other] of [[subs.first, first, second], [subs.second, second, first]] as const) {
      const link = linkOf(sub.events);
      const check = (userId: string) => checkFileLink(server.deps.secret, server.clock, { variant: 'download', fileId: upload.id, userId, exp: link.get('exp') ?? undefined, sig: link.get('sig') ?? undefined });
      expect(check(viewer.id)).toBe('valid');
      expect(check(other.id)).toBe('invalid');
    }

    // Removed from the room, a subscriber hears nothing posted afterwards; the others still do.
    await subs.leaving.until(2);
    await admin.client.ok(REMOVE, { i: { room_id: room.id, user_id: leaving.id } });
    await subs.leaving.ended();
    const after = await post(admin.client, room.id, '退出後');
    await subs.first.until(3);
    await subs.small.until(3);
    expect(subs.first.events[2]?.onMessageChanges.id).toBe(after.id);
    expect(subs.leaving.events.map((e) => e.onMessageChanges.id)).toEqual([sent.id, attached.createMessageByRole.id]);
    expect(subs.leaving.errors).toEqual([]);
  });

  it('answers one text with other values of the variables it reads below the field each as its own', async () => {
    const admin = await signUpUser(server);
    const member = await signUpUser(server);
    await makeContacts(server, admin.id, member.id);
    const room = await addRoom(admin.client, { name: '変数', user_ids: [member.id] });
    const probe = await post(admin.client, room.id, 'プローブ');
    const probeEvent = () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: probeAfter(probe) });
    const from = { r: room.id, a: probe.change_seq };
    const withSeq = listen(admin.client).subscribe(INCLUDING, { ...from, s: true });
    const withoutSeq = listen(member.client).subscribe(INCLUDING, { ...from, s: false });
    const again = listen(member.client).subscribe(INCLUDING, { ...from, s: true });
    for (const sub of [withSeq, withoutSeq, again]) await sub.ready(probe.id, probeEvent);

    const sent = await post(admin.client, room.id, '二通り');
    for (const sub of [withSeq, withoutSeq, again]) await sub.until(1);
    expect(withSeq.events).toEqual([{ onMessageChanges: { id: sent.id, seq: sent.seq } }]);
    expect(again.events).toEqual(withSeq.events);
    expect(withoutSeq.events).toEqual([{ onMessageChanges: { id: sent.id } }]);
  });

  it('answers alike, errors included, before and after the operation is compiled on its second event', async () => {
    const admin = await signUpUser(server, { name: '送り手' });
    const room = await addRoom(admin.client, { name: '翻訳' });
    const probe = await post(admin.client, room.id, 'プローブ');
    // Rows that break a non-null field: the answer is an error, masked for the client. Each is a change of its own
    // (a change heard once is not sent again).
    let breaks = 0;
    const broken = () =>
      server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { ...probeAfter(probe), id: `broken-${breaks++}`, content: null } });
    const payloads: ExecutionResult[] = [];
    const heard = (count: number) => vi.waitFor(() => expect(payloads.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
    const socket = subscriptionClient(`${server.url.replace('http', 'ws')}/graphql`, admin.client.cookie ?? '', { lazy: false, onNonLazyError: () => undefined });
    const stop = socket.subscribe({ query: queryText(COMPILED), variables: { r: room.id, a: probe.change_seq } }, {
      next: (payload) => void payloads.push(payload as ExecutionResult),
      error: () => undefined,
      complete: () => undefined,
    });
    try {
      // Nothing is executed before the subscription listens: the first answer is the operation's first execution,
      // interpreted, and every later one runs compiled.
      while (payloads.length === 0) {
        await broken();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await broken();
      await heard(2);
      const compiled = vi.mocked(compileQuery).mock.calls.filter(([, document]) => print(document).includes('DeliveryCompiledChanges'));
      expect(compiled).toHaveLength(1);
      expect(payloads[0]).toEqual({ data: null, errors: [{ message: MESSAGES.genericError, path: ['onMessageChanges', 'content'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      for (const payload of payloads) expect(payload).toEqual(payloads[0]);

      const sent = await post(admin.client, room.id, '翻訳後');
      await vi.waitFor(() => expect(payloads.at(-1)).toEqual({ data: { onMessageChanges: { id: sent.id, content: '翻訳後', seq: sent.seq, user: { id: admin.id, name: '送り手' } } } }), { timeout: 10_000 });
    } finally {
      stop();
      await socket.dispose();
    }
  });

  it('refuses a former member and a signed-out socket, sending them nothing', async () => {
    const admin = await signUpUser(server);
    const former = await signUpUser(server);
    await makeContacts(server, admin.id, former.id);
    const room = await addRoom(admin.client, { name: '元', user_ids: [former.id] });
    await admin.client.ok(REMOVE, { i: { room_id: room.id, user_id: former.id } });
    const probe = await post(admin.client, room.id, 'プローブ');
    const refused = listen(former.client).subscribe(SMALL, { r: room.id, a: 0 });
    await refused.ready(probe.id, () => server.deps.pubsub.publish(messageTopic(room.id, 'create'), { onCreateMessage: { ...probe } }));
    expect(refused.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const anonymous = listen(server.client()).subscribe(SMALL, { r: room.id, a: 0 });
    await anonymous.ready(probe.id, async () => undefined);
    expect(anonymous.errors).toHaveLength(1);
    await post(admin.client, room.id, '届かない');
    expect(refused.events).toEqual([]);
    expect(anonymous.events).toEqual([]);
  });
});
