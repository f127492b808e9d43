import { type ImportCounts, ROOM_ROLE, USER_STATUS } from '@musubi/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';
import { isoNow } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { VOID_PASSWORD_HASH } from '../auth';
import { type HistoricPost, importHistory } from '../messages';
import { addMembership, createImportedRoom, createMyChatRoom } from '../rooms';
import { createAccount, findUserByEmail } from '../users';
import { SOURCE } from './plan';
import { findKeys, insertKeys } from './repo';
import { authorKey, keyOf, mentionsOf, plainText, SKIPPED_SUBTYPES, type SlackPerson, STAMP_OF_REACTION, type Step, tsToIso } from './slack';

/** Where accounts that can never sign in (bots, deleted members, members without an address) get their address. */
export const PLACEHOLDER_DOMAIN = 'slack-import.invalid';

export interface ApplyContext {
  importerId: string;
  /** Everyone of the export by Slack id, for names in text and for who may be a room's member. */
  people: Map<string, SlackPerson>;
}

const EMPTY = '（本文なし）';

/**
 * Applies a batch of steps inside the caller's transaction: people matched or created, conversations made rooms
 * with their members, messages written as history. Each item already imported (its key recorded) is left as it
 * is; each item written records its key in the same transaction.
 */
export async function applySteps(trx: Transaction<DB>, deps: Deps, context: ApplyContext, steps: Step[], counts: ImportCounts) {
  const now = isoNow(deps.clock);
  const wanted = new Set<string>();
  for (const step of steps) {
    if (step.kind === 'person') wanted.add(keyOf.person(step.person.id));
    if (step.kind === 'conversation') {
      wanted.add(keyOf.conversation(step.conversation.id));
      for (const m of [step.conversation.creator, ...step.conversation.members]) if (m) wanted.add(keyOf.person(m));
    }
    if (step.kind === 'member') {
      wanted.add(keyOf.conversation(step.conversation.id));
      wanted.add(keyOf.person(step.member));
    }
    if (step.kind === 'message') {
      const { conversation: c, message: m } = step;
      wanted.add(keyOf.message(c.id, m.ts));
      wanted.add(keyOf.conversation(c.id));
      if (m.thread_ts) wanted.add(keyOf.message(c.id, m.thread_ts));
      const author = authorKey(m);
      if (author) wanted.add(keyOf.person(author));
      for (const id of mentionsOf(m.text ?? '').first) wanted.add(keyOf.person(id));
      for (const r of m.reactions ?? []) for (const u of r.users ?? []) wanted.add(keyOf.person(u));
    }
  }
  const known = await findKeys(trx, SOURCE, [...wanted]);
  const recorded: Array<[string, string]> = [];
  const record = (key: string, id: string) => {
    known.set(key, id);
    recorded.push([key, id]);
  };
  const posts: HistoricPost[] = [];
  const nameOf = (id: string) => context.people.get(id)?.name ?? id;

  for (const step of steps) {
    if (step.kind === 'person') {
      const key = keyOf.person(step.person.id);
      if (known.has(key)) {
        counts.alreadyImported += 1;
        continue;
      }
      record(key, await personAccount(trx, deps, step.person, counts, now));
    } else if (step.kind === 'conversation') {
      const c = step.conversation;
      const key = keyOf.conversation(c.id);
      if (known.has(key)) {
        counts.alreadyImported += 1;
        continue;
      }
      // The creator, if one who can sign in, is the room's admin; the members join in their own steps.
      const member = (id: string | null | undefined) => (id && context.people.get(id)?.email ? known.get(keyOf.person(id)) : undefined);
      const roomCreator = member(c.creator) ?? c.members.map(member).find(Boolean) ?? context.importerId;
      const roomId = await createImportedRoom(trx, deps, roomCreator, { name: c.name.slice(0, 255), description: c.description?.slice(0, 10_000) ?? null });
      counts.rooms += 1;
      if (c.members.some((m) => member(m) === roomCreator)) counts.memberships += 1;
      record(key, roomId);
    } else if (step.kind === 'member') {
      // Only people who can sign in become members; someone already in the room stays as they are.
      const userId = context.people.get(step.member)?.email ? known.get(keyOf.person(step.member)) : undefined;
      const roomId = known.get(keyOf.conversation(step.conversation.id));
      if (!userId || !roomId) continue;
      if ((await addMembership(trx, deps, roomId, userId, ROOM_ROLE.user)).added) counts.memberships += 1;
    } else {
      const { conversation: c, message: m } = step;
      const key = keyOf.message(c.id, m.ts);
      if (known.has(key)) {
        counts.alreadyImported += 1;
        continue;
      }
      const author = authorKey(m);
      if ((m.subtype && SKIPPED_SUBTYPES.has(m.subtype)) || !author || !known.has(keyOf.person(author))) {
        counts.skipped += 1;
        continue;
      }
      const userId = known.get(keyOf.person(author))!;
      const text = m.text ?? '';
      const mentioned = mentionsOf(text);
      const to = mentioned.first.map((id) => known.get(keyOf.person(id))).find((id) => id && id !== userId) ?? null;
      const lines = [plainText(text, nameOf).trim()];
      for (const file of m.files ?? []) {
        const url = file.url_private || file.permalink;
        lines.push(`📎 ${file.title || file.name || 'ファイル'}${url ? `: ${url}` : ''}`);
        counts.filesAsLinks += 1;
      }
      const stamps: HistoricPost['stamps'] = [];
      const asText: string[] = [];
      for (const r of m.reactions ?? []) {
        const stamp = STAMP_OF_REACTION[r.name];
        const users = r.users ?? [];
        if (stamp) {
          for (const u of users) {
            const id = known.get(keyOf.person(u));
            if (id) stamps.push({ user_id: id, emotion: stamp });
          }
          counts.stamps += users.length;
        } else {
          const n = users.length || (r.count ?? 0);
          asText.push(`:${r.name}: ${n}`);
          counts.reactionsAsText += n;
        }
      }
      if (asText.length > 0) lines.push(`リアクション: ${asText.join('  ')}`);
      const content = lines.filter(Boolean).join('\n') || EMPTY;
      const parent = m.thread_ts && m.thread_ts !== m.ts ? (known.get(keyOf.message(c.id, m.thread_ts)) ?? null) : null;
      const createdAt = tsToIso(m.ts);
      const id = newId();
      posts.push({
        id,
        room_id: known.get(keyOf.conversation(c.id))!,
        user_id: userId,
        content,
        createdAt,
        editedAt: m.edited?.ts ? tsToIso(m.edited.ts) : null,
        // A deleted thread parent stays as Slack shows it: its place kept, its text gone.
        deletedAt: m.subtype === 'tombstone' ? createdAt : null,
        reply_message_id: parent,
        to_user_id: to,
        is_to_all: mentioned.all,
        stamps,
      });
      counts.messages += 1;
      if (parent) counts.replies += 1;
      record(key, id);
    }
  }
  await importHistory(trx, deps, posts);
  await insertKeys(trx, SOURCE, recorded, now);
}

/** The account of a person of the export: matched by address, created unconfirmed, or a placeholder that cannot sign in. */
async function personAccount(trx: Transaction<DB>, deps: Deps, person: SlackPerson, counts: ImportCounts, now: string): Promise<string> {
  const email = person.email ?? `${person.id.toLowerCase()}@${PLACEHOLDER_DOMAIN}`;
  const existing = await findUserByEmail(trx, email);
  if (existing) {
    if (person.email) counts.matched += 1;
    else counts.placeholders += 1;
    return existing.id;
  }
  const id = newId();
  await createAccount(trx, {
    id,
    email,
    password_hash: VOID_PASSWORD_HASH,
    name: person.name.slice(0, 255),
    status: USER_STATUS.unconfirmed,
    createdAt: now,
    updatedAt: now,
  });
  if (person.email) {
    await createMyChatRoom(trx, deps, { id, email });
    counts.created += 1;
  } else {
    counts.placeholders += 1;
  }
  return id;
}
