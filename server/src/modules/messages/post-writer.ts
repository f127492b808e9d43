import type { Kysely, Transaction } from 'kysely';
import { retryConflicts } from '../../db';
import type { DB } from '../../db/types';
import type { Notification } from '../notifications';
import type { MembershipChange } from '../rooms';

/** What storing one post produced, to announce after commit. */
export interface StoredPost<T> {
  result: T;
  /** Events to publish after commit, in this order. */
  events: Array<{ topic: string; payload: object }>;
  notifications: Notification[];
}

export type PostOutcome<T> = { ok: true; stored: StoredPost<T> } | { ok: false; error: unknown };

/** What storing a batch produced: one outcome per post, in the batch's order, and the memberships it changed. */
export interface StoredBatch<T> {
  outcomes: Array<PostOutcome<T>>;
  /** What the transaction changed in each membership, so the unread counts announced are the committed ones. */
  members: MembershipChange[];
}

/** Stores a batch of posts in the given transaction; a post it refuses is an outcome, anything thrown undoes the batch. */
export type StoreBatch<P, T> = (trx: Transaction<DB>, posts: P[]) => Promise<StoredBatch<T>>;

interface QueuedPost<P, T> {
  post: P;
  resolve: (result: T) => void;
  reject: (error: unknown) => void;
}

/** Posts written in one transaction at most, which bounds the size of its statements. */
const MAX_BATCH = 256;

/**
 * Group commit for message posts. Concurrent posts wait in a queue; a writer stores whatever is queued in a
 * single transaction, so many posts share one durable commit (one fsync on SQLite, one WAL flush on PostgreSQL)
 * and a few statements. A writer starts once the current turn of the event loop is over, so the posts that
 * arrived together share a batch (on PostgreSQL they are spread over the writers that were free); a lone post
 * never waits for a timer. When a batch's transaction fails (a serialisation failure or deadlock on PostgreSQL,
 * a client_key raced by another writer, an attachment taken meanwhile), each of its posts is tried again alone,
 * so one post's trouble cannot sink the others. Posts are handed over in room order, and within a room in
 * arrival order.
 */
export class PostWriter<P extends { roomId: string }, T> {
  private queue: Array<QueuedPost<P, T>> = [];
  private writing = 0;
  /** Writers started that have not yet taken their first batch. */
  private starting = 0;

  constructor(
    private readonly db: Kysely<DB>,
    /** Batches written at once: one on SQLite (one connection); several on PostgreSQL, each on its own connection. */
    private readonly writers: number,
    private readonly store: StoreBatch<P, T>,
    private readonly publishEvent: (topic: string, payload: object) => Promise<void>,
    private readonly membershipTopic: (userId: string) => string,
    private readonly notificationTopic: (userId: string) => string,
  ) {}

  /** Stores the post in the next shared transaction and answers once it is committed and its events are out. */
  write(post: P): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ post, resolve, reject });
      if (this.writing < this.writers) {
        this.writing += 1;
        this.starting += 1;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    try {
      // Writers started in the same turn share what was queued, each on its own connection.
      let take = Math.ceil(this.queue.length / this.starting);
      this.starting -= 1;
      while (this.queue.length > 0) {
        // Array sort is stable: posts to one room keep their arrival order.
        const batch = this.queue.splice(0, Math.min(take, MAX_BATCH)).sort((a, b) => (a.post.roomId < b.post.roomId ? -1 : a.post.roomId > b.post.roomId ? 1 : 0));
        take = MAX_BATCH;
        await this.commit(batch, false);
      }
    } finally {
      this.writing -= 1;
    }
  }

  private async commit(batch: Array<QueuedPost<P, T>>, alone: boolean): Promise<void> {
    let written: StoredBatch<T>;
    const run = () => this.db.transaction().execute((trx) => this.store(trx, batch.map((q) => q.post)));
    try {
      // A post tried alone is tried again when PostgreSQL undid it for a conflict.
      written = await (alone ? retryConflicts(run) : run());
    } catch (error) {
      if (alone) return batch[0]!.reject(error);
      for (const post of batch) await this.commit([post], true);
      return;
    }
    // Every event is handed to the bus now, synchronously and in commit order, so a later batch's events can
    // never overtake these; each caller is answered once its own events and its room's memberships are out.
    const published = written.outcomes.map((outcome) => {
      if (!outcome.ok) return [];
      const sends = outcome.stored.events.map((e) => this.publishEvent(e.topic, e.payload));
      for (const row of outcome.stored.notifications) {
        sends.push(this.publishEvent(this.notificationTopic(row.user_id), { onCreateNotification: row }));
      }
      return sends;
    });
    const announced = new Map<string, Array<Promise<void>>>();
    for (const row of written.members) {
      const sends = announced.get(row.room_id) ?? [];
      sends.push(this.publishEvent(this.membershipTopic(row.user_id), { onUpdateUserRoom: row }));
      announced.set(row.room_id, sends);
    }
    batch.forEach((queued, i) => {
      const outcome = written.outcomes[i]!;
      if (!outcome.ok) return queued.reject(outcome.error);
      Promise.all([...published[i]!, ...(announced.get(queued.post.roomId) ?? [])]).then(
        () => queued.resolve(outcome.stored.result),
        (error: unknown) => queued.reject(error),
      );
    });
  }
}
