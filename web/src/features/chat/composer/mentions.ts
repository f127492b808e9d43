import type { ChatUser } from '../types';

/** The To picker's option for everyone in the room. */
export const TO_ALL = '__all__';

/** The "@name" being typed just before the caret: where its "@" (or the IME's "＠") is and what follows it. */
export function mentionBeforeCaret(value: string, caret: number): { start: number; query: string } | null {
  const before = value.slice(0, caret);
  const start = Math.max(before.lastIndexOf('@'), before.lastIndexOf('＠'));
  if (start < 0) return null;
  const query = before.slice(start + 1);
  if (/\s/.test(query) || query.length > 40) return null;
  // An "@" after a letter or digit is an e-mail address, not a mention.
  if (start > 0 && /[A-Za-z0-9._%+-]/.test(before[start - 1]!)) return null;
  return { start, query };
}

/** The members a typed "@name" matches, and whether it matches "to all" (TO ALL, all, 全員). */
export function mentionMatches(members: ChatUser[], typed: string | undefined) {
  const query = (typed ?? '').toLowerCase();
  return {
    members: query ? members.filter((m) => (m.name ?? '').toLowerCase().includes(query)) : members,
    toAll: !query || 'to all'.includes(query) || 'all'.startsWith(query) || '全員'.includes(query),
  };
}
