import { formatDateTime } from '@musubi/shared/client';

/** A stored UTC time as the user's date and time; a dash when there is none. */
export function dateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in the largest unit that keeps the number at least 1 (1,024 per step). */
export function bytes(size: number): string {
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

export function yen(amount: number): string {
  return `${amount.toLocaleString('ja-JP')}円`;
}

export type StatusKey = '0' | '1' | '2';

/** The account status as a catalogue key (unknown values read as unconfirmed). */
export function statusKey(status: number): StatusKey {
  return status === 1 ? '1' : status === 2 ? '2' : '0';
}
