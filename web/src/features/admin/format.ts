import { formatBytes } from '@musubi/shared/client';
import { i18n } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';

/** A stored UTC time as the user's date and time; a dash when there is none. */
export function dateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

/** Bytes as every screen writes them. */
export const bytes = formatBytes;

/** Yen as the admin pages write it: 1,100円 in Japanese, ¥1,100 in English. */
export function yen(amount: number): string {
  return i18n.t('format.yen', { amount: formatNumber(amount) });
}

export type StatusKey = '0' | '1' | '2';

/** The account status as a catalogue key (unknown values read as unconfirmed). */
export function statusKey(status: number): StatusKey {
  return status === 1 ? '1' : status === 2 ? '2' : '0';
}
