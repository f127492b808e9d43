import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/**
 * The SQLite driver for the Node that runs: better-sqlite3 13 (a Node-API module, prebuilt for every Node from 22
 * on) from Node 22, and 12 on Node 20, which 13 does not run on. 12 is built for one Node ABI, and built against
 * the headers of Node 24.19 or later it aborts the process when a statement is garbage-collected (decision 0154).
 * The API is the same; 12 goes with Node 20.
 */
export const SQLite = require(nodeMajor >= 22 ? 'better-sqlite3-node22' : 'better-sqlite3') as typeof BetterSqlite3;
