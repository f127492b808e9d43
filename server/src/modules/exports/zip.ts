import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { WRITE_BUFFER_BYTES } from '../../infra/storage';

/**
 * A zip written as a stream (fflate, as imports read theirs, decision 0320): entries one after another, each
 * pushed in pieces, so neither a file nor the whole archive is ever held in memory. Every write waits while the
 * storage has not taken what came before.
 */
export class ZipWriter {
  readonly stream = new PassThrough({ highWaterMark: WRITE_BUFFER_BYTES });
  private readonly zip = new Zip((error, chunk, final) => {
    if (error) {
      this.stream.destroy(error);
      return;
    }
    this.stream.write(chunk);
    if (final) this.stream.end();
  });

  private async drained() {
    if (this.stream.destroyed) throw this.stream.errored ?? new Error('export stream closed');
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  /** A new entry: JSON is deflated, files (mostly compressed already) are stored as they are. */
  entry(name: string, compress: boolean) {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(file);
    return {
      write: async (data: Uint8Array) => {
        file.push(data);
        await this.drained();
      },
      end: () => file.push(new Uint8Array(0), true),
    };
  }

  async text(name: string, text: string) {
    const entry = this.entry(name, true);
    await entry.write(Buffer.from(text));
    entry.end();
  }

  end() {
    this.zip.end();
  }

  /** Stops the archive: the storage's put fails and keeps nothing under its key. */
  abort(reason: Error) {
    this.zip.terminate();
    this.stream.destroy(reason);
  }
}
