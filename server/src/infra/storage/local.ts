import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, READ_BUFFER_BYTES, type Storage, WRITE_BUFFER_BYTES } from './types';

/** Makes a rename in the directory survive a crash of the machine. */
async function syncDirectory(dir: string) {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Files on the local disk under DATA_DIR/files. A new object is written to a temporary name, flushed to the disk
 * and renamed into place, so a reader never sees half a file, a failed upload leaves nothing under its key and an
 * object whose put has returned outlives a power cut.
 */
export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'files');
  const temp = path.join(root, '.incoming');
  fs.mkdirSync(temp, { recursive: true });
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body: Readable) {
      const target = pathOf(key);
      const partial = path.join(temp, `${randomBytes(12).toString('hex')}.part`);
      try {
        await pipeline(body, fs.createWriteStream(partial, { flags: 'wx', highWaterMark: WRITE_BUFFER_BYTES, flush: true }));
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(partial, target);
        await syncDirectory(path.dirname(target));
        return (await fs.promises.stat(target)).size;
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range?: ByteRange) {
      const file = pathOf(key);
      try {
        await fs.promises.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file, { highWaterMark: READ_BUFFER_BYTES, ...(range ? { start: range.start, end: range.end } : {}) });
    },
    async size(key) {
      try {
        return (await fs.promises.stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
