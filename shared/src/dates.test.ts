import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, dayStartIso, dueBounds, fileDate, formatDate, formatDateTime, formatRecent, formatTime, isPastDay, isSameDay, pickerDay, quietPeriodEnd } from './dates';

// 15:30 UTC on 31 March is 00:30 on 1 April in Tokyo: every case below crosses that midnight.
const lateUtc = '2026-03-31T15:30:00.000Z';

describe('the one date formatter every screen uses', () => {
  it('dates (payment history, files, members, admin lists, task due dates): YYYY/MM/DD in Tokyo', () => {
    expect(formatDate(lateUtc)).toBe('2026/04/01');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 3, 4)))).toBe('2026/01/05');
    expect(formatDate(Date.UTC(2026, 11, 31, 14, 59))).toBe('2026/12/31');
    expect(formatDate(Date.UTC(2026, 11, 31, 15, 0))).toBe('2027/01/01');
  });

  it('date and time (admin accounts, file list, deletion confirmation, search): YYYY/MM/DD HH:mm, 24 hours', () => {
    expect(formatDateTime(lateUtc)).toBe('2026/04/01 00:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 3, 4)))).toBe('2026/01/05 12:04');
    expect(formatDateTime('2026-06-30T14:59:00Z')).toBe('2026/06/30 23:59');
    expect(formatTime(lateUtc)).toBe('00:30');
  });

  it('date pickers (task and board dates): a Tokyo day in, its Tokyo midnight stored, the same day out', () => {
    expect(dayStartIso('2026-04-01')).toBe('2026-03-31T15:00:00.000Z');
    expect(pickerDay(lateUtc)).toBe('2026-04-01');
    expect(pickerDay(dayStartIso('2026-12-31'))).toBe('2026-12-31');
    expect(dayStartIso('')).toBeNull();
    expect(isPastDay('2026-03-31T14:59:00.000Z', lateUtc)).toBe(true);
    expect(isPastDay(lateUtc, '2026-04-01T14:00:00.000Z')).toBe(false);
  });

  it("a board's due filter: from today's Tokyo midnight to the one after the same weekday next week", () => {
    // 00:30 on 1 April in Tokyo, still 31 March in UTC.
    expect(dueBounds('2026-03-31T15:30:00.000Z')).toEqual({ today: '2026-03-31T15:00:00.000Z', weekEnd: '2026-04-08T15:00:00.000Z' });
    expect(dueBounds('2026-03-31T14:59:00.000Z').today).toBe('2026-03-30T15:00:00.000Z');
  });

  it("timeline, notifications and comments: today's times as HH:mm, earlier ones with their date", () => {
    const now = '2026-04-01T02:00:00.000Z'; // 11:00 in Tokyo
    expect(formatRecent(lateUtc, now)).toBe('00:30');
    expect(formatRecent('2026-03-31T14:59:00.000Z', now)).toBe('2026/03/31 23:59');
    expect(formatRecent('2025-04-01T02:00:00.000Z', now)).toBe('2025/04/01 11:00');
    expect(isSameDay(lateUtc, now)).toBe(true);
    expect(isSameDay(lateUtc, '2026-03-31T14:00:00.000Z')).toBe(false);
  });

  it("follows the user's time zone when one is given", () => {
    expect(formatDateTime(lateUtc, 'UTC')).toBe('2026/03/31 15:30');
    expect(formatDate(lateUtc, 'America/New_York')).toBe('2026/03/31');
    expect(formatRecent(lateUtc, '2026-03-31T20:00:00.000Z', 'UTC')).toBe('15:30');
  });

  it("writes Tokyo's dates as the platform's own time zone data does, from 1952 on and before", () => {
    const icu = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const asIcu = (time: number) => {
      const p = Object.fromEntries(icu.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
      return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
    };
    // Every 31 hours and 7 minutes from 1950 (daylight saving time in 1950 and 1951) to 2101, and the turns of days and years.
    const instants = [Date.UTC(1951, 8, 8, 14, 59), Date.UTC(2026, 11, 31, 14, 59), Date.UTC(2026, 11, 31, 15, 0), Date.UTC(2028, 1, 28, 15, 0)];
    for (let time = Date.UTC(1950, 0, 1); time < Date.UTC(2101, 0, 1); time += (31 * 60 + 7) * 60_000) instants.push(time);
    for (const time of instants) expect(formatDateTime(time)).toBe(asIcu(time));
  });

  it('CSV file names use the Tokyo day', () => {
    expect(fileDate(lateUtc)).toBe('20260401');
  });

  it('gives an empty string for an invalid date rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatRecent('nope', lateUtc)).toBe('');
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

describe('dates in English', () => {
  const { en, ja } = DATE_FORMATS;

  it('writes dates as English does, in the same Tokyo day as the Japanese ones', () => {
    expect(en.date(lateUtc)).toBe('Apr 1, 2026');
    expect(en.dateTime(lateUtc)).toBe('Apr 1, 2026, 12:30 AM');
    expect(en.dateTime('2026-06-30T14:59:00Z')).toBe('Jun 30, 2026, 11:59 PM');
    expect(en.time(lateUtc)).toBe('12:30 AM');
    expect(en.date('not a date')).toBe('');
  });

  it("shows today's times alone and earlier ones with their date", () => {
    const now = '2026-04-01T02:00:00.000Z';
    expect(en.recent(lateUtc, now)).toBe('12:30 AM');
    expect(en.recent('2026-03-31T14:59:00.000Z', now)).toBe('Mar 31, 2026, 11:59 PM');
  });

  it('leaves the Japanese formats exactly as the spec writes them', () => {
    expect(ja.date(lateUtc)).toBe('2026/04/01');
    expect(ja.dateTime(lateUtc)).toBe('2026/04/01 00:30');
    expect(ja.recent(lateUtc, '2026-04-01T02:00:00.000Z')).toBe('00:30');
    expect(ja.pickerValue).toBe('YYYY/MM/DD');
  });
});
