import fs from 'node:fs';
import path from 'node:path';
import { printMergedSchema } from '../server/src/graphql/print';

/** Writes the merged schema of every module, so the whole API contract reads in one file. */
const target = path.resolve('server/src/graphql/schema.graphql');
fs.writeFileSync(target, printMergedSchema());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
