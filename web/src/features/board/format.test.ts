import { dayStartIso, pickerDay } from '@musubi/shared/client';
import { describe, expect, it } from 'vitest';
import { passesFilters } from './filters';
import { isOverdue } from './format';
import type { Task } from './types';

// 10:00 on 10 March 2026 in Tokyo.
const now = new Date('2026-03-10T01:00:00.000Z');
const task = (endDate: string | null) => ({ endDate, status: 0, tags: [], usersAssignee: [] }) as unknown as Task;

describe('board dates go through the one formatter, by Tokyo day', () => {
  it('counts a task as overdue only once its Tokyo day has passed', () => {
    // 23:30 on 9 March in Tokyo: yesterday, overdue.
    expect(isOverdue('2026-03-09T14:30:00.000Z', false, now)).toBe(true);
    // 00:30 on 10 March in Tokyo, though still 9 March in UTC: today, not overdue.
    expect(isOverdue('2026-03-09T15:30:00.000Z', false, now)).toBe(false);
    expect(isOverdue('2026-03-09T14:30:00.000Z', true, now)).toBe(false);
    expect(isOverdue(null, false, now)).toBe(false);
  });

  it('keeps "due this week" to today through the same weekday next week, in Tokyo days', () => {
    const week = { assignee: null, tag: null, due: 'week', text: '' } as const;
    expect(passesFilters(task(dayStartIso('2026-03-10')), week, now)).toBe(true);
    expect(passesFilters(task(dayStartIso('2026-03-17')), week, now)).toBe(true);
    expect(passesFilters(task(dayStartIso('2026-03-18')), week, now)).toBe(false);
    expect(passesFilters(task(dayStartIso('2026-03-09')), week, now)).toBe(false);
    expect(passesFilters(task(null), week, now)).toBe(false);
  });

  it('stores a picked day as its Tokyo midnight and reads it back as the same day', () => {
    expect(dayStartIso('2026-03-10')).toBe('2026-03-09T15:00:00.000Z');
    expect(pickerDay(dayStartIso('2026-03-10'))).toBe('2026-03-10');
    // A date saved as UTC midnight by older clients still reads as its day.
    expect(pickerDay('2026-03-10T00:00:00.000Z')).toBe('2026-03-10');
    expect(pickerDay(null)).toBeNull();
    expect(dayStartIso(null)).toBeNull();
  });
});
