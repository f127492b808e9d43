/**
 * Every date the product shows or writes goes through here: YYYY/MM/DD and YYYY/MM/DD HH:mm (spec section 1), in
 * the user's time zone, which is Tokyo's unless one is given.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

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

function parts(value: DateInput, timeZone: string) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
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

/** The current instant as the UTC ISO-8601 string every stored time uses. */
export const isoNow = (now: Date = new Date()) => now.toISOString();
