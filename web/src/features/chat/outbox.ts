import type { Client } from 'urql';
import { onConnectionChange, onSubscriptionReconnect } from '../../graphql/client';
import { readError } from '../../graphql/errors';
import { UploadError, uploadFile } from '../files';
import { CREATE_MESSAGE } from './documents';
import { sendUnsentDrafts } from './draftSync';
import { OUTBOX_DATABASE } from '../../session/outboxName';
import type { ChatMessage } from './types';

/**
 * The outbox: every post the viewer sends goes through it (decision 0253). It is kept in IndexedDB, per user, so a
 * post written while the server is away survives a reload; it is sent by itself, strictly in order and one post
 * at a time, when the connection is back and when a page opens, always with the client_key it was given at first
 * (the server answers a repeated key with the message it stored). Tabs of the same user take turns through a Web
 * Lock, and tell each other what changed over a BroadcastChannel.
 */

/** A file of a queued post: the file itself until it is uploaded, then the id the server gave it. */
export interface QueuedFile {
  name: string;
  type: string;
  size: number;
  blob: Blob | null;
  id: string | null;
}

/** A post as the composer writes it. */
export interface NewPost {
  room_id: string;
  content: string;
  reply_message_id: string | null;
  to_user_id: string | null;
  is_to_all: boolean;
  files: QueuedFile[];
}

/** sending: not refused so far; waiting (送信待ち): the server could not be reached, sent again later; failed: refused. */
export type QueuedStatus = 'sending' | 'waiting' | 'failed';

export interface QueuedPost extends NewPost {
  client_key: string;
  user_id: string;
  createdAt: string;
  /** The order posts go in: when they were written. */
  order: number;
  status: QueuedStatus;
  /** The server's reason for a failed post. */
  error: string | null;
  /** Attempts the server answered without storing the post (not counting those that never reached it). */
  attempts: number;
}

/** What an attempt came to: stored, refused for a reason that will not change, or to be tried again. */
export type Delivery =
  | { kind: 'sent'; message: ChatMessage }
  | { kind: 'refused'; message: string }
  | { kind: 'later'; answered: boolean; message?: string };

export type UploadResult = { kind: 'uploaded'; id: string } | Exclude<Delivery, { kind: 'sent' }>;

export interface OutboxStore {
  list(userId: string): Promise<QueuedPost[]>;
  put(post: QueuedPost): Promise<void>;
  remove(clientKey: string): Promise<void>;
}

export interface OutboxDeps {
  store: OutboxStore;
  post(post: QueuedPost): Promise<Delivery>;
  upload(roomId: string, file: QueuedFile): Promise<UploadResult>;
  /** Runs `run` while no other tab of the browser holds the lock of that name. */
  lock(name: string, run: () => Promise<void>): Promise<void>;
  /** The other tabs; null where BroadcastChannel is missing. */
  channel: { post(message: OutboxBroadcast): void; listen(listener: (message: OutboxBroadcast) => void): void } | null;
}

export interface OutboxBroadcast {
  user_id: string;
  /** A post the other tab stored, so this tab shows it at once. */
  sent?: ChatMessage;
}

/** Codes of a refusal that sending again cannot change: the post is shown failed, with the server's reason. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'LIMIT_EXCEEDED', 'CONFLICT']);
/** Upload answers that sending again cannot change: malformed, not a member, no such room, too large, wrong type. */
const UPLOAD_REFUSALS = new Set([400, 403, 404, 413, 415, 422]);
/** A post the server answered this many times without storing it (an error of its own) is shown failed. */
export const MAX_ANSWERED_ATTEMPTS = 5;
/** Waits between attempts while the server cannot be reached: 5 s doubling to 60 s, each up to a fifth more. */
const FIRST_WAIT_MS = 5_000;
const LONGEST_WAIT_MS = 60_000;

function newClientKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

const STORE = 'posts';

