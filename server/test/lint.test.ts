import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function rulesBroken(source: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, 'scripts/lint-fixture.ts') });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('npm run lint', () => {
  it('refuses a promise that nobody awaits or catches', async () => {
    const broken = await rulesBroken('async function save(): Promise<void> {}\nexport function submit(): void {\n  save();\n}\n');
    expect(broken).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('accepts the same call awaited', async () => {
    const broken = await rulesBroken('async function save(): Promise<void> {}\nexport async function submit(): Promise<void> {\n  await save();\n}\n');
    expect(broken).toEqual([]);
  });
}, 60_000);
