import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('Japanese date formats', () => {
  it('shows Tokyo time as YYYY/MM/DD and YYYY/MM/DD HH:mm', () => {
    // 15:30 UTC is 00:30 the next day in Tokyo.
    expect(formatDate('2026-03-31T15:30:00.000Z')).toBe('2026/04/01');
    expect(formatDateTime('2026-03-31T15:30:00.000Z')).toBe('2026/04/01 00:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 3, 4)))).toBe('2026/01/05 12:04');
  });

  it('gives an empty string for an invalid date rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
