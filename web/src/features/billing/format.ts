import { formatDate } from '@musubi/shared';

/** Yen as Japanese price tags write it: ¥1,100. */
export const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** Bytes in the largest whole unit that reads naturally: 10 MB, 1 GB. */
export function byteSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

export const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
