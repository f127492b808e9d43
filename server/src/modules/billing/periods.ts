import { PAYMENT_PERIOD } from '@musubi/shared';

/** Transaction.status values. */
export const TRANSACTION_STATUS = { pending: 0, paid: 1, failed: 2 } as const;

/** Japan's standard consumption tax rate, in percent; prices are stored including it. */
export const TAX_RATE_PERCENT = 10;

const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The end of a period that starts at `startIso`: one month or one year later, on the charge day (the day of
 * the month the subscription began), or the month's last day when it is shorter (31 Jan -> 28 Feb -> 31 Mar).
 */
export function periodEnd(startIso: string, paymentType: number, chargeDay: number): string {
  const start = new Date(startIso);
  const months = paymentType === PAYMENT_PERIOD.year ? 12 : 1;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const day = Math.min(chargeDay, daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  target.setUTCDate(day);
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
  return target.toISOString();
}

export const chargeDayOf = (iso: string) => new Date(iso).getUTCDate();

/**
 * The consumption tax inside a tax-inclusive amount, rounded down once per receipt and rate, as the qualified
 * invoice rules allow (¥1,100 -> ¥100, ¥11,000 -> ¥1,000).
 */
export function taxIncluded(amount: number): { net: number; tax: number } {
  const tax = Math.floor((amount * TAX_RATE_PERCENT) / (100 + TAX_RATE_PERCENT));
  return { net: amount - tax, tax };
}
