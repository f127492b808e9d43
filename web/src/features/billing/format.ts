import { formatBytes } from '@musubi/shared';
import { formatDate, formatNumber } from '../../i18n/format';

/** Yen as Japanese price tags write it: ¥1,100. */
export const yen = (amount: number) => `¥${formatNumber(amount)}`;

/** Bytes as every screen writes them: 10 MB, 1 GB. */
export const byteSize = formatBytes;

export const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
