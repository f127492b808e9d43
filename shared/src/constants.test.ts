import { describe, expect, it } from 'vitest';
import { DEFAULT_TAGS, EMOTIONS, QUALIFICATIONS } from './constants';
import { PATTERNS } from './validation';

describe('spec constants', () => {
  it('has the sixteen qualifications, six stamps and five default tags with valid colours', () => {
    expect(QUALIFICATIONS).toHaveLength(16);
    expect(new Set(QUALIFICATIONS).size).toBe(16);
    expect(EMOTIONS.map((e) => e.id)).toEqual(['roger', 'bow', 'cracker', 'dance', 'clap', 'yes']);
    expect(DEFAULT_TAGS).toHaveLength(5);
    for (const tag of DEFAULT_TAGS) expect(tag.color).toMatch(PATTERNS.color);
  });
});
