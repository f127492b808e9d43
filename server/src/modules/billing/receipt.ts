import { createHash } from 'node:crypto';
import { formatDate, PAYMENT_PERIOD } from '@musubi/shared';
import type { Config } from '../../config';
import type { TransactionRow } from './repo';
import { TAX_RATE_PERCENT, taxIncluded } from './periods';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** A label in Japanese with its English beside it, marked as English for screen readers (decision 0326). */
const both = (japanese: string, english: string) => `${japanese} / <span lang="en">${english}</span>`;

/** The script of the receipt's print button, allowed by its hash alone (inline handlers are refused by the CSP). */
export const RECEIPT_PRINT_SCRIPT = "document.getElementById('print').addEventListener('click',()=>window.print());";
export const RECEIPT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(RECEIPT_PRINT_SCRIPT).digest('base64')}'`;

/**
 * The printable receipt (領収書) of a paid transaction, one A4 page when printed, in Japanese with the English of
 * each line beside it, as receipts for customers from abroad often are (decision 0326). As a qualified invoice (適格請求書)
 * it names the issuer and its registration number, the date, what was sold, the total per tax rate and the tax at
 * that rate; an operator without a registration number issues a receipt that says it is not one. Dates are written
 * as everywhere else in the app (YYYY/MM/DD, Japan time).
 */
export function receiptHtml(
  config: Pick<Config, 'OPERATOR_NAME' | 'INVOICE_REGISTRATION_NUMBER'>,
  transaction: TransactionRow,
  planName: string,
  addressee: string,
): string {
  const { net, tax } = taxIncluded(transaction.amount);
  const yearly = transaction.payment_type === PAYMENT_PERIOD.year;
  const period = yearly ? '年額' : '月額';
  const periodEn = yearly ? 'yearly' : 'monthly';
  const term =
    transaction.period_start && transaction.period_end
      ? `${formatDate(transaction.period_start)} 〜 ${formatDate(transaction.period_end)}`
      : '';
  const registration = config.INVOICE_REGISTRATION_NUMBER
    ? `<p>${both('登録番号', 'Registration number')}: ${escapeHtml(config.INVOICE_REGISTRATION_NUMBER)}</p>`
    : `<p class="note">${both('登録番号', 'Registration number')}: なし（発行者は適格請求書発行事業者の登録番号を設定していません。この領収書は適格請求書ではありません。）<br><span lang="en">None: the issuer has not registered as a qualified invoice issuer, so this receipt is not a qualified invoice.</span></p>`;
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>領収書 Receipt ${escapeHtml(transaction.order_id)}</title>
<style>
@page { size: A4; margin: 18mm 16mm; }
* { box-sizing: border-box; }
body { font-family: "Hiragino Sans", "Noto Sans JP", "Noto Sans CJK JP", sans-serif; max-width: 720px; margin: 2rem auto; padding: 0 1rem; color: #222; line-height: 1.6; }
h1 { text-align: center; letter-spacing: 0.5em; margin: 0 0 1.5rem; }
h1 .en { display: block; font-size: 1rem; font-weight: 600; letter-spacing: 0.2em; color: #555; }
th .en, .line .en { display: block; font-size: 0.8rem; font-weight: normal; color: #555; }
.amount { font-size: 1.8rem; border-bottom: 2px solid #222; padding: 0.5rem 0; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #999; padding: 0.4rem 0.6rem; text-align: left; }
th { background: #f3f4f6; }
td.num { text-align: right; white-space: nowrap; }
.issuer { margin-top: 2rem; text-align: right; }
.note { font-size: 0.85rem; color: #555; }
.actions { margin-top: 2rem; text-align: center; }
.actions button { font: inherit; font-weight: 600; color: #fff; background: #1971c2; border: 0; border-radius: 6px; padding: 0.6rem 1.6rem; cursor: pointer; }
.actions button:hover { background: #1864ab; }
.actions button:focus-visible { outline: 3px solid #74c0fc; outline-offset: 2px; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10.5pt; }
  .actions { display: none; }
  table, .issuer { break-inside: avoid; }
}
</style>
</head>
<body>
<main>
<h1>領収書<span class="en" lang="en">Receipt</span></h1>
<p>${both('発行日', 'Date of issue')}: ${formatDate(transaction.updatedAt)}<br>${both('取引番号', 'Transaction number')}: ${escapeHtml(transaction.tran_id ?? transaction.id)}</p>
<p><strong>${escapeHtml(addressee)} 様</strong></p>
<p class="amount">${yen(transaction.amount)}（税込 / <span lang="en">tax included</span>）</p>
<p class="line">但し、Musubi ${escapeHtml(planName)}プラン（${period}）ご利用料として、上記正に領収いたしました。<span class="en" lang="en">Received with thanks the above amount for the use of the Musubi ${escapeHtml(planName)} plan (${periodEn}).</span></p>
<table>
<tr><th>品目<span class="en" lang="en">Item</span></th><th>期間<span class="en" lang="en">Period</span></th><th>金額（税込）<span class="en" lang="en">Amount (tax included)</span></th></tr>
<tr><td>${escapeHtml(planName)}プラン（${period}）<br><span lang="en">${escapeHtml(planName)} plan (${periodEn})</span></td><td>${term}</td><td class="num">${yen(transaction.amount)}</td></tr>
</table>
<table>
<tr><th>税率区分<span class="en" lang="en">Tax rate</span></th><th>対象額（税抜）<span class="en" lang="en">Amount (before tax)</span></th><th>消費税額<span class="en" lang="en">Consumption tax</span></th><th>合計（税込）<span class="en" lang="en">Total (tax included)</span></th></tr>
<tr><td>${TAX_RATE_PERCENT}%対象 / <span lang="en">${TAX_RATE_PERCENT}% rate</span></td><td class="num">${yen(net)}</td><td class="num">${yen(tax)}</td><td class="num">${yen(transaction.amount)}</td></tr>
</table>
<p>${both('お支払い方法', 'Payment method')}: クレジットカード / <span lang="en">credit card</span><br>${both('お支払い日', 'Date of payment')}: ${formatDate(transaction.updatedAt)}</p>
<div class="issuer">
<p>${escapeHtml(config.OPERATOR_NAME)}</p>
${registration}
</div>
<p class="actions"><button type="button" id="print">印刷する / <span lang="en">Print</span></button></p>
</main>
<script>${RECEIPT_PRINT_SCRIPT}</script>
</body>
</html>
`;
}
