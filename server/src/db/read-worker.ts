// A thread that answers long read-only statements (reads.ts) on its own connection to the SQLite file, so that
// the main thread's event loop goes on serving everyone else meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from './sqlite';
import type { ReadReply, ReadRequest } from './reads';

/** Statements kept compiled: the long reads are a handful of texts. */
const STATEMENT_CACHE_SIZE = 50;

const { file } = workerData as { file: string };
// Read-only: a statement that would write fails. WAL lets this connection read beside the main one's writes, and
// each statement reads the last commit made before it starts.
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');

const statements = new Map<string, BetterSqlite3.Statement>();

function prepare(sql: string) {
  const cached = statements.get(sql);
  if (cached) return cached;
  const statement = sqlite.prepare(sql);
  if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
  statements.set(sql, statement);
  return statement;
}

parentPort!.on('message', (request: ReadRequest | null) => {
  // The pool's last word: the thread closes its connection and ends once nothing else holds it.
  if (request === null) {
    sqlite.close();
    parentPort!.close();
    return;
  }
  let reply: ReadReply;
  try {
    const statement = prepare(request.sql);
    if (!statement.reader) throw new Error('only statements that answer rows run on the read thread');
    reply = { id: request.id, rows: statement.all(request.parameters) as unknown[] };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    reply = { id: request.id, error: { message: String(message), code: typeof code === 'string' ? code : undefined } };
  }
  parentPort!.postMessage(reply);
});
