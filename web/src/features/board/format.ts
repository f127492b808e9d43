import { isPastDay } from '@musubi/shared/client';

/** Overdue means the end date's day (in Tokyo, as every date) has passed and the task is not done. */
export function isOverdue(endDate: string | null, done: boolean, now: Date = new Date()): boolean {
  return Boolean(endDate) && !done && isPastDay(endDate!, now);
}

/** Black or white, whichever reads better on a tag's colour (#rgb or #rrggbb; anything else gets dark text). */
export function readableTextColor(background: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#1a1b1e';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  // Relative luminance (WCAG); above about 0.18 dark text has the better contrast.
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  return luminance > 0.179 ? '#1a1b1e' : '#ffffff';
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
