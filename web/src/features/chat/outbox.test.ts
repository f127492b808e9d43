import { File as NodeFile } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMessage } from '../../test/fixtures';
import { MAX_ANSWERED_ATTEMPTS, Outbox, indexedDbStore, memoryStore, type Delivery, type NewPost, type OutboxBroadcast, type OutboxDeps, type OutboxStore, type QueuedPost, type UploadResult } from './outbox';

const post = (content: string, files: NewPost['files'] = []): NewPost => ({
  room_id: 'room-1',
  content,
  reply_message_id: null,
  to_user_id: null,
  is_to_all: false,
  files,
});

/** A server that is away until `up` is set, then stores each post once per client_key, as the real one does. */
function fakeServer() {
  const server = {
    up: false,
    refuse: new Map<string, Delivery>(),
    stored: [] as Array<{ content: string; client_key: string; files: string[] }>,
    uploads: [] as string[],
    attempts: [] as string[],
    async post(queued: QueuedPost): Promise<Delivery> {
      server.attempts.push(queued.client_key);
      if (!server.up) return { kind: 'later', answered: false };
      const refusal = server.refuse.get(queued.content);
      if (refusal) return refusal;
      let row = server.stored.find((s) => s.client_key === queued.client_key);
      if (!row) {
        row = { content: queued.content, client_key: queued.client_key, files: queued.files.map((f) => f.id!) };
        server.stored.push(row);
      }
      return { kind: 'sent', message: testMessage({ id: `m-${row.client_key}`, content: row.content, seq: server.stored.length, client_key: row.client_key, room_id: queued.room_id }) };
    },
    async upload(_roomId: string, file: { blob: Blob | null; name: string }): Promise<UploadResult> {
      if (!server.up) return { kind: 'later', answered: false };
      server.uploads.push(`${file.name}:${await file.blob!.text()}`);
      return { kind: 'uploaded', id: `f-${server.uploads.length}` };
    },
  };
  return server;
}

/** One Web Lock shared by the tabs of a test, as the browser's is. */
function sharedLock(): OutboxDeps['lock'] {
  let chain = Promise.resolve();
  return (_name, run) => {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  };
}

/** Tabs of one browser: each hears what the others post on the channel. */
function channels() {
  const tabs: Array<(message: OutboxBroadcast) => void> = [];
  return () => {
    let own: ((message: OutboxBroadcast) => void) | undefined;
    return {
      post: (message: OutboxBroadcast) => tabs.filter((t) => t !== own).forEach((t) => t(structuredClone(message))),
      listen: (listener: (message: OutboxBroadcast) => void) => {
        own = listener;
        tabs.push(listener);
      },
    };
  };
}

const outboxes: Outbox[] = [];
function tab(store: OutboxStore, server: ReturnType<typeof fakeServer>, lock = sharedLock(), channel: OutboxDeps['channel'] = null) {
  const outbox = new Outbox('me', { store, post: (p) => server.post(p), upload: (r, f) => server.upload(r, f), lock, channel });
  outboxes.push(outbox);
  return outbox;
}

