import { formatBytes } from '@musubi/shared';
import { i18n, type MessageKey } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';

/** Yen as Japanese price tags write it: ¥1,100. */
export const yen = (amount: number) => `¥${formatNumber(amount)}`;

/** Bytes as every screen writes them: 10 MB, 1 GB. */
export const byteSize = formatBytes;

/** A plan's name in the language on screen; a plan the catalogue does not know keeps the name it is stored with. */
export const planName = (plan: { package_id: number; name: string }) => {
  const key = `billing.plan.names.${plan.package_id}`;
  return i18n.exists(key) ? i18n.t(key as MessageKey) : plan.name;
};

export const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : '');
