import { type Kysely, type Transaction, sql } from 'kysely';
import type { DB } from '../../db/types';
import type { Notification } from '../notifications/service';
import type { UserRoom } from '../rooms/repo';

/** What one post's work inside the shared transaction produced. */
export interface StoredPost<T> {
  result: T;
  /** The room whose memberships changed, to announce after commit; absent when nothing was written. */
  roomId?: string;
  /** Events to publish after commit, in this order. */
  events?: Array<{ topic: string; payload: unknown }>;
  notifications?: Notification[];
}

/** One post's work: `store` writes it; `recover`, after a failure was rolled back, may answer instead. */
export interface PostWork<T> {
  roomId: string;
  store: (trx: Transaction<DB>) => Promise<StoredPost<T>>;
  recover?: (trx: Transaction<DB>, error: unknown) => Promise<StoredPost<T> | undefined>;
}

interface QueuedPost<T> extends PostWork<T> {
  resolve: (result: T) => void;
  reject: (error: unknown) => void;
}

type Outcome<T> = { ok: true; stored: StoredPost<T> } | { ok: false; error: unknown };

/**
 * Group commit for message posts. Concurrent posts wait in a queue; a writer stores whatever is queued in a
 * single transaction, so many posts share one durable commit (one fsync on SQLite, one WAL flush on PostgreSQL).
 * Each post runs in its own savepoint: one that fails (a repeated client_key, a bad attachment) is undone alone
 * and the others still commit. The writer takes the next batch as soon as the previous commit finishes, so a lone
 * post never waits for a timer. Posts are written in room order, so two batches (two writers, or two nodes) lock
 * room rows in the same order and cannot deadlock; within a room the arrival order is kept.
 */
export class PostWriter {
  private queue: Array<QueuedPost<unknown>> = [];
  private writing = 0;

  constructor(
    private readonly db: Kysely<DB>,
    /** Batches written at once: one on SQLite (one connection); several on PostgreSQL, each on its own connection. */
    private readonly writers: number,
    private readonly publishEvent: (topic: string, payload: unknown) => Promise<void>,
    private readonly membershipTopic: (userId: string) => string,
    private readonly notificationTopic: (userId: string) => string,
  ) {}

  /** Stores the post in the next shared transaction and answers once it is committed and its events are out. */
  write<T>(work: PostWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ ...work, resolve, reject } as QueuedPost<unknown>);
      if (this.writing < this.writers) void this.drain();
    });
  }

  private async drain() {
    this.writing += 1;
    try {
      while (this.queue.length > 0) {
        // Array sort is stable: posts to one room keep their arrival order.
        const batch = this.queue.splice(0).sort((a, b) => (a.roomId < b.roomId ? -1 : a.roomId > b.roomId ? 1 : 0));
        await this.commit(batch);
      }
    } finally {
      this.writing -= 1;
    }
  }

  private async commit(batch: Array<QueuedPost<unknown>>): Promise<void> {
    let written: { outcomes: Array<Outcome<unknown>>; members: UserRoom[] };
    try {
      written = await this.db.transaction().execute(async (trx) => {
        const outcomes: Array<Outcome<unknown>> = [];
        for (const post of batch) outcomes.push(await inSavepoint(trx, post));
        // Membership rows as this transaction leaves them, so the unread counts announced are the committed ones.
        const rooms = [...new Set(outcomes.flatMap((o) => (o.ok && o.stored.roomId ? [o.stored.roomId] : [])))];
        const members = rooms.length > 0 ? await trx.selectFrom('user_rooms').selectAll().where('room_id', 'in', rooms).execute() : [];
        return { outcomes, members };
      });
    } catch (error) {
      // The shared commit itself failed (on PostgreSQL a serialisation failure, say): each post is tried alone,
      // so one post's trouble cannot sink the others.
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const post of batch) await this.commit([post]);
      return;
    }
    // Every event is handed to the bus now, synchronously and in commit order, so a later batch's events can
    // never overtake these; each caller is answered once its own events are out.
    const published = new Map<QueuedPost<unknown>, Array<Promise<void>>>();
    batch.forEach((post, i) => {
      const outcome = written.outcomes[i]!;
      if (!outcome.ok) return;
      const sends = (outcome.stored.events ?? []).map((e) => this.publishEvent(e.topic, e.payload));
      for (const row of outcome.stored.notifications ?? []) {
        sends.push(this.publishEvent(this.notificationTopic(row.user_id), { onCreateNotification: row }));
      }
      published.set(post, sends);
    });
    const announced = new Map<string, Array<Promise<void>>>();
    for (const row of written.members) {
      const sends = announced.get(row.room_id) ?? [];
      sends.push(this.publishEvent(this.membershipTopic(row.user_id), { onUpdateUserRoom: row }));
      announced.set(row.room_id, sends);
    }
    batch.forEach((post, i) => {
      const outcome = written.outcomes[i]!;
      if (!outcome.ok) return post.reject(outcome.error);
      const roomAnnounced = outcome.stored.roomId ? (announced.get(outcome.stored.roomId) ?? []) : [];
      Promise.all([...published.get(post)!, ...roomAnnounced]).then(
        () => post.resolve(outcome.stored.result),
        (error: unknown) => post.reject(error),
      );
    });
  }
}

/** Runs one post's work in a savepoint; a failure rolls back that post only and is reported to its caller. */
async function inSavepoint<T>(trx: Transaction<DB>, work: PostWork<T>): Promise<Outcome<T>> {
  await sql`savepoint post`.execute(trx);
  try {
    const stored = await work.store(trx);
    await sql`release savepoint post`.execute(trx);
    return { ok: true, stored };
  } catch (error) {
    await sql`rollback to savepoint post`.execute(trx);
    await sql`release savepoint post`.execute(trx);
    const recovered = await work.recover?.(trx, error);
    return recovered ? { ok: true, stored: recovered } : { ok: false, error };
  }
}