/** The queue in IndexedDB: one object store of posts keyed by client_key, with an index by user. */
export function indexedDbStore(factory: IDBFactory): OutboxStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(OUTBOX_DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'client_key' }).createIndex('user_id', 'user_id');
      request.onsuccess = () => {
        const db = request.result;
        // Deleted on signing out in another tab: let it go, and open again when next needed.
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked'));
    }));
  const run = async <T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const transaction = (await open()).transaction(STORE, mode);
    const result = done(ask(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  };
  return {
    list: async (userId) => ((await run('readonly', (s) => s.index('user_id').getAll(userId))) as QueuedPost[]).sort((a, b) => a.order - b.order),
    put: async (post) => void (await run('readwrite', (s) => s.put(post))),
    remove: async (clientKey) => void (await run('readwrite', (s) => s.delete(clientKey))),
  };
}

/** The queue in memory, where the browser has no IndexedDB (it then lasts as long as the page). */
export function memoryStore(): OutboxStore {
  const posts = new Map<string, QueuedPost>();
  return {
    list: async (userId) => [...posts.values()].filter((p) => p.user_id === userId).sort((a, b) => a.order - b.order),
    put: async (post) => void posts.set(post.client_key, post),
    remove: async (clientKey) => void posts.delete(clientKey),
  };
}

/** IndexedDB when it opens, the memory otherwise (a private window of an older browser refuses it). */
function browserStore(): OutboxStore {
  const memory = memoryStore();
  if (typeof indexedDB === 'undefined') return memory;
  const durable = indexedDbStore(indexedDB);
  let broken = false;
  const either =
    <A extends unknown[], R>(call: (store: OutboxStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!broken) {
        try {
          return await call(durable)(...args);
        } catch {
          broken = true;
        }
      }
      return call(memory)(...args);
    };
  return { list: either((s) => s.list), put: either((s) => s.put), remove: either((s) => s.remove) };
}

/** Takes turns within this tab where the browser has no Web Locks. */
function tabLock(): OutboxDeps['lock'] {
  let chain = Promise.resolve();
  return (_name, run) => {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  };
}

export class Outbox {
  private posts: QueuedPost[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly sentListeners = new Set<(message: ChatMessage) => void>();
  private readonly byRoom = new Map<string, { from: QueuedPost[]; posts: QueuedPost[] }>();
  private running: Promise<void> | null = null;
  private again = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastOrder = 0;
  private refreshes = 0;
  private closed = false;
  private isHeld = false;
  /** Settles once the queue left by earlier pages is read. */
  readonly ready: Promise<void>;

  constructor(
    readonly userId: string,
    private readonly deps: OutboxDeps,
  ) {
    deps.channel?.listen((message) => {
      if (message.user_id !== userId) return;
      if (message.sent) for (const listener of this.sentListeners) listener(message.sent);
      void this.refresh();
    });
    this.ready = this.refresh();
  }

  /** The room's queued posts in the order they go, the same array while nothing changed. */
  room(roomId: string): QueuedPost[] {
    const kept = this.byRoom.get(roomId);
    if (kept && kept.from === this.posts) return kept.posts;
    const posts = this.posts.filter((p) => p.room_id === roomId);
    this.byRoom.set(roomId, { from: this.posts, posts: kept && sameList(kept.posts, posts) ? kept.posts : posts });
    return this.byRoom.get(roomId)!.posts;
  }

  /** Whether the queue is held (the server could not be reached): what it holds is 送信待ち. */
  held(): boolean {
    return this.isHeld;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Heard for each post stored, from this tab or another: the timeline shows the stored message at once. */
  onSent(listener: (message: ChatMessage) => void): () => void {
    this.sentListeners.add(listener);
    return () => this.sentListeners.delete(listener);
  }

  /** Queues a post (kept before anything is sent) and starts sending. */
  async enqueue(input: NewPost): Promise<QueuedPost> {
    // After every post queued so far, by any tab, even within the same millisecond.
    const queued = await this.deps.store.list(this.userId);
    this.lastOrder = Math.max(Date.now(), this.lastOrder + 1, ...queued.map((p) => p.order + 1));
    const post: QueuedPost = {
      ...input,
      client_key: newClientKey(),
      user_id: this.userId,
      createdAt: new Date().toISOString(),
      order: this.lastOrder,
      status: 'sending',
      error: null,
      attempts: 0,
    };
    await this.deps.store.put(post);
    await this.changed();
    this.kick();
    return post;
  }

  /** Sends a failed post again, with the key it had. */
  async retry(clientKey: string): Promise<void> {
    const post = this.posts.find((p) => p.client_key === clientKey);
    if (!post) return;
    await this.deps.store.put({ ...post, status: 'sending', error: null, attempts: 0 });
    await this.changed();
    this.wake();
  }

  /** Drops a failed post from the queue. */
  async discard(clientKey: string): Promise<void> {
    await this.deps.store.remove(clientKey);
    await this.changed();
  }

  /** The connection may be back: try what waits now, not at the next scheduled attempt. */
  wake(): void {
    this.retries = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.kick();
  }

  /** Starts sending unless this tab is at it already (then it looks at the queue again when done). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deps
      .lock(`musubi-outbox:${this.userId}`, () => this.drain())
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Settles when this tab has nothing more it can send now. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Sends the user's queue, oldest first, as read afresh under the lock: another tab may have sent some. */
  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      const next = (await this.deps.store.list(this.userId)).find((p) => p.status !== 'failed');
      if (!next) {
        this.retries = 0;
        this.hold(false);
        await this.refresh();
        return;
      }
      if (!(await this.deliver(next))) return this.later();
    }
  }

