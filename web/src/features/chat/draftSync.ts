import type { Client } from 'urql';
import { readError } from '../../graphql/errors';
import { SAVE_DRAFT } from './documents';

/** A draft's text as the server holds it, with the version of the save that wrote it. */
export interface DraftVersion {
  text: string;
  version: number;
}

/** The composer keeps one draft per room: replying writes the same one as a new message. */
export const DRAFT_ACTION = 'new';

const PREFIX = 'musubi.unsentDraft.';
const keyOf = (userId: string, roomId: string) => `${PREFIX}${userId}.${roomId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Private mode or full: the draft still goes to the server while it is there.
  }
}

/** The draft of a room typed here that the server has not stored yet (typed offline), or null. */
export function unsentDraft(userId: string, roomId: string): string | null {
  return read(keyOf(userId, roomId));
}

/** The rooms whose draft the server has not stored yet. */
export function roomsWithUnsentDrafts(userId: string): string[] {
  const prefix = `${PREFIX}${userId}.`;
  const rooms: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) rooms.push(key.slice(prefix.length));
    }
  } catch {
    // No local storage: nothing was kept.
  }
  return rooms;
}

/** Answers that saving again cannot change. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'LIMIT_EXCEEDED']);

/** One chain of saves per room, so that saves reach the server in the order they were typed. */
const chains = new Map<string, Promise<unknown>>();

/**
 * Saves a room's draft: kept in local storage first, removed from there once the server stored it, so a draft
 * typed while the server is away is sent when it is back (sendUnsentDrafts). `text` null sends the kept one.
 * Answers the server's version, or null when it could not be saved.
 */
export function saveDraft(client: Client, userId: string, roomId: string, text: string | null): Promise<DraftVersion | null> {
  const key = keyOf(userId, roomId);
  if (text !== null) write(key, text);
  const run = (chains.get(key) ?? Promise.resolve()).then(async () => {
    const draft = text ?? read(key);
    if (draft === null) return null;
    const result = await client.mutation(SAVE_DRAFT, { input: { room_id: roomId, action: DRAFT_ACTION, draft } }).toPromise();
    const saved = result.data?.createOrUpdateDraftMessages.saved;
    // Refused (too long, no longer a member): not kept to be refused again.
    const refused = !saved && result.error?.graphQLErrors.length ? REFUSALS.has(readError(result.error).code ?? '') : false;
    // Only if nothing newer was typed meanwhile.
    if ((saved || refused) && read(key) === draft) write(key, null);
    return saved ? { text: saved.draft, version: saved.version } : null;
  });
  chains.set(key, run.catch(() => null));
  return run;
}

/** Sends every draft of the user typed while the server was away. */
export async function sendUnsentDrafts(client: Client, userId: string): Promise<void> {
  for (const roomId of roomsWithUnsentDrafts(userId)) await saveDraft(client, userId, roomId, null);
}
