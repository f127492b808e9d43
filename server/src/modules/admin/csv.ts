import { Readable } from 'node:stream';
import { formatDateTime } from '@musubi/shared';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { searchAccounts, type UserRow } from '../users';
import { CSV_PAGE_SIZE } from './accounts';

const STATUS_LABELS: Record<number, string> = { 0: '未確認', 1: '有効', 2: '利用停止' };

/** The export's columns: Japanese headings, and how each is read from a user row (times as the screens show them, in Tokyo). */
const COLUMNS: [heading: string, value: (user: UserRow) => unknown][] = [
  ['ID', (u) => u.id],
  ['メールアドレス', (u) => u.email],
  ['氏名', (u) => u.name],
  ['会社名', (u) => u.company_name],
  ['業種', (u) => u.industry],
  ['役職', (u) => u.position],
  ['郵便番号', (u) => u.post_code],
  ['都道府県', (u) => u.prefectures],
  ['市区町村', (u) => u.municipality],
  ['番地', (u) => u.address],
  ['建物名', (u) => u.building],
  ['電話番号', (u) => u.phone],
  ['電話番号2', (u) => u.phone2],
  ['資格', (u) => qualificationsText(u.qualifications)],
  ['状態', (u) => STATUS_LABELS[u.status] ?? String(u.status)],
  ['管理者', (u) => (u.is_admin === 1 ? 'はい' : '')],
  ['最終ログイン日時', (u) => u.lastTimeLogin && formatDateTime(u.lastTimeLogin)],
  ['登録日時', (u) => formatDateTime(u.createdAt)],
  ['更新日時', (u) => formatDateTime(u.updatedAt)],
];

export const CSV_HEADINGS = COLUMNS.map(([heading]) => heading);

function qualificationsText(json: string): string {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.join('、') : '';
  } catch {
    return '';
  }
}

/** A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; a leading quote keeps it text. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every account, read 500 at a time by id, so memory stays the same however many accounts there are. */
async function* allUsers(db: Kysely<DB>): AsyncGenerator<string[]> {
  let afterId: string | null = null;
  for (;;) {
    const page = await searchAccounts(db, {}, afterId, CSV_PAGE_SIZE);
    for (const user of page) {
      yield COLUMNS.map(([, value]) => {
        const v = value(user);
        return v == null ? '' : neutraliseFormula(String(v));
      });
    }
    if (page.length < CSV_PAGE_SIZE) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** The CSV stream: UTF-8 with a BOM (so Excel reads the Japanese correctly), CRLF lines, a heading row. */
export function userCsvStream(db: Kysely<DB>): Readable {
  const csv = stringify({ bom: true, header: true, columns: CSV_HEADINGS, record_delimiter: 'windows' });
  const rows = Readable.from(allUsers(db));
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** Content-Disposition with an ASCII fallback and the Japanese name encoded as RFC 6266 / RFC 5987 say. */
export function attachmentHeader(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
