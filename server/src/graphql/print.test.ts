import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printMergedSchema } from './print';

describe('the printed contract', () => {
  it('matches every module\'s schema (run `npm run schema` after changing one)', () => {
    const printed = fs.readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
    expect(printed).toBe(printMergedSchema());
  });
});
