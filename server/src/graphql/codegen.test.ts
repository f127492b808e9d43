import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the generated types', () => {
  it('match the schema, the web documents and the server tests\' documents (run `npm run codegen` after changing any)', async () => {
    const outputs = await generate({ ...config, cwd: ROOT, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      expect(fs.readFileSync(path.join(ROOT, output.filename), 'utf8'), output.filename).toBe(output.content);
    }
  }, 60_000);
});
