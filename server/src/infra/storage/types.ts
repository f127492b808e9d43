import type { Readable } from 'node:stream';

/**
 * Buffer of the streams an upload passes through on its way to the disk: one socket read, so each chunk goes
 * straight on. Larger buffers measured slower here: more memory in flight and longer writes for the kernel.
 */
export const WRITE_BUFFER_BYTES = 64 * 1024;

/** Read size of a stored file being served: 1 MiB reads take a third of the CPU time of the 64 KiB default. */
export const READ_BUFFER_BYTES = 1024 * 1024;

/** A byte range, both ends inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live. Keys are opaque, server-made strings (never a user's file name). Every method streams:
 * nothing holds a whole file in memory.
 */
export interface Storage {
  /**
   * Stores the stream under key and answers its size. If the stream errors (a quota hit while streaming, a
   * client gone), nothing is left behind under key and the error is rethrown. The content type may be a
   * function when it is known only once the body has been read (sniffed uploads).
   */
  put(key: string, body: Readable, contentType: string | (() => string)): Promise<number>;
  /** The object's bytes (or one range of them), or null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server; this guard keeps a bug from ever turning one into a path outside the store. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.length > 512) throw new Error(`unsafe storage key: ${key}`);
}
