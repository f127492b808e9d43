import type { Membership } from '../types';

/** How many recently opened rooms stay mounted, hidden, so that switching back to one shows it as it was left. */
const KEPT_ROOMS = 3;

/** A room kept mounted; a new generation remounts it (it opens afresh at its first unread message). */
export interface KeptRoom {
  roomId: string;
  generation: number;
  usedAt: number;
  /** Its unread count when another room was opened: more on return means messages arrived while it was hidden. */
  unreadWhenLeft: number;
}

/**
 * The rooms to keep after going from `left` to `opened`: the opened room is added, or remounted when messages
 * arrived while it was hidden (so it opens at the first of them, as a room opened afresh), and the least recently
 * used beyond KEPT_ROOMS is dropped. The order of the others never changes, because moving a scrolled element in
 * the document loses its scroll position.
 */
export function keepRoom(kept: KeptRoom[], opened: Membership, left: Membership | undefined): KeptRoom[] {
  const marked = left ? kept.map((k) => (k.roomId === left.room_id ? { ...k, unreadWhenLeft: left.unread_messages } : k)) : kept;
  const previous = marked.find((k) => k.roomId === opened.room_id);
  const generation = !previous ? 0 : opened.unread_messages > previous.unreadWhenLeft ? previous.generation + 1 : previous.generation;
  const entry = { roomId: opened.room_id, generation, usedAt: Math.max(0, ...marked.map((k) => k.usedAt)) + 1, unreadWhenLeft: opened.unread_messages };
  const next = previous ? marked.map((k) => (k === previous ? entry : k)) : [...marked, entry];
  if (next.length <= KEPT_ROOMS) return next;
  const oldest = next.reduce((a, b) => (b.usedAt < a.usedAt ? b : a));
  return next.filter((k) => k !== oldest);
}
