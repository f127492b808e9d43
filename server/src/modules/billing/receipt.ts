import { PAYMENT_PERIOD } from '@musubi/shared';
import type { Config } from '../../config';
import type { TransactionRow } from './repo';
import { TAX_RATE_PERCENT, taxIncluded } from './periods';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** A date as Japanese readers write it, in Japan time: 2026年11月21日. */
const jaDate = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(iso),
  );

/**
 * The printable receipt (領収書) of a paid transaction. As a qualified invoice (適格請求書) it names the issuer and
 * its registration number, the date, what was sold, the total per tax rate and the tax at that rate.
 */
export function receiptHtml(
  config: Pick<Config, 'OPERATOR_NAME' | 'INVOICE_REGISTRATION_NUMBER'>,
  transaction: TransactionRow,
  planName: string,
  addressee: string,
): string {
  const { net, tax } = taxIncluded(transaction.amount);
  const period = transaction.payment_type === PAYMENT_PERIOD.year ? '年額' : '月額';
  const term =
    transaction.period_start && transaction.period_end
      ? `${jaDate(transaction.period_start)} 〜 ${jaDate(transaction.period_end)}`
      : '';
  const registration = config.INVOICE_REGISTRATION_NUMBER
    ? `<p>登録番号: ${escapeHtml(config.INVOICE_REGISTRATION_NUMBER)}</p>`
    : '';
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>領収書 ${escapeHtml(transaction.order_id)}</title>
<style>
body { font-family: "Hiragino Sans", "Noto Sans JP", sans-serif; max-width: 720px; margin: 2rem auto; color: #222; }
h1 { text-align: center; letter-spacing: 0.5em; }
.amount { font-size: 1.8rem; border-bottom: 2px solid #222; padding: 0.5rem 0; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #999; padding: 0.4rem 0.6rem; text-align: left; }
td.num { text-align: right; }
.issuer { margin-top: 2rem; text-align: right; }
@media print { .no-print { display: none; } }
</style>
</head>
<body>
<h1>領収書</h1>
<p>発行日: ${jaDate(transaction.updatedAt)}<br>取引番号: ${escapeHtml(transaction.tran_id ?? transaction.id)}</p>
<p><strong>${escapeHtml(addressee)} 様</strong></p>
<p class="amount">${yen(transaction.amount)}（税込）</p>
<p>但し、Musubi ${escapeHtml(planName)}プラン（${period}）ご利用料として、上記正に領収いたしました。</p>
<table>
<tr><th>品目</th><th>期間</th><th>金額（税込）</th></tr>
<tr><td>${escapeHtml(planName)}プラン（${period}）</td><td>${term}</td><td class="num">${yen(transaction.amount)}</td></tr>
</table>
<table>
<tr><th>税率区分</th><th>対象額（税抜）</th><th>消費税額</th><th>合計（税込）</th></tr>
<tr><td>${TAX_RATE_PERCENT}%対象</td><td class="num">${yen(net)}</td><td class="num">${yen(tax)}</td><td class="num">${yen(transaction.amount)}</td></tr>
</table>
<p>お支払い方法: クレジットカード<br>お支払い日: ${jaDate(transaction.updatedAt)}</p>
<div class="issuer">
<p>${escapeHtml(config.OPERATOR_NAME)}</p>
${registration}
</div>
<p class="no-print"><button onclick="window.print()">印刷する</button></p>
</body>
</html>
`;
}
