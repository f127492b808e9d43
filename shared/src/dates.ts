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
