import type { CatalogueOf, Language } from '@musubi/shared';
import { addCatalogue } from '../../lib/language';
import { inert } from '../../infra/mail/inert';
import { MAIL_SIGNATURE } from '../../infra/mail/templates';

/** Messages of imports, where the spec shows none. */
export const IMPORT_MESSAGES = {
  fileRequired: 'Slack のエクスポート（zip ファイル）を選択してください。',
  notZip: 'Slack のエクスポート（zip ファイル）として読み取れませんでした。Slack の「データのエクスポート」で作成した zip を選択してください。',
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
  tooLarge: (mb) => `The file is too large. Up to ${mb} MB can be imported.`,
  notPlanned: 'This import has already started or ended.',
  notCancellable: 'This import has already ended.',
  fileMissing: 'The file to import could not be found. Please upload it again.',
  failed: 'An error stopped the import. What was imported stays. Importing the same file again continues where it stopped.',
};
addCatalogue(IMPORT_MESSAGES, IMPORT_MESSAGES_EN);

const japanese = {
  finished: (fileName: string, summary: string, link: string) => ({
    subject: '【Musubi】Slack の取り込みが完了しました',
    text: `${inert(fileName)} の取り込みが完了しました。\n\n${summary}\n\n結果は管理画面で確認できます。\n${link}${MAIL_SIGNATURE.ja}`,
  }),
  failed: (fileName: string, summary: string, link: string) => ({
    subject: '【Musubi】Slack の取り込みを中断しました',
    text: `${inert(fileName)} の取り込み中にエラーが発生したため中断しました。取り込み済みの内容はそのまま残ります。同じファイルをもう一度取り込むと、続きから取り込みます。\n\n${summary}\n\n${link}${MAIL_SIGNATURE.ja}`,
  }),
};

const english: typeof japanese = {
  finished: (fileName, summary, link) => ({
    subject: '[Musubi] The Slack import is complete',
    text: `The import of ${inert(fileName)} is complete.\n\n${summary}\n\nThe results are on the administration page.\n${link}${MAIL_SIGNATURE.en}`,
  }),
  failed: (fileName, summary, link) => ({
    subject: '[Musubi] The Slack import was stopped',
    text: `An error stopped the import of ${inert(fileName)}. What was imported stays. Importing the same file again continues where it stopped.\n\n${summary}\n\n${link}${MAIL_SIGNATURE.en}`,
  }),
};

const mails = { ja: japanese, en: english };

/** The mails of an import's end, in its starter's language (decision 0326). */
export const importMail = (language: Language) => mails[language];
