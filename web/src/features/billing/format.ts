import { formatBytes, formatDate } from '@musubi/shared';

/** Yen as Japanese price tags write it: ¥1,100. */
export const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** Bytes as every screen writes them: 10 MB, 1 GB. */
export const byteSize = formatBytes;

export const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