  /** One post's attempt: its files first, then the post. False when it is to be tried later. */
  private async deliver(queued: QueuedPost): Promise<boolean> {
    let post = queued;
    for (const [index, file] of post.files.entries()) {
      if (file.id) continue;
      const uploaded = await this.deps.upload(post.room_id, file);
      if (uploaded.kind !== 'uploaded') return this.settle(post, uploaded);
      // Kept with its id at once: a later attempt does not upload it again.
      post = { ...post, files: post.files.map((f, i) => (i === index ? { ...f, id: uploaded.id, blob: null } : f)) };
      await this.deps.store.put(post);
    }
    return this.settle(post, await this.deps.post(post));
  }

  private async settle(post: QueuedPost, result: Delivery): Promise<boolean> {
    if (result.kind === 'sent') {
      this.hold(false);
      await this.deps.store.remove(post.client_key);
      for (const listener of this.sentListeners) listener(result.message);
      await this.changed(result.message);
      return true;
    }
    const attempts = post.attempts + (result.kind === 'later' && result.answered ? 1 : 0);
    const failed = result.kind === 'refused' || attempts >= MAX_ANSWERED_ATTEMPTS;
    const error = failed ? (result.message ?? null) : null;
    await this.deps.store.put({ ...post, status: failed ? 'failed' : 'waiting', error, attempts });
    await this.changed();
    return failed;
  }

  /** Stops trying by itself (the page's user changed). */
  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
  }

  private hold(held: boolean): void {
    if (this.isHeld === held) return;
    this.isHeld = held;
    for (const listener of this.listeners) listener();
  }

  private later(): void {
    this.hold(true);
    if (this.closed) return;
    const base = Math.min(FIRST_WAIT_MS * 2 ** this.retries, LONGEST_WAIT_MS);
    this.retries += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.kick();
    }, base + Math.random() * base * 0.2);
  }

  private async changed(sent?: ChatMessage): Promise<void> {
    this.deps.channel?.post(sent ? { user_id: this.userId, sent } : { user_id: this.userId });
    await this.refresh();
  }

  private async refresh(): Promise<void> {
    const turn = ++this.refreshes;
    const posts = await this.deps.store.list(this.userId).catch(() => this.posts);
    // An older read finishing late does not undo a newer one.
    if (turn !== this.refreshes) return;
    this.posts = posts;
    for (const listener of this.listeners) listener();
  }
}

