const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as people read it (1,024 per step): 10 MB, 10.5 MB, 340 KB. Fractions round up at one decimal, so a file
 * a byte over a limit never reads the same as the limit: 10,485,761 bytes is 10.1 MB against a 10 MB limit.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = Math.ceil(value * 10 - 1e-9) / 10;
  return `${Number.isInteger(shown) ? shown : shown.toFixed(1)} ${UNITS[unit]}`;
}
