import { type CatalogueOf, EXPORT_COUNT_KEYS, EXPORT_KEPT_DAYS, EXPORT_MAX_ROOMS, EXPORT_MESSAGES, type ExportCounts, type Language } from '@musubi/shared';
import { MAIL_SIGNATURE } from '../../infra/mail/templates';
import { addCatalogue } from '../../lib/language';

/** The export's messages in English (decision 0326). */
const EXPORT_MESSAGES_EN: CatalogueOf<typeof EXPORT_MESSAGES> = {
  kind: 'Choose what to export.',
  roomsRequired: 'Choose the rooms to export.',
  tooManyRooms: `Up to ${EXPORT_MAX_ROOMS} rooms can be exported at once.`,
  unknownRooms: 'Some of the chosen rooms could not be found. Reload the list and choose again.',
  alreadyRunning: 'An export is already in progress. Wait for it to finish, or stop it before starting another.',
  notCancellable: 'This export has already ended.',
  expired: 'The download period of this export has passed. Please export again.',
  tooLarge: (gb, maxGb) => `The files to export are too large in total (about ${gb} GB). Up to ${maxGb} GB can be exported at once. Choose rooms and export them in parts.`,
  failed: 'An error stopped the export. Please try again.',
};
addCatalogue(EXPORT_MESSAGES, EXPORT_MESSAGES_EN);

const LABELS: Record<Language, Record<keyof ExportCounts, string>> = {
  ja: {
    users: 'ユーザー',
    rooms: 'ルーム',
    memberships: 'メンバー',
    messages: 'メッセージ',
    stamps: 'スタンプ',
    tags: 'ラベル',
    boards: 'ボードの列',
    tasks: 'タスク',
    checklists: 'チェックリスト',
    comments: 'タスクのコメント',
    files: 'ファイル',
    notes: 'メモ',
    contacts: 'コンタクト',
  },
  en: {
    users: 'Users',
    rooms: 'Rooms',
    memberships: 'Members',
    messages: 'Messages',
    stamps: 'Stamps',
    tags: 'Labels',
    boards: 'Board columns',
    tasks: 'Tasks',
    checklists: 'Checklists',
    comments: 'Task comments',
    files: 'Files',
    notes: 'Notes',
    contacts: 'Contacts',
  },
};

/** What an export holds, a line per kind of row, for its starter's mail. */
export function summary(counts: ExportCounts, language: Language): string {
  return EXPORT_COUNT_KEYS.filter((key) => counts[key] > 0)
    .map((key) =>
      language === 'en' ? `${LABELS.en[key]}: ${counts[key].toLocaleString('en-US')}` : `${LABELS.ja[key]}: ${counts[key].toLocaleString('ja-JP')}件`,
    )
    .join('\n');
}

const WHAT: Record<Language, Record<string, string>> = {
  ja: { instance: 'すべてのデータ', rooms: '選択したルーム', personal: 'あなたのデータ' },
  en: { instance: 'all data', rooms: 'the chosen rooms', personal: 'your data' },
};

const mails = {
  ja: {
    finished: (kind: string, summary: string, link: string) => ({
      subject: '【Musubi】データの書き出しが完了しました',
      text: `${WHAT.ja[kind]}の書き出しが完了しました。\n\n${summary}\n\n次のページからダウンロードできます（${EXPORT_KEPT_DAYS}日間）。\n${link}${MAIL_SIGNATURE.ja}`,
    }),
    failed: (kind: string, reason: string, link: string) => ({
      subject: '【Musubi】データの書き出しを中断しました',
      text: `${WHAT.ja[kind]}の書き出し中にエラーが発生したため中断しました。\n${reason}\n\nもう一度書き出すには次のページを開いてください。\n${link}${MAIL_SIGNATURE.ja}`,
    }),
  },
  en: {
    finished: (kind: string, summary: string, link: string) => ({
      subject: '[Musubi] Your data export is complete',
      text: `The export of ${WHAT.en[kind]} is complete.\n\n${summary}\n\nDownload it from this page (for ${EXPORT_KEPT_DAYS} days):\n${link}${MAIL_SIGNATURE.en}`,
    }),
    failed: (kind: string, reason: string, link: string) => ({
      subject: '[Musubi] Your data export was stopped',
      text: `An error stopped the export of ${WHAT.en[kind]}.\n${reason}\n\nTo export again, open this page:\n${link}${MAIL_SIGNATURE.en}`,
    }),
  },
};

/** The starter's mail when an export ends, in the starter's language. */
export const exportMail = (language: Language) => mails[language];
