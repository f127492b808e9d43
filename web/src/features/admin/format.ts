import { formatBytes, formatDateTime } from '@musubi/shared/client';

/** A stored UTC time as the user's date and time; a dash when there is none. */
export function dateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

/** Bytes as every screen writes them. */
export const bytes = formatBytes;

export function yen(amount: number): string {
  return `${amount.toLocaleString('ja-JP')}円`;
}

export type StatusKey = '0' | '1' | '2';

/** The account status as a catalogue key (unknown values read as unconfirmed). */
export function statusKey(status: number): StatusKey {
  return status === 1 ? '1' : status === 2 ? '2' : '0';
}
