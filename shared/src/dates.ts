/** Date display in the Japanese locale and Tokyo time: YYYY/MM/DD and YYYY/MM/DD HH:mm (spec section 1). */
const TIME_ZONE = 'Asia/Tokyo';

const partsFormatter = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(value: Date | string | number) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const map: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) map[part.type] = part.value;
  return map;
}

export function formatDate(value: Date | string | number): string {
  const p = parts(value);
  return p ? `${p.year}/${p.month}/${p.day}` : '';
}

export function formatDateTime(value: Date | string | number): string {
  const p = parts(value);
  return p ? `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}` : '';
}

/** The current instant as the UTC ISO-8601 string every stored time uses. */
export const isoNow = (now: Date = new Date()) => now.toISOString();

/** Japan has kept one offset from UTC since 1951: minutes of the day there are plain arithmetic. */
const TOKYO_OFFSET_MINUTES = 9 * 60;
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
