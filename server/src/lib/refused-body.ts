import type { IncomingMessage } from 'node:http';

/** How much of a refused request's body is read and discarded by default before the connection is cut instead. */
export const REFUSED_BODY_READ_BYTES = 1024 * 1024;

/**
 * Reads what is left of a refused request's body and throws it away, so that its sender, still writing, finishes
 * and reads the answer on a connection that stays usable. Closing instead resets a connection with unread bytes,
 * and the sender sees a broken pipe rather than the refusal's message. Past `maxBytes` the connection is cut: a
 * body that large is not waited for.
 */
export function discardRestOfBody(raw: IncomingMessage, maxBytes = REFUSED_BODY_READ_BYTES) {
  if (raw.complete || raw.destroyed) return;
  let read = 0;
  // A parser reading the body (multipart) lets go of it; its stream, left unread, would hold the body back.
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) raw.socket.destroy();
  });
  raw.resume();
}
