import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run bench -- <name> [args]` runs bench/src/<name>.ts; with no name, lists the benchmarks. */
const dir = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !['run.ts'].includes(f) && !f.endsWith('.test.ts') && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  console.log(`使い方: npm run bench -- <${available.join('|') || 'name'}>`);
  process.exit(name ? 64 : 0);
}
const mod = (await import(path.join(dir, `${name}.ts`))) as { main(args: string[]): Promise<void> };
await mod.main(args);
