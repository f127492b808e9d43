import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { MODULE_LAYERS, moduleBoundaries } from '../../eslint/module-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** ESLint with only the boundary rules, so the answer does not depend on the rest of the lint setup. */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  // The tree's own eslint-disable comments name rules this setup leaves out.
  allowInlineConfig: false,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...moduleBoundaries],
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

describe('module boundaries', () => {
  it('refuses an import of a module of the same or a higher layer, and of test code', async () => {
    expect(await problems('server/src/modules/rooms/fixture.ts', "import { markRead } from '../messages/service';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/users/fixture.ts', "import type { Room } from '../rooms/repo';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/auth/fixture.ts', "export { softDeleteFilesOf } from '../files/service';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/modules/boards/fixture.ts', "import { makeRoom } from '../../../test/rooms';")).toEqual(['no-restricted-imports']);
    expect(await problems('server/src/lib/fixture.ts', "import { startTestServer } from '../../test/harness';")).toEqual(['no-restricted-imports']);
  });

  it('allows an import of a lower layer, of its own module, and anything in a test', async () => {
    expect(await problems('server/src/modules/messages/fixture.ts', "import { requireRoomAccess } from '../rooms/policy';\nimport * as repo from './repo';")).toEqual([]);
    expect(await problems('server/src/modules/rooms/fixture.test.ts', "import { markRead } from '../messages/service';\nimport { addRoom } from '../../../test/chat';")).toEqual([]);
  });

  it('names every module folder once, and the tree keeps to the layers', async () => {
    const named = MODULE_LAYERS.flat();
    expect(new Set(named).size).toBe(named.length);
    const folders = readdirSync(path.join(ROOT, 'server/src/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect([...named].sort()).toEqual(folders.sort());
    const results = await eslint.lintFiles(['server/src/**/*.ts']);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(ROOT, r.filePath)}: ${m.message}`))).toEqual([]);
  });
});