afterEach(() => {
  // Nothing left scheduled past the test: the waits between attempts are the outbox's own timers.
  for (const outbox of outboxes.splice(0)) outbox.close();
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('keeps posts written while the server is away across a reload and sends them in order, each once, with its first key', async () => {
    const store = indexedDbStore(new IDBFactory());
    const server = fakeServer();
    const first = tab(store, server);
    await first.ready;
    for (const content of ['一', '二', '三']) await first.enqueue(post(content));
    await first.idle();
    // Strictly one after another: the second is not tried while the first waits, and the queue says it is held.
    expect(first.room('room-1').map((p) => [p.content, p.status])).toEqual([
      ['一', 'waiting'],
      ['二', 'sending'],
      ['三', 'sending'],
    ]);
    expect(first.held()).toBe(true);
    expect(new Set(server.attempts).size).toBe(1);
    const keys = first.room('room-1').map((p) => p.client_key);

    // The page is reloaded: a new outbox on the same database finds the queue and sends it once the server is back.
    server.up = true;
    const reloaded = tab(store, server);
    await reloaded.ready;
    expect(reloaded.room('room-1').map((p) => p.content)).toEqual(['一', '二', '三']);
    const heard: string[] = [];
    reloaded.onSent((message) => heard.push(message.content));
    reloaded.kick();
    await reloaded.idle();
    expect(server.stored.map((s) => [s.content, s.client_key])).toEqual([
      ['一', keys[0]],
      ['二', keys[1]],
      ['三', keys[2]],
    ]);
    expect(heard).toEqual(['一', '二', '三']);
    expect(reloaded.room('room-1')).toEqual([]);
    expect(reloaded.held()).toBe(false);
    expect(await store.list('me')).toEqual([]);
  });

  it('keeps a file itself until it is uploaded, and uploads it once even when the post goes later', async () => {
    const store = indexedDbStore(new IDBFactory());
    const server = fakeServer();
    const outbox = tab(store, server);
    await outbox.ready;
    const file = new NodeFile(['見積書の中身'], '見積書.txt', { type: 'text/plain' }) as unknown as Blob;
    await outbox.enqueue(post('見積書.txt', [{ name: '見積書.txt', type: 'text/plain', size: file.size, blob: file, id: null }]));
    await outbox.idle();
    const [queued] = await store.list('me');
    expect(await queued!.files[0]!.blob!.text()).toBe('見積書の中身');

    // The upload goes through, the post does not reach the server: the file's id is kept, not uploaded again.
    server.up = true;
    const reach = server.post.bind(server);
    let away = true;
    server.post = async (p) => (away ? { kind: 'later', answered: false } : reach(p));
    outbox.wake();
    await outbox.idle();
    expect((await store.list('me'))[0]!.files[0]).toMatchObject({ id: 'f-1', blob: null });
    away = false;
    outbox.wake();
    await outbox.idle();
    expect(server.uploads).toEqual(['見積書.txt:見積書の中身']);
    expect(server.stored).toEqual([{ content: '見積書.txt', client_key: queued!.client_key, files: ['f-1'] }]);
  });

  it('shows a refused post as failed with the server’s reason, sends the next ones, and sends it again or drops it on request', async () => {
    const store = indexedDbStore(new IDBFactory());
    const server = fakeServer();
    server.up = true;
    server.refuse.set('拒否', { kind: 'refused', message: 'このルームに投稿する権限がありません。' });
    const outbox = tab(store, server);
    await outbox.ready;
    await outbox.enqueue(post('拒否'));
    await outbox.enqueue(post('次'));
    await outbox.idle();
    expect(outbox.room('room-1').map((p) => [p.content, p.status, p.error])).toEqual([['拒否', 'failed', 'このルームに投稿する権限がありません。']]);
    expect(server.stored.map((s) => s.content)).toEqual(['次']);
    // Never tried again by itself.
    outbox.wake();
    await outbox.idle();
    expect(server.attempts.filter((k) => k === outbox.room('room-1')[0]!.client_key)).toHaveLength(1);

    server.refuse.clear();
    await outbox.retry(outbox.room('room-1')[0]!.client_key);
    await outbox.idle();
    expect(server.stored.map((s) => s.content)).toEqual(['次', '拒否']);

    server.refuse.set('捨てる', { kind: 'refused', message: '入力内容が正しくありません。' });
    await outbox.enqueue(post('捨てる'));
    await outbox.idle();
    await outbox.discard(outbox.room('room-1')[0]!.client_key);
    expect(outbox.room('room-1')).toEqual([]);
    expect(await store.list('me')).toEqual([]);
  });

  it('gives up on a post the server keeps answering with an error of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = memoryStore();
    const server = fakeServer();
    server.up = true;
    server.refuse.set('壊れる', { kind: 'later', answered: true, message: 'エラーが発生しています。' });
    const outbox = tab(store, server);
    await outbox.ready;
    await outbox.enqueue(post('壊れる'));
    for (let i = 0; i < MAX_ANSWERED_ATTEMPTS + 2; i += 1) {
      await outbox.idle();
      await vi.advanceTimersByTimeAsync(80_000);
    }
    expect(outbox.room('room-1').map((p) => [p.status, p.error])).toEqual([['failed', 'エラーが発生しています。']]);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(server.attempts).toHaveLength(MAX_ANSWERED_ATTEMPTS);
  });

  it('sends each post once when two tabs of the same user send the queue at the same time, and both stop showing it', async () => {
    const store = indexedDbStore(new IDBFactory());
    const server = fakeServer();
    const lock = sharedLock();
    const channel = channels();
    const one = tab(store, server, lock, channel());
    const two = tab(store, server, lock, channel());
    await Promise.all([one.ready, two.ready]);
    await one.enqueue(post('一'));
    await two.enqueue(post('二'));
    await one.enqueue(post('三'));
    await Promise.all([one.idle(), two.idle()]);
    await vi.waitFor(() => expect(two.room('room-1').map((p) => p.content)).toEqual(['一', '二', '三']));
    const heardByTwo: string[] = [];
    two.onSent((message) => heardByTwo.push(message.content));

    server.up = true;
    one.wake();
    two.wake();
    await Promise.all([one.idle(), two.idle()]);
    expect(server.stored.map((s) => s.content)).toEqual(['一', '二', '三']);
    expect(new Set(server.attempts.slice(-3)).size).toBe(3);
    await vi.waitFor(() => expect(two.room('room-1')).toEqual([]));
    expect(one.room('room-1')).toEqual([]);
    expect(heardByTwo.toSorted()).toEqual(['一', '三', '二'].toSorted());
  });
});