function sameList(a: QueuedPost[], b: QueuedPost[]): boolean {
  return a.length === b.length && a.every((p, i) => {
    const q = b[i]!;
    return p.client_key === q.client_key && p.status === q.status && p.error === q.error && p.files.every((f, j) => f.id === q.files[j]?.id);
  });
}

/** What the server's answer to a post means for the queue. */
export async function postWith(client: Client, post: QueuedPost): Promise<Delivery> {
  const result = await client
    .mutation(CREATE_MESSAGE, {
      input: {
        room_id: post.room_id,
        content: post.content,
        reply_message_id: post.reply_message_id,
        to_user_id: post.to_user_id,
        is_to_all: post.is_to_all,
        files: post.files.length > 0 ? post.files.map((f) => f.id!) : null,
        client_key: post.client_key,
      },
    })
    .toPromise();
  const stored = result.data?.createMessageByRole;
  if (stored) return { kind: 'sent', message: stored };
  // No answer from the server at all (it is away, or the network): sent again when it is back.
  if (!result.error || result.error.graphQLErrors.length === 0) return { kind: 'later', answered: false };
  const { code, message } = readError(result.error);
  if (code && REFUSALS.has(code)) return { kind: 'refused', message };
  // Signed out (the sign-in dialog opens), too many posts this minute, the server's own error: later.
  return { kind: 'later', answered: code !== 'UNAUTHENTICATED' && code !== 'RATE_LIMITED', message };
}

/** Uploads a queued file through POST /api/files. */
export async function uploadQueued(roomId: string, file: QueuedFile): Promise<UploadResult> {
  const blob = file.blob ?? new Blob([]);
  const asFile = blob instanceof File ? blob : new File([blob], file.name, { type: file.type });
  try {
    const stored = await uploadFile({ roomId, file: asFile, onProgress: () => undefined }).done;
    return { kind: 'uploaded', id: stored.id };
  } catch (error) {
    const status = error instanceof UploadError ? error.status : 0;
    const message = error instanceof Error ? error.message : undefined;
    if (UPLOAD_REFUSALS.has(status)) return { kind: 'refused', message: message ?? '' };
    return { kind: 'later', answered: status > 0 && status !== 401 && status !== 429 && status !== 503, message };
  }
}

function browserChannel(): OutboxDeps['channel'] {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(OUTBOX_DATABASE);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => channel.addEventListener('message', (event: MessageEvent<OutboxBroadcast>) => listener(event.data)),
  };
}

const outboxes = new Map<string, { outbox: Outbox; client: { current: Client } }>();

/**
 * The page's outbox of a user, made on first use: it reads the queue earlier pages left and sends it, and tries
 * again whenever the connection comes back.
 */
export function outboxFor(userId: string, client: Client): Outbox {
  const known = outboxes.get(userId);
  if (known) {
    known.client.current = client;
    return known.outbox;
  }
  const current = { current: client };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const outbox = new Outbox(userId, {
    store: browserStore(),
    post: (post) => postWith(current.current, post),
    upload: uploadQueued,
    lock: locks
      ? async (name, run) => {
          await locks.request(name, run);
        }
      : tabLock(),
    channel: browserChannel(),
  });
  outboxes.set(userId, { outbox, client: current });
  // Drafts typed while away go with the posts (draftSync.ts).
  const back = () => {
    outbox.wake();
    void sendUnsentDrafts(current.current, userId);
  };
  let wasConnected = true;
  onConnectionChange((connected) => {
    if (connected && !wasConnected) back();
    wasConnected = connected;
  });
  onSubscriptionReconnect(back);
  if (typeof window !== 'undefined') window.addEventListener('online', back);
  void outbox.ready.then(back);
  return outbox;
}
