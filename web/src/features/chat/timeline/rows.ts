import type { QueuedPost } from '../outbox';
import type { ChatMessage } from '../types';

/** A row of the timeline: a stored message, or one of the viewer's posts still queued (outbox.ts). */
export type Row = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; message: QueuedPost };

/** Virtuoso needs a first index that only ever decreases as older pages are prepended. */
export const FIRST_INDEX = 1_000_000;

/** The stored messages, then the queued posts; a queued post already stored (its removal not yet seen) shows once. */
export function timelineRows(messages: ChatMessage[], queued: QueuedPost[]): Row[] {
  const stored = new Set(messages.map((m) => m.client_key).filter(Boolean));
  return [
    ...messages.map((message): Row => ({ kind: 'message', message })),
    ...queued.filter((p) => !stored.has(p.client_key)).map((message): Row => ({ kind: 'pending', message })),
  ];
}
