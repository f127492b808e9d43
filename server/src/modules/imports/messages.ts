import type { CatalogueOf, Language } from '@musubi/shared';
import { addCatalogue } from '../../lib/language';
import { inert } from '../../infra/mail/inert';
import { MAIL_SIGNATURE } from '../../infra/mail/templates';

/** Messages of imports, where the spec shows none. */
export const IMPORT_MESSAGES = {
  fileRequired: 'Slack のエクスポート（zip ファイル）を選択してください。',
  notZip: 'Slack のエクスポート（zip ファイル）として読み取れませんでした。Slack の「データのエクスポート」で作成した zip を選択してください。',
  trelloFileRequired: 'Trello のボードのエクスポート（JSON ファイル）を選択してください。',
  notTrello: 'Trello のボードのエクスポート（JSON ファイル）として読み取れませんでした。Trello のボードのメニュー「印刷、エクスポート、共有」の「JSON としてエクスポート」で保存したファイルを選択してください。',
  musubiFileRequired: 'Musubi のエクスポート（zip ファイル）を選択してください。',
  notMusubi: 'Musubi のエクスポート（zip ファイル）として読み取れませんでした。管理画面の「データの書き出し」で作成した zip をそのまま選択してください。',
  musubiVersion: (version: string) => `この Musubi のエクスポートは形式のバージョン ${version} のため取り込めません。取り込めるのはバージョン 1 と 2 です。`,
  musubiPersonal: '個人のデータの書き出しは取り込めません。管理画面の「データの書き出し」で、全体またはルームを選んで作成した zip を選択してください。',
  musubiNotEmpty: 'Musubi のエクスポートは、ルームがまだひとつもない（各自のマイチャットだけの）環境にのみ取り込めます。',
  roomRequired: '取り込み先のルームを選択してください。',
  roomGone: '取り込み先のルームが見つかりません。削除された可能性があります。',
  /** The archived column that holds a Trello board's archived cards of open lists (decision 0318). */
  archivedCards: 'アーカイブ済みのカード',
  tooLarge: (mb: number) => `ファイルが大きすぎます。取り込めるのは ${mb} MB までです。`,
  notPlanned: 'この取り込みはすでに開始されているか、終了しています。',
  notCancellable: 'この取り込みはすでに終了しています。',
  fileMissing: '取り込むファイルが見つかりません。もう一度アップロードしてください。',
  failed: '取り込み中にエラーが発生したため中断しました。取り込み済みの内容はそのまま残ります。同じファイルをもう一度取り込むと、続きから取り込みます。',
} as const;

/** The same messages in English (decision 0326). */
const IMPORT_MESSAGES_EN: CatalogueOf<typeof IMPORT_MESSAGES> = {
  fileRequired: 'Choose a Slack export (a zip file).',
  notZip: 'This could not be read as a Slack export (zip file). Choose a zip made with Slack’s “Export data”.',
  trelloFileRequired: 'Choose a Trello board export (a JSON file).',
  notTrello: 'This could not be read as a Trello board export (JSON file). Choose the file saved with “Export as JSON” under the board menu’s “Print, export, and share”.',
  musubiFileRequired: 'Choose a Musubi export (a zip file).',
  notMusubi: 'This could not be read as a Musubi export (zip file). Choose the zip made with “Data export” in the admin area, as it is.',
  musubiVersion: (version) => `This Musubi export is in format version ${version} and cannot be imported. Versions 1 and 2 can be imported.`,
  musubiPersonal: 'A personal data export cannot be imported. Choose a zip made with “Data export” in the admin area, for the whole instance or chosen rooms.',
  musubiNotEmpty: 'A Musubi export can only be imported into an instance that has no rooms yet (only each person’s own My Chat).',
  roomRequired: 'Choose the room to import into.',
  roomGone: 'The room to import into could not be found. It may have been deleted.',
  archivedCards: 'Archived cards',
  tooLarge: (mb) => `The file is too large. Up to ${mb} MB can be imported.`,
  notPlanned: 'This import has already started or ended.',
  notCancellable: 'This import has already ended.',
  fileMissing: 'The file to import could not be found. Please upload it again.',
  failed: 'An error stopped the import. What was imported stays. Importing the same file again continues where it stopped.',
};
addCatalogue(IMPORT_MESSAGES, IMPORT_MESSAGES_EN);

const japanese = {
  finished: (source: string, fileName: string, summary: string, link: string) => ({
    subject: `【Musubi】${source} の取り込みが完了しました`,
    text: `${inert(fileName)} の取り込みが完了しました。\n\n${summary}\n\n結果は次のページで確認できます。\n${link}${MAIL_SIGNATURE.ja}`,
  }),
  failed: (source: string, fileName: string, summary: string, link: string) => ({
    subject: `【Musubi】${source} の取り込みを中断しました`,
    text: `${inert(fileName)} の取り込み中にエラーが発生したため中断しました。取り込み済みの内容はそのまま残ります。同じファイルをもう一度取り込むと、続きから取り込みます。\n\n${summary}\n\n${link}${MAIL_SIGNATURE.ja}`,
  }),
};

const english: typeof japanese = {
  finished: (source, fileName, summary, link) => ({
    subject: `[Musubi] The ${source} import is complete`,
    text: `The import of ${inert(fileName)} is complete.\n\n${summary}\n\nThe results are on this page:\n${link}${MAIL_SIGNATURE.en}`,
  }),
  failed: (source, fileName, summary, link) => ({
    subject: `[Musubi] The ${source} import was stopped`,
    text: `An error stopped the import of ${inert(fileName)}. What was imported stays. Importing the same file again continues where it stopped.\n\n${summary}\n\n${link}${MAIL_SIGNATURE.en}`,
  }),
};

const mails = { ja: japanese, en: english };

/** The mails of an import's end, in its starter's language (decision 0326). */
export const importMail = (language: Language) => mails[language];
