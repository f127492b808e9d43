/**
 * Every date the product shows or writes goes through here: YYYY/MM/DD and YYYY/MM/DD HH:mm (spec section 1), in
 * the user's time zone, which is Tokyo's unless one is given.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

/** Japan has kept one offset from UTC since 1951: minutes of the day there are plain arithmetic. */
const TOKYO_OFFSET_MINUTES = 9 * 60;
const DAY_MS = 24 * 60 * 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ja-JP', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type DateInput = Date | string | number;

/** Tokyo has kept no daylight saving time since 1952 (its last one ended in September 1951). */
const TOKYO_FIXED_SINCE = Date.UTC(1952, 0, 1);
const twoDigits = (n: number) => String(n).padStart(2, '0');

function parts(value: DateInput, timeZone: string): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  // Tokyo's fields are UTC's nine hours later: no Intl formatter, whose first use loads the time zone data while
  // the first screen waits, and which costs far more a date than this.
  if (timeZone === DEFAULT_TIME_ZONE && time >= TOKYO_FIXED_SINCE) {
    const tokyo = new Date(time + TOKYO_OFFSET_MINUTES * 60_000);
    return {
      year: String(tokyo.getUTCFullYear()),
      month: twoDigits(tokyo.getUTCMonth() + 1),
      day: twoDigits(tokyo.getUTCDate()),
      hour: twoDigits(tokyo.getUTCHours()),
      minute: twoDigits(tokyo.getUTCMinutes()),
    };
  }
  const map: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) map[part.type] = part.value;
  return map;
}

/** YYYY/MM/DD; an empty string for an invalid date rather than "Invalid Date". */
export function formatDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return p ? `${p.year}/${p.month}/${p.day}` : '';
}

/** YYYY/MM/DD HH:mm. */
export function formatDateTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return p ? `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}` : '';
}

/** HH:mm. */
export function formatTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return p ? `${p.hour}:${p.minute}` : '';
}

/** Whether two instants fall on the same calendar day in the time zone. */
export function isSameDay(a: DateInput, b: DateInput, timeZone = DEFAULT_TIME_ZONE): boolean {
  const day = formatDate(a, timeZone);
  return day !== '' && day === formatDate(b, timeZone);
}

/** A time in a list (messages, notifications, search results, comments): HH:mm today, YYYY/MM/DD HH:mm before. */
export function formatRecent(value: DateInput, now: DateInput = new Date(), timeZone = DEFAULT_TIME_ZONE): string {
  return isSameDay(value, now, timeZone) ? formatTime(value, timeZone) : formatDateTime(value, timeZone);
}

/** YYYYMMDD, for file names (an export made at 01:00 in Tokyo is named after Tokyo's day, not UTC's). */
export function fileDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  return formatDate(value, timeZone).replaceAll('/', '');
}

/** The month a date picker shows: 2026年11月. */
export const PICKER_MONTH_FORMAT = 'YYYY年M月';
/** The value a date picker shows, as every other date: YYYY/MM/DD. */
export const PICKER_VALUE_FORMAT = 'YYYY/MM/DD';

/** A stored date as the YYYY-MM-DD value a date picker holds: the day it falls on in the time zone. */
export function pickerDay(value: DateInput | null, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (value === null || value === '') return null;
  return formatDate(value, timeZone).replaceAll('/', '-') || null;
}

/** A picked day (YYYY-MM-DD) as the UTC ISO-8601 instant of its midnight in Tokyo, which is how task and board dates are stored. */
export function dayStartIso(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!) - TOKYO_OFFSET_MINUTES * 60_000).toISOString();
}

/**
 * The instants bounding "due this week" as the board filters it: from today's midnight in Tokyo (`today`) up to,
 * not including, the midnight after the same weekday next week (`weekEnd`). A due date before `today` is past.
 */
