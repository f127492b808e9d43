import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { formatBytes } from './sizes';

describe('formatBytes', () => {
  it('reads a limit exactly and anything over it as more', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(10 * 1024 * 1024 + 1)).toBe('10.1 MB');
    expect(formatBytes(11_000_000)).toBe('10.5 MB');
    expect(MESSAGES.fileTooLarge(formatBytes(10 * 1024 * 1024))).toContain('（10 MB）');
  });

  it('uses the unit that keeps the number at least 1', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
  });
});
