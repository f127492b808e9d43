import { describe, expect, it } from 'vitest';
import { continuesBlock } from './density';

const at = (user_id: string, createdAt: string) => ({ user_id, createdAt });

describe('continuesBlock', () => {
  it('groups the same author within five minutes on the same day', () => {
    expect(continuesBlock(at('u1', '2026-11-28T01:04:59.000Z'), at('u1', '2026-11-28T01:00:00.000Z'), true)).toBe(true);
  });

  it('starts a new block for another author, after five minutes, on a new day, or at the top', () => {
    expect(continuesBlock(at('u2', '2026-11-28T01:01:00.000Z'), at('u1', '2026-11-28T01:00:00.000Z'), true)).toBe(false);
    expect(continuesBlock(at('u1', '2026-11-28T01:05:00.000Z'), at('u1', '2026-11-28T01:00:00.000Z'), true)).toBe(false);
    expect(continuesBlock(at('u1', '2026-11-28T01:01:00.000Z'), at('u1', '2026-11-28T01:00:00.000Z'), false)).toBe(false);
    expect(continuesBlock(at('u1', '2026-11-28T01:01:00.000Z'), undefined, true)).toBe(false);
  });
});
