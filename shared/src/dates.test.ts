import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, quietPeriodEnd } from './dates';

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

describe('quietPeriodEnd', () => {
  // 2026-01-10 21:30 in Tokyo is 12:30 UTC.
  const at = (utc: string) => new Date(utc);
  it('holds across midnight and answers the next end', () => {
    expect(quietPeriodEnd(at('2026-01-10T12:30:00Z'), '20:00', '08:00')?.toISOString()).toBe('2026-01-10T23:00:00.000Z');
    expect(quietPeriodEnd(at('2026-01-10T21:15:00Z'), '20:00', '08:00')?.toISOString()).toBe('2026-01-10T23:00:00.000Z');
  });
  it('answers null outside the period, at its end, and when the bounds are equal', () => {
    expect(quietPeriodEnd(at('2026-01-10T03:00:00Z'), '20:00', '08:00')).toBeNull();
    expect(quietPeriodEnd(at('2026-01-10T23:00:00Z'), '20:00', '08:00')).toBeNull();
    expect(quietPeriodEnd(at('2026-01-10T12:30:00Z'), '09:00', '09:00')).toBeNull();
  });
  it('holds within one day', () => {
    expect(quietPeriodEnd(at('2026-01-10T04:00:00Z'), '12:00', '14:00')?.toISOString()).toBe('2026-01-10T05:00:00.000Z');
  });
});
