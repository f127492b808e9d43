import type { Transaction } from 'kysely';
import { EMOTION_IDS, LIMITS } from '@musubi/shared';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { takeSeqs } from '../rooms';
import type { Message } from './repo';

/** A message of another service's history, as it was there: its author, time, reply, To, stamps, edit and deletion. */
export interface HistoricPost {
  /** Chosen by the caller, so that a reply can name a parent written in the same batch (before it). */
  id: string;
  room_id: string;
  user_id: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  reply_message_id: string | null;
  to_user_id: string | null;
  is_to_all: boolean;
  stamps: Array<{ user_id: string; emotion: string }>;
}

/**
 * Writes imported history inside the caller's transaction (decision 0286): the messages keep their authors and
 * times and take the rooms' next sequence numbers in the order given, with their stamps. Nobody is notified and
 * nothing is announced: it is the past, read when a member opens the room (markImportedRead then marks it read).
 * The caller has checked who may import; the text is cut to a message's limit and unknown stamps are left out.
 */
export async function importHistory(trx: Transaction<DB>, deps: Pick<Deps, 'clock' | 'dialect'>, posts: HistoricPost[]): Promise<Message[]> {
  if (posts.length === 0) return [];
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(p.room_id, (counts.get(p.room_id) ?? 0) + 1);
  const last = await takeSeqs(trx, deps.dialect, counts);
  const next = new Map([...counts].map(([roomId, n]) => [roomId, last.get(roomId)! - n + 1]));
  const now = isoNow(deps.clock);
  const messages = posts.map((p): Message => {
    const seq = next.get(p.room_id)!;
    next.set(p.room_id, seq + 1);
    return {
      id: p.id,
      room_id: p.room_id,
      user_id: p.user_id,
      seq,
      change_seq: seq,
      content: p.content.slice(0, LIMITS.message),
      reply_message_id: p.reply_message_id,
      to_user_id: p.to_user_id,
      is_to_all: p.is_to_all ? 1 : 0,
      jump: null,
      client_key: null,
      editedAt: p.editedAt,
      createdAt: p.createdAt,
      updatedAt: p.editedAt ?? p.deletedAt ?? p.createdAt ?? now,
      deletedAt: p.deletedAt,
    };
  });
  await trx.insertInto('messages').values(messages).execute();
  const stamps = posts.flatMap((p, i) => {
    const seen = new Set<string>();
    return p.stamps.flatMap((s) => {
      const key = `${s.user_id}\n${s.emotion}`;
      if (!(EMOTION_IDS as string[]).includes(s.emotion) || seen.has(key)) return [];
      seen.add(key);
      return [{ message_id: messages[i]!.id, user_id: s.user_id, emotion: s.emotion, createdAt: p.createdAt }];
    });
  });
  if (stamps.length > 0) await trx.insertInto('message_emotions').values(stamps).execute();
  return messages;
}