export function dueBounds(now: DateInput = new Date()): { today: string; weekEnd: string } {
  const today = dayStartIso(pickerDay(now))!;
  return { today, weekEnd: new Date(Date.parse(today) + 8 * DAY_MS).toISOString() };
}

/** Whether a due date's day (in Tokyo) is before today's. */
export function isPastDay(value: DateInput, now: DateInput = new Date(), timeZone = DEFAULT_TIME_ZONE): boolean {
  const day = formatDate(value, timeZone);
  return day !== '' && day < formatDate(now, timeZone);
}

/** The current instant as the UTC ISO-8601 string every stored time uses. */
export const isoNow = (now: Date = new Date()) => now.toISOString();

const DAY_MINUTES = 24 * 60;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const tokyoMinutes = (now: Date) => (now.getUTCHours() * 60 + now.getUTCMinutes() + TOKYO_OFFSET_MINUTES) % DAY_MINUTES;

/**
 * When a daily quiet period (HH:mm to HH:mm, Tokyo time, possibly across midnight like 20:00–08:00) that holds
 * `now` ends, or null when `now` is outside it. Equal bounds mean no quiet period.
 */
export function quietPeriodEnd(now: Date, from: string, to: string): Date | null {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return null;
  const current = tokyoMinutes(now);
  const inside = start < end ? current >= start && current < end : current >= start || current < end;
  if (!inside) return null;
  const left = (end - current + DAY_MINUTES) % DAY_MINUTES;
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minuteStart + left * 60_000);
}

/**
 * Dates in a person's language. Japanese is the spec's YYYY/MM/DD above, unchanged; English writes them as
 * English does (Nov 29, 2026; Nov 29, 2026, 2:05 PM; 2:05 PM), in the same time zone.
 */
export type DateLanguage = 'ja' | 'en';

const englishFormatters = new Map<string, Intl.DateTimeFormat>();

function englishFormatter(kind: 'date' | 'dateTime' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = englishFormatters.get(key);
  if (!formatter) {
    const day = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    const time = { hour: 'numeric', minute: '2-digit' } as const;
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...(kind === 'time' ? time : kind === 'date' ? day : { ...day, ...time }) });
    englishFormatters.set(key, formatter);
  }
  return formatter;
}

function english(kind: 'date' | 'dateTime' | 'time', value: DateInput, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  // Newer ICU puts a narrow no-break space before AM/PM; one plain space reads and wraps the same everywhere.
  return Number.isNaN(date.getTime()) ? '' : englishFormatter(kind, timeZone).format(date).replace(/\u202f/g, ' ');
}

export interface DateFormats {
  date(value: DateInput, timeZone?: string): string;
  dateTime(value: DateInput, timeZone?: string): string;
  time(value: DateInput, timeZone?: string): string;
  /** HH:mm (2:05 PM) today, the date and time before. */
  recent(value: DateInput, now?: DateInput, timeZone?: string): string;
  /** A date picker's month heading and value, in dayjs's format tokens. */
  pickerMonth: string;
  pickerValue: string;
}

export const DATE_FORMATS: Record<DateLanguage, DateFormats> = {
  ja: {
    date: formatDate,
    dateTime: formatDateTime,
    time: formatTime,
    recent: formatRecent,
    pickerMonth: PICKER_MONTH_FORMAT,
    pickerValue: PICKER_VALUE_FORMAT,
  },
  en: {
    date: (value, timeZone = DEFAULT_TIME_ZONE) => english('date', value, timeZone),
    dateTime: (value, timeZone = DEFAULT_TIME_ZONE) => english('dateTime', value, timeZone),
    time: (value, timeZone = DEFAULT_TIME_ZONE) => english('time', value, timeZone),
    recent: (value, now = new Date(), timeZone = DEFAULT_TIME_ZONE) =>
      english(isSameDay(value, now, timeZone) ? 'time' : 'dateTime', value, timeZone),
    pickerMonth: 'MMMM YYYY',
    pickerValue: 'MMM D, YYYY',
  },
};
