import type { DryRun, ImportCounts, Language } from '@musubi/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { Deps } from '../../deps';

/**
 * What an import reads (decision 0319): each source (slack.ts, trello.ts) reads its export into a fixed, ordered
 * list of steps, gives its dry run and applies a range of steps; the jobs (upload, lease, batches, pause, cancel,
 * mail, progress) are service.ts's, once for every source.
 */

/** Whom a job imports for, and where: a Slack workspace makes its own rooms, a Trello board goes into a chosen room. */
export interface ImportTarget {
  importerId: string;
  roomId: string | null;
}

/** An export, read. */
export interface ReadExport {
  /** How many steps the import takes. */
  steps: number;
  /** What importing it will create, match and leave out, read without writing anything. */
  dryRun(db: Kysely<DB>): Promise<DryRun>;
  /** Applies the steps from `from` up to (not including) `to` inside the caller's transaction, adding to `counts`. */
  apply(trx: Transaction<DB>, deps: Deps, from: number, to: number, counts: ImportCounts): Promise<void>;
  /** After the last step, outside any batch: what the source does once its items are all in. */
  finish?(deps: Deps): Promise<void>;
}

export interface ImportSourceReader {
  /** The largest file accepted. */
  maxBytes: number;
  /** How the uploaded file is stored, and named when the upload gives no name. */
  file: { extension: string; contentType: string; defaultName: string };
  /** Whether the starter chooses the room the export goes into. */
  intoRoom: boolean;
  /** The service's name in mail. */
  label: string;
  /** Refusals of an upload, in Japanese: no file, and a file that is not an export of this source. */
  messages: { fileRequired: string; unreadable: string };
  /** Throws ExportUnreadable when the file is not an export of this source. */
  read(file: Uint8Array, target: ImportTarget): ReadExport | Promise<ReadExport>;
  /** What a job did, in lines for the mail to its starter, in the starter's language. */
  summary(counts: ImportCounts, language: Language): string;
}

export class ExportUnreadable extends Error {}
