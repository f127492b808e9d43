import { Readable } from 'node:stream';
import { DATE_FORMATS, type Language, QUALIFICATION_NAMES_EN } from '@musubi/shared';
import { stringify } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { searchAccounts, type UserRow } from '../users';
import { CSV_PAGE_SIZE } from './accounts';

/** What the export writes in words, in the requester's language: its headings, an account's state, yes. */
const WORDS = {
  ja: {
    headings: ['ID', 'メールアドレス', '氏名', '会社名', '業種', '役職', '郵便番号', '都道府県', '市区町村', '番地', '建物名', '電話番号', '電話番号2', '資格', '状態', '管理者', '最終ログイン日時', '登録日時', '更新日時'],
    status: { 0: '未確認', 1: '有効', 2: '利用停止' } as Record<number, string>,
    yes: 'はい',
    fileName: '利用者一覧',
  },
  en: {
    headings: ['ID', 'Email address', 'Name', 'Company', 'Industry', 'Job title', 'Postcode', 'Prefecture', 'City', 'Street address', 'Building', 'Phone', 'Phone 2', 'Qualifications', 'Status', 'Administrator', 'Last login', 'Joined', 'Updated'],
    status: { 0: 'Unconfirmed', 1: 'Active', 2: 'Suspended' } as Record<number, string>,
    yes: 'Yes',
    fileName: 'people',
  },
} satisfies Record<Language, unknown>;

/** The export's headings in a language, in the columns' order. */
export const csvHeadings = (language: Language) => WORDS[language].headings;

/** The download's file name (before its date) in a language. */
export const csvFileName = (language: Language) => WORDS[language].fileName;

/**
 * Each column of a user row, in the headings' order: times as the screens show them in that language, in Tokyo;
 * the qualifications by their names in that language; what people wrote (names, the prefecture) as written.
 */
function cellsOf(user: UserRow, language: Language): unknown[] {
  const words = WORDS[language];
  const dateTime = DATE_FORMATS[language].dateTime;
  return [
    user.id,
    user.email,
    user.name,
    user.company_name,
    user.industry,
    user.position,
    user.post_code,
    user.prefectures,
    user.municipality,
    user.address,
    user.building,
    user.phone,
    user.phone2,
    qualificationsText(user.qualifications, language),
    words.status[user.status] ?? String(user.status),
    user.is_admin === 1 ? words.yes : '',
    user.lastTimeLogin && dateTime(user.lastTimeLogin),
    dateTime(user.createdAt),
    dateTime(user.updatedAt),
  ];
}

function qualificationsText(json: string, language: Language): string {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return '';
    if (language === 'ja') return list.join('、');
    return list.map((name: string) => QUALIFICATION_NAMES_EN[name as keyof typeof QUALIFICATION_NAMES_EN] ?? name).join(', ');
  } catch {
    return '';
  }
}

/** A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; a leading quote keeps it text. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every account, read 500 at a time by id, so memory stays the same however many accounts there are. */
async function* allUsers(db: Kysely<DB>, language: Language): AsyncGenerator<string[]> {
  let afterId: string | null = null;
  for (;;) {
    const page = await searchAccounts(db, {}, afterId, CSV_PAGE_SIZE);
    for (const user of page) {
      yield cellsOf(user, language).map((v) => (v == null ? '' : neutraliseFormula(String(v))));
    }
    if (page.length < CSV_PAGE_SIZE) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** The CSV stream: UTF-8 with a BOM (so Excel reads the Japanese correctly), CRLF lines, a heading row in `language`. */
export function userCsvStream(db: Kysely<DB>, language: Language): Readable {
  const csv = stringify({ bom: true, header: true, columns: csvHeadings(language), record_delimiter: 'windows' });
  const rows = Readable.from(allUsers(db, language));
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/** Content-Disposition with an ASCII fallback and the Japanese name encoded as RFC 6266 / RFC 5987 say. */
export function attachmentHeader(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
