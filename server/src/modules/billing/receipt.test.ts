import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECEIPT_PRINT_SCRIPT, RECEIPT_SCRIPT_HASH, receiptHtml } from './receipt';
import type { TransactionRow } from './repo';

const paid: TransactionRow = {
  id: 'tx1',
  tran_id: 'ch_1',
  order_id: 'order-1',
  amount: 1_100,
  status: 1,
  user_id: 'u1',
  package_id: 1,
  payment_type: 1,
  is_regis_auto: 1,
  period_start: '2026-11-20T15:00:00.000Z',
  period_end: '2026-12-20T15:00:00.000Z',
  provider: 'test',
  createdAt: '2026-11-20T15:30:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
};

describe('the receipt', () => {
  it('dates everything as the app does, YYYY/MM/DD in Japan time', () => {
    const html = receiptHtml({ OPERATOR_NAME: '株式会社ムスビ', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' }, paid, 'スタンダード', '山田太郎');
    expect(html).toContain('発行日 / <span lang="en">Date of issue</span>: 2026/11/21');
    expect(html).toContain('2026/11/21 〜 2026/12/21');
    expect(html).not.toMatch(/\d+年\d+月\d+日/);
  });

  it('names the registration number when the operator has one, and says plainly when not', () => {
    const registered = receiptHtml({ OPERATOR_NAME: '株式会社ムスビ', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' }, paid, 'スタンダード', '山田太郎');
    expect(registered).toContain('登録番号 / <span lang="en">Registration number</span>: T1234567890123');
    expect(registered).not.toContain('適格請求書ではありません');
    const unregistered = receiptHtml({ OPERATOR_NAME: '株式会社ムスビ', INVOICE_REGISTRATION_NUMBER: undefined }, paid, 'スタンダード', '山田太郎');
    expect(unregistered).toContain('<span lang="en">Registration number</span>: なし');
    expect(unregistered).toContain('この領収書は適格請求書ではありません。');
    expect(unregistered).toContain('so this receipt is not a qualified invoice.');
  });

  it('says each line in Japanese and in English, the English marked as such', () => {
    const html = receiptHtml({ OPERATOR_NAME: '株式会社ムスビ', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' }, paid, 'スタンダード', '山田太郎');
    expect(html).toContain('<html lang="ja">');
    for (const english of ['Receipt', 'Date of issue', 'Transaction number', 'Item', 'Period', 'Tax rate', 'Consumption tax', 'Payment method', 'Print']) {
      expect(html).toContain(`lang="en">${english}`);
    }
    expect(html).toContain('for the use of the Musubi スタンダード plan (monthly).');
    expect(html).toContain('上記正に領収いたしました。');
  });

  it('runs its print button from the one script its policy allows by hash, with no inline handler', () => {
    const html = receiptHtml({ OPERATOR_NAME: 'Musubi', INVOICE_REGISTRATION_NUMBER: undefined }, paid, 'スタンダード', '山田太郎');
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([RECEIPT_PRINT_SCRIPT]);
    expect(RECEIPT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });
});
