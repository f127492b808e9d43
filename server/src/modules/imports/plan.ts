import { type DryRun, emptyCounts } from '@musubi/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { findUserByEmail } from '../users';
import { IMPORT_NOTES } from './messages';
import { countKeys, findKeys } from './repo';
import { authorKey, keyOf, SKIPPED_SUBTYPES, type SlackExport, STAMP_OF_REACTION, stepsOf } from './slack';

export const SOURCE = 'slack';

const ROOM_LIST_MAX = 200;

/** The dry run: what importing the export will create, match and leave out, read without writing anything. */
export async function dryRun(db: Kysely<DB> | Transaction<DB>, exported: SlackExport): Promise<DryRun> {
  const counts = emptyCounts();
  const unmapped = new Map<string, number>();
  const note = (text: string, n = 1) => unmapped.set(text, (unmapped.get(text) ?? 0) + n);
  for (const person of exported.people) {
    if (person.email && (await findUserByEmail(db as Kysely<DB>, person.email))) counts.matched += 1;
    else if (person.email) counts.created += 1;
    else {
      counts.placeholders += 1;
      if (person.bot) note(IMPORT_NOTES.botAccount(person.name));
      else if (person.deleted) note(IMPORT_NOTES.deletedAccount(person.name));
      else note(IMPORT_NOTES.addresslessAccount(person.name));
    }
  }
  const withAddress = new Set(exported.people.filter((p) => p.email).map((p) => p.id));
  for (const c of exported.conversations) {
    counts.rooms += 1;
    counts.memberships += c.members.filter((m) => withAddress.has(m)).length;
    for (const m of c.messages) {
      if (m.subtype && SKIPPED_SUBTYPES.has(m.subtype)) {
        counts.skipped += 1;
        continue;
      }
      if (!authorKey(m)) {
        counts.skipped += 1;
        note(IMPORT_NOTES.unknownSender);
        continue;
      }
      counts.messages += 1;
      if (m.thread_ts && m.thread_ts !== m.ts) counts.replies += 1;
      for (const r of m.reactions ?? []) {
        const n = r.users?.length ?? r.count ?? 0;
        if (STAMP_OF_REACTION[r.name]) counts.stamps += n;
        else {
          counts.reactionsAsText += n;
          note(IMPORT_NOTES.reactionAsText(r.name), n);
        }
      }
      const files = m.files?.length ?? 0;
      if (files > 0) {
        counts.filesAsLinks += files;
        note(IMPORT_NOTES.filesAsLinks, files);
      }
    }
  }
  counts.alreadyImported =
    (await countKeys(db, SOURCE, 'user:')) > 0 || (await countKeys(db, SOURCE, 'room:')) > 0
      ? await alreadyImported(db, exported)
      : 0;
  return {
    counts,
    rooms: exported.conversations.slice(0, ROOM_LIST_MAX).map((c) => ({
      name: c.name,
      kind: c.kind,
      members: c.members.length,
      messages: c.messages.length,
    })),
    columns: [],
    unmapped: [...unmapped].map(([text, count]) => ({ text, count })),
    steps: stepsOf(exported).length,
  };
}

/** People, rooms and messages of this export that an earlier import already brought in. */
async function alreadyImported(db: Kysely<DB> | Transaction<DB>, exported: SlackExport): Promise<number> {
  const keys = [
    ...exported.people.map((p) => keyOf.person(p.id)),
    ...exported.conversations.map((c) => keyOf.conversation(c.id)),
    ...exported.conversations.flatMap((c) => c.messages.map((m) => keyOf.message(c.id, m.ts))),
  ];
  return (await findKeys(db, SOURCE, keys)).size;
}
